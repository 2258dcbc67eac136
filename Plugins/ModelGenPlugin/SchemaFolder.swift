import Foundation
import PackagePlugin

/// A target's schema files, read as `modelgen` reads a schema folder: every
/// `*.yaml` and `*.yml` under the target's folder (SwiftPM already leaves out
/// hidden files) except the root's `modelgen.yaml`, the configuration.
struct SchemaFolder {
    /// One schema file and the Swift file it becomes.
    struct Schema {
        /// The path relative to the target's folder, `/`-separated: `Rows/Row.yaml`.
        var path: String
        /// Where it is.
        var url: URL
        /// The generated file's path relative to the output folder:
        /// `Rows/Row.swift`, by `modelgen`'s own rule (`outputPath.swift`).
        var outputPath: String
    }

    /// Two files that would compile under one file name.
    struct Clash {
        /// The file to point at.
        var file: URL
        /// What is wrong and how to fix it.
        var message: String
    }

    /// The schema files, sorted by path.
    var schemas: [Schema] = []
    /// `modelgen.yaml` at the target's root, if there is one.
    var config: URL?
    /// The target's own Swift files, as paths relative to its folder.
    private var swiftSources: [String] = []

    init(target: SourceModuleTarget) {
        let root = target.directoryURL.standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        for file in target.sourceFiles {
            let absolute = file.url.standardizedFileURL.path
            guard absolute.hasPrefix(prefix) else { continue }
            let path = String(absolute.dropFirst(prefix.count))
            switch file.url.pathExtension {
            case "yaml" where path == "modelgen.yaml":
                config = file.url
            case "yaml", "yml":
                schemas.append(Schema(path: path, url: file.url, outputPath: outputPath(forSchema: path)))
            case "swift":
                swiftSources.append(path)
            default:
                continue
            }
        }
        schemas.sort { $0.path < $1.path }
    }

    /// Generated files that would share a file name with another generated
    /// file or a Swift file of the target.
    ///
    /// A module compiles each file to an object file named after the file
    /// alone, so `A.yaml` and `A.yml`, `Rows/Row.yaml` and `Cells/Row.yaml`, or
    /// `Todo.yaml` and a hand-written `Todo.swift` can't share a target.
    /// Compared ignoring case, as common file systems do.
    func clashes() -> [Clash] {
        var clashes: [Clash] = []
        var swiftFiles: [String: String] = [:]
        for source in swiftSources {
            swiftFiles[Self.fileName(source)] = source
        }
        var generatedBy: [String: String] = [:]
        for schema in schemas {
            let name = Self.fileName(schema.outputPath)
            let generated = (schema.outputPath as NSString).lastPathComponent
            if let earlier = generatedBy[name] {
                clashes.append(
                    Clash(
                        file: schema.url,
                        message: "'\(schema.path)' and '\(earlier)' would both generate '\(generated)', and a module "
                            + "can't compile two files of one name; rename one of them"))
            } else if let swiftFile = swiftFiles[name] {
                clashes.append(
                    Clash(
                        file: schema.url,
                        message:
                            "'\(schema.path)' generates '\(generated)', and the target has '\(swiftFile)'; a module "
                            + "can't compile two files of one name: rename the schema or the Swift file"))
            }
            generatedBy[name] = generatedBy[name] ?? schema.path
        }
        return clashes
    }

    private static func fileName(_ path: String) -> String {
        (path as NSString).lastPathComponent.lowercased()
    }
}
