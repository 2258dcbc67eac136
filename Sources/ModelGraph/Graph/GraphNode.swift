/// One box of the diagram: a model, a container, a client, or a dependency
/// that comes from `DependencyValues`.
public struct GraphNode: Hashable, Sendable {
    /// What a node stands for.
    public enum Kind: Hashable, Sendable {
        /// A model of the set; `isDependencyKey` when `dependencyKey: true` lets it be a shared dependency.
        case model(isDependencyKey: Bool)
        /// A container of the set, with its generic arguments filled in where a child gives them.
        case container
        /// A client of the set, with its `DependencyValues` key.
        case client(key: String)
        /// A dependency the set doesn't declare, reached as `DependencyValues.<key>`.
        case dependencyValue(key: String)
    }

    /// A line of the node below its name.
    public struct Member: Hashable, Sendable {
        /// What a member is.
        public enum Kind: String, Hashable, Sendable {
            /// A callback the parent passes in.
            case callback
            /// A case of the model's own `Event` enum: an event it sends.
            case event
            /// An endpoint of a client.
            case endpoint
        }

        /// What the member is.
        public var kind: Kind
        /// Its name and Swift signature: `onFact(Int, String)`, `reset(to: Int)`.
        public var signature: String

        /// Creates a member.
        public init(_ kind: Kind, _ signature: String) {
            self.kind = kind
            self.signature = signature
        }

        /// The line as shown: `callback onFact(Int, String)`, `event reachedTen`;
        /// an endpoint is its signature alone.
        public var text: String {
            kind == .endpoint ? signature : "\(kind.rawValue) \(signature)"
        }
    }

    /// Unique in the graph and safe as a bare identifier in every format
    /// rendered: ASCII letters, digits and `_`, never a keyword of Mermaid or DOT.
    public var id: String
    /// The type's name: `CounterModel`, `Paginated<Item>`, `UUIDGenerator`.
    public var name: String
    /// What it stands for.
    public var kind: Kind
    /// Callbacks, events or endpoints, in schema order.
    public var members: [Member]
    /// The declaration's `doc:`.
    public var doc: String?

    /// Creates a node.
    public init(id: String, name: String, kind: Kind, members: [Member] = [], doc: String? = nil) {
        self.id = id
        self.name = name
        self.kind = kind
        self.members = members
        self.doc = doc
    }

    /// The node's text, one line each: its name, what it is unless a plain
    /// model (`dependency key`, `container`, `client`, `DependencyValues.uuid`),
    /// then its members.
    public var lines: [String] {
        let role: String? =
            switch kind {
            case .model(let isDependencyKey): isDependencyKey ? "dependency key" : nil
            case .container: "container"
            case .client: "client"
            case .dependencyValue(let key): "DependencyValues.\(key)"
            }
        return [name] + (role.map { [$0] } ?? []) + members.map(\.text)
    }
}
