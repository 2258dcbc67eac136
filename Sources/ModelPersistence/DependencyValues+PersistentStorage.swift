import Dependencies
import Foundation

/// The storage persisted state is kept in.
extension DependencyValues {
    /// Where the models' persisted state is kept. Live: files in the app's
    /// support folder (``PersistentStorage/defaultFolder``). In tests and
    /// previews: a new in-memory storage.
    public var persistentStorage: PersistentStorage {
        get { self[PersistentStorageKey.self] }
        set { self[PersistentStorageKey.self] = newValue }
    }
}

private enum PersistentStorageKey: DependencyKey {
    static let liveValue = PersistentStorage(folder: PersistentStorage.defaultFolder)
    static var testValue: PersistentStorage { .inMemory() }
    static var previewValue: PersistentStorage { .inMemory() }
}

extension PersistentStorage {
    /// The live storage's folder: the app's folder in Application Support
    /// on Apple platforms; `$XDG_DATA_HOME` (or `~/.local/share`) followed by
    /// the program's name elsewhere.
    public static var defaultFolder: String {
        let name = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        #if canImport(Darwin)
            let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
            return support.appendingPathComponent(name).path
        #else
            let environment = ProcessInfo.processInfo.environment
            let base =
                environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
                ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/share")
            return base + "/" + name
        #endif
    }
}
