// A test-only stand-in for SwiftUI's `Binding`: the declarations ModelSwiftUI
// and its tests use, with the signatures of Apple's SwiftUI reference
// (developer.apple.com/documentation/swiftui/binding). There is no SwiftUI
// on Linux; the tests compile ModelSwiftUI's sources against this module
// under the name `SwiftUI` (`-module-alias`, Package.swift). Nothing here
// ships: it is a target of the tests only.

/// Mirrors `SwiftUI.Binding`:
/// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`.
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    @usableFromInline let read: @isolated(any) @Sendable () -> Value
    @usableFromInline let write: @isolated(any) @Sendable (Value, Transaction) -> Void

    /// Mirrors `Binding.transaction`: `var transaction: Transaction`, "the
    /// binding's transaction", which `animation(_:)` and `transaction(_:)` set.
    public var transaction = Transaction()

    /// Mirrors `Binding.init(get:set:)`:
    /// `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value,
    /// set: @escaping @isolated(any) @Sendable (Value) -> Void)`.
    /// The setter is never given the transaction a write runs in.
    @preconcurrency
    public init(
        get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
        let setValue = unsafeBitCast(set, to: (@Sendable (Value) -> Void).self)
        self.init(get: get, set: { value, _ in setValue(value) })
    }

    /// Mirrors the transaction form of `Binding.init(get:set:)`:
    /// `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value,
    /// set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void)`,
    /// "a closure that applies a transaction when writing to the binding
    /// value". ModelSwiftUI makes every binding it hands out with it.
    ///
    /// Like SwiftUI's, it calls `get` at once: a binding holds the value it
    /// was made with, so making one reads the property.
    @preconcurrency
    public init(
        get: @escaping @isolated(any) @Sendable () -> Value,
        set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void
    ) {
        self.read = get
        self.write = set
        _ = unsafeBitCast(get, to: (@Sendable () -> Value).self)()
    }

    /// Mirrors `Binding.transaction(_:)`: `func transaction(_ transaction: Transaction) -> Binding<Value>`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = self
        binding.transaction = transaction
        return binding
    }

    /// Mirrors `Binding.animation(_:)`: `func animation(_ animation: Animation? = .default) -> Binding<Value>`,
    /// "specifies an animation to perform when the binding value changes."
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var binding = self
        binding.transaction.animation = animation
        return binding
    }

    /// Mirrors `Binding.wrappedValue`: `var wrappedValue: Value { get nonmutating set }`.
    /// Used by the tests, as a control reads and writes its binding.
    public var wrappedValue: Value {
        // Called synchronously, as SwiftUI calls a binding's closures when a
        // control reads or writes it; see below.
        get { unsafeBitCast(read, to: (@Sendable () -> Value).self)() }
        nonmutating set {
            unsafeBitCast(write, to: (@Sendable (Value, Transaction) -> Void).self)(newValue, rootTransaction)
        }
    }

    /// The transaction a write through this binding runs in, as Apple's
    /// reference has it: the binding's own, over the one `withTransaction` or
    /// `withAnimation` is running. (SwiftUI doesn't document how the two
    /// combine; the stand-in takes the binding's animation when it has one.)
    private var rootTransaction: Transaction {
        var root = Transaction.current ?? Transaction()
        if transaction.animation != nil || transaction.disablesAnimations { root = transaction }
        return root
    }

    /// Mirrors `Binding.subscript(dynamicMember:)`:
    /// `subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { get }`.
    /// As Apple's reference says, the returned binding is read from, and
    /// written to, the original binding: a write reads the whole value,
    /// changes it and writes it back. The tests use it as SwiftUI's `ForEach`
    /// does, to bind each element of a collection, and ModelSwiftUI's own
    /// subscripts must win over it for models.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let projection = Unchecked((base: self, keyPath: keyPath))
        var projected = Binding<Subject>(
            get: { projection.value.base.wrappedValue[keyPath: projection.value.keyPath] },
            set: { newValue, transaction in
                var value = projection.value.base.wrappedValue
                value[keyPath: projection.value.keyPath] = newValue
                projection.value.base.transaction(transaction).wrappedValue = value
            })
        projected.transaction = transaction
        return projected
    }
}

// Why `wrappedValue` may cast: Swift has no synchronous call of an
// `@isolated(any)` closure (the call would have to `await`), yet SwiftUI
// calls a binding's closures synchronously. An `@isolated(any)` function
// value carries its isolation in its context and is called like any other
// thick function, so the cast only drops the isolation from the type. Like
// SwiftUI, the caller is trusted to be where the closure may run: the tests
// read and write bindings where a view would.

/// The stand-in's own: carries a binding and a key path into the closures of
/// a projected binding; SwiftUI's own storage is opaque.
@usableFromInline
struct Unchecked<Value>: @unchecked Sendable {
    @usableFromInline let value: Value

    @usableFromInline init(_ value: Value) { self.value = value }
}
