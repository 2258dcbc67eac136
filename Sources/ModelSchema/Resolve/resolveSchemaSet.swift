/// Resolves names across a schema set and checks the rules that need the
/// whole set: duplicate declarations, output paths, children, dependencies,
/// identities, member names, models that hold themselves inline, and values
/// that do (enums get `indirect`; structs can't).
///
/// - Parameters:
///   - set: The parsed files and configuration.
///   - access: The access level from the command line, which overrides `modelgen.yaml`'s.
/// - Returns: The resolved set, or `nil` when there are errors.
public func resolveSchemaSet(_ set: SchemaSet, access: AccessLevel? = nil) -> Diagnosed<ResolvedSchemaSet?> {
    let setAccess = access ?? set.config?.access?.value ?? .internal
    let set = qualifyingNestedTypes(in: set)
    var resolver = SchemaResolver(set: set, access: setAccess)
    let files = set.files.map { resolver.resolve($0) }
    resolver.rejectSharedOutputPaths(files)
    resolver.rejectInlineCycles()
    let recursiveEnums = resolver.findRecursiveEnums()
    guard !resolver.diagnostics.containsErrors else { return Diagnosed(nil, diagnostics: resolver.diagnostics) }
    return Diagnosed(
        ResolvedSchemaSet(
            root: set.root, access: setAccess, config: set.config, files: files, recursiveEnums: recursiveEnums),
        diagnostics: resolver.diagnostics)
}

/// `FactClient` as `factClient`, `URLSessionClient` as `urlSessionClient`:
/// the leading capitals lowered, except the one that starts the next word.
func lowerCamelCase(_ name: String) -> String {
    let characters = Array(name)
    let capitals = characters.prefix { $0.isUppercase }.count
    let lowered = capitals > 1 && capitals < characters.count ? capitals - 1 : capitals
    return characters.prefix(lowered).map { $0.lowercased() }.joined() + String(characters.dropFirst(lowered))
}

/// The set with every `Model.Name` written in two components, in a file
/// other than the one nesting `Name` in `Model`, written as the one name
/// the declaration has (the parser did this within each file:
/// ``SchemaParser/flattenNestedTypes(of:)``). A set without nested types
/// is returned as it is.
private func qualifyingNestedTypes(in set: SchemaSet) -> SchemaSet {
    let nested = Set(set.files.lazy.flatMap(\.declarations).map(\.name.value).filter { $0.contains(".") })
    guard !nested.isEmpty else { return set }
    var set = set
    for index in set.files.indices {
        set.files[index].declarations = set.files[index].declarations.map { declaration in
            declaration.mappingTypes { $0.qualifyingNested(scope: [:], qualified: nested) }
        }
    }
    return set
}
