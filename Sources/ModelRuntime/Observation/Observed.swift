/// An asynchronous sequence of the value of an expression over models, which
/// emits again whenever something the expression read changes.
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
/// - **What is observed.** Only what the expression actually read: model
///   properties, context and preference values, memoized values, hierarchy
///   queries, and plain `@Observable` objects. That set is worked out again
///   on each evaluation, so the sequence follows children as they come and go.
/// - **When.** Observing starts when the iterator is made (`for await` and
///   `node.forEach` make it at once). The first value is the value then,
///   unless `initial` is `false`.
/// - **Each change.** By default every change is evaluated as it happens and
///   delivered in order, however late the consumer asks: writes of 1, 2 and 3
///   give 1, 2 and 3. A transaction is one change. With `coalesceUpdates:
///   true`, the changes made before the consumer asks for the next value
///   give one value, the latest.
/// - **Equal values.** A value equal to the one delivered before is skipped
///   (for any type that is `Equatable` at run time), unless
///   `removeDuplicates` is `false`.
/// - **Plain `@Observable` objects.** Observation reports their changes
///   before they are made, so their new values are evaluated from a new task
///   just after the write rather than on the writer's thread. In a
///   `node.forEach`, or a loop in a `node.task`, that task is the model's
///   work, which the test tools wait for.
public struct Observed<Element: Sendable>: AsyncSequence, Sendable, WaitsOnModels {
    /// Observing never fails: the sequence ends when its task is cancelled or its models go.
    public typealias Failure = Never

    let access: @Sendable () -> Element
    let initial: Bool
    let isSame: (@Sendable (Element, Element) -> Bool)?
    let coalesceUpdates: Bool
    let debug: DebugOptions?

    /// Observes `access`, skipping a value equal to the one before when the
    /// value's type turns out to be `Equatable`.
    ///
    /// - Parameters:
    ///   - initial: Whether to emit the current value first.
    ///   - coalesceUpdates: Whether changes made before the consumer asks for
    ///     the next value give one value, instead of one each.
    ///   - debug: Prints what triggered each update and the new value (`DEBUG` builds).
    ///   - access: The expression; everything it reads is observed.
    @_disfavoredOverload
    public init(
        initial: Bool = true, coalesceUpdates: Bool = false, debug: DebugOptions? = nil,
        _ access: @escaping @Sendable () -> Element
    ) {
        self.init(
            access: access, initial: initial, isSame: { dynamicEqual($0, $1) }, coalesceUpdates: coalesceUpdates,
            debug: debug)
    }

    /// Observes `access`, skipping values equal to the previous one.
    ///
    /// - Parameters:
    ///   - initial: Whether to emit the current value first.
    ///   - removeDuplicates: Whether to skip a value equal to the one emitted before.
    ///   - coalesceUpdates: Whether changes made before the consumer asks for
    ///     the next value give one value, instead of one each.
    ///   - debug: Prints what triggered each update and the new value (`DEBUG` builds).
    ///   - access: The expression; everything it reads is observed.
    public init(
        initial: Bool = true, removeDuplicates: Bool = true, coalesceUpdates: Bool = false,
        debug: DebugOptions? = nil, _ access: @escaping @Sendable () -> Element
    ) where Element: Equatable {
        var isSame: (@Sendable (Element, Element) -> Bool)?
        if removeDuplicates { isSame = { $0 == $1 } }
        self.init(access: access, initial: initial, isSame: isSame, coalesceUpdates: coalesceUpdates, debug: debug)
    }

    init(
        access: @escaping @Sendable () -> Element, initial: Bool, isSame: (@Sendable (Element, Element) -> Bool)?,
        coalesceUpdates: Bool, debug: DebugOptions? = nil
    ) {
        self.access = access
        self.initial = initial
        self.isSame = isSame
        self.coalesceUpdates = coalesceUpdates
        self.debug = debug
    }

    /// Starts observing: the value now is the first element, or with
    /// `initial: false` the baseline later values are compared with.
    public func makeAsyncIterator() -> Iterator {
        // Made in a model's task (a loop in `node.task`), it is that model's work.
        makeAsyncIterator(owner: CancellableCore.current?.context)
    }

    /// The iterator for a `forEach` of `context`'s: that model's work.
    @usableFromInline
    static func makeIterator<Sequence, TaskIterator>(of sequence: Sequence, forTaskOf context: AnyModelContext)
        -> TaskIterator
    {
        (sequence as! Self).makeAsyncIterator(owner: context) as! TaskIterator
    }

    /// Starts observing for `owner`'s work, which evaluates after a change
    /// to a plain `@Observable` object on `owner`'s hierarchy's executor.
    private func makeAsyncIterator(owner: AnyModelContext?) -> Iterator {
        let core = ObservedCore(
            access: access, isSame: isSame, coalesces: coalesceUpdates, owner: owner,
            debug: DebugReporter.make(debug, label: "Observed", root: owner))
        core.start(emitting: initial)
        return Iterator(consumer: Consumer(core: core))
    }

    /// Produces the values of an ``Observed`` sequence.
    public struct Iterator: AsyncIteratorProtocol, @unchecked Sendable {
        /// Observing never fails: the sequence ends when its task is cancelled or its models go.
        public typealias Failure = Never

        let consumer: Consumer

        /// The next value, or `nil` once the sequence has ended.
        public mutating func next() async -> Element? {
            await consumer.core.next()
        }

        // Spelled out rather than left to the standard library's default,
        // which `for await` calls: in another module, a loop over the default
        // resumed into a broken frame (CounterFact's terminal loop crashed).

        /// The next value, or `nil` once the sequence has ended; what `for await` calls.
        ///
        /// - Parameter actor: The caller's actor, which the value is delivered on.
        public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
            await consumer.core.next()
        }
    }

    /// Ends observing once the iterator is gone.
    final class Consumer: Sendable {
        let core: ObservedCore<Element>

        init(core: ObservedCore<Element>) {
            self.core = core
        }

        deinit {
            core.finish()
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
        of keyPath: KeyPath<Self, Value> & Sendable, initial: Bool = true, coalesceUpdates: Bool = false
    ) -> Observed<Value> {
        Observed(initial: initial, coalesceUpdates: coalesceUpdates) { self[keyPath: keyPath] }
    }
}

/// Whether two values are equal, for values whose type is only known to be
/// `Equatable` at run time; `false` for any other type.
func dynamicEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return lhs.isEqual(to: rhs)
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// Whether each value of `lhs` equals the value of `rhs` in its place.
func areEqual<each Value: Equatable>(_ lhs: (repeat each Value), _ rhs: (repeat each Value)) -> Bool {
    for (left, right) in repeat (each lhs, each rhs) {
        if left != right { return false }
    }
    return true
}

/// `Observed` over any number of values, each compared with `==`, for
/// `task(id:)` and `onChange(of:)`, whose closures may return one value.
func observedValues<each Value: Equatable & Sendable>(
    _ access: @escaping @Sendable () -> (repeat each Value), initial: Bool, removeDuplicates: Bool,
    coalesceUpdates: Bool
) -> Observed<(repeat each Value)> {
    // The function itself, not a closure calling it: the compiler has
    // crashed lowering a closure that forwards a pack.
    Observed(
        access: access, initial: initial, isSame: removeDuplicates ? areEqual : nil, coalesceUpdates: coalesceUpdates)
}
