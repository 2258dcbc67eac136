/// What must be true of the runtime after each step, computed in plain
/// Swift: the state and the hierarchy, the work cancelled, the observers
/// told, the undo stack, the events delivered.
struct SimulationReference {
    /// A counter in the parent's `list`, or one removed from it.
    struct Counter {
        /// Names the counter in the program's run: its runtime handle is the one made with it.
        let serial: Int
        /// Its count when made: a removed counter's state goes back to it.
        let createdCount: Int
        var count: Int
        /// Its own `theme`, over the parent's.
        var ownTheme: Int?
        /// Its contribution to `total`.
        var preference = 0
        /// Its work not cancelled yet.
        var work: [Work] = []
        /// What its tasks wrote: their ids, in the order they started.
        var history: [Int] = []
        /// The events it received, in order.
        var events: [String] = []
    }

    /// Work on a counter: an `onCancel` handler, or a task that runs until cancelled.
    struct Work {
        let id: Int
        /// The key it is filed under, if any.
        let key: Int?
        let isTask: Bool
    }

    /// What the parent's `destination` holds.
    struct Destination {
        var shape = DestinationShape.none
        /// The counter in `.counter` or `.pair`.
        var counter: Counter?
        /// The item in `.pair`: its name and value.
        var item: (name: Int, value: Int)?
    }

    /// An observer of a counter's count, and how often it must have been told.
    struct Observer {
        let id: Int
        let serial: Int
        var expected = 0
    }

    /// The editor's undo-tracked state.
    struct EditorState: Equatable {
        var title = ""
        var body = ""
    }

    var counters: [Counter] = []
    var removed: [Counter] = []
    var title = ""
    var theme: Int?
    /// The items of `identified`, in order: name and value.
    var items: [(name: Int, value: Int)] = []
    var destination = Destination()
    /// What the parent's `page` holds: its items' names and values, in order, and its fields.
    var page: (items: [(name: Int, value: Int)], currentPage: Int, hasMore: Bool)?
    /// The ids of the `onCancel` handlers that must have been called, and of the tasks that must have ended.
    var cancelled: Set<Int> = []
    var tasksEnded: Set<Int> = []
    var observers: [Observer] = []
    var editor = EditorState()
    var undoStack: [EditorState] = []
    var redoStack: [EditorState] = []
    /// The events the parent received, in order.
    var parentEvents: [String] = []
    /// Numbers handed out to counters, work and observers.
    var nextSerial = 0

    mutating func makeSerial() -> Int {
        defer { nextSerial += 1 }
        return nextSerial
    }

    /// Sets a counter's count, telling its observers once if it changed.
    mutating func setCount(_ index: Int, _ value: Int) {
        guard counters[index].count != value else { return }
        counters[index].count = value
        let serial = counters[index].serial
        for observer in observers.indices where observers[observer].serial == serial {
            observers[observer].expected = 1
        }
    }

    /// Takes the counter at `index` out of the list.
    mutating func removeCounter(at index: Int) {
        retire(counters.remove(at: index))
    }

    /// A counter that left the hierarchy: its work is cancelled, its
    /// observers are no longer checked, its state goes back to what it was made with.
    mutating func retire(_ counter: Counter) {
        var counter = counter
        cancel(counter.work)
        counter.work = []
        observers.removeAll { $0.serial == counter.serial }
        removed.append(counter)
    }

    /// Records `work` cancelled: handlers called, tasks ended.
    mutating func cancel(_ work: [Work]) {
        let (tasks, handlers) = work.partitioned { $0.isTask }
        cancelled.formUnion(handlers.map(\.id))
        tasksEnded.formUnion(tasks.map(\.id))
    }

    /// Records an edit of the editor as one undo entry, if it changed anything.
    mutating func edit(_ change: (inout EditorState) -> Void) {
        var edited = editor
        change(&edited)
        guard edited != editor else { return }
        undoStack.append(editor)
        redoStack = []
        editor = edited
    }

    /// The theme a list counter reads: its own, else the parent's (an environment key), else the default.
    func theme(of counter: Counter) -> String {
        (counter.ownTheme ?? theme).map { "t\($0)" } ?? "light"
    }
}
