
/// An asynchronous sequence of the value of an expression over models, which
/// emits again whenever a model property the expression read changes.
///
/// ```swift
/// node.forEach(Observed { count }) { count in
///     isPrime = nil
///     isPrime = try await isPrime(count)
/// }
///
/// for await count in Observed { model.count } {
///     print("Count changed to: \(count)")
/// }
/// ```
///
/// Tracking is fine-grained: only the properties the closure actually read
/// are observed, and that set is worked out again on each evaluation, so the
/// sequence follows children as they are added or removed. Several changes
/// before the consumer asks for the next value produce one evaluation.
public struct Observed<Element: Sendable>: AsyncSequence, Sendable, WaitsOnModels {
    public typealias Failure = Never

    let access: @Sendable () -> Element
    let initial: Bool
    let isSame: (@Sendable (Element, Element) -> Bool)?

    /// Observes `access`.
    ///
    /// - Parameters:
    ///   - initial: Whether to emit the current value first.
    ///   - access: The expression; every model property it reads is observed.
    public init(initial: Bool = true, _ access: @escaping @Sendable () -> Element) {
        self.access = access
        self.initial = initial
        self.isSame = nil
    }

    /// Observes `access`, skipping values equal to the previous one.
    ///
    /// - Parameters:
    ///   - initial: Whether to emit the current value first.
    ///   - removeDuplicates: Whether to skip a value equal to the one emitted before.
    ///   - access: The expression; every model property it reads is observed.
    public init(initial: Bool = true, removeDuplicates: Bool = true, _ access: @escaping @Sendable () -> Element)
    where Element: Equatable {
        self.access = access
        self.initial = initial
        if removeDuplicates {
            self.isSame = { $0 == $1 }
        } else {
            self.isSame = nil
        }
    }

    /// Starts observing. With `initial: false`, the value now is the baseline:
    /// the first element is the first change after this call.
    public func makeAsyncIterator() -> Iterator {
        let subscription = ObservedSubscription(access: access, initial: initial, isSame: isSame)
        if !initial { subscription.startObserving() }
        return Iterator(subscription: subscription)
    }

    /// Produces the values of an ``Observed`` sequence.
    public struct Iterator: AsyncIteratorProtocol {
        let subscription: ObservedSubscription<Element>

        public mutating func next() async -> Element? {
            await subscription.next()
        }
    }
}

extension Model {
    /// Emits the value at `keyPath` now and each time it changes.
    ///
    /// ```swift
    /// node.forEach(change(of: \.count)) { count in … }
    /// ```
    public func change<Value: Sendable & Equatable>(
        of keyPath: KeyPath<Self, Value> & Sendable, initial: Bool = true
    ) -> Observed<Value> {
        Observed(initial: initial) { self[keyPath: keyPath] }
    }
}

/// The live side of an ``Observed`` iterator: evaluates the expression while
/// recording its reads, registers for exactly those, and wakes the consumer
/// when one changes.
///
/// The contexts it reads register its ``ChangeSignal``, not the subscription
/// itself, so the subscription lives exactly as long as the iterator and
/// unregisters the signal when it goes.
final class ObservedSubscription<Element: Sendable>: ReadObserver, @unchecked Sendable {
    private let access: @Sendable () -> Element
    private let isSame: (@Sendable (Element, Element) -> Bool)?
    private var emitsInitial: Bool
    private var hasEvaluated = false
    private var previous: Element?
    // Touched only by the consumer, while it evaluates.
    private var registrations: ObserverRegistrations
    private var readNow: Set<SlotKey> = []
    private let changes = ChangeSignal()

    init(access: @escaping @Sendable () -> Element, initial: Bool, isSame: (@Sendable (Element, Element) -> Bool)?) {
        self.access = access
        self.emitsInitial = initial
        self.isSame = isSame
        self.registrations = ObserverRegistrations(observer: changes)
    }

    deinit {
        registrations.removeAll()
    }

    /// Evaluates the baseline and starts observing, without emitting it.
    func startObserving() {
        hasEvaluated = true
        previous = evaluate()
    }

    func next() async -> Element? {
        if !hasEvaluated {
            hasEvaluated = true
            let value = evaluate()
            previous = value
            if emitsInitial { return value }
        }
        while true {
            await waitForChange()
            if changes.state.withLock({ $0.isCancelled }) || Task.isCancelled { return nil }
            let value = evaluate()
            if let isSame, let previous, isSame(previous, value) { continue }
            previous = value
            return value
        }
    }

    /// Runs the expression, then registers for what it read and drops what it no longer reads.
    private func evaluate() -> Element {
        changes.state.withLock { $0.isDirty = false }
        readNow = []
        let value = ThreadState.observingReads(with: self, access)
        registrations.removeAll(except: readNow)
        return value
    }

    func didRead(_ context: AnyModelContext, _ slot: ObservedSlot) {
        guard readNow.insert(SlotKey(context: ObjectIdentifier(context), slot: slot)).inserted else { return }
        // Registered before the value is read, so no change can slip between.
        registrations.register(context, slot)
    }

    private func waitForChange() async {
        await CancellableCore.waitingIdle { await waitForChangeUncounted() }
    }

    private func waitForChangeUncounted() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow = changes.state.withLock { signal -> Bool in
                    if signal.isDirty || signal.isCancelled { return true }
                    signal.waiter = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let waiter = changes.state.withLock { signal -> CheckedContinuation<Void, Never>? in
                signal.isCancelled = true
                defer { signal.waiter = nil }
                return signal.waiter
            }
            waiter?.resume()
        }
    }
}

/// What an ``ObservedSubscription`` registers with the contexts it read:
/// marks the subscription dirty and wakes its consumer.
final class ChangeSignal: ModelObserver {
    let state = Locked(State())

    struct State {
        var isDirty = false
        var isCancelled = false
        var waiter: CheckedContinuation<Void, Never>?
    }

    func modelDidChange(_ context: AnyModelContext, _ slot: ObservedSlot) {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            state.isDirty = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }
}

