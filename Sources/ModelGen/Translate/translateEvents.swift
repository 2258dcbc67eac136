import ModelSchema

/// An event enum: a model's own `Event`, or a shared one from the top-level `events:`.
func translateEventEnum(
    _ name: String, cases: [EnumCaseDecl], access: AccessLevel, doc: String?, into swift: inout SwiftCode
) {
    swift.type(
        "\(accessPrefix(access))enum \(name): \(LibraryName.sendable), \(LibraryName.equatable)", doc: doc
    ) { swift in
        for enumCase in cases { translateEnumCase(enumCase, into: &swift) }
    }
}

/// `case name(payload)`, mapped to its schema line.
func translateEnumCase(_ enumCase: EnumCaseDecl, into swift: inout SwiftCode) {
    swift.line(
        "case \(swiftName(enumCase.name.value))\(payloadSpelling(enumCase.payload))", origin: enumCase.name.location,
        doc: enumCase.doc)
}

/// `(Meeting, standup: Standup)`, or nothing for a case without payload.
func payloadSpelling(_ payload: [TypeSyntax.TupleElement]?) -> String {
    guard let payload else { return "" }
    return "(" + payload.map(\.swift).joined(separator: ", ") + ")"
}

/// A shared event enum from the top-level `events:`.
func translateSharedEvents(_ events: Resolved<SharedEventsDecl>, into swift: inout SwiftCode) {
    swift.declaring(events.decl.name.value) { swift in
        translateEventEnum(
            declaredName(events.decl.name.value), cases: events.decl.cases, access: events.access,
            doc: events.decl.doc ?? "Events models send with `node.send(\(events.decl.name.value).…)`.", into: &swift)
    }
}
