import ModelSchema

/// The members of a model's support extension: its storage structs,
/// defaults, `Event` enum and property descriptors.
func translateModelSupport(_ model: ResolvedModel, members: [ModelMember]) -> [SwiftNode] {
    let access = accessPrefix(model.access)
    var nodes: [SwiftNode] = []
    for (storage, typeName, doc) in [
        ("state", "_State", "The tracked state, stored in the model's context."),
        ("constants", "_Constants", "The constants, fixed at init."),
        ("callbacks", "_Callbacks", "The callbacks the parent passed in."),
    ] {
        let part = members.filter { $0.storage == storage }
        guard !part.isEmpty else { continue }
        let isState = storage == "state"
        nodes.append(
            .type(
                code("\(access)struct \(typeName): \(LibraryName.sendable)"), doc: doc,
                part.map { member in
                    .line(
                        isState
                            ? code("var \(member.spelledName): \(member.swiftType)")
                            : code("let \(member.spelledName): \(member.swiftType)"),
                        origin: origin(member.typeLocation))
                }))
        nodes.append(.blank)
    }
    let defaults = members.compactMap { member in
        member.explicitDefault.map { (name: member.name, type: member.type, value: $0) }
    }
    if let defaultsEnum = translateDefaults(defaults, access: model.access) {
        nodes.append(defaultsEnum)
        nodes.append(.blank)
    }
    if !model.decl.events.isEmpty {
        nodes.append(
            translateEventEnum(
                "Event", cases: model.decl.events, access: model.access,
                doc: code("The events \(model.decl.name.value) sends.")))
        nodes.append(.blank)
    }
    var listed: [String] = []
    for member in members {
        let name = member.name
        let spelled = member.spelledName
        switch member.kind {
        case .state(let index?):
            nodes.append(
                .line(
                    code(
                        "static let _$\(name) = \(LibraryName.modelProperty)<Self, \(member.swiftType)>(\"\(name)\", index: \(index), \\_State.\(spelled), \\Self.\(spelled))"
                    ),
                    origin: origin(member.typeLocation)))
            listed.append(code("_$\(name)"))
        case .child(let index, let childIndex):
            nodes.append(
                .line(
                    code(
                        "static let _$\(name) = \(LibraryName.modelChildProperty)<Self, \(member.swiftType)>(\"\(name)\", index: \(index), childIndex: \(childIndex), \\_State.\(spelled), \\Self.\(spelled))"
                    ),
                    origin: origin(member.typeLocation)))
            listed.append(code("_$\(name)"))
        case .constant:
            listed.append(code("\(LibraryName.modelConstant)(\"\(name)\", \\Self.\(spelled))"))
        case .state(nil), .callback:
            break
        }
    }
    if !listed.isEmpty {
        nodes.append(.blank)
        nodes.append(
            .line(
                code(
                    "\(access)static let _$properties: [\(LibraryName.anyModelProperty)<Self>] = [\(joinedCode(listed, separator: ", "))]"
                ),
                doc: "The properties, in schema order, for diffs, dumps and tests."))
    }
    return nodes
}
