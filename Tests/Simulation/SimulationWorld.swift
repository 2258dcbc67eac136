import ModelRuntime
import Showcase

/// The runtime side of a program's run: a Parent hierarchy and an
/// undo-tracked Editor, anchored, with handles to every counter made, and
/// what the runtime's callbacks recorded.
final class SimulationWorld {
    let parent: Parent
    var anchor: ModelAnchor<Parent>?
    let editor: Editor
    var editorAnchor: ModelAnchor<Editor>?
    let undoStack = ModelUndoStack()
    /// The handles of the list's counters, in the reference's order, and of the removed ones.
    var counters: [Counter] = []
    var removed: [Counter] = []
    /// What the runtime told: work cancelled, observers' calls, events by receiver
    /// serial (the parent's under -1), the last count each counter's `onChange` saw.
    let cancelled = Locked<Set<Int>>([])
    /// The ids of the tasks that ended, as they do only once cancelled.
    let tasksEnded = Locked<Set<Int>>([])
    let observerCalls = Locked<[Int: Int]>([:])
    let events = Locked<[Int: [String]]>([:])
    let changesSeen = Locked<[Int: Int]>([:])
    /// Every context made, to check none is left once the run lets go of them.
    var contexts: [Weak] = []
    /// `Observed`s of the list's counts and of the title, checked on settling.
    var observedCounts: ObservedProbe<[Int]>?
    var observedTitle: ObservedProbe<String>?
    /// `Observed`s of list counters' memos: the counter's serial, the memo's key.
    var memoProbes: [(serial: Int, key: Int, probe: ObservedProbe<Int>)] = []
    /// The handle of the counter in `destination`, and the item there with
    /// the context it must have (a new one's, or the one it continued).
    var destinationCounter: Counter?
    var destinationItem: AnyObject?
    /// The items the last assignment of `identified` continued, by name, with the context each must still have.
    var continuedItems: [(name: String, context: AnyObject)] = []
    /// The same for the items of `page`.
    var continuedPageItems: [(name: String, context: AnyObject)] = []

    /// A weak reference to a context, or to anything else that must be freed.
    struct Weak {
        weak var object: AnyObject?
        let name: String
    }

    init() {
        (parent, anchor) = Parent().andAnchor()
        // An undo system of the world's own: the default is one model for
        // the whole process, which the soak's parallel programs would share.
        let undoSystem = ModelUndoSystem()
        undoSystem.backend = undoStack
        (editor, editorAnchor) = Editor().withActivation { $0.node.trackUndo(\.title, \.body) }.andAnchor {
            $0.undoSystem = undoSystem
        }
        contexts.append(Weak(object: parent._$context, name: "Parent"))
        contexts.append(Weak(object: editor._$context, name: "Editor"))
        // A model given as a dependency, hosted by the editor's hierarchy.
        contexts.append(Weak(object: undoSystem._$context, name: "the undo system"))
        listen(to: parent, as: -1)
        let parent = self.parent
        observedCounts = ObservedProbe { parent.list.map(\.count) }
        observedTitle = ObservedProbe { parent.title }
    }

    /// Records the events `model` receives under `serial`.
    func listen<M: Model>(to model: M, as serial: Int) {
        let events = self.events
        model.node.forEach(model.node.event(ofType: AppEvent.self)) { event in
            events.withLock { $0[serial, default: []].append(describe(event)) }
        }
    }

    /// A new counter, known to the run as `serial`.
    func makeCounter(count: Int, serial: Int) -> Counter {
        let counter = Counter.make(count: count)
        contexts.append(Weak(object: counter._$context, name: "Counter \(serial)"))
        return counter
    }

    /// What a counter starts once it is in the list: an event listener and
    /// an `onChange` of its count.
    func didAdd(_ counter: Counter, serial: Int) {
        listen(to: counter, as: serial)
        let seen = changesSeen
        counter.node.onChange(of: counter.count) { _, value in seen.withLock { $0[serial] = value } }
    }

    /// A counter that left the hierarchy, known to the run as `serial`:
    /// kept to check its state, its memos' observers let go.
    func retire(_ counter: Counter, serial: Int) {
        removed.append(counter)
        memoProbes.removeAll { $0.serial == serial }
    }

    /// Lets go of everything: the anchors, then the handles.
    func release() {
        observedCounts = nil
        observedTitle = nil
        memoProbes = []
        destinationCounter = nil
        destinationItem = nil
        anchor = nil
        editorAnchor = nil
        counters = []
        removed = []
        continuedItems = []
        continuedPageItems = []
    }
}

/// An event as the logs keep it.
func describe(_ event: AppEvent) -> String {
    switch event {
    case .logout: "logout"
    case .login(let user): user
    }
}
