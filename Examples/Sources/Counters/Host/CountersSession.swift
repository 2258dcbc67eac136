import Foundation
import ModelRuntime
import Synchronization

/// The counters running: the anchored list, and the selected row, which
/// only a keyboard host needs.
///
/// `nonisolated`: the module is main actor by default, as an Xcode 26 app
/// is, but a terminal host drives its session from wherever it runs (the
/// event loop, scripts, tests), and the session is thread-safe
/// (Docs/Isolation.md).
nonisolated final class CountersSession: Sendable {
    /// Keeps the model hierarchy alive as long as the session.
    private let anchor: ModelAnchor<CountersModel>
    /// The selected row; kept within the rows when read.
    private let selection = Mutex(0)

    /// Starts with no counters, kept by `service`, with ids from `uuid`.
    init(service: CounterServiceClient = .liveValue, uuid: UUIDGenerator = UUIDGenerator { UUID() }) {
        anchor =
            CountersModel().andAnchor {
                $0.counterService = service
                $0.uuid = uuid
            }.anchor
    }

    /// The root model.
    var list: CountersModel { anchor.model }

    /// The selected row's index; nil when there are no counters.
    var selectedIndex: Int? {
        let count = list.counters.count
        return count == 0 ? nil : min(selection.withLock { $0 }, count - 1)
    }

    /// The selected counter.
    var selectedCounter: CounterModel? {
        selectedIndex.map { list.counters[$0] }
    }

    /// Performs `command` at once. What it asks of the service is answered
    /// later, in a task of the model it concerns.
    func perform(_ command: CountersCommand) {
        guard let work = work(for: command) else { return }
        list.node.task { await work() }
    }

    /// Performs `command`, returning once the service has answered it.
    func performAndWait(_ command: CountersCommand) async {
        await work(for: command)?()
    }

    /// Does what `command` asks for at once, and returns what it asks of the
    /// service, if anything.
    private func work(for command: CountersCommand) -> (@Sendable () async -> Void)? {
        let list = self.list
        switch command {
        case .add:
            // The new counter is the last row once addNew appends it.
            selection.withLock { $0 = list.counters.count }
            return { await list.addNew() }
        case .increment:
            guard let counter = selectedCounter else { return nil }
            return { await counter.increment() }
        case .refresh:
            guard let counter = selectedCounter else { return nil }
            return { await counter.refresh() }
        case .selectPrevious:
            if let index = selectedIndex { selection.withLock { $0 = max(index - 1, 0) } }
        case .selectNext:
            if let index = selectedIndex { selection.withLock { $0 = index + 1 } }
        case .select(let index):
            if list.counters.indices.contains(index) { selection.withLock { $0 = index } }
        }
        return nil
    }
}
