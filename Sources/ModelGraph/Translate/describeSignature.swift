import ModelSchema

/// A callback or endpoint as a call: `onFact(Int, String)`,
/// `format(Int) -> String`, `fetch(Int) async throws -> String`.
///
/// `@Sendable` is left out (every callback and endpoint is), and so is a
/// `Void` result; parameter labels read as written (`count: Int`).
func signature(_ name: String, _ function: TypeSyntax.FunctionType) -> String {
    var text = name + "(" + function.parameters.map(\.description).joined(separator: ", ") + ")"
    if function.isAsync { text += " async" }
    if function.isThrowing { text += function.thrownType.map { " throws(\($0))" } ?? " throws" }
    if !function.result.isVoid { text += " -> \(function.result)" }
    return text
}

/// An event case as it is sent: `reachedTen`, `reset(to: Int)`.
func signature(_ enumCase: EnumCaseDecl) -> String {
    guard let payload = enumCase.payload else { return enumCase.name.value }
    return enumCase.name.value + "(" + payload.map(\.description).joined(separator: ", ") + ")"
}
