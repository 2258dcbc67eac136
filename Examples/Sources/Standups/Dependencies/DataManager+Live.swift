import Foundation
import ModelPersistence
import ModelRuntime
import Synchronization

extension DataManager: DependencyKey {
    /// The standups file in the user's data folder.
    static var liveValue: DataManager { .file(at: defaultStandupsFile) }

    /// Reads and writes `file` through ModelPersistence's file system, as
    /// persisted state does. Loading a missing file throws
    /// `CocoaError.fileReadNoSuchFile`. Saving writes a new file beside it,
    /// syncs it to the disk and renames it over the old one, so a crash or a
    /// full disk leaves the old file whole, never half written. The folder
    /// is created if needed.
    static func file(at file: URL) -> DataManager {
        let files = PosixFileSystem()
        return DataManager(
            load: {
                guard let data = try files.contents(atPath: file.path) else { throw CocoaError(.fileReadNoSuchFile) }
                return data
            },
            save: { data in try files.write(data, atomicallyToPath: file.path) })
    }

    /// Keeps the file in memory, starting with `initialData` (nil: no file,
    /// which loads as a missing file does, until something is saved).
    static func mock(initialData: Data? = nil) -> DataManager {
        let data = Mutex(initialData)
        return DataManager(
            load: {
                guard let saved = data.withLock({ $0 }) else { throw CocoaError(.fileReadNoSuchFile) }
                return saved
            },
            save: { newData in data.withLock { $0 = newData } })
    }

    /// `$XDG_DATA_HOME/standups/standups.json`, or under `~/.local/share`.
    static var defaultStandupsFile: URL {
        let environment = ProcessInfo.processInfo.environment
        let dataHome =
            environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appending(path: ".local/share")
        return dataHome.appending(path: "standups/standups.json")
    }
}
