/// Which kinds of change ``Model/observeModifications(scope:kinds:where:debug:)``
/// reports. Combine them as a set: `[.properties, .context]`.
public struct ModificationKind: OptionSet, Sendable, Hashable {
    /// The kinds, one bit each.
    public let rawValue: Int

    /// The kinds whose bits `rawValue` holds.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A write to a tracked property (`state:`, `children:`).
    public static let properties = ModificationKind(rawValue: 1 << 0)
    /// A `node.context` value set or removed; SwiftModel calls these
    /// environment values.
    public static let context = ModificationKind(rawValue: 1 << 1)
    /// The `node.context` kind, by the name SwiftModel gives it.
    public static let environment = context
    /// A `node.preference` value set or removed.
    public static let preferences = ModificationKind(rawValue: 1 << 2)
    /// Every kind: the default.
    public static let all: ModificationKind = [.properties, .context, .preferences]
}

/// Which models of the subtree ``Model/observeModifications(scope:kinds:where:debug:)``
/// reports the changes of, relative to the model it is called on.
public struct ModificationScope: OptionSet, Sendable, Hashable {
    /// The levels, one bit each.
    public let rawValue: Int

    /// The levels whose bits `rawValue` holds.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The model itself.
    public static let `self` = ModificationScope(rawValue: 1 << 0)
    /// Its children, not their descendants.
    public static let children = ModificationScope(rawValue: 1 << 1)
    /// All its descendants: children, their children, and so on.
    public static let descendants = ModificationScope(rawValue: 1 << 2)

    /// Whether a change `depth` levels below the observed model is in scope:
    /// 0 the model, 1 a child, more a deeper descendant.
    func contains(depth: Int) -> Bool {
        switch depth {
        case 0: contains(.self)
        case 1: contains(.children) || contains(.descendants)
        default: contains(.descendants)
        }
    }
}

/// One change told to the modification listeners: the model and what of it changed.
struct Modification: Sendable {
    let context: AnyModelContext
    let slot: ObservedSlot
    /// How many levels below the listening model the change was made.
    let depth: Int

    /// The kind of change.
    var kind: ModificationKind {
        switch slot {
        case .property: .properties
        case .context: .context
        case .preference: .preferences
        case .memoized, .structure: []
        }
    }
}
