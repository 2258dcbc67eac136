extension SchemaResolver {
    /// Reports `persisted:` a model can't keep: on a constant (it never
    /// changes) or untracked state (no change is seen, so none is saved);
    /// with an `error:` that isn't a `PersistenceError?` state property;
    /// under a strategy and key another property of the model uses (one
    /// value, two properties); and on children, whose models must be
    /// `Codable` to be stored.
    mutating func checkPersisted(of model: ModelDecl, children: [ResolvedChild]) {
        let subject = "model '\(model.name.value)'"
        for index in model.constants.indices {
            guard let persisted = model.constants[index].persisted else { continue }
            error(
                "'persisted:' on constant '\(model.constants[index].name.value)' of \(subject): a constant never changes, so there is nothing to save; declare it under 'state:'",
                at: persisted.strategy.location)
        }
        var claimed: [String: Located<String>] = [:]
        for properties in [model.state, model.children] {
            for index in properties.indices {
                guard let persisted = properties[index].persisted else { continue }
                let name = properties[index].name
                if !properties[index].isTracked {
                    error(
                        "'persisted:' on untracked state '\(name.value)' of \(subject): its changes aren't seen, so none would be saved; remove 'tracked: false'",
                        at: persisted.strategy.location)
                }
                if let errorName = persisted.error { checkPersistenceError(errorName, of: model) }
                let key = persisted.strategy.value.rawValue + ":" + persisted.key.value
                if let first = claimed[key] {
                    error(
                        "'\(name.value)' and '\(first.value)' of \(subject) are both persisted in '\(persisted.strategy.value.rawValue): \(persisted.key.value)'; one key holds one value, so give each its own",
                        at: persisted.key.location,
                        notes: [.note("'\(first.value)' is declared here", at: first.location)])
                } else {
                    claimed[key] = name
                }
            }
        }
        for child in children {
            guard let persisted = child.property.persisted else { continue }
            let holder = "'persisted:' on child '\(child.property.name.value)' of \(subject)"
            switch child.target {
            case .model(let name):
                guard case .model(let target)? = types[name], !target.isCodable else { continue }
                error(
                    "\(holder) stores its models, and model '\(name)' isn't Codable; add 'conformances: [Codable]' to '\(name)'",
                    at: persisted.strategy.location,
                    notes: [.note("'\(name)' is declared here", at: target.name.location)])
            case .container(let container, _):
                error(
                    "\(holder) holds container '\(container.name.value)', which can't be Codable; persist an array or optional of models",
                    at: persisted.strategy.location)
            }
        }
    }

    /// Reports an `error:` of `persisted:` that names no state property of
    /// `model`, or one whose type isn't `PersistenceError?`.
    private mutating func checkPersistenceError(_ name: Located<String>, of model: ModelDecl) {
        guard let property = model.state.first(where: { $0.name.value == name.value }) else {
            let fix =
                closestMatch(to: name.value, among: model.state.map(\.name.value)).map { "; did you mean '\($0)'?" }
                ?? "; declare '\(name.value): PersistenceError?' under 'state:'"
            return error(
                "'error: \(name.value)' of 'persisted:' names no state property of model '\(model.name.value)'\(fix)",
                at: name.location)
        }
        let type = property.type.value.description
        guard type != "PersistenceError?" && type != "ModelPersistence.PersistenceError?" else { return }
        error(
            "'error: \(name.value)' of 'persisted:' names a property of type '\(type)'; the error goes in a 'PersistenceError?'",
            at: name.location, notes: [.note("'\(name.value)' is declared here", at: property.type.location)])
    }

    /// Reports `persisted:` on the fields of a value or container, which
    /// only a model's state and children can be, and `renamedFrom:` on a
    /// container's, which is never decoded.
    mutating func rejectPersisted(in fields: [PropertyDecl], of owner: String, isContainer: Bool = false) {
        for index in fields.indices {
            if let persisted = fields[index].persisted {
                error(
                    "'persisted:' on field '\(fields[index].name.value)' of \(owner): only a model's 'state:' and 'children:' are persisted; persist the model property that holds it",
                    at: persisted.strategy.location)
            }
            if isContainer, let old = fields[index].renamedFrom.first {
                error(
                    "'renamedFrom:' on field '\(fields[index].name.value)' of \(owner) is read only by decoding, and a container isn't decoded",
                    at: old.location)
            }
        }
    }
}

extension SchemaResolver {
    /// Reports `conformances:` of a model other than `Codable`, the one a
    /// model's generated code can provide, and a `Codable` model with
    /// callbacks, which decoding has no parent to pass.
    mutating func checkConformances(of model: ModelDecl) {
        for conformance in model.conformances where !isCodableName(conformance.value) {
            error(
                "model '\(model.name.value)' can't declare '\(conformance.value)': 'conformances:' of a model lists only 'Codable', which its generated code provides",
                at: conformance.location)
        }
        guard model.isCodable else {
            for property in model.constants + model.state + model.children {
                guard let old = property.renamedFrom.first else { continue }
                error(
                    "'renamedFrom:' on '\(property.name.value)' of model '\(model.name.value)' is read only by decoding, and the model isn't Codable; add 'conformances: [Codable]'",
                    at: old.location)
            }
            return
        }
        for callback in model.callbacks {
            error(
                "Codable model '\(model.name.value)' can't have callbacks: decoding creates it with no parent to pass '\(callback.name.value)'; send an event instead",
                at: callback.name.location)
        }
    }

    /// Reports `renamedFrom:` naming a property the declaration has now,
    /// or a name given twice: decoding would read one key for two.
    mutating func checkRenamed(_ properties: [PropertyDecl], in subject: @autoclosure () -> String) {
        guard properties.contains(where: { !$0.renamedFrom.isEmpty }) else { return }
        var claimed = Dictionary(properties.map { ($0.name.value, $0.name) }, uniquingKeysWith: { first, _ in first })
        for property in properties {
            for old in property.renamedFrom {
                if let first = claimed[old.value] {
                    error(
                        "'renamedFrom: \(old.value)' of '\(property.name.value)' in \(subject()) names the key of '\(first.value)' too; decoding would read it for both",
                        at: old.location, notes: [.note("'\(first.value)' is declared here", at: first.location)])
                } else {
                    claimed[old.value] = property.name
                }
            }
        }
    }
}

extension ModelDecl {
    /// Whether the model declares `conformances: [Codable]`.
    public var isCodable: Bool { conformances.contains { isCodableName($0.value) } }
}

/// Whether a conformance written in a schema is `Codable`.
func isCodableName(_ name: String) -> Bool { name == "Codable" || name == "Swift.Codable" }
