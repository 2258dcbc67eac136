extension ModelNode {
    /// A cached computed value: `produce` runs on first access, and again on
    /// the first access after something it read changes. Observers of the
    /// memoized value (an `Observed` reading it) are notified when it changes.
    ///
    /// ```swift
    /// var processedData: [ProcessedItem] {
    ///     node.memoize(for: "processedData") { items.map(process) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: Names the memo among the model's others.
    ///   - debug: Prints what triggered a recomputation and the new
    ///     value (`DEBUG` builds); a memo with `debug` recomputes as soon as a
    ///     dependency changes.
    ///   - produce: Computes the value; what it reads is observed.
    public func memoize<Value: Sendable>(
        for key: some Hashable & Sendable, debug: DebugOptions? = nil, produce: @escaping @Sendable () -> Value
    ) -> Value {
        withModelContext { $0.memoize(key: AnyHashableSendable(key), produce: produce, isSame: nil, debug: debug) }
    }

    /// A cached computed value whose observers are notified only when the
    /// recomputed value differs from the cached one.
    public func memoize<Value: Sendable & Equatable>(
        for key: some Hashable & Sendable, debug: DebugOptions? = nil, produce: @escaping @Sendable () -> Value
    ) -> Value {
        withModelContext {
            $0.memoize(key: AnyHashableSendable(key), produce: produce, isSame: { $0 == $1 }, debug: debug)
        }
    }

    /// A cached computed value keyed by where this call is in the source: one
    /// value per call site and model.
    ///
    /// ```swift
    /// var total: Int { node.memoize { items.reduce(0) { $0 + $1.count } } }
    /// ```
    public func memoize<Value: Sendable>(
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column, debug: DebugOptions? = nil,
        produce: @escaping @Sendable () -> Value
    ) -> Value {
        let key = SourceLocationKey(fileID: fileID, line: line, column: column)
        return withModelContext {
            $0.memoize(key: AnyHashableSendable(key), produce: produce, isSame: nil, debug: debug)
        }
    }

    /// A cached computed value keyed by where this call is in the source,
    /// whose observers hear only of values that differ.
    public func memoize<Value: Sendable & Equatable>(
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column, debug: DebugOptions? = nil,
        produce: @escaping @Sendable () -> Value
    ) -> Value {
        let key = SourceLocationKey(fileID: fileID, line: line, column: column)
        return withModelContext {
            $0.memoize(key: AnyHashableSendable(key), produce: produce, isSame: { $0 == $1 }, debug: debug)
        }
    }

    /// Drops the memoized value for `key`; the next access recomputes it.
    public func resetMemoization(for key: some Hashable & Sendable) {
        let context = modelContext
        // The key's hash and `==` run in this search, without the lock.
        guard let key = context.existingMemoKey(for: AnyHashableSendable(key)) else { return }
        // The entry's tracker unregisters itself when released, which takes the lock: release it after.
        let (removed, prune) = context.withLock { _ -> (MemoEntry?, MemoKeyPrune?) in
            guard let extras = context.extras else { return (nil, nil) }
            return (extras.memoized.removeValue(forKey: key), MemoKeyPrune(extras, observers: context.observers))
        }
        withExtendedLifetime(removed) {}
        // A key reset and not used again would otherwise stay in the model's table.
        if let prune { context.pruneMemoKeys(prune) }
        // The value's observers observed its dependencies through the entry
        // let go: told, they read it again, which computes and observes anew.
        if removed != nil { context.didModify(.memoized(key), to: .observersOnly) }
    }
}

/// The key of an unkeyed `memoize { }`: its place in the source. Compared by
/// the address of the `#fileID` literal, so making one costs no string work.
struct SourceLocationKey: Hashable, Sendable, CustomStringConvertible {
    let fileID: StaticString
    let line: UInt
    let column: UInt

    private var fileAddress: UInt { UInt(bitPattern: fileID.utf8Start) }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.fileAddress == rhs.fileAddress && lhs.line == rhs.line && lhs.column == rhs.column
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(fileAddress)
        hasher.combine(line)
        hasher.combine(column)
    }

    /// `File.swift:12`
    var description: String {
        let path = "\(fileID)"
        return "\(path.split(separator: "/").last.map(String.init) ?? path):\(line)"
    }
}
