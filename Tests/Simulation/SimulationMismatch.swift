/// What a step found different from the reference.
struct SimulationMismatch: Error, CustomStringConvertible {
    let description: String
}

/// Throws a ``SimulationMismatch`` unless `actual` is `expected`.
func expect<Value: Equatable>(_ actual: Value, _ expected: Value, _ what: @autoclosure () -> String) throws {
    guard actual != expected else { return }
    throw SimulationMismatch(description: "\(what()): \(actual), expected \(expected)")
}
