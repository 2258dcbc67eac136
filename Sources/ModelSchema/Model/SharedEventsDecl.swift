/// An entry of the top-level `events:`: an event enum several models send.
public struct SharedEventsDecl: Sendable {
    /// The enum's name.
    public var name: Located<String>
    /// `doc:`
    public var doc: String?
    /// `access:`
    public var access: Located<AccessLevel>?
    /// Its cases.
    public var cases: [EnumCaseDecl]

    /// Creates a shared event enum.
    public init(name: Located<String>, doc: String? = nil, access: Located<AccessLevel>? = nil, cases: [EnumCaseDecl]) {
        self.name = name
        self.doc = doc
        self.access = access
        self.cases = cases
    }
}
