extension ResolvedDeclaration {
    /// Calls `body` with each name the declaration gives its members, cases
    /// and keys (a model's in the order of ``ResolvedModel/members``, then
    /// its events); a context or preference key is a member of
    /// `ContextKeys` or `PreferenceKeys` itself. Read in place: gathering
    /// the names into an array copied each of them.
    func forEachMemberName(_ body: (Located<String>) -> Void) {
        switch self {
        case .model(let model):
            for member in model.members { body(member.name) }
            for event in model.decl.events { body(event.name) }
        case .container(let container):
            switch container.decl.kind {
            case .enumeration(let cases): for enumCase in cases { body(enumCase.name) }
            case .structure(_, let fields): for field in fields { body(field.name) }
            }
        case .value(let value):
            switch value.decl.kind {
            case .structure(let fields): for field in fields { body(field.name) }
            case .enumeration(let cases): for enumCase in cases { body(enumCase.name) }
            }
        case .client(let client):
            for endpoint in client.decl.endpoints { body(endpoint.name) }
            if let key = client.decl.key { body(key) }
        case .events(let events):
            for enumCase in events.decl.cases { body(enumCase.name) }
        case .contextKey, .preferenceKey:
            body(name)
        }
    }
}
