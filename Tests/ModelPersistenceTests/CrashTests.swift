import Foundation
import ModelPersistence
import TestSupport
import Testing

/// A writer killed with SIGKILL at a random moment, again and again: after
/// each kill the file decodes to a value that was written, whole, and no
/// value the writer reported flushed is lost. `PERSISTENCE_CRASH_KILLS` sets
/// the count (`make soak` runs a long one); `PERSISTENCE_CRASH_SEED` replays one.
@Suite struct CrashTests {
    @Test func killedWritersLoseNothingTheyFlushed() async throws {
        let environment = ProcessInfo.processInfo.environment
        let kills = environment["PERSISTENCE_CRASH_KILLS"].flatMap(Int.init) ?? 30
        let seed = environment["PERSISTENCE_CRASH_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 1...UInt64.max)
        var random = SplitMix64(seed: seed)
        let writer = try #require(BuiltExecutable(named: "crash-writer"), "the crash-writer executable isn't built")
            .path
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var flushed = 0
        for kill in 1...kills {
            let delay = random.next() % 40_000
            let reported = try await onThreadOfItsOwn {
                try Self.runAndKill(writer, folder: folder, afterMicroseconds: delay)
            }
            flushed = max(flushed, reported ?? 0)
            let data = try #require(FileManager.default.contents(atPath: folder + "/history.json"))
            let history = try JSONDecoder().decode([Int].self, from: data)
            let value = try #require(history.first)
            #expect(
                history.count == 4096 && history.allSatisfy { $0 == value } && value >= flushed,
                "kill \(kill) of seed \(seed): the file holds \(value) (\(history.count) entries), \(flushed) was flushed"
            )
            flushed = value
        }
        let strays = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".tmp") }
        print(
            "Crash test: \(kills) kills, seed \(seed), last value \(flushed), \(strays.count) temporary files left by kills"
        )
    }

    /// Starts the writer, waits until it has saved once and then `delay` µs,
    /// and kills it. Returns the last value it said it flushed. Blocks while it
    /// waits: run it on a thread of its own.
    private static func runAndKill(_ writer: String, folder: String, afterMicroseconds delay: UInt64) throws -> Int? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: writer)
        process.arguments = [folder]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let reader = output.fileHandleForReading
        var text = ""
        // Wait for the first flush, so that each kill lands among saves.
        while !text.contains("flushed") {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        Thread.sleep(forTimeInterval: Double(delay) / 1e6)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        text += String(decoding: reader.readDataToEndOfFile(), as: UTF8.self)
        return text.split(separator: "\n").last { $0.hasPrefix("flushed ") }.flatMap { Int($0.dropFirst(8)) }
    }
}
