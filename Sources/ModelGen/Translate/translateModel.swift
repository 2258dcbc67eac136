import ModelSchema

/// The Swift for one model: the struct with its init and accessors, then an
/// extension with the storage types, defaults, events, property
/// descriptors, and the `DependencyKey` conformance when asked for.
///
/// Inside its declarations the model calls itself `Self`: its name could be
/// one its own scope means otherwise (a model named `Event` has an `Event`
/// of its own, and a member may share a type's name).
func translateModel(_ model: ResolvedModel, into swift: inout SwiftCode) {
    let name = swiftName(model.decl.name.value)
    // By index: a member read from the array in place isn't copied first.
    var members: [ModelMember] = []
    members.reserveCapacity(model.members.count)
    for index in model.members.indices {
        if let member = ModelMember(model.members[index]) { members.append(member) }
    }
    swift.declaring(model.decl.name.value) { swift in
        translateModelStruct(model, members: members, into: &swift)
    }
    swift.blank()
    swift.type("extension \(name)") { swift in
        translateModelSupport(model, members: members, into: &swift)
    }
    if model.decl.isDependencyKey {
        swift.blank()
        translateDependencyKey(model, into: &swift)
    }
    if model.decl.isCodable { translateModelCodable(model, into: &swift) }
}

/// The model's struct: its context, inits, accessors, identity and dependencies.
private func translateModelStruct(_ model: ResolvedModel, members: [ModelMember], into swift: inout SwiftCode) {
    let access = accessPrefix(model.access)
    swift.type(
        "\(access)struct \(declaredName(model.decl.name.value)): \(LibraryName.model)",
        origin: model.decl.name.location,
        doc: schemaDoc(model.decl.doc, else: code("The `\(model.decl.name.value)` model."))
    ) { swift in
        swift.line(
            "\(access)let _$context: \(LibraryName.modelContext)<Self>",
            doc: "The context every copy of this model shares.")
        swift.blank()
        translateModelInit(model, members: members, into: &swift)
        swift.blank()
        swift.block(
            "\(access)init(_$context: \(LibraryName.modelContext)<Self>)",
            doc: "Wraps an existing context; the runtime uses it for copies."
        ) { swift in
            swift.line("self._$context = _$context")
        }
        for member in members {
            swift.blank()
            translateAccessor(member, model: model, into: &swift)
        }
        // A property named `id` already is `Identifiable`'s requirement.
        if let id = model.idProperty, id.name.value != "id" {
            swift.blank()
            swift.line(
                "\(access)var id: \(id.type.value.swift) { \(swiftName(id.name.value)) }",
                origin: model.decl.id!.location, doc: code("The model's identity, from its `\(id.name.value)`."))
        }
        let memberNames = Set(model.members.map(\.name.value))
        for dependency in model.dependencies {
            swift.blank()
            translateDependency(dependency, access: access, memberNames: memberNames, into: &swift)
        }
    }
}

/// The memberwise init: every stored member in schema order.
private func translateModelInit(_ model: ResolvedModel, members: [ModelMember], into swift: inout SwiftCode) {
    let access = accessPrefix(model.access)
    let doc = "Creates a new model."
    guard !members.isEmpty else {
        return swift.block("\(access)init()", doc: doc) { swift in
            swift.line("_$context = \(LibraryName.modelContext)()")
        }
    }
    let parameters = members.map { member in
        guard let defaultArgument = member.defaultArgument else {
            return code("\(parameterLabel(member.name)): \(member.parameterSpelling)")
        }
        return code("\(parameterLabel(member.name)): \(member.parameterSpelling) = \(defaultArgument)")
    }
    var arguments: [String] = []
    for (label, kinds) in [("state", "_State"), ("constants", "_Constants"), ("callbacks", "_Callbacks")] {
        let part = members.filter { $0.storage == label }
        guard !part.isEmpty else { continue }
        let values = part.map { code("\(argumentLabel($0.name)): \($0.spelledName)") }
        arguments.append(code("\(label): \(kinds)(\(joined: values, separator: ", "))"))
    }
    swift.block("\(access)init\(parameterList(parameters))", doc: doc) { swift in
        swift.line("_$context = \(LibraryName.modelContext)(")
        for (offset, argument) in arguments.enumerated() {
            swift.line(offset == arguments.count - 1 ? "    \(argument)" : "    \(argument),")
        }
        swift.line(")")
    }
}

extension ModelMember {
    /// What the accessor of a member the schema doesn't document says.
    var fallbackDoc: String {
        switch kind {
        case .state(index: nil): code("The `\(name)` state, untracked: not observed, diffed or checked by tests.")
        case .state: code("The `\(name)` state, tracked: reads are observed and changes recorded.")
        case .child: code("The `\(name)` child, activated and torn down with this model.")
        case .constant: code("The `\(name)` constant, given when the model was created.")
        case .callback: code("The `\(name)` callback, given by the parent.")
        }
    }

