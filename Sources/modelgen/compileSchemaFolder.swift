import Foundation
import ModelSchema

/// Reads and compiles a schema folder, printing its diagnostics.
///
/// - Parameter jobs: How many files to read, load and parse at once (``JobsOption``).
/// - Throws: A usage failure when `folder` isn't a folder, an errors
///   failure when the schemas have errors.
func compileSchemaFolder(_ folder: String, access: AccessLevel?, jobs: Int, console: Console)
    throws(CommandFailure) -> ResolvedSchemaSet
{
    let input = try readSchemaFolder(folder, access: access, jobs: jobs, console: console)
    let result = compileSchemaSet(input, jobs: jobs)
    console.report(result.diagnostics)
    guard let set = result.value else {
        let count = result.diagnostics.filter { $0.severity == .error }.count
        throw CommandFailure.errors("\(count) error\(count == 1 ? "" : "s") in \(input.root); nothing was written")
    }
    return set
}

/// The output folder: `--output`, else `output:` of `modelgen.yaml` (relative
/// to the schema folder, where that file is).
///
/// - Throws: A usage failure when neither gives one.
func outputFolder(option: String?, set: ResolvedSchemaSet, schemaFolder: String, console: Console)
    throws(CommandFailure)
    -> URL
{
    let environment = CommandEnvironment.current
    if let option { return environment.url(forPath: option) }
    guard let configured = set.config?.output?.value else {
        throw CommandFailure.usage(
            "no output folder: pass --output <dir> or set 'output:' in \(DisplayPath(set.root).appending("modelgen.yaml"))"
        )
    }
    return environment.url(forPath: configured, relativeTo: environment.url(forPath: schemaFolder))
}

/// The schema file of `set` that `--only` names, by a path relative to the
/// schema folder (an absolute path works too).
///
/// - Throws: A usage failure when no schema file of the set is there;
///   `modelgen.yaml` isn't one.
func schemaFile(_ path: String, of set: ResolvedSchemaSet, schemaFolder: String, console: Console)
    throws(CommandFailure) -> ResolvedSchemaFile
{
    let environment = CommandEnvironment.current
    let root = environment.url(forPath: schemaFolder)
    let wanted = environment.url(forPath: path, relativeTo: root).path
    if let file = set.files.first(where: { root.appendingPathComponent($0.path).standardizedFileURL.path == wanted }) {
        return file
    }
    throw CommandFailure.usage(
        "no schema file '\(path)' in \(set.root); --only takes a path relative to the schema folder")
}
