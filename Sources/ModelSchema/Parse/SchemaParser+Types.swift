extension SchemaParser {
    /// A Swift type: a scalar in Swift syntax, or a one-element sequence for an
    /// array type, so `[CounterRowModel]` needs no quotes (and `[String: Int]`,
    /// which YAML reads as a sequence of one pair, is a dictionary type).
    mutating func type(_ node: YAMLNode) -> Located<TypeSyntax>? {
        typeSyntax(node).map { Located($0, at: document.location(of: node)) }
    }

    /// A type and the default after its first top-level `=`: `Int = 0`.
    mutating func typeAndDefault(_ node: YAMLNode) -> (type: Located<TypeSyntax>, defaultValue: Located<String>?)? {
        guard let bytes = document.utf8(of: node) else { return type(node).map { ($0, nil) } }
        // Nearly every type is ASCII: a byte is a scalar, and the text is read where it lies.
        let isASCII = document.isASCII(node)
        let split =
            isASCII
            ? splitDefault(bytes.lazy.map { Unicode.Scalar($0) })
            : splitDefault(Array(String(decoding: bytes, as: UTF8.self).unicodeScalars))
        guard let type = completeType(node, scalars: split?.equalsOffset) else { return nil }
        guard let split else { return (Located(type, at: document.location(of: node)), nil) }
        let defaultText =
            isASCII
            ? String(decoding: bytes[(bytes.startIndex + split.valueOffset)...], as: UTF8.self)
            : String(
                String.UnicodeScalarView(
                    String(decoding: bytes, as: UTF8.self).unicodeScalars.dropFirst(split.valueOffset)))
        guard !defaultText.isEmpty else {
            error("expected a default value after '='", at: node)
            return nil
        }
        let defaultValue = swiftSource(
            Located(defaultText, at: document.location(of: node, atOffset: split.valueOffset)), for: "default")
        return defaultValue.map { (Located(type, at: document.location(of: node)), $0) }
    }

    /// A default value or other Swift expression: a scalar's text, or `[]`.
    mutating func expression(_ pair: MappingReader.Field) -> Located<String>? {
        if let items = document.items(of: pair.value), items.isEmpty {
            return Located("[]", at: document.location(of: pair.value))
        }
        guard let text = document.text(of: pair.value), !document.isNull(pair.value) else {
            error(
                "expected Swift source for '\(pair.name)', found \(document.kindDescription(of: pair.value)); quote it",
                at: pair.value)
            return nil
        }
        return swiftSource(Located(text, at: document.location(of: pair.value)), for: pair.name)
    }

    /// A function type, or with `parameterShorthand` a bare parameter list
    /// `(Int, String)` meaning a function returning nothing; `@Sendable` added.
    mutating func functionType(
        _ node: YAMLNode, parameterShorthand: Bool, subject: @autoclosure () -> String
    ) -> Located<TypeSyntax.FunctionType>? {
        guard document.kind(of: node) == .scalar else {
            error("expected a function type for \(subject()), found \(document.kindDescription(of: node))", at: node)
            return nil
        }
        let parsed = parse(node, kind: "type") { parser throws(TypeSyntaxError) in
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
            error("\(subject()) needs \(expected), found '\(document.text(of: node) ?? "")'", at: node)
            return nil
        case nil:
            return nil
        }
        function.isSendable = true
        return Located(function, at: document.location(of: node))
    }

    /// An enum case written `name` or `name(Type, label: Type)`.
    mutating func enumCase(_ node: YAMLNode) -> EnumCaseDecl? {
        guard document.kind(of: node) == .scalar else {
            error("expected an enum case, found \(document.kindDescription(of: node))", at: node)
            return nil
        }
        let parsed = parse(node, kind: "case") { parser throws(TypeSyntaxError) in
            let name = try parser.parseIdentifier("a case name")
            let payload = try parser.parsePayload()
            try parser.expectEnd()
            return (name, payload)
        }
        guard let ((name, offset), payload) = parsed else { return nil }
        let located = Located(name, at: document.location(of: node, atOffset: offset))
        guard checkIdentifier(located) else { return nil }
        return EnumCaseDecl(name: located, payload: payload)
    }

    /// A container case: its payload is one type, a parameter list, or nothing.
    mutating func containerCase(named name: Located<String>, _ node: YAMLNode) -> EnumCaseDecl? {
        if document.isNull(node) { return EnumCaseDecl(name: name) }
        guard document.kind(of: node) == .scalar else {
            return type(node).map { EnumCaseDecl(name: name, payload: [TypeSyntax.TupleElement($0.value)]) }
        }
        let parsed = parse(node, kind: "type") { parser throws(TypeSyntaxError) in
            try parser.parseTypeOrParameters()
        }
        switch parsed {
        case .parameters(let elements)?: return EnumCaseDecl(name: name, payload: elements.isEmpty ? nil : elements)
        case .type(let type)?: return EnumCaseDecl(name: name, payload: [TypeSyntax.TupleElement(type)])
        case nil: return nil
        }
    }

    private mutating func typeSyntax(_ node: YAMLNode) -> TypeSyntax? {
        if document.kind(of: node) == .scalar { return completeType(node) }
        if let items = document.items(of: node) {
            guard items.count == 1 else {
                error(
                    "expected one element type in '[...]', found \(items.count); quote a type that YAML misreads",
                    at: node)
                return nil
            }
            let item = items[items.startIndex]
            guard let pairs = document.pairs(of: item) else {
                return typeSyntax(item).map(TypeSyntax.array)
            }
            let pair = pairs.first
            guard pairs.count == 1, let pair, let key = typeSyntax(pair.key), let value = typeSyntax(pair.value) else {
                if pairs.count != 1 { error("expected one 'Key: Value' in '[...]', found \(pairs.count)", at: node) }
                return nil
            }
            return .dictionary(key: key, value: value)
        }
        error("expected a type, found a mapping", at: node)
        return nil
    }

    /// A scalar's text, or its first `scalars` Unicode scalars, as one type.
    private mutating func completeType(_ node: YAMLNode, scalars: Int? = nil) -> TypeSyntax? {
        parse(node, kind: "type", scalars: scalars) { parser throws(TypeSyntaxError) in
            try parser.parseCompleteType()
        }
    }

    /// Runs the type parser over a scalar's text, or its first `scalars`
    /// Unicode scalars, reporting a syntax error at its column within the
    /// scalar. ASCII text (nearly all) is tokenized from the document's
    /// bytes; a string of it is made only for a message.
    ///
    /// - Precondition: `node` is a scalar. Callers say what they expected
    ///   of any other node, so that `nil` here always means a diagnostic was
    ///   added.
    private mutating func parse<Result>(
        _ node: YAMLNode, kind: String, scalars: Int? = nil,
        _ body: (inout TypeParser) throws(TypeSyntaxError) -> Result
    ) -> Result? {
        guard let bytes = document.utf8(of: node) else {
            preconditionFailure("parse(_:kind:) reads a scalar; its caller reports a \(document.kind(of: node)) itself")
        }
        let ascii = document.isASCII(node)
        let text: String?
        var parser: TypeParser
        if ascii {
            let end = bytes.startIndex + (scalars ?? bytes.count)
            text = nil
            parser = TypeParser(tokens: tokenizeASCIIType(bytes[..<end]))
        } else {
            let whole = String(decoding: bytes, as: UTF8.self)
            text = scalars.map { String(whole.unicodeScalars.prefix($0)) } ?? whole
            parser = TypeParser(text!)
        }
        do {
            return try body(&parser)
        } catch {
            let source =
                text ?? String(decoding: bytes[..<(bytes.startIndex + (scalars ?? bytes.count))], as: UTF8.self)
            let shown = source.isEmpty ? "" : " '\(source)'"
            diagnostics.append(
                .error(
                    "malformed \(kind)\(shown): \(error.message)",
                    at: document.location(of: node, atOffset: error.offset)))
            return nil
        }
    }
}