    /// Which storage struct the member lives in: `state`, `constants` or `callbacks`.
    var storage: String {
        switch kind {
        case .state, .child: "state"
        case .constant: "constants"
        case .callback: "callbacks"
        }
    }
}

/// The accessor of one stored member, mapped to its schema line.
private func translateAccessor(_ member: ModelMember, model: ResolvedModel, into swift: inout SwiftCode) {
    let name = member.spelledName
    let doc = schemaDoc(member.doc, else: member.fallbackDoc)
    switch member.kind {
    case .constant:
        swift.line(
            "\(accessPrefix(model.access))var \(name): \(member.swiftType) { _$context.constants.\(name) }",
            origin: member.location, doc: doc)
    case .callback:
        swift.line(
            "\(accessPrefix(model.access))var \(name): \(member.swiftType) { _$context.callbacks.\(name) }",
            origin: member.location, doc: doc)
    // Multi-line accessors stay unmapped: a directive can't stand inside an
    // accessor block, so its lines would take the following schema lines'
    // numbers. The type is mapped where it is stored (`_State`, `_Defaults`).
    case .state(index: nil):
        swift.block(
            "\(accessPrefix(model.access, setter: member.setterAccess))var \(name): \(member.swiftType)", doc: doc
        ) { swift in
            swift.line("get { _$context[untracked: \\.\(name)] }")
            swift.line("nonmutating set { _$context[untracked: \\.\(name)] = newValue }")
        }
    case .state, .child:
        let arguments = code("self, \\.\(name), Self._$\(member.name)")
        swift.block(
            "\(accessPrefix(model.access, setter: member.setterAccess))var \(name): \(member.swiftType)", doc: doc
        ) { swift in
            swift.line("get { _$context[\(arguments)] }")
            swift.line("nonmutating set { _$context.write(\(arguments), newValue) }")
            swift.line("nonmutating _modify { yield &_$context[\(arguments)] }")
        }
    }
}

/// A dependency accessor: through its type key or its `DependencyValues` name.
///
/// A type key is `node[Type.self]`, unless a member of the model could have
/// the type's name (see ``typeKey(_:in:shadowedBy:)``).
private func translateDependency(
    _ dependency: ResolvedDependency, access: String, memberNames: Set<String>, into swift: inout SwiftCode
) {
    let header = code("\(access)var \(swiftName(dependency.name)): \(dependency.type.swift)")
    let location = dependency.decl.type?.location ?? dependency.decl.name.location
    let doc =
        dependency.decl.doc
        ?? code("The `\(dependency.name)` dependency, as this model's place in the hierarchy sees it.")
    switch dependency.lookup {
    case .dependencyValues:
        swift.line("\(header) { node.\(swiftName(dependency.name)) }", origin: location, doc: doc)
    case .typeKey:
        let lookup = typeKey(dependency.type, in: "node", shadowedBy: memberNames)
        guard lookup.count > 1 else {
            return swift.line("\(header) { \(lookup[0]) }", origin: location, doc: doc)
        }
        // Unmapped, like every multi-line accessor (see `translateAccessor`).
        swift.block("\(header)", doc: doc) { swift in
            for statement in lookup { swift.line("\(statement)") }
        }
    }
}

/// The statements that look `type` up in `subject`, a dependency store:
/// `subject[Type.self]`. Where a member may have the type's name (the
/// type's name doesn't start upper-case, as members' names do, or
/// `memberNames` has it), `Type.self` would find the member, so the type is
/// named where only types are looked up, in a local `typealias` (called
/// `_$Dependency`, a name no schema can give anything: names can't hold `$`).
func typeKey(_ type: TypeSyntax, in subject: String, shadowedBy memberNames: Set<String>) -> [String] {
    guard let name = type.singleName, name.first?.isUppercase != true || memberNames.contains(name) else {
        return [code("\(subject)[\(type.swift).self]")]
    }
    return ["typealias _$Dependency = \(type.swift)", "return \(subject)[_$Dependency.self]"]
}

/// `extension Model: DependencyKey`, with `Self()` as the live and test value.
private func translateDependencyKey(_ model: ResolvedModel, into swift: inout SwiftCode) {
    let name = swiftName(model.decl.name.value)
    let access = accessPrefix(model.access)
    swift.type("extension \(name): \(LibraryName.dependencyKey)") { swift in
        swift.line(
            "\(access)static var liveValue: Self { Self() }", doc: "A new model, shared by the hierarchy that uses it.")
        swift.line("\(access)static var testValue: Self { Self() }", doc: "A new model for each test.")
    }
}
