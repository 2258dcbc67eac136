import ModelSchema

/// A stored member of a model, whatever section declared it, as the emitter
/// spells it: what the init takes, in the order resolution lists them
/// (``ResolvedModel/members``).
///
/// A class, and its name and type spelled once: the init, the accessor, the
/// storage struct and the descriptor each write them, and translating a large
/// set copied and spelled them over and over.
final class ModelMember {
    enum Kind {
        /// `state:`, tracked (`index` set) or not; indexes are resolution's.
        case state(index: Int?)
        /// `children:`, with its index among tracked properties and among children.
        case child(index: Int, childIndex: Int)
        /// `constants:`
        case constant
        /// `callbacks:`
        case callback
    }

    let name: String
    let type: TypeSyntax
    let kind: Kind
    let location: SourceLocation
    let typeLocation: SourceLocation
    let doc: String?
    /// The default the schema writes, as Swift source.
    let explicitDefault: Located<String>?
    /// The setter's access, when the schema restricts it.
    let setterAccess: AccessLevel?
    /// `name` as declarations and references write it (``swiftName(_:)``).
    let spelledName: String
    /// `type` as generated code writes it (``TypeSyntax/swift``).
    let swiftType: String

    init(
        name: String, type: TypeSyntax, kind: Kind, location: SourceLocation, typeLocation: SourceLocation,
        doc: String?,
        explicitDefault: Located<String>?, setterAccess: AccessLevel?
    ) {
        self.name = name
        self.type = type
        self.kind = kind
        self.location = location
        self.typeLocation = typeLocation
        self.doc = doc
        self.explicitDefault = explicitDefault
        self.setterAccess = setterAccess
        spelledName = swiftName(name)
        swiftType = type.swift
    }

    /// The type as an init parameter writes it (``TypeSyntax/parameterSpelling``).
    var parameterSpelling: String {
        if case .function = type { return "@escaping \(swiftType)" }
        return swiftType
    }

    /// The default the init parameter takes: the schema's (through
    /// `_Defaults`), else the implicit one for optionals and collections.
    var defaultArgument: String? {
        if explicitDefault != nil { return "_Defaults.\(spelledName)" }
        if case .callback = kind { return nil }
        return type.implicitDefault
    }
}

extension ModelMember {
    /// The stored member resolution lists, with the index it gave it; `nil`
    /// for a dependency, which is an accessor and not stored.
    convenience init?(_ member: borrowing ResolvedMember) {
        switch member.kind {
        case .state(let state, let index):
            self.init(consume state, kind: .state(index: index))
        case .child(let child, let index, let childIndex):
            self.init(consume child, kind: .child(index: index, childIndex: childIndex))
        case .constant(let constant):
            self.init(consume constant, kind: .constant)
        case .callback(let callback):
            self.init(
                name: callback.name.value, type: .function(callback.type.value), kind: .callback,
                location: callback.name.location, typeLocation: callback.type.location, doc: callback.doc,
                explicitDefault: nil, setterAccess: nil)
        case .dependency:
            return nil
        }
    }

    /// A member declared by `property`, whose fields it takes: the copy a
    /// `switch` binds is moved into the member rather than copied again
    /// (every string of it retained, then released).
    private convenience init(_ property: consuming PropertyDecl, kind: Kind) {
        self.init(
            name: property.name.value, type: property.type.value, kind: kind, location: property.name.location,
            typeLocation: property.type.location, doc: property.doc, explicitDefault: property.defaultValue,
            setterAccess: property.setterAccess?.value)
    }
}
