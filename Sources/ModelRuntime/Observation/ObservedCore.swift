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
/// evaluated again from a new task, after the write.
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
    private let state = Locked(State())
    /// Who hears of changes to plain `@Observable` objects read by the expression.
    private let relay = ObservableRelay()

    // Touched only by the thread evaluating (`State.isEvaluating`).
    private var registrations: ObserverRegistrations!
    private var previous: Element?

    private struct State {
        var buffer: [Element] = []
        var head = 0
        var waiter: CheckedContinuation<Void, Never>?
        var isDirty = false
        var isFinished = false
        var isEvaluating = false
        var evaluateAgain = false
    }

    init(
        access: @escaping @Sendable () -> Element, isSame: (@Sendable (Element, Element) -> Bool)?, coalesces: Bool,
        debug: DebugReporter? = nil, sink: (@Sendable (Element) -> Void)? = nil
    ) {
        self.access = access
        self.isSame = isSame
        self.coalesces = coalesces
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
        endEvaluating()
    }

    // MARK: Changes

    func modelDidChange(_ context: AnyModelContext, _ slot: ObservedSlot) {
        debug?.triggered(by: [(context, slot)])
        valueMayHaveChanged()
    }

    func modelsDidChange(_ changes: [(context: AnyModelContext, slot: ObservedSlot)]) {
        debug?.triggered(by: changes)
        valueMayHaveChanged()  // A transaction is one change.
    }

    /// Something the expression read changed: evaluate now, or mark the value stale.
    func valueMayHaveChanged() {
        if coalesces {
            let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
                guard !state.isFinished else { return nil }
                state.isDirty = true
                defer { state.waiter = nil }
                return state.waiter
            }
            waiter?.resume()
            return
        }
        guard beginEvaluating() else { return }
        repeat {
            let value = evaluate()
            if repeatsPrevious(value) { continue }
            deliver(value)
        } while evaluatesAgain()
        endEvaluating()
    }

    /// Claims the right to evaluate; `false` when another thread is at it
    /// (it will evaluate once more) or the core has ended.
    private func beginEvaluating() -> Bool {
        state.withLock { state in
            guard !state.isFinished else { return false }
            if state.isEvaluating {
                state.evaluateAgain = true
                return false
            }
            state.isEvaluating = true
            return true
        }
    }

    /// Whether a change arrived during the evaluation that just ended.
    private func evaluatesAgain() -> Bool {
        state.withLock { state in
            guard state.evaluateAgain, !state.isFinished else { return false }
            state.evaluateAgain = false
            return true
        }
    }

    /// Gives up the right to evaluate; cleans up if the core ended meanwhile.
    private func endEvaluating() {
        let finished = state.withLock { state -> Bool in
            state.isEvaluating = false
            return state.isFinished
        }
        if finished { unregister() }
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
        // Observation calls this before the write: evaluate after it.
        Task { self.valueMayHaveChanged() }
    }

    // MARK: The consumer

    private func enqueue(_ value: Element) {
        if let sink { return sink(value) }
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.isFinished else { return nil }
            state.buffer.append(value)
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }

    /// The next value: queued, or evaluated now when coalescing and stale;
    /// `nil` once ended.
    func next() async -> Element? {
        while true {
            let step = state.withLock { state -> Step in
                if state.head < state.buffer.count {
                    let value = state.buffer[state.head]
                    state.head += 1
                    if state.head == state.buffer.count {
                        state.buffer.removeAll(keepingCapacity: true)
                        state.head = 0
                    }
                    return .value(value)
                }
                if state.isFinished || Task.isCancelled { return .finished }
                if state.isDirty {
                    state.isDirty = false
                    return .evaluate
                }
                return .wait
            }
            switch step {
            case .value(let value): return value
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
        case value(Element), finished, evaluate, wait
    }

    /// Coalesced mode: evaluates on the consumer's behalf and queues the
    /// value if it differs from the last one.
    private func evaluateForConsumer() {
        guard beginEvaluating() else { return }
        let value = evaluate()
        if !repeatsPrevious(value) { deliver(value) }
        endEvaluating()
    }

    private func waitForSomething() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow = state.withLock { state -> Bool in
                    if state.head < state.buffer.count || state.isDirty || state.isFinished { return true }
                    state.waiter = continuation
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
        let (waiter, unregisterNow) = state.withLock { state -> (CheckedContinuation<Void, Never>?, Bool) in
            guard !state.isFinished else { return (nil, false) }
            state.isFinished = true
            let waiter = state.waiter
            state.waiter = nil
            // Whoever is evaluating unregisters when done; otherwise do it now.
            if state.isEvaluating { return (waiter, false) }
            state.isEvaluating = true
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
