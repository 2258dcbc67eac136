/// A number whose `==` runs a callback first, so tests can put user code,
/// such as a read of a model, in the comparison a write makes.
public nonisolated struct Reading: Equatable, Sendable {
    /// What is compared.
    public var value: Int
    /// Runs each time this value is one side of an `==`.
    public var onCompare: @Sendable () -> Void

    /// A reading of `value` that runs `onCompare` whenever it is compared.
    public init(_ value: Int, onCompare: @escaping @Sendable () -> Void = {}) {
        self.value = value
        self.onCompare = onCompare
    }

    /// Runs both sides' `onCompare`, then compares their values.
    public static func == (lhs: Reading, rhs: Reading) -> Bool {
        lhs.onCompare()
        rhs.onCompare()
        return lhs.value == rhs.value
    }
}
