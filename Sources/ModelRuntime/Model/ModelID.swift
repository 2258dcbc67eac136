import Synchronization

/// The identity of a model: unique in the process, shared by every copy of
/// the model value, and the default `id` of its `Identifiable` conformance.
public struct ModelID: Hashable, Comparable, Sendable, CustomStringConvertible {
    @usableFromInline let rawValue: UInt64

    @usableFromInline init(rawValue: UInt64) { self.rawValue = rawValue }

    /// A new identity, never handed out before.
    @usableFromInline static func next() -> ModelID {
        ModelID(rawValue: nextRawValue.add(1, ordering: .relaxed).newValue)
    }

    /// The identity as `#` and its number, as messages show it: `#12`.
    public var description: String { "#\(rawValue)" }

    /// Whether `lhs` was handed out before `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

private let nextRawValue = Atomic<UInt64>(0)
