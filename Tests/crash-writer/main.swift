// The child process of the persistence crash test (Tests/ModelPersistenceTests/CrashTests.swift):
// writes a persisted value in a loop until it is killed, flushing now and then and saying which
// value each flush saved. Usage: crash-writer <folder>
import Foundation
import ModelPersistence
import ModelRuntime
import Showcase

let folder = CommandLine.arguments.dropFirst().first ?? "."
let storage = PersistentStorage(folder: folder, saveDelay: .milliseconds(1), watchInterval: nil)
let key = PersistenceKey<[Int]>.file("history.json")
let counter = Counter.make()
    .withSetup { $0.node.persist(\.history, in: key) }
    .withAnchor { $0.persistentStorage = storage }
// Large enough that a torn file can't pass for a whole one.
let length = 4096
var value = counter.history.first ?? 0
while true {
    value += 1
    counter.history = Array(repeating: value, count: length)
    if value % 25 == 0 {
        storage.flush()
        // Unbuffered: the line must be out before the next kill can land.
        FileHandle.standardOutput.write(Data("flushed \(value)\n".utf8))
    }
}
