extension Model where Self: Equatable {
    /// Two models are equal when their properties are: tracked state,
    /// children and constants, each compared with `==` (children whose type
    /// isn't `Equatable`, by identity). Callbacks and untracked state don't
    /// take part. A model's frozen copy is equal to it until it changes.
    ///
    /// Declare the conformance in an extension to get it, or write your own
    /// `==` there instead:
    ///
    /// ```swift
    /// extension CounterModel: Equatable {}
    /// ```
    public static func == (lhs: Self, rhs: Self) -> Bool {
        if lhs._$context.liveAny === rhs._$context.liveAny { return true }
        return _$properties.allSatisfy { $0.hasEqualValues(lhs, rhs) }
    }
}

extension Model where Self: Hashable {
    /// Hashes the properties `==` compares, so models can go in sets and be
    /// dictionary keys (`extension CounterModel: Hashable {}`).
    public func hash(into hasher: inout Hasher) {
        for property in Self._$properties { property.hash(self, into: &hasher) }
    }
}
