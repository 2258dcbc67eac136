import ModelRuntime

extension DependencyValues {
    /// Opens the system's settings for this app, where the user can allow
    /// speech recognition again.
    var openSettings: @Sendable () async -> Void {
        get { self[OpenSettingsKey.self] }
        set { self[OpenSettingsKey.self] = newValue }
    }
}

/// The key of ``DependencyValues/openSettings``.
private enum OpenSettingsKey: DependencyKey {
    // Linux has no settings app to open: `examples standups --speech`
    // chooses what the recognizer allows.
    static let liveValue: @Sendable () async -> Void = {}
    static let testValue: @Sendable () async -> Void = {
        reportIssue("@Dependency(\\.openSettings) has no test implementation.")
    }
}
