// A test-only stand-in for SwiftUI's `Transaction`, `Animation`,
// `withTransaction` and `withAnimation`, with the signatures of Apple's
// SwiftUI reference (developer.apple.com/documentation/swiftui/transaction,
// …/animation, …/withtransaction(_:_:), …/withanimation(_:_:)). See Binding.swift.

/// Mirrors `SwiftUI.Transaction`: `@frozen struct Transaction`, "the context
/// of the current state-processing update". Apple's reference: "The root
/// transaction for a state change comes from the binding that changed, plus
/// any global values set by calling `withTransaction(_:_:)` or
/// `withAnimation(_:_:)`."
@frozen
public struct Transaction: Sendable {
    /// Mirrors `var animation: Animation? { get set }`: "the animation, if
    /// any, associated with the current state change."
    public var animation: Animation?

    /// Mirrors `var disablesAnimations: Bool { get set }`.
    public var disablesAnimations = false

    /// Mirrors `init()`.
    public init() {}

    /// Mirrors `init(animation: Animation?)`.
    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// Mirrors `SwiftUI.Animation`: `@frozen struct Animation`, which is
/// `Equatable` and `Sendable`. The stand-in's animations differ by name only.
@frozen
public struct Animation: Equatable, Sendable {
    @usableFromInline let name: String

    /// Mirrors `static let default: Animation`.
    public static let `default` = Animation(name: "default")

    /// Mirrors `static var linear: Animation { get }`.
    public static var linear: Animation { Animation(name: "linear") }
}

/// Mirrors `func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result`:
/// "executes a closure with the specified transaction and returns the result."
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction, operation: body)
}

/// Mirrors `func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result`:
/// "sets the given Animation as the animation property of the thread's current Transaction."
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current ?? Transaction()
    transaction.animation = animation
    return try withTransaction(transaction, body)
}

extension Transaction {
    /// The stand-in's own: the transaction `withTransaction` or
    /// `withAnimation` is running, or nil outside them. SwiftUI keeps it per
    /// thread and doesn't show it; it reads it when a change is observed, to
    /// animate the views the change updates. The tests read it where SwiftUI
    /// would, in an observer of the write.
    @TaskLocal public static var current: Transaction?
}
