extension SchemaParser {
    /// A Swift type: a scalar in Swift syntax, or a one-element sequence for an
    /// array type, so `[CounterRowModel]` needs no quotes (and `[String: Int]`,
    /// which YAML reads as a sequence of one pair, is a dictionary type).
    mutating func type(_ node: YAMLNode) -> Located<TypeSyntax>? {
        typeSyntax(node).map { Located($0, at: node.location) }
    }

    /// A type and the default after its first top-level `=`: `Int = 0`.
    mutating func typeAndDefault(_ node: YAMLNode) -> (type: Located<TypeSyntax>, defaultValue: Located<String>?)? {
        guard let scalar = node.scalar, let split = splitDefault(scalar.text) else {
            return type(node).map { ($0, nil) }
        }
        let typeText = String(scalar.text.unicodeScalars.prefix(split.equalsOffset))
        guard
            let type = parse(
                typeText, kind: "type", in: node, { parser throws(TypeSyntaxError) in try parser.parseCompleteType() })
        else { return nil }
        let defaultText = String(String.UnicodeScalarView(scalar.text.unicodeScalars.dropFirst(split.valueOffset)))
        guard !defaultText.isEmpty else {
            error("expected a default value after '='", at: node)
            return nil
        }
        let defaultValue = swiftSource(
            Located(defaultText, at: node.location(atOffset: split.valueOffset)), for: "default")
        return defaultValue.map { (Located(type, at: node.location), $0) }
    }

    /// A default value or other Swift expression: a scalar's text, or `[]`.
    mutating func expression(_ pair: YAMLPair) -> Located<String>? {
        if case .sequence(let items, _) = pair.value.content, items.isEmpty {
            return Located("[]", at: pair.value.location)
        }
        guard let scalar = pair.value.scalar, !pair.value.isNull else {
            error(
                "expected Swift source for '\(pair.name)', found \(pair.value.kindDescription); quote it",
                at: pair.value)
            return nil
        }
        return swiftSource(Located(scalar.text, at: pair.value.location), for: pair.name)
    }

    /// A function type, or with `parameterShorthand` a bare parameter list
    /// `(Int, String)` meaning a function returning nothing; `@Sendable` added.
    mutating func functionType(
        _ node: YAMLNode, parameterShorthand: Bool, subject: String
    ) -> Located<TypeSyntax.FunctionType>? {
        guard let scalar = node.scalar else {
            error("expected a function type for \(subject), found \(node.kindDescription)", at: node)
            return nil
        }
        let parsed = parse(scalar.text, kind: "type", in: node) { parser throws(TypeSyntaxError) in
            try parser.parseTypeOrParameters()
        }
        var function: TypeSyntax.FunctionType
        switch parsed {
        case .parameters(let parameters)? where parameterShorthand:
            function = TypeSyntax.FunctionType(parameters: parameters)
        case .type(.function(let written))?:
            function = written
        case .parameters?, .type?:
            let expected =
                parameterShorthand
                ? "a parameter list such as '(Int, String)' or a function type"
                : "a function type such as '(Int) async throws -> String'"
            error("\(subject) needs \(expected), found '\(scalar.text)'", at: node)
            return nil
        case nil:
            return nil
        }
        function.isSendable = true
        return Located(function, at: node.location)
    }

    /// An enum case written `name` or `name(Type, label: Type)`.
    mutating func enumCase(_ node: YAMLNode) -> EnumCaseDecl? {
        guard let text = scalarText(node, expected: "an enum case") else { return nil }
        let parsed = parse(text.value, kind: "case", in: node) { parser throws(TypeSyntaxError) in
            let name = try parser.parseIdentifier("a case name")
            let payload = try parser.parsePayload()
            try parser.expectEnd()
            return (name, payload)
        }
        guard let ((name, offset), payload) = parsed else { return nil }
        let located = Located(name, at: node.location(atOffset: offset))
        guard checkIdentifier(located) else { return nil }
        return EnumCaseDecl(name: located, payload: payload)
    }

    /// A container case: its payload is one type, a parameter list, or nothing.
    mutating func containerCase(named name: Located<String>, _ node: YAMLNode) -> EnumCaseDecl? {
        if node.isNull { return EnumCaseDecl(name: name) }
        guard let scalar = node.scalar else {
            return type(node).map { EnumCaseDecl(name: name, payload: [TypeSyntax.TupleElement($0.value)]) }
        }
        let parsed = parse(scalar.text, kind: "type", in: node) { parser throws(TypeSyntaxError) in
            try parser.parseTypeOrParameters()
        }
        switch parsed {
        case .parameters(let elements)?: return EnumCaseDecl(name: name, payload: elements.isEmpty ? nil : elements)
        case .type(let type)?: return EnumCaseDecl(name: name, payload: [TypeSyntax.TupleElement(type)])
        case nil: return nil
        }
    }

    private mutating func typeSyntax(_ node: YAMLNode) -> TypeSyntax? {
        switch node.content {
        case .scalar(let scalar):
            return parse(scalar.text, kind: "type", in: node) { parser throws(TypeSyntaxError) in
                try parser.parseCompleteType()
            }
        case .sequence(let items, _):
            guard items.count == 1 else {
                error(
                    "expected one element type in '[...]', found \(items.count); quote a type that YAML misreads",
                    at: node)
                return nil
            }
            guard case .mapping(let pairs, _) = items[0].content else {
                return typeSyntax(items[0]).map(TypeSyntax.array)
            }
            guard pairs.count == 1, let key = typeSyntax(pairs[0].key), let value = typeSyntax(pairs[0].value) else {
                if pairs.count != 1 { error("expected one 'Key: Value' in '[...]', found \(pairs.count)", at: node) }
                return nil
            }
            return .dictionary(key: key, value: value)
        case .mapping:
            error("expected a type, found a mapping", at: node)
            return nil
        }
    }

    /// Runs the type parser over a scalar's text, reporting a syntax error at
    /// its column within the scalar.
    private mutating func parse<Result>(
        _ text: String, kind: String, in node: YAMLNode,
        _ body: (inout TypeParser) throws(TypeSyntaxError) -> Result
    ) -> Result? {
        var parser = TypeParser(text)
        do {
            return try body(&parser)
        } catch {
            let shown = text.isEmpty ? "" : " '\(text)'"
            diagnostics.append(
                .error("malformed \(kind)\(shown): \(error.message)", at: node.location(atOffset: error.offset)))
            return nil
        }
    }
}

/// Where the default starts in `Type = default`: the offsets (in Unicode
/// scalars) of the first `=` outside brackets, parentheses, angle brackets
/// and quotes, and of the value after it and its spaces; `nil` without one.
private func splitDefault(_ text: String) -> (equalsOffset: Int, valueOffset: Int)? {
    let scalars = Array(text.unicodeScalars)
    var depth = 0
    var quote: Unicode.Scalar?
    var index = 0
    while index < scalars.count {
        let scalar = scalars[index]
        switch scalar {
        case _ where quote != nil:
            if scalar == "\\" { index += 1 } else if scalar == quote { quote = nil }
        case "\"", "'": quote = scalar
        case "(", "[", "<": depth += 1
        case ")", "]": depth -= 1
        case ">" where index > 0 && scalars[index - 1] != "-": depth -= 1
        case "=" where depth == 0:
            var end = index
            while end > 0, scalars[end - 1] == " " { end -= 1 }
            var value = index + 1
            while value < scalars.count, scalars[value] == " " { value += 1 }
            return (end, value)
        default: break
        }
        index += 1
    }
    return nil
}
