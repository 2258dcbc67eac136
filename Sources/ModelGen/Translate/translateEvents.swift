import ModelSchema

/// An event enum: a model's own `Event`, or a shared one from the top-level `events:`.
func translateEventEnum(_ name: String, cases: [EnumCaseDecl], access: AccessLevel, doc: String?) -> SwiftNode {
    .type(
        code("\(accessPrefix(access))enum \(name): \(LibraryName.sendable), \(LibraryName.equatable)"), doc: doc,
        cases.map { translateEnumCase($0) })
}

/// `case name(payload)`, mapped to its schema line.
func translateEnumCase(_ enumCase: EnumCaseDecl) -> SwiftNode {
    .line(
        code("case \(swiftName(enumCase.name.value))\(payloadSpelling(enumCase.payload))"),
        origin: origin(enumCase.name.location),
        doc: enumCase.doc)
}

/// `(Meeting, standup: Standup)`, or nothing for a case without payload.
func payloadSpelling(_ payload: [TypeSyntax.TupleElement]?) -> String {
    guard let payload else { return "" }
    return "(" + payload.map(\.swift).joined(separator: ", ") + ")"
}

/// A shared event enum from the top-level `events:`.
func translateSharedEvents(_ events: Resolved<SharedEventsDecl>) -> [SwiftNode] {
    [
        translateEventEnum(
            swiftName(events.decl.name.value), cases: events.decl.cases, access: events.access,
            doc: events.decl.doc ?? "Events models send with `node.send(\(events.decl.name.value).…)`.")
    ]
}
