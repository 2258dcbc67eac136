import Foundation
import ModelRuntime
import Showcase

/// What the threads of a concurrent run share: one Parent hierarchy with
/// four shared counters, pinned items, an undo-tracked Editor, and the
/// records the runtime's callbacks and the end checks need.
///
/// Unchecked: every property is a constant set in `init`, and each is
/// thread-safe (models, `Locked`) or only compared by identity.
final class ConcurrentWorld: @unchecked Sendable {
    let parent: Parent
    private let anchor: ModelAnchor<Parent>
    let shared: [Counter]
    let editor: Editor
    private let editorAnchor: ModelAnchor<Editor>
    let undoStack = ModelUndoStack()
    /// The ids of the work whose `onCancel` handler ran, or whose task ended.
    let cancelled = Locked<Set<Int>>([])
    /// Ticks that order steps across threads: a step takes one before it
    /// starts and one after it ends, so two steps are known to be in order
    /// only when one's last tick is below the other's first.
    let clock = Locked(0)
    /// The item named ``pinnedName`` in `identified`, and the one in the
    /// destination's `.pair`: every assignment names them again, so each
    /// must stay the model put there first, with its value.
    let pinnedItem: AnyObject
    let destinationItem: AnyObject
    /// The counters put in the destination, with the count each was made
    /// with (nothing writes them): the one there at the end is one of them.
    let destinationCounters = Locked<[ObjectIdentifier: Int]>([:])
    /// A re-registering `withObservationTracking` observer of each shared count.
    let trackers: [ObservationTracker]
    /// An `onChange` of each shared count.
    let onChanges: [OnChangeProbe]
    /// The editor's undo system, a model given as a dependency, held weakly.
    private let undoSystemContext: SimulationWorld.Weak

    static let pinnedName = "pinned"
    static let pinnedValue = 7
    static let destinationName = "d"

    init() {
        (parent, anchor) = Parent().andAnchor()
        shared = (0..<4).map { _ in Counter.make() }
        parent.list = shared
        parent.identified = [Item(name: Self.pinnedName, value: Self.pinnedValue)]
        pinnedItem = parent.identified[id: Self.pinnedName]!._$context
        let first = Counter.make(count: -1)
        parent.destination = .pair(first, second: Item(name: Self.destinationName, value: Self.pinnedValue))
        destinationItem = parent.destination!.pair!.second._$context
        destinationCounters.withLock { $0[ObjectIdentifier(first._$context)] = -1 }
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
    }

    /// The models the world was made with, held weakly: the parent, the
    /// shared counters, the pinned item, the editor and its undo system.
    var contexts: [SimulationWorld.Weak] {
        [
            SimulationWorld.Weak(object: parent._$context, name: "Parent"),
            SimulationWorld.Weak(object: editor._$context, name: "Editor"),
            SimulationWorld.Weak(object: pinnedItem, name: "the pinned item"), undoSystemContext,
        ] + shared.enumerated().map { SimulationWorld.Weak(object: $1._$context, name: "shared counter \($0)") }
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
