import ModelSchema

/// The case accessors of an enum the schema declares (a container or a
/// value): for each case a property named like it, whose value is the
/// case's payload while it is the current case and `nil` otherwise; and
/// `is(_:)`, which asks whether a case is current without its payload.
///
/// ```swift
/// destination?.edit                 // the payload of `.edit`, or nil
/// destination.edit = form           // now `.edit(form)`
/// destination.edit = nil            // now nil, if it was `.edit`
/// path.last?.is(\.detail) == true   // whether `.detail` is current
/// ```
///
/// The same properties on an optional of the enum make `nil` mean "no
/// case": setting one to `nil` while its case is current sets the optional
/// to `nil`, so a binding to `destination.edit` dismisses what it presents.
///
/// The accessors aren't mapped to the schema: their types are the cases'
/// payloads, which the enum's declaration maps, so a mistake in one is
/// reported at its case's YAML line.
func translateCaseAccessors(
    of name: String, cases: [EnumCaseDecl], access: AccessLevel, into swift: inout SwiftCode
) {
    guard !cases.isEmpty else { return }
    let access = accessPrefix(access)
    swift.blank()
    swift.type("extension \(name)") { swift in
        for enumCase in cases {
            let accessor = CaseAccessor(enumCase)
            swift.block(
                "\(access)var \(accessor.name): \(accessor.type)",
                doc: code(
                    "`\(enumCase.name.value)`'s payload while it is the case, else `nil`; setting one makes it the case."
                )
            ) { swift in
                swift.block("get") { swift in
                    swift.line("guard case \(accessor.pattern) = self else { return nil }")
                    swift.line("return \(accessor.payload)")
                }
                swift.block("set") { swift in
                    swift.line("if \(accessor.unwrap) { self = \(accessor.construction) }")
                }
            }
            swift.blank()
        }
        swift.block(
            "\(access)func `is`<Payload>(_ casePayload: Swift.KeyPath<Self, Payload?>) -> Swift.Bool",
            doc: "Whether the case whose accessor `casePayload` names is the current one: `value.is(\\.name)`."
        ) { swift in
            swift.line("self[keyPath: casePayload] != nil")
        }
    }
    swift.blank()
    swift.type("extension Swift.Optional where Wrapped == \(name)") { swift in
        for (index, enumCase) in cases.enumerated() {
            let accessor = CaseAccessor(enumCase)
            if index > 0 { swift.blank() }
            swift.block(
                "\(access)var \(accessor.name): \(accessor.type)",
                doc: code(
                    "`\(enumCase.name.value)`'s payload while it is the case, else `nil`; setting one makes it the case,\nand setting `nil` while it is the case makes this `nil`."
                )
            ) { swift in
                swift.line("get { self?.\(accessor.name) }")
                swift.block("set") { swift in
                    swift.block("guard \(accessor.unwrap) else") { swift in
                        swift.line("if self?.\(accessor.name) != nil { self = nil }")
                        swift.line("return")
                    }
                    swift.line("self = .some(\(accessor.construction))")
                }
            }
        }
    }
}

/// The pieces of one case's accessor.
private struct CaseAccessor {
    /// The property's name, the case's.
    var name: String
    /// The property's type: the payload, a tuple of several, or `Void`, optional.
    var type: String
    /// `.pair(let value0, let value1)`: the case, binding its payload.
    var pattern: String
    /// `(value0, value1)`: the payload from the bindings.
    var payload: String
    /// `.pair(newValue.0, second: newValue.1)`: the case made of `newValue`.
    var construction: String
    /// `let newValue`, or `newValue != nil` for a case without payload, which doesn't use it.
    var unwrap = "let newValue"

    init(_ enumCase: EnumCaseDecl) {
        name = swiftName(enumCase.name.value)
        let payload = enumCase.payload ?? []
        switch payload.count {
        case 0:
            type = "Swift.Void?"
            pattern = ".\(name)"
            self.payload = "()"
            construction = ".\(name)"
            unwrap = "newValue != nil"
            return
        case 1:
            // A one-element tuple is its element: Swift drops the label.
            type = TypeSyntax.optional(payload[0].type).swift
        default:
            type = TypeSyntax.optional(.tuple(payload)).swift
        }
        let bindings = payload.indices.map { "let value\($0)" }
        pattern = ".\(name)(\(bindings.joined(separator: ", ")))"
        self.payload =
            payload.count == 1 ? "value0" : "(\(payload.indices.map { "value\($0)" }.joined(separator: ", ")))"
        let arguments = payload.enumerated().map { offset, element in
            let value = payload.count == 1 ? "newValue" : "newValue.\(offset)"
            return element.label.map { "\(argumentLabel($0)): \(value)" } ?? value
        }
        construction = ".\(name)(\(arguments.joined(separator: ", ")))"
    }
}
