/// Runs `body` with the model reads it makes untracked: an `Observed`, a
/// `memoize`, SwiftUI's `body` or a test assertion that runs it doesn't
/// depend on what `body` read, and won't run again when that changes.
///
/// ```swift
/// let hit = withUntrackedModelReads {
///     timeline.segments.first { $0.span.contains(playhead) }
/// }
/// ```
///
/// For a scan over many models whose every property needn't be a
/// dependency: depend on what should trigger the work through a read
/// outside the scope. Reads still take the model's lock, so they are safe
/// while other threads write, and writes inside notify as always. An
/// `Observed` or `memoize` evaluated inside tracks its own reads. The scope
/// is the current thread's: tasks started inside don't inherit it.
public func withUntrackedModelReads<Result>(_ body: () throws -> Result) rethrows -> Result {
    let outer = ThreadState.current?.readObserver
    // An assertion replaying a recorded state still shows it inside.
    let observer = outer.map { $0.replaysState ? UntrackedReads(replaying: $0) : UntrackedReads.plain } ?? .plain
    return try ThreadState.observingReads(with: observer, body)
}

/// The reader `withUntrackedModelReads` installs: it records nothing, and
/// says it follows reads itself, so Observation doesn't track them either.
private final class UntrackedReads: ReadObserver, @unchecked Sendable {
    /// The one for scopes outside an assertion's replay: it holds nothing.
    static let plain = UntrackedReads(replaying: nil)

    /// The reader whose recorded state reads show, if any.
    private let replaying: (any ReadObserver)?

    init(replaying: (any ReadObserver)?) {
        self.replaying = replaying
    }

    func didRead(_ context: AnyModelContext, _ slot: ObservedSlot) {}

    var tracksModelReads: Bool { true }

    var replaysState: Bool { replaying?.replaysState ?? false }

    func replayedState(of context: AnyModelContext, reading index: Int) -> ModelStateSnapshot? {
        replaying?.replayedState(of: context, reading: index)
    }
}
