import Foundation

/// A target's schema files, read as `modelgen` reads a schema folder: every
/// `*.yaml` and `*.yml` under the folder except the root's `modelgen.yaml`,
/// the configuration. For a package target the folder is the target's own
/// (SwiftPM already leaves out hidden files); for an Xcode target,
/// ``locate(among:)`` finds it among the target's files.
struct SchemaFolder {
    /// One schema file and the Swift file it becomes.
    struct Schema {
        /// The path relative to the schema folder, `/`-separated: `Rows/Row.yaml`.
        var path: String
        /// Where it is.
        var url: URL
        /// The generated file's path relative to the output folder:
        /// `Rows/Row.swift`, by `modelgen`'s own rule (`outputPath.swift`).
        var outputPath: String
    }

    /// Something that stops the build before any command runs.
    struct Problem {
        /// The file to point at.
        var file: URL
        /// What is wrong and how to fix it.
        var message: String
    }

    /// The folder `modelgen` reads.
    var root: URL
    /// The schema files, sorted by path.
    var schemas: [Schema] = []
    /// `modelgen.yaml` at the folder's root, if the target has one.
    var config: URL?
    /// The target's own Swift files, as paths relative to the folder (absolute
    /// for those outside it, which an Xcode target may have).
    private var swiftSources: [String] = []

    /// The schemas under `root` among a target's `files`, and its Swift files.
    init(root: URL, files: some Sequence<URL>) {
        self.root = root
        let prefix = Self.folderPrefix(root)
        for file in files {
            let absolute = file.standardizedFileURL.path
            let inside = absolute.hasPrefix(prefix)
            let path = inside ? String(absolute.dropFirst(prefix.count)) : absolute
            switch file.pathExtension {
            case "yaml" where inside && path == "modelgen.yaml":
                config = file
            case "yaml" where inside, "yml" where inside:
                schemas.append(Schema(path: path, url: file, outputPath: outputPath(forSchema: path)))
            case "swift":
                swiftSources.append(path)
            default:
                continue
            }
        }
        schemas.sort { $0.path < $1.path }
    }

    /// Whether `file` is one of the folder's schemas or its `modelgen.yaml`.
    func isSchemaOrConfig(_ file: URL) -> Bool {
        let path = file.standardizedFileURL.path
        return config?.standardizedFileURL.path == path || schemas.contains { $0.url.standardizedFileURL.path == path }
    }

    /// `folder`'s standardized path with a trailing `/`: what the paths of
    /// the files under it start with.
    static func folderPrefix(_ folder: URL) -> String {
        let root = folder.standardizedFileURL.path
        return root.hasSuffix("/") ? root : root + "/"
    }

    /// Generated files that would share a file name with another generated
    /// file or a Swift file of the target.
    ///
    /// A module compiles each file to an object file named after the file
    /// alone, so `A.yaml` and `A.yml`, `Rows/Row.yaml` and `Cells/Row.yaml`, or
    /// `Todo.yaml` and a hand-written `Todo.swift` can't share a target.
    /// Compared ignoring case, as common file systems do.
    func clashes() -> [Problem] {
        var clashes: [Problem] = []
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
                    Problem(
                        file: schema.url,
                        message: "'\(schema.path)' and '\(earlier)' would both generate '\(generated)', and a module "
                            + "can't compile two files of one name; rename one of them"))
            } else if let swiftFile = swiftFiles[name] {
                clashes.append(
                    Problem(
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
