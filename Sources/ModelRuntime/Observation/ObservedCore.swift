import Observation

/// The live side of an ``Observed`` iterator: evaluates the expression while
/// recording its reads, registers for exactly those, and hands the consumer
/// the values.
///
/// Two ways to deliver:
/// - **Each change** (the default): the writer's notification evaluates the
///   expression at once, on the writer's thread after its write, and queues
///   the value. The consumer receives one value per change, in order, however
///   late it asks. Evaluations never overlap: a change that arrives while
///   another thread evaluates makes that thread evaluate once more.
/// - **Coalesced** (`coalesceUpdates: true`): a change only marks the value
///   stale; the consumer evaluates when it asks for the next value, so the
///   changes made since it last asked give one value. Writers pay nothing
///   but the mark.
///
/// Plain `@Observable` objects the expression reads are tracked through
/// Observation, which reports a change before it is made: the value is
/// evaluated again from a new task, after the write. That task runs where
/// the tasks of the model whose work consumes the values run (``owner``), so
/// in a tested hierarchy the test tools count it as the model's work.
///
/// The contexts it read hold the core strongly (a weak reference would slow
/// every retain of it); the consumer's iterator owns a ``Consumer`` whose
/// release ends the core, which unregisters it everywhere.
final class ObservedCore<Element: Sendable>: ModelObserver, ReadObserver, @unchecked Sendable {
    private let access: @Sendable () -> Element
    private let isSame: (@Sendable (Element, Element) -> Bool)?
    let coalesces: Bool
    /// Prints triggers and changes, for `Observed(debug:)` and `node.debug`.
    private let debug: DebugReporter?
    /// Where values go instead of the consumer's queue, when nobody iterates
    /// (`node.debug { }`).
    private let sink: (@Sendable (Element) -> Void)?
    /// Who hears of changes to plain `@Observable` objects read by the expression.
    private let relay = ObservableRelay()
    /// The model whose work consumes the values (a `forEach`, a loop in a
    /// `node.task`), if any: evaluating after a change to a plain
    /// `@Observable` object is its work, on its hierarchy's executor.
    private let owner: AnyModelContext?
    /// Who evaluates, whether the consumer waits, and what for. Not generic,
    /// so the writer's path (a coalesced change only marks the value stale)
    /// touches no generic metadata.
    private let control = Locked(Control())

    /// Values waiting for the consumer, guarded by `queueLock`.
    private var queue: [Element] = []
    private var queueHead = 0
    private let queueLock = HierarchyLock()

    // Touched only by the thread evaluating (`Control.isEvaluating`).
    private var registrations: ObserverRegistrations!
    private var previous: Element?

    private struct Control {
        var waiter: UnsafeContinuation<Void, Never>?
        /// How many values are queued.
        var queued = 0
        var isDirty = false
        var isFinished = false
        var isEvaluating = false
        var evaluateAgain = false
    }

    init(
        access: @escaping @Sendable () -> Element, isSame: (@Sendable (Element, Element) -> Bool)?, coalesces: Bool,
        owner: AnyModelContext?, debug: DebugReporter? = nil, sink: (@Sendable (Element) -> Void)? = nil
    ) {
        self.access = access
        self.isSame = isSame
        self.coalesces = coalesces
        self.owner = owner
        self.debug = debug
        self.sink = sink
        self.registrations = ObserverRegistrations(observer: self)
        relay.attach(self)
    }

    /// Takes the first value: queued for the consumer when `emit`, otherwise
    /// only the baseline later values are compared with.
    func start(emitting emit: Bool) {
        guard beginEvaluating() else { return }
        let value = evaluate()
        previous = value
        debug?.start(with: value)
        if emit { enqueue(value) }
        // A change made while the first value was taken.
        if finishEvaluating() { evaluateChanges() }
    }

    // MARK: Changes

    func modelDidChange(_ context: AnyModelContext, _ slot: ObservedSlot) {
        if let debug { debug.triggered(by: [(context, slot)]) }
        valueMayHaveChanged()
    }

    func modelsDidChange(_ changes: [(context: AnyModelContext, slot: ObservedSlot)]) {
        if let debug { debug.triggered(by: changes) }
        valueMayHaveChanged()  // A transaction is one change.
    }

    /// Something the expression read changed: evaluate now, or mark the value stale.
    func valueMayHaveChanged() {
        if coalesces {
            let waiter = control.withLock { control -> UnsafeContinuation<Void, Never>? in
                guard !control.isFinished else { return nil }
                control.isDirty = true
                defer { control.waiter = nil }
                return control.waiter
            }
            waiter?.resume()
            return
        }
        guard beginEvaluating() else { return }
        evaluateChanges()
    }

    /// Evaluates and delivers until no change arrived during the last
    /// evaluation. Call while evaluating; ends it.
    private func evaluateChanges() {
        repeat {
            let value = evaluate()
            if !repeatsPrevious(value) { deliver(value) }
        } while finishEvaluating()
    }

    /// Claims the right to evaluate; `false` when another thread is at it
    /// (it will evaluate once more) or the core has ended.
    private func beginEvaluating() -> Bool {
        control.withLock { control in
            guard !control.isFinished else { return false }
            if control.isEvaluating {
                control.evaluateAgain = true
                return false
            }
            control.isEvaluating = true
            return true
        }
    }

    /// Ends an evaluation, in one step with checking for a change that
    /// arrived during it (otherwise a change arriving between the check and
    /// the end would find someone evaluating, and never be evaluated).
    /// Returns `true` when one did: the caller keeps the right to evaluate
    /// and evaluates again. Cleans up if the core ended meanwhile.
    private func finishEvaluating() -> Bool {
        let (again, finished) = control.withLock { control -> (Bool, Bool) in
            if control.evaluateAgain, !control.isFinished {
                control.evaluateAgain = false
                return (true, false)
            }
            control.isEvaluating = false
            control.evaluateAgain = false
            return (false, control.isFinished)
        }
        if finished { unregister() }
        return again
    }

