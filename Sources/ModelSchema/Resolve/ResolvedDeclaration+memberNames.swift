extension ResolvedDeclaration {
    /// The names the declaration gives its members, cases and keys (a
    /// model's in the order of ``ResolvedModel/members``); a
    /// context or preference key is a member of `ContextKeys` or
    /// `PreferenceKeys` itself.
    var memberNames: [Located<String>] {
        switch self {
        case .model(let model):
            return model.members.map(\.name) + model.decl.events.map(\.name)
        case .container(let container):
            switch container.decl.kind {
            case .enumeration(let cases): return cases.map(\.name)
            case .structure(_, let fields): return fields.map(\.name)
            }
        case .value(let value):
            switch value.decl.kind {
            case .structure(let fields): return fields.map(\.name)
            case .enumeration(let cases): return cases.map(\.name)
            }
        case .client(let client):
            return client.decl.endpoints.map(\.name) + (client.decl.key.map { [$0] } ?? [])
        case .events(let events):
            return events.decl.cases.map(\.name)
        case .contextKey, .preferenceKey:
            return [name]
        }
    }
}
