import CustomDump

// How failure messages show values. A message is an interface: each says
// what changed, the path to it, and the value before and after.

/// A value as messages show it: its custom dump, `Counter.Event.reset(to: 1)`.
func describe(_ value: Any) -> String {
    value is NotSet ? "(not set)" : String(customDumping: value)
}

/// How messages show the value of a context or preference key a model didn't set.
struct NotSet {}

/// What follows the path of something that changed from `old` to `new`:
/// `: 0 → 5` when both fit on a line, a diff marked with the sides otherwise.
func describeChange(from old: Any, to new: Any) -> String {
    let (before, after) = (describe(old), describe(new))
    guard before.contains("\n") || after.contains("\n"), !(old is NotSet), !(new is NotSet),
        let difference = diff(old, new)
    else { return ": \(before) → \(after)" }
    return " (− before, + after):\n\(difference)"
}

/// A heading and its items as a bulleted list, or `nil` when there are none.
func listing(_ heading: String, _ items: [String]) -> String? {
    items.isEmpty
        ? nil
        : "\(heading):\n" + items.map { "• " + $0.replacingOccurrences(of: "\n", with: "\n  ") }.joined(separator: "\n")
}

extension String {
    /// Every line indented by two spaces.
    var indented: String {
        split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" }.joined(separator: "\n")
    }
}
