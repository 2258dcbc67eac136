import Foundation

/// A program this package builds beside its test bundle (`make test` builds
/// each one before the tests run), found from the running test executable.
public struct BuiltExecutable: Sendable {
    /// The executable's path.
    public let path: String

    /// The executable named `name`, if it is built: looked for in the folder of
    /// the running executable, or of the bundle holding it, and a few above.
    public init?(named name: String) {
        let running = [
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")),
            Bundle.main.executableURL?.path, CommandLine.arguments.first,
        ]
        for executable in running.compactMap({ $0 }) {
            var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
            for _ in 0..<4 {
                let path = folder.appendingPathComponent(name).path
                if FileManager.default.isExecutableFile(atPath: path) {
                    self.path = path
                    return
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        return nil
    }

    /// Runs the executable with `arguments` to its end and returns its exit
    /// status and what it printed, both streams together.
    ///
    /// The process has a thread pool of its own, so its tasks never wait
    /// behind the test run's; and this waits for it on a thread of its own,
    /// so the test run's few shared threads go on running other tests.
    public func run(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        let executable = URL(fileURLWithPath: path)
        return try await onThreadOfItsOwn { try runProcess(executable, arguments) }
    }
}
