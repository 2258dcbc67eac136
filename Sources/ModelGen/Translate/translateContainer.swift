import ModelSchema

/// A container: an enum or (generic) struct holding models somewhere inside,
/// with the `ModelContainer` conformance that lets the hierarchy see through
/// it to anchor, activate and traverse the models.
func translateContainer(_ container: Resolved<ContainerDecl>, in set: ResolvedSchemaSet, into swift: inout SwiftCode) {
    let decl = container.decl
    let name = swiftName(decl.name.value)
    let access = accessPrefix(container.access)
    let conformances = [LibraryName.modelContainer, LibraryName.sendable] + decl.conformances.map(\.value)
    switch decl.kind {
    case .enumeration(let cases):
        // One call per line (swift-format's DoNotUseSemicolons): a case may take several.
        let visits = cases.map { enumCase -> [String] in
            let payload = enumCase.payload ?? []
            let holding = payload.map { holdsModels($0.type, in: set, generics: []) }
            guard holding.contains(true) else { return ["case .\(swiftName(enumCase.name.value)): break"] }
            let bindings = holding.enumerated().map { offset, holds in holds ? "let value\(offset)" : "_" }
            let calls = holding.enumerated().filter(\.element).map { "value\($0.offset)._$visitModels(&visitor)" }
            let label = "case .\(swiftName(enumCase.name.value))(\(bindings.joined(separator: ", "))):"
            return calls.count == 1 ? ["\(label) \(calls[0])"] : [label] + calls.map { "    " + $0 }
        }
        let maps = cases.map { enumCase -> String in
            let payload = enumCase.payload ?? []
            let bindings = payload.indices.map { "let value\($0)" }
            let pattern = bindings.isEmpty ? "" : "(\(bindings.joined(separator: ", ")))"
            let arguments = payload.enumerated().map { offset, element in
                let value =
                    holdsModels(element.type, in: set, generics: [])
                    ? "value\(offset)._$mapModels(transform)" : "value\(offset)"
                return element.label.map { "\(argumentLabel($0)): \(value)" } ?? value
            }
            let rebuilt = arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))"
            return "case .\(swiftName(enumCase.name.value))\(pattern): .\(swiftName(enumCase.name.value))\(rebuilt)"
        }
        let indirect: StaticString = set.recursiveEnums.contains(decl.name.value) ? "indirect " : ""
        swift.declaring(decl.name.value) { swift in
            swift.type(
                "\(access)\(indirect)enum \(declaredName(decl.name.value)): \(joined: conformances, separator: ", ")",
                origin: decl.name.location, doc: decl.doc
            ) { swift in
                for enumCase in cases { translateEnumCase(enumCase, into: &swift) }
            }
        }
        swift.blank()
        translateContainerExtension(name, access: access, into: &swift) { swift in
            swift.block("switch self") { swift in
                for line in visits.joined() { swift.line("\(line)") }
            }
        } map: { swift in
            swift.block("switch self") { swift in
                for line in maps { swift.line("\(line)") }
            }
        }
        translateContainerConformances(container, in: set, into: &swift)
        translateCaseAccessors(of: name, cases: cases, access: container.access, into: &swift)
    case .structure(let generics, let fields):
        let modelGenerics = Set(generics.filter(\.isModelConstrained).map(\.name.value))
        let genericClause =
            generics.isEmpty
            ? ""
            : "<"
                + generics.map { parameter in
                    let constraint =
                        parameter.isModelConstrained ? LibraryName.model : parameter.constraint?.value.swift
                    return constraint.map { "\(swiftName(parameter.name.value)): \($0)" }
                        ?? swiftName(parameter.name.value)
                }.joined(separator: ", ") + ">"
        let holding = fields.filter { holdsModels($0.type.value, in: set, generics: modelGenerics) }
        let rebuilt = fields.map { field in
            let value = "self.\(swiftName(field.name.value))"
            let label = argumentLabel(field.name.value)
            return holding.contains { $0.name.value == field.name.value }
                ? "\(label): \(value)._$mapModels(transform)" : "\(label): \(value)"
        }
        swift.declaring(decl.name.value) { swift in
            swift.type(
                "\(access)struct \(declaredName(decl.name.value))\(genericClause): \(joined: conformances, separator: ", ")",
                origin: decl.name.location, doc: decl.doc
            ) { swift in
                translateFields(fields, access: container.access, into: &swift)
            }
        }
        swift.blank()
        translateContainerExtension(name, access: access, into: &swift) { swift in
            for field in holding { swift.line("self.\(swiftName(field.name.value))._$visitModels(&visitor)") }
        } map: { swift in
            swift.line("Self(\(rebuilt.joined(separator: ", ")))")
        }
        translateContainerConformances(container, in: set, into: &swift)
    }
}

/// The extension with the `ModelContainer` requirements: `_$visitModels`
/// and `_$mapModels`, with the bodies `visit` and `map` add.
private func translateContainerExtension(
    _ name: String, access: String, into swift: inout SwiftCode, visit: (inout SwiftCode) -> Void,
    map: (inout SwiftCode) -> Void
) {
    swift.type("extension \(name)") { swift in
        swift.block(
            "\(access)func _$visitModels(_ visitor: inout some \(LibraryName.modelVisitor))",
            doc: "Calls `visitor` with every model in the value, in order.", visit)
        swift.blank()
        swift.block(
            "\(access)func _$mapModels(_ transform: some \(LibraryName.modelTransform)) -> Self",
            doc: "The value with every model replaced by `transform`'s result.", map)
    }
}

/// Whether a value of `type` can hold models: a model or container of the
/// set, a generic parameter constrained to `Model`, or an optional,
/// collection or identified array of those.
func holdsModels(_ type: TypeSyntax, in set: ResolvedSchemaSet, generics: Set<String>) -> Bool {
    switch type {
    case .optional(let wrapped), .array(let wrapped):
        return holdsModels(wrapped, in: set, generics: generics)
    case .dictionary(_, let value):
        return holdsModels(value, in: set, generics: generics)
    case .nominal(let components):
        guard components.count == 1, let component = components.first else { return false }
        if generics.contains(component.name) { return true }
        if TypeSyntax.identifiedArrayNames.contains(component.name) {
            return component.arguments.last.map { holdsModels($0, in: set, generics: generics) } ?? false
        }
        switch set.declaration(named: component.name) {
        case .model?, .container?: return true
        default: return false
        }
    case .tuple, .function, .existential:
        return false
    }
}
