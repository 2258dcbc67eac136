/// An entry of `preferences:`: a value each model contributes and ancestors read folded.
public struct PreferenceKeyDecl: Sendable {
    /// How contributions fold together.
    public enum Reduce: String, Sendable, CaseIterable {
        /// `+=` (numbers).
        case sum
        /// the smallest.
        case min
        /// the largest.
        case max
        /// `||` (Bool).
        case or
        /// `&&` (Bool).
        case and
        /// `append(contentsOf:)` (collections).
        case append
    }

    /// The key's name.
    public var name: Located<String>
    /// Its type.
    public var type: Located<TypeSyntax>
    /// The value with no contributions.
    public var defaultValue: Located<String>
    /// `reduce:`
    public var reduce: Located<Reduce>
    /// `doc:`
    public var doc: String?

    /// Creates a preference key.
    public init(
        name: Located<String>, type: Located<TypeSyntax>, defaultValue: Located<String>,
        reduce: Located<Reduce>, doc: String? = nil
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.reduce = reduce
        self.doc = doc
    }
}