    /// Hands a new value on, after reporting it. Call while evaluating.
    private func deliver(_ value: Element) {
        debug?.changed(to: value)
        previous = value
        enqueue(value)
    }

    /// Whether `value` equals the value delivered last (when duplicates are skipped).
    private func repeatsPrevious(_ value: Element) -> Bool {
        guard let isSame, let previous else { return false }
        return isSame(previous, value)
    }

    /// Runs the expression, recording and registering for what it reads.
    /// Call while evaluating.
    private func evaluate() -> Element {
        registrations.beginReading()
        let relay = self.relay
        let value = withObservationTracking {
            ThreadState.observingReads(with: self, access)
        } onChange: {
            relay.observableWillChange()
        }
        registrations.endReading()
        debug?.didEvaluate(reading: registrations.slots)
        return value
    }

    func didRead(_ context: AnyModelContext, _ slot: ObservedSlot) {
        registrations.didRead(context, slot)
    }

    /// Model reads are tracked here, so Observation needn't track them too.
    var tracksModelReads: Bool { true }

    /// A plain `@Observable` object read by the expression is about to change.
    func observableWillChange() {
        // Observation calls this before the write: evaluate after it, in a
        // task of the owner's. `Task { }` alone would run on the global
        // executor (it doesn't take the preference of the task starting
        // it), where the test tools don't see the work pending.
        Task(executorPreference: owner?.taskExecutor) { self.valueMayHaveChanged() }
    }

    // MARK: The consumer

    private func enqueue(_ value: Element) {
        if let sink { return sink(value) }
        queueLock.lock()
        queue.append(value)
        queueLock.unlock()
        let waiter = control.withLock { control -> UnsafeContinuation<Void, Never>? in
            control.queued += 1
            defer { control.waiter = nil }
            return control.waiter
        }
        waiter?.resume()
    }

    /// Takes the first queued value. Call only when `Control.queued` said there is one.
    private func dequeue() -> Element {
        queueLock.lock()
        defer { queueLock.unlock() }
        let value = queue[queueHead]
        queueHead += 1
        if queueHead == queue.count {
            queue.removeAll(keepingCapacity: true)
            queueHead = 0
        } else if queueHead >= 64, queueHead * 2 >= queue.count {
            queue.removeFirst(queueHead)
            queueHead = 0
        }
        return value
    }

    /// The next value: queued, or evaluated now when coalescing and stale;
    /// `nil` once ended.
    func next() async -> Element? {
        while true {
            let step = control.withLock { control -> Step in
                // A cancelled consumer gets nothing more, not even values
                // queued for it: its model may be gone.
                if Task.isCancelled { return .finished }
                if control.queued > 0 {
                    control.queued -= 1
                    return .dequeue
                }
                if control.isFinished { return .finished }
                if control.isDirty {
                    control.isDirty = false
                    return .evaluate
                }
                return .wait
            }
            switch step {
            case .dequeue: return dequeue()
            case .finished:
                finish()
                return nil
            case .evaluate:
                evaluateForConsumer()
            case .wait:
                await CancellableCore.waitingIdle { await waitForSomething() }
            }
        }
    }

    /// What the consumer does next.
    private enum Step {
        case dequeue, finished, evaluate, wait
    }

    /// Coalesced mode: evaluates on the consumer's behalf and queues the
    /// value if it differs from the last one.
    private func evaluateForConsumer() {
        guard beginEvaluating() else { return }
        evaluateChanges()
    }

    private func waitForSomething() async {
        await withTaskCancellationHandler {
            await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
                let resumeNow = control.withLock { control -> Bool in
                    if control.queued > 0 || control.isDirty || control.isFinished { return true }
                    control.waiter = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            finish()
        }
    }

    /// Ends the core: the consumer gets `nil`, and it stops observing.
    func finish() {
        let (waiter, unregisterNow) = control.withLock { control -> (UnsafeContinuation<Void, Never>?, Bool) in
            guard !control.isFinished else { return (nil, false) }
            control.isFinished = true
            let waiter = control.waiter
            control.waiter = nil
            // Whoever is evaluating unregisters when done; otherwise do it now.
            if control.isEvaluating { return (waiter, false) }
            control.isEvaluating = true
            return (waiter, true)
        }
        waiter?.resume()
        if unregisterNow { unregister() }
    }

    private func unregister() {
        relay.detach()
        registrations.removeAll()
        previous = nil
    }
}

/// Passes Observation's change notices for plain `@Observable` objects on to
/// the core while it lives. Observation keeps the closure holding this until
/// the object changes, perhaps forever, so it must not keep the core.
private final class ObservableRelay: @unchecked Sendable {
    private let core = Locked<Unmanaged<AnyObject>?>(nil)
    private var notify: (@Sendable (AnyObject) -> Void)?

    func attach<Element>(_ core: ObservedCore<Element>) {
        notify = { ($0 as! ObservedCore<Element>).observableWillChange() }
        self.core.withLock { $0 = Unmanaged.passUnretained(core) }
    }

    /// Called before the core is released: later notices go nowhere.
    func detach() {
        core.withLock { $0 = nil }
    }

    func observableWillChange() {
        // Retained under the lock: `detach()` comes before the core can go.
        guard let core = core.withLock({ $0?.takeUnretainedValue() }) else { return }
        notify?(core)
    }
}
