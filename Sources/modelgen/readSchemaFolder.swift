import Foundation
import ModelSchema

/// The input of a run: every `*.yaml`/`*.yml` file under `folder` (hidden
/// files and folders skipped) except the root's `modelgen.yaml`, which is the
/// configuration.
///
/// A schema file that can't be read is a problem of the input, located at
/// the file: a FIFO, socket or device (never opened), a symbolic link to
/// nothing or in a loop, a file without permission, and a name that isn't
/// UTF-8 (its output's name and `#sourceLocation` can't be written, and
/// `--prune` would take its output for left over).
///
/// - Parameter jobs: How many files to read at once (``JobsOption``).
/// - Throws: A usage failure when `folder` isn't a folder.
func readSchemaFolder(_ folder: String, access: AccessLevel?, jobs: Int, console: Console) throws(CommandFailure)
    -> SchemaSetInput
{
    let root = CommandEnvironment.current.url(forPath: folder)
    guard fileStatus(RawPath(root.path)) == .directory else {
        throw CommandFailure.usage("no schema folder at '\(folder)'")
    }
    let rootDisplay = console.schemaFolderPath(root)
    var input = SchemaSetInput(root: rootDisplay.description, files: [], access: access)
    func problem(_ path: RawPath, _ message: String) {
        let location = SourceLocation(file: rootDisplay.appending(path.displayString).description, line: 1, column: 1)
        input.problems.append(.error(message, at: location))
    }
    let listing = listFolder(RawPath(root.path), followingLinks: true)
    for (path, message) in listing.unlistable {
        problem(path, "this folder's files can't be listed: \(message)")
    }
    var schemaFiles: [(path: String, name: RawPath)] = []
    for entry in listing.entries where isSchemaFileName(entry.path) {
        guard let path = entry.path.string else {
            let byte = String(entry.path.firstInvalidByte ?? 0, radix: 16, uppercase: true)
            problem(
                entry.path,
                "the file's name isn't UTF-8 (byte 0x\(byte)); rename it: the name goes into the generated file's name and #sourceLocation"
            )
            continue
        }
        switch entry.status {
        case .regular: break
        case .danglingLink(let target):
            problem(entry.path, "a symbolic link to '\(target)', which doesn't exist")
            continue
        case .loopingLink:
            problem(entry.path, "a symbolic link that leads back to itself")
            continue
        case .inaccessible(let message):
            problem(entry.path, "can't be read: \(message)")
            continue
        default:
            problem(
                entry.path, "\(entry.status.description), not a regular file; schemas are read from regular files only")
            continue
        }
        schemaFiles.append((path, entry.path))
    }
    let folderPath = RawPath(root.path)
    let reads = mapConcurrently(
        schemaFiles.map(\.name), jobs: schemaFiles.count >= minimumConcurrentReads ? jobs : 1
    ) { name in
        Result { () throws(FileReadError) in try readRegularFile(folderPath.appending(name.bytes)) }
    }
    for ((path, name), read) in zip(schemaFiles, reads) {
        let contents: [UInt8]
        switch read {
        case .success(let bytes): contents = bytes
        case .failure(let error):
            problem(name, "this file \(error.message)")
            continue
        }
        let source = SchemaSource(path: path, displayPath: rootDisplay.appending(path).description, contents: contents)
        console.detail("read \(source.displayPath)")
        if path == "modelgen.yaml" {
            input.config = source
        } else {
            input.files.append(source)
        }
    }
    return input
}

/// The schema files below which reading them on several threads costs
/// more than it saves (Docs/Performance.md).
let minimumConcurrentReads = 32

/// Whether a listed path names a schema file: `*.yaml` or `*.yml`, judged
/// by its bytes so a name that isn't UTF-8 is still recognized.
private func isSchemaFileName(_ path: RawPath) -> Bool {
    for suffix in [".yaml", ".yml"]
    where path.bytes.count > suffix.utf8.count && path.bytes.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) {
        return true
    }
    return false
}