/// Where the default starts in `Type = default`: the offsets (in Unicode
/// scalars) of the first `=` outside brackets, parentheses, angle brackets
/// and quotes, and of the value after it and its spaces; `nil` without one.
///
/// - Parameter text: The text's scalars; for ASCII text, its bytes read as
///   scalars, which needs no array of its own.
private func splitDefault<Scalars: RandomAccessCollection<Unicode.Scalar>>(
    _ text: Scalars
) -> (equalsOffset: Int, valueOffset: Int)? where Scalars.Index == Int {
    let count = text.count
    func scalarAt(_ offset: Int) -> Unicode.Scalar { text[text.startIndex + offset] }
    var depth = 0
    var quote: Unicode.Scalar?
    var index = 0
    while index < count {
        let scalar = scalarAt(index)
        switch scalar {
        case _ where quote != nil:
            if scalar == "\\" { index += 1 } else if scalar == quote { quote = nil }
        case "\"", "'": quote = scalar
        case "(", "[", "<": depth += 1
        case ")", "]": depth -= 1
        case ">" where index > 0 && scalarAt(index - 1) != "-": depth -= 1
        case "=" where depth == 0:
            var end = index
            while end > 0, scalarAt(end - 1) == " " { end -= 1 }
            var value = index + 1
            while value < count, scalarAt(value) == " " { value += 1 }
            return (end, value)
        default: break
        }
        index += 1
    }
    return nil
}
