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
        let keyword = storage == "state" ? "var" : "let"
        nodes += [
            .type(
                "\(access)struct \(typeName): \(LibraryName.sendable)", doc: doc,
                part.map { .line("\(keyword) \($0.spelledName): \($0.swiftType)", origin: origin($0.typeLocation)) }),
            .blank,
        ]
    }
    let defaults = members.compactMap { member in
        member.explicitDefault.map { (name: member.name, type: member.type, value: $0) }
    }
    if let defaultsEnum = translateDefaults(defaults, access: model.access) {
        nodes += [defaultsEnum, .blank]
    }
    if !model.decl.events.isEmpty {
        nodes += [
            translateEventEnum(
                "Event", cases: model.decl.events, access: model.access,
                doc: "The events \(model.decl.name.value) sends."),
            .blank,
        ]
    }
    var descriptors: [SwiftNode] = []
    var listed: [String] = []
    for member in members {
        let descriptorName = "_$\(member.name)"
        let keyPaths = "\\_State.\(member.spelledName), \\Self.\(member.spelledName)"
        switch member.kind {
        case .state(let index?):
            descriptors.append(
                .line(
                    "static let \(descriptorName) = \(LibraryName.modelProperty)<Self, \(member.swiftType)>(\"\(member.name)\", index: \(index), \(keyPaths))",
                    origin: origin(member.typeLocation)))
            listed.append(descriptorName)
        case .child(let index, let childIndex):
            descriptors.append(
                .line(
                    "static let \(descriptorName) = \(LibraryName.modelChildProperty)<Self, \(member.swiftType)>(\"\(member.name)\", index: \(index), childIndex: \(childIndex), \(keyPaths))",
                    origin: origin(member.typeLocation)))
            listed.append(descriptorName)
        case .constant:
            listed.append("\(LibraryName.modelConstant)(\"\(member.name)\", \\Self.\(member.spelledName))")
        case .state(nil), .callback:
            break
        }
    }
    nodes += descriptors
    if !listed.isEmpty {
        nodes += [
            .blank,
            .line(
                "\(access)static let _$properties: [\(LibraryName.anyModelProperty)<Self>] = [\(listed.joined(separator: ", "))]",
                doc: "The properties, in schema order, for diffs, dumps and tests."),
        ]
    }
    return nodes
}
