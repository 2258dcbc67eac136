import ArgumentParser
import Foundation
import ModelSchema

/// Reads and compiles a schema folder, printing its diagnostics.
///
/// - Throws: `ExitCode.schemaErrors` when the schemas have errors.
func compileSchemaFolder(_ folder: String, access: AccessLevel?, console: Console) throws -> ResolvedSchemaSet {
    let input = try readSchemaFolder(folder, access: access, console: console)
    let result = compileSchemaSet(input)
    console.report(result.diagnostics)
    guard let set = result.value else {
        let count = result.diagnostics.filter { $0.severity == .error }.count
        console.error("\(count) error\(count == 1 ? "" : "s") in \(input.root); nothing was written")
        throw ExitCode.schemaErrors
    }
    return set
}

/// The output folder: `--output`, else `output:` of `modelgen.yaml` (relative
/// to the schema folder, where that file is).
///
/// - Throws: `ExitCode.usageError` when neither gives one.
func outputFolder(option: String?, set: ResolvedSchemaSet, schemaFolder: String, console: Console) throws -> URL {
    let environment = CommandEnvironment.current
    if let option { return environment.url(forPath: option) }
    guard let configured = set.config?.output?.value else {
        console.error(
            "no output folder: pass --output <dir> or set 'output:' in \(DisplayPath(set.root).appending("modelgen.yaml"))"
        )
        throw ExitCode.usageError
    }
    return environment.url(forPath: configured, relativeTo: environment.url(forPath: schemaFolder))
}

/// The schema file of `set` that `--only` names, by a path relative to the
/// schema folder (an absolute path works too).
///
/// - Throws: `ExitCode.usageError` when no schema file of the set is there;
///   `modelgen.yaml` isn't one.
func schemaFile(_ path: String, of set: ResolvedSchemaSet, schemaFolder: String, console: Console) throws
    -> ResolvedSchemaFile
{
    let environment = CommandEnvironment.current
    let root = environment.url(forPath: schemaFolder)
    let wanted = environment.url(forPath: path, relativeTo: root).path
    if let file = set.files.first(where: { root.appendingPathComponent($0.path).standardizedFileURL.path == wanted }) {
        return file
    }
    console.error("no schema file '\(path)' in \(set.root); --only takes a path relative to the schema folder")
    throw ExitCode.usageError
}
