/// The Swift access level of generated declarations or setters.
///
/// `private` and `fileprivate` are not offered: behaviour lives in other files
/// of the module, and Swift's `private` ends at the file.
public enum AccessLevel: String, Hashable, Sendable, CaseIterable, Comparable {
    case `internal`, package, `public`

    /// The keyword to put before a declaration; empty for `internal`, which is Swift's default.
    public var keyword: String {
        self == .internal ? "" : "\(rawValue) "
    }

    /// Whether `lhs` is less visible than `rhs`, in the order of `allCases`.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
