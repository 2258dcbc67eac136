import Foundation
import Synchronization
import TestSupport

/// Type-checks Swift files against the modules this package's build produced,
/// so tests can prove generated code compiles against `ModelRuntime`.
struct SwiftCompiler {
    /// The build folder holding `Modules/ModelRuntime.swiftmodule`.
    let buildFolder: URL

    /// The compiler of the package's own build, or `nil` when its modules
    /// aren't where `swift build` puts them.
    static let package: SwiftCompiler? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let debug = root.appendingPathComponent(".build/debug")
        guard
            FileManager.default.fileExists(
                atPath: debug.appendingPathComponent("Modules/ModelRuntime.swiftmodule").path)
        else { return nil }
        return SwiftCompiler(buildFolder: debug, packageRoot: root)
    }()

    let packageRoot: URL

    /// The compiler flags of the settings an app may build generated code
    /// with (Package.swift's `isolationSettings`): none, or Xcode 26's new-app
    /// default of main-actor isolation with approachable concurrency.
    enum Setting: String, CaseIterable, Sendable {
        case nonisolated
        case mainActorApproachable

        var flags: [String] {
            switch self {
            case .nonisolated: []
            case .mainActorApproachable:
                [
                    "-default-isolation", "MainActor", "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
                    "-enable-upcoming-feature", "InferIsolatedConformances",
                ]
            }
        }
    }

    /// Type-checks `files` (name to contents) together in a fresh temporary
    /// folder, in `setting`; returns the compiler's exit status and its
    /// diagnostics.
    ///
    /// The compiler runs for seconds, and waiting for it blocks a thread: a
    /// thread of its own, so the few threads that run async tests (two on a
    /// two-core machine) keep running every other test meanwhile. As many
    /// compilers run at once as there are cores; more would only compete.
    func typecheck(_ files: [String: String], setting: Setting = .nonisolated) async throws -> (
        status: Int32, output: String
    ) {
        await compilerSlots.acquire()
        defer { compilerSlots.release() }
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Result { try withTemporaryFolder { try typecheck(files, in: $0, setting: setting) } })
            }
        }
    }

    /// Type-checks `files` (name to contents) together, from `directory`, in
    /// `setting`, blocking until the compiler exits.
    private func typecheck(_ files: [String: String], in directory: URL, setting: Setting) throws -> (
        status: Int32, output: String
    ) {
        var paths: [String] = []
        for (name, contents) in files.sorted(by: { $0.key < $1.key }) {
            let url = directory.appendingPathComponent("Sources/\(name)")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
            paths.append(url.path)
        }
        let arguments =
            [
                // One frontend for the whole module: about half the CPU time of
                // one per file, each of which parses every file again.
                "swiftc", "-typecheck", "-wmo", "-swift-version", "6", "-warnings-as-errors", "-package-name",
                "GeneratedCode",
                "-I", buildFolder.appendingPathComponent("Modules").path,
                "-Xcc",
                "-fmodule-map-file=\(buildFolder.appendingPathComponent("CModelRuntime.build/module.modulemap").path)",
                "-Xcc", "-I", "-Xcc", packageRoot.appendingPathComponent("Sources/CModelRuntime/include").path,
            ] + setting.flags + paths
        return try runProcess(URL(fileURLWithPath: "/usr/bin/env"), arguments, in: directory)
    }
}

/// The compilers that may run at once.
private let compilerSlots = Slots(count: ProcessInfo.processInfo.activeProcessorCount)

/// A number of slots tasks take turns at, waiting without blocking a thread.
private final class Slots: Sendable {
    private let state: Mutex<(free: Int, waiting: [CheckedContinuation<Void, Never>])>

    init(count: Int) {
        state = Mutex((max(count, 1), []))
    }

    /// Takes a slot, waiting for one to be released if none is free.
    func acquire() async {
        await withCheckedContinuation { (turn: CheckedContinuation<Void, Never>) in
            let isFree = state.withLock { state -> Bool in
                guard state.free > 0 else {
                    state.waiting.append(turn)
                    return false
                }
                state.free -= 1
                return true
            }
            if isFree { turn.resume() }
        }
    }

    /// Gives a slot back, to the longest waiting task if any.
    func release() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            if state.waiting.isEmpty {
                state.free += 1
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}

/// A fresh temporary folder, removed by `body`'s end.
private func withTemporaryFolder<R>(_ body: (URL) throws -> R) throws -> R {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("modelgen-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}
