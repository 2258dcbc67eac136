import ModelSchema

/// The members of a model's support extension: its storage structs,
/// defaults, `Event` enum and property descriptors.
func translateModelSupport(_ model: ResolvedModel, members: [ModelMember], into swift: inout SwiftCode) {
    let access = accessPrefix(model.access)
    for (storage, typeName, doc) in [
        ("state", "_State", "The tracked state, stored in the model's context."),
        ("constants", "_Constants", "The constants, fixed at init."),
        ("callbacks", "_Callbacks", "The callbacks the parent passed in."),
    ] where members.contains(where: { $0.storage == storage }) {
        let keyword: StaticString = storage == "state" ? "var" : "let"
        swift.type("\(access)struct \(typeName): \(LibraryName.sendable)", doc: doc) { swift in
            for member in members where member.storage == storage {
                swift.line("\(keyword) \(member.spelledName): \(member.swiftType)", origin: member.typeLocation)
            }
        }
        swift.blank()
    }
    let defaults = members.compactMap { member in
        member.explicitDefault.map { (name: member.name, type: member.type, value: $0) }
    }
    if translateDefaults(defaults, access: model.access, into: &swift) {
        swift.blank()
    }
    if !model.decl.events.isEmpty {
        translateEventEnum(
            "Event", cases: model.decl.events, access: model.access,
            doc: code("The events \(model.decl.name.value) sends."), into: &swift)
        swift.blank()
    }
    var listed: [String] = []
    for member in members {
        let name = member.name
        let spelled = member.spelledName
        switch member.kind {
        case .state(let index?):
            swift.line(
                "static let _$\(name) = \(LibraryName.modelProperty)<Self, \(member.swiftType)>(\"\(name)\", index: \(index), \\_State.\(spelled), \\Self.\(spelled))",
                origin: member.typeLocation)
            listed.append(code("_$\(name)"))
        case .child(let index, let childIndex):
            swift.line(
                "static let _$\(name) = \(LibraryName.modelChildProperty)<Self, \(member.swiftType)>(\"\(name)\", index: \(index), childIndex: \(childIndex), \\_State.\(spelled), \\Self.\(spelled))",
                origin: member.typeLocation)
            listed.append(code("_$\(name)"))
        case .constant:
            listed.append(code("\(LibraryName.modelConstant)(\"\(name)\", \\Self.\(spelled))"))
        case .state(nil), .callback:
            break
        }
    }
    if !listed.isEmpty {
        swift.blank()
        swift.line(
            "\(access)static let _$properties: [\(LibraryName.anyModelProperty)<Self>] = [\(joined: listed, separator: ", ")]",
            doc: "The properties, in schema order, for diffs, dumps and tests.")
    }
    translatePersistence(model, into: &swift)
}
