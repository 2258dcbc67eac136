/// Resolves the declarations of a schema set against each other, collecting
/// every problem; see ``resolveSchemaSet(_:access:)``.
struct SchemaResolver {
    /// The set's access level, for declarations without `access:`.
    let access: AccessLevel
    /// The problems found so far.
    var diagnostics: [Diagnostic] = []
    /// Models, containers, values, clients and event enums by name; the first
    /// of duplicates, which are reported.
    private(set) var types: [String: Declaration] = [:]
    /// What each name of ``types`` declares: the checks that only ask
    /// whether a name is a model, or a type of the set at all, look here,
    /// because reading ``types`` copies the whole declaration.
    private(set) var kinds: [String: DeclarationKind] = [:]
    /// Clients by `DependencyValues` key.
    private(set) var clientsByKey: [String: ClientDecl] = [:]
    /// The names of the set's models in file and source order.
    private(set) var modelNames: [String] = []
    /// Each model's resolved children, filled in by ``resolve(_:)``.
    var childrenByModel: [String: [ResolvedChild]] = [:]

    /// Indexes the set's declarations, reporting names declared twice.
    init(set: SchemaSet, access: AccessLevel) {
        self.access = access
        var contextKeys: [String: SourceLocation] = [:]
        var preferenceKeys: [String: SourceLocation] = [:]
        // File by file in place: flattening would copy every declaration first.
        for file in set.files {
            indexDeclarations(of: file, contextKeys: &contextKeys, preferenceKeys: &preferenceKeys)
        }
    }

    private mutating func indexDeclarations(
        of file: SchemaFile, contextKeys: inout [String: SourceLocation],
        preferenceKeys: inout [String: SourceLocation]
    ) {
        for declaration in file.declarations {
            let name = declaration.name
            switch declaration {
            case .contextKey:
                claim(name, kind: "context key", in: &contextKeys)
            case .preferenceKey:
                claim(name, kind: "preference key", in: &preferenceKeys)
            default:
                if kinds[name.value] != nil, let first = types[name.value] {
                    reportDuplicate(name, first: first.name.location, kind: nil)
                    continue
                }
                types[name.value] = declaration
                kinds[name.value] = declaration.kind
                if case .model = declaration { modelNames.append(name.value) }
                if case .client(let client) = declaration { claimKey(of: client) }
            }
        }
    }

    /// Resolves one file's declarations.
    mutating func resolve(_ file: SchemaFile) -> ResolvedSchemaFile {
        ResolvedSchemaFile(
            path: file.path, displayPath: file.displayPath, outputPath: outputPath(forSchema: file.path),
            doc: file.doc, imports: file.imports,
            declarations: file.declarations.map { resolve($0) })
    }

    /// Reports schema files whose generated files would have the same path,
    /// compared ignoring case because common file systems do.
    mutating func rejectSharedOutputPaths(_ files: [ResolvedSchemaFile]) {
        var first: [String: ResolvedSchemaFile] = [:]
        for file in files {
            let key = file.outputPath.lowercased()
            guard let earlier = first[key] else {
                first[key] = file
                continue
            }
            diagnostics.append(
                .error(
                    "'\(file.path)' and '\(earlier.path)' would both generate '\(file.outputPath)'; rename one of them",
                    at: SourceLocation(file: file.displayPath, line: 1, column: 1),
                    notes: [
                        .note(
                            "'\(earlier.path)' is here",
                            at: SourceLocation(file: earlier.displayPath, line: 1, column: 1))
                    ]))
        }
    }

    /// The effective access level of a declaration with an optional `access:`.
    func effectiveAccess(_ written: Located<AccessLevel>?) -> AccessLevel {
        written?.value ?? access
    }

    private mutating func resolve(_ declaration: Declaration) -> ResolvedDeclaration {
        rejectReservedTypeName(declaration)
        let resolved = resolveBody(of: declaration)
        rejectReservedMemberNames(of: resolved)
        return resolved
    }

