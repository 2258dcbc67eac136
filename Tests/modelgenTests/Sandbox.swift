#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import Synchronization
@testable import modelgen

/// A temporary folder to run `modelgen` in, removed when the test ends.
final class Sandbox {
    /// What a run of `modelgen` did.
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The folder.
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("modelgenTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// The URL of a path inside the sandbox.
    func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }

    /// Writes the two-file schema set most tests start from: `Schemas/App`,
    /// with `App.yaml` and `Row.yaml`.
    func writeAppSchemas() throws {
        try write("Schemas/App/App.yaml", appSchema)
        try write("Schemas/App/Row.yaml", rowSchema)
    }

    /// Writes a file, creating its folders.
    func write(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(
            at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url(path))
    }

    /// A file's text, or `nil` when it doesn't exist.
    func read(_ path: String) -> String? {
        (try? Data(contentsOf: url(path))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether a file or folder exists.
    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url(path).path)
    }

    /// Makes a FIFO (named pipe), creating its folders; opening it to read
    /// would wait for a writer that never comes.
    func makeFIFO(_ path: String) throws {
        try FileManager.default.createDirectory(
            at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        guard mkfifo(url(path).path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Makes a symbolic link at `path` to `target` (as written, so relative to the link's folder).
    func link(_ path: String, to target: String) throws {
        try FileManager.default.createDirectory(
            at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url(path).path, withDestinationPath: target)
    }

    /// Writes a file whose name is `name`'s bytes, which need not be UTF-8, in `folder`.
    func write(in folder: String, nameBytes name: [UInt8], _ text: String) throws {
        let path = Array(url(folder).path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let descriptor = path.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).write(Data(text.utf8))
    }

    /// Every file and folder under `path` with its contents (folders as
    /// `nil`), to compare the disk before and after a run.
    func snapshot(_ path: String = ".") -> [String: String?] {
        var result: [String: String?] = [:]
        for item in FileManager.default.subpaths(atPath: url(path).path) ?? [] {
            var isDirectory: ObjCBool = false
            let full = url(path).appendingPathComponent(item).path
            _ = FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory)
            result[item] =
                isDirectory.boolValue
                ? String?.none
                : (try? Data(contentsOf: URL(fileURLWithPath: full))).map {
                    String(decoding: $0, as: UTF8.self)
                }
        }
        return result
    }

    /// A file's permission bits.
    func mode(_ path: String) -> mode_t? {
        var info = stat()
        guard stat(url(path).path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    /// Sets a file's permission bits.
    func setMode(_ path: String, _ mode: mode_t) throws {
        guard chmod(url(path).path, mode) == 0 else { throw CocoaError(.fileWriteNoPermission) }
    }

    /// A file's inode, which tells a restored file from a rewritten one.
    func inode(_ path: String) -> UInt64? {
        var info = stat()
        guard stat(url(path).path, &info) == 0 else { return nil }
        return UInt64(info.st_ino)
    }

    /// A file's modification date.
    func modificationDate(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url(path).path)[.modificationDate] as? Date
    }

    /// Sets a file's modification date.
    func setModificationDate(_ path: String, to date: Date) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url(path).path)
    }

    /// Runs the built `modelgen` with the sandbox as its current directory.
    func run(_ arguments: String...) -> Run {
        run(arguments: arguments)
    }

    /// Runs `modelgen` in-process with the sandbox as its current directory,
    /// through the same entry point as the executable.
    ///
    /// In-process rather than spawning the built executable, because
    /// `swift test` doesn't relink executables and could run a stale one.
    func run(arguments: [String], in directory: String = ".", fileOperations: FileOperations = .system) -> Run {
        let output = CapturedText()
        let errors = CapturedText()
        let environment = CommandEnvironment(
            currentDirectory: url(directory), writeOutput: { output.append($0) }, writeError: { errors.append($0) },
            fileOperations: fileOperations)
        let status = CommandEnvironment.$current.withValue(environment) { Modelgen.execute(arguments) }
        return Run(status: status, stdout: output.text, stderr: errors.text)
    }
}

/// Text written from a command, collected for a test to read.
final class CapturedText: Sendable {
    private let storage = Mutex("")

    /// Everything written so far.
    var text: String { storage.withLock { $0 } }

    /// Adds written text.
    func append(_ text: String) {
        storage.withLock { $0 += text }
    }
}

/// A small valid schema set used across the CLI tests.
let appSchema = """
    models:
      AppModel:
        children:
          rows: [RowModel]
    """

let rowSchema = """
    models:
      RowModel:
        state:
          title: String = ""
    """
