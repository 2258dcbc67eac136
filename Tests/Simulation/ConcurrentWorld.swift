import Foundation
import ModelRuntime
import Showcase

/// What the threads of a concurrent run share: one Parent hierarchy with
/// four shared counters and a plainly written one, pinned items, an
/// undo-tracked Editor, and the records the runtime's callbacks and the
/// end checks need.
///
/// Unchecked: every property is a constant set in `init`, and each is
/// thread-safe (models, `Locked`) or only compared by identity.
final class ConcurrentWorld: @unchecked Sendable {
    let parent: Parent
    private let anchor: ModelAnchor<Parent>
    let shared: [Counter]
    /// A counter the threads write plainly (`count =`), each a value of its own.
    let plain: Counter
    let editor: Editor
    private let editorAnchor: ModelAnchor<Editor>
    let undoStack = ModelUndoStack()
    /// The ids of the work whose `onCancel` handler ran, or whose task ended.
    let cancelled = Locked<Set<Int>>([])
    /// Ticks that order steps across threads: a step takes one before it
    /// starts and one after it ends, so two steps are known to be in order
    /// only when one's last tick is below the other's first.
    let clock = Locked(0)
    /// The item named ``pinnedName`` in `identified`, and the one in
    /// `page`: every assignment names them again, so each must stay the
    /// model put there first, with its value.
    let pinnedItem: AnyObject
    let pagePinnedItem: AnyObject
    /// What the destination's last assignment left there (``describe(_:)``),
    /// each counter put there with its last count, and the id of the work
    /// filed on it, which its leaving cancels. Kept in the assigning
    /// transactions, so in their order.
    let destinationLast: Locked<String>
    let destinationCounts = Locked<[ObjectIdentifier: Int]>([:])
    let destinationWork = Locked<[ObjectIdentifier: Int]>([:])
    /// The models the threads made, held weakly: each must be freed by the end.
    private let madeContexts = Locked<[SimulationWorld.Weak]>([])
    /// A re-registering `withObservationTracking` observer of each shared count.
    let trackers: [ObservationTracker]
    /// An `onChange` of each shared count.
    let onChanges: [OnChangeProbe]
    /// An `Observed` of each shared counter's memo under key 1.
    let memoProbes: [ObservedProbe<Int>]
    /// The editor's undo system, a model given as a dependency, held weakly.
    private let undoSystemContext: SimulationWorld.Weak

    static let pinnedName = "pinned"
    static let pinnedValue = 7
    static let destinationName = "d"

    init() {
        (parent, anchor) = Parent().andAnchor()
        shared = (0..<4).map { _ in Counter.make() }
        plain = Counter.make()
        parent.list = shared + [plain]
        parent.identified = [Item(name: Self.pinnedName, value: Self.pinnedValue)]
        pinnedItem = parent.identified[id: Self.pinnedName]!._$context
        parent.page = Paginated(items: [Item(name: Self.pinnedName, value: Self.pinnedValue)])
        pagePinnedItem = parent.page!.items[0]._$context
        let first = Counter.make(count: -1)
        parent.destination = .pair(first, second: Item(name: Self.destinationName, value: Self.pinnedValue))
        destinationLast = Locked(describe(parent.destination))
        destinationCounts.withLock { $0[ObjectIdentifier(first._$context)] = -1 }
        // An undo system of the run's own: the default is one model for
        // the whole process, which the soak's parallel programs would share.
        let undoSystem = ModelUndoSystem()
        undoSystem.backend = undoStack
        (editor, editorAnchor) = Editor().withActivation { $0.node.trackUndo(\.title, \.body) }.andAnchor {
            $0.undoSystem = undoSystem
        }
        undoSystemContext = SimulationWorld.Weak(object: undoSystem._$context, name: "the undo system")
        trackers = shared.map { ObservationTracker(of: $0) }
        onChanges = shared.map { OnChangeProbe(of: $0) }
        memoProbes = shared.map { counter in ObservedProbe { counter.node.memoize(for: 1) { counter.count * 10 + 1 } } }
    }

    /// The models the world was made with and those the threads made, held
    /// weakly: the parent, the counters, the pinned items, the editor and
    /// its undo system.
    var contexts: [SimulationWorld.Weak] {
        [
            SimulationWorld.Weak(object: parent._$context, name: "Parent"),
            SimulationWorld.Weak(object: editor._$context, name: "Editor"),
            SimulationWorld.Weak(object: plain._$context, name: "the plain counter"),
            SimulationWorld.Weak(object: pinnedItem, name: "the pinned item"),
            SimulationWorld.Weak(object: pagePinnedItem, name: "the page's pinned item"), undoSystemContext,
        ] + shared.enumerated().map { SimulationWorld.Weak(object: $1._$context, name: "shared counter \($0)") }
            + madeContexts.withLock { $0 }
    }

    /// `model`, which must be freed by the end, known as `name`.
    func made<M: Model>(_ model: M, _ name: String) -> M {
        madeContexts.withLock { $0.append(SimulationWorld.Weak(object: model._$context, name: name)) }
        return model
    }

    /// The next tick.
    func tick() -> Int {
        clock.withLock {
            $0 += 1
            return $0
        }
    }

    /// Stops the observers, which would otherwise keep the counters and
    /// with them the hierarchy; the anchors go with the world.
    func stop() {
        for tracker in trackers { tracker.stop() }
    }
}