    private mutating func resolveBody(of declaration: Declaration) -> ResolvedDeclaration {
        switch declaration {
        case .model(let model):
            return .model(resolve(model))
        case .container(let container):
            if case .structure(let generics, let fields) = container.kind {
                for parameter in generics {
                    rejectReservedTypeName(parameter.name)
                }
                let subject = "container '\(container.name.value)'"
                let nested = valueScopeTypeNames.filter { $0 == "_Defaults" }
                rejectHiddenTypes(fields.map(\.type), in: subject, hidden: nested)
                rejectNestedTypeNames(fields.map(\.name), in: subject, nested: nested)
                rejectPersisted(in: fields, of: subject, isContainer: true)
            }
            checkConformances(of: container)
            if case .enumeration(let cases) = container.kind {
                rejectHiddenTypes(
                    cases.flatMap(\.payloadTypes), in: "the case accessors of an optional '\(container.name.value)'",
                    hidden: optionalScopeTypeNames)
            }
            return .container(Resolved(decl: container, access: effectiveAccess(container.access)))
        case .value(let value):
            let subject = "value '\(value.name.value)'"
            switch value.kind {
            case .structure(let fields):
                rejectModels(
                    in: fields, section: "field", of: subject,
                    fix: "hold models in a container or a model's 'children:'")
                rejectHiddenTypes(fields.map(\.type), in: subject, hidden: valueScopeTypeNames)
                rejectNestedTypeNames(fields.map(\.name), in: subject, nested: valueScopeTypeNames)
                rejectPersisted(in: fields, of: subject)
                checkRenamed(fields, in: subject)
            case .enumeration(let cases):
                rejectHiddenTypes(cases.flatMap(\.payloadTypes), in: subject, hidden: valueScopeTypeNames)
                rejectHiddenTypes(
                    cases.flatMap(\.payloadTypes), in: "the case accessors of an optional '\(value.name.value)'",
                    hidden: optionalScopeTypeNames)
                rejectNestedTypeNames(cases.map(\.name), in: subject, nested: valueScopeTypeNames)
            }
            return .value(Resolved(decl: value, access: effectiveAccess(value.access)))
        case .client(let client):
            return .client(
                ResolvedClient(decl: client, access: effectiveAccess(client.access), key: Self.key(of: client)))
        case .events(let events):
            return .events(Resolved(decl: events, access: effectiveAccess(events.access)))
        case .contextKey(let key):
            return .contextKey(Resolved(decl: key, access: access))
        case .preferenceKey(let key):
            return .preferenceKey(Resolved(decl: key, access: access))
        }
    }

    private mutating func resolve(_ model: ModelDecl) -> ResolvedModel {
        // Spelled only for a message, which nearly every model never needs.
        func subject() -> String { "model '\(model.name.value)'" }
        let members = resolveMembers(of: model)
        // A name is declared once, whatever the section.
        diagnostics += findNamesDeclaredTwice(members.map(\.name), in: subject())
        rejectModels(in: model.constants, section: "constant", of: subject(), fix: "declare it under 'children:'")
        rejectModels(in: model.state, section: "state", of: subject(), fix: "declare it under 'children:'")
        rejectReservedNames(in: model, members: members)
        checkDependencyKey(model)
        checkSetterAccess(of: model, access: effectiveAccess(model.access))
        checkConformances(of: model)
        checkRenamed(model.constants + model.state + model.children, in: subject())
        let children = model.children.compactMap { resolveChild($0, of: subject()) }
        childrenByModel[model.name.value] = children
        checkPersisted(of: model, children: children)
        let dependencies = model.dependencies.compactMap { resolveDependency($0, of: subject()) }
        // Section by section, in the order of the members' types, without
        // gathering them into an array first.
        for properties in [model.constants, model.state, model.children] {
            // By index: mapping the elements would copy each property whole.
            rejectHiddenTypes(
                properties.indices.lazy.map { properties[$0].type }, in: subject(), hidden: modelScopeTypeNames)
        }
        rejectHiddenTypes(
            model.callbacks.lazy.map { Located(TypeSyntax.function($0.type.value), at: $0.type.location) },
            in: subject(), hidden: modelScopeTypeNames)
        rejectHiddenTypes(
            dependencies.lazy.map { Located($0.type, at: $0.decl.type?.location ?? $0.decl.name.location) },
            in: subject(), hidden: modelScopeTypeNames)
        return ResolvedModel(
            decl: model, access: effectiveAccess(model.access), members: members, children: children,
            dependencies: dependencies, idProperty: resolveID(of: model))
    }

    /// A client's `DependencyValues` key.
    static func key(of client: ClientDecl) -> String {
        client.key?.value ?? lowerCamelCase(client.name.value)
    }

    private mutating func claimKey(of client: ClientDecl) {
        let key = Self.key(of: client)
        if let first = clientsByKey[key] {
            diagnostics.append(
                .error(
                    "clients '\(first.name.value)' and '\(client.name.value)' both use the dependency key '\(key)'; set 'key:' on one of them",
                    at: client.key?.location ?? client.name.location,
                    notes: [.note("'\(first.name.value)' is declared here", at: first.name.location)]))
            return
        }
        clientsByKey[key] = client
    }

    private mutating func claim(_ name: Located<String>, kind: String, in seen: inout [String: SourceLocation]) {
        if let first = seen[name.value] {
            reportDuplicate(name, first: first, kind: kind)
        } else {
            seen[name.value] = name.location
        }
    }

    private mutating func reportDuplicate(_ name: Located<String>, first: SourceLocation, kind: String?) {
        diagnostics.append(
            .error(
                "\(kind.map { "\($0) " } ?? "")'\(name.value)' is declared twice in the schema set; rename one of them",
                at: name.location,
                notes: [.note("'\(name.value)' is first declared here", at: first)]))
    }
}

/// What a named type declaration of a set is, without its contents.
enum DeclarationKind: Sendable {
    case model, container, value, client, events, contextKey, preferenceKey

    /// Whether it is a value or a container, the types that may hold each other inline.
    var isValueOrContainer: Bool { self == .value || self == .container }
}

extension Declaration {
    /// What the declaration is.
    var kind: DeclarationKind {
        switch self {
        case .model: .model
        case .container: .container
        case .value: .value
        case .client: .client
        case .events: .events
        case .contextKey: .contextKey
        case .preferenceKey: .preferenceKey
        }
    }
}
