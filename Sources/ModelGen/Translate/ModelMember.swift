import ModelSchema

/// A stored member of a model, whatever section declared it: what the init
/// takes, in the order the schema writes them.
///
/// A class, and its name and type spelled once: the init, the accessor, the
/// storage struct and the descriptor each write them, and translating a large
/// set copied and spelled them over and over.
final class ModelMember {
    enum Kind {
        /// `state:`, tracked (`index` set) or not.
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

extension ResolvedModel {
    /// Every stored member in source order, with tracked indexes assigned in
    /// that order (children counted separately too).
    var members: [ModelMember] {
        var entries: [(SourceLocation, ModelMember.Kind?, PropertyDecl?, CallbackDecl?)] = []
        for property in decl.state { entries.append((property.name.location, nil, property, nil)) }
        for child in children {
            entries.append((child.property.name.location, .child(index: 0, childIndex: 0), child.property, nil))
        }
        for property in decl.constants { entries.append((property.name.location, .constant, property, nil)) }
        for callback in decl.callbacks { entries.append((callback.name.location, .callback, nil, callback)) }
        entries.sort { $0.0 < $1.0 }
        var nextIndex = 0
        var nextChildIndex = 0
        return entries.map { location, kind, property, callback in
            if let callback {
                return ModelMember(
                    name: callback.name.value, type: .function(callback.type.value), kind: .callback,
                    location: location,
                    typeLocation: callback.type.location, doc: callback.doc, explicitDefault: nil, setterAccess: nil)
            }
            let property = property!
            let resolvedKind: ModelMember.Kind
            switch kind {
            case .constant?:
                resolvedKind = .constant
            case .child?:
                resolvedKind = .child(index: nextIndex, childIndex: nextChildIndex)
                nextIndex += 1
                nextChildIndex += 1
            default:
                if property.isTracked {
                    resolvedKind = .state(index: nextIndex)
                    nextIndex += 1
                } else {
                    resolvedKind = .state(index: nil)
                }
            }
            return ModelMember(
                name: property.name.value, type: property.type.value, kind: resolvedKind, location: location,
                typeLocation: property.type.location, doc: property.doc, explicitDefault: property.defaultValue,
                setterAccess: property.setterAccess?.value)
        }
    }
}
