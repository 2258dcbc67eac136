/// A memoized value and what it depends on.
struct MemoEntry {
    var value: any Sendable
    var isDirty: Bool
}
