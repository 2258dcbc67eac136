/// A malformed type: what is wrong, and where, in Unicode scalars from the
/// start of the text.
struct TypeSyntaxError: Error, Equatable {
    /// What is wrong, starting lower-case.
    var message: String
    /// Where, counted from 0.
    var offset: Int
}

/// A recursive descent parser for the Swift type syntax schemas use; see
/// ``TypeSyntax`` for what it covers.
struct TypeParser {
    /// How deep brackets may nest, so a hostile schema can't exhaust the stack.
    static let depthLimit = 64

    /// What ``parseTypeOrParameters()`` found.
    enum TypeOrParameters: Equatable {
        /// A type.
        case type(TypeSyntax)
        /// A bare parenthesized list `(Int, label: String)`, the shorthand of
        /// callbacks and enum case payloads.
        case parameters([TypeSyntax.TupleElement])
    }

    /// An element of a parenthesized list before it is known to be a tuple
    /// element or a function parameter.
    private struct Element {
        var firstName: String?
        var secondName: String?
        var labelOffset: Int
        var type: TypeSyntax
    }

    private let tokens: [TypeToken]
    private var index = 0
    private var depth = 0

    /// Creates a parser for `text`.
    init(_ text: String) {
        tokens = tokenizeType(text)
    }

    /// Creates a parser for text already tokenized, ending with ``TypeToken/Kind/end``.
    init(tokens: [TypeToken]) {
        self.tokens = tokens
    }

    /// The next token.
    var current: TypeToken { tokens[index] }

    /// Parses the whole text as one type.
    mutating func parseCompleteType() throws(TypeSyntaxError) -> TypeSyntax {
        let type = try parseType()
        try expectEnd()
        return type
    }

    /// Parses the whole text as a type or as a bare parameter list.
    mutating func parseTypeOrParameters() throws(TypeSyntaxError) -> TypeOrParameters {
        if current.kind == .symbol("(") {
            let start = index
            let elements = try parseElements()
            if current.kind == .end {
                return .parameters(
                    try elements.map { element throws(TypeSyntaxError) in
                        // A bare list is read like a function's parameters, where a
                        // plain label reads as naturally as `_ label:`.
                        if element.secondName != nil && element.firstName != "_" { try rejectTwoNames(element) }
                        let label = element.secondName ?? element.firstName
                        return TypeSyntax.TupleElement(label: label == "_" ? nil : label, element.type)
                    })
            }
            index = start
        }
        return .type(try parseCompleteType())
    }

    /// Fails unless every token has been read.
    mutating func expectEnd() throws(TypeSyntaxError) {
        guard current.kind == .end else { throw unexpected() }
    }

    /// Reads an identifier, or fails saying what was expected instead.
    mutating func parseIdentifier(_ expected: String) throws(TypeSyntaxError) -> (name: String, offset: Int) {
        guard case .identifier(let name) = current.kind else {
            throw TypeSyntaxError(message: "expected \(expected), found \(current.found)", offset: current.offset)
        }
        index += 1
        return (name, tokens[index - 1].offset)
    }

    /// Reads an optional parenthesized list as enum case associated values.
    mutating func parsePayload() throws(TypeSyntaxError) -> [TypeSyntax.TupleElement]? {
        guard current.kind == .symbol("(") else { return nil }
        let elements = try parseElements().map { element throws(TypeSyntaxError) in
            try tupleElement(element)
        }
        return elements.isEmpty ? nil : elements
    }

    private mutating func parseType() throws(TypeSyntaxError) -> TypeSyntax {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.depthLimit else {
            throw TypeSyntaxError(
                message: "type nested more than \(Self.depthLimit) levels deep", offset: current.offset)
        }
        var sendableOffset: Int?
        while current.kind == .symbol("@") {
            let at = current.offset
            index += 1
            guard current.kind == .identifier("Sendable") else {
                throw TypeSyntaxError(message: "only the '@Sendable' attribute is supported here", offset: at)
            }
            index += 1
            sendableOffset = at
        }
        if current.kind == .symbol("(") {
            let elements = try parseElements()
            if isFunctionContinuation {
                return .function(try parseFunction(parameters: elements, isSendable: sendableOffset != nil))
            }
            if let sendableOffset {
                throw TypeSyntaxError(message: "'@Sendable' applies only to function types", offset: sendableOffset)
            }
            if elements.count == 1, elements[0].firstName == nil {
                return try parsePostfix(elements[0].type)
            }
            return try parsePostfix(
                .tuple(elements.map { element throws(TypeSyntaxError) in try tupleElement(element) }))
        }
        if sendableOffset != nil {
            throw TypeSyntaxError(
                message: "expected a function type after '@Sendable', found \(current.found)", offset: current.offset)
        }
        return try parsePostfix(try parsePrimary())
    }

    private var isFunctionContinuation: Bool {
        switch current.kind {
        case .identifier("async"), .identifier("throws"), .arrow: true
        default: false
        }
    }

    private mutating func parsePrimary() throws(TypeSyntaxError) -> TypeSyntax {
        switch current.kind {
        case .symbol("["):
            index += 1
            let element = try parseType()
            var result = TypeSyntax.array(element)
            if current.kind == .symbol(":") {
                index += 1
                result = .dictionary(key: element, value: try parseType())
            }
            try expect("]", closing: "[")
            return result
        case .identifier(let keyword) where keyword == "any" || keyword == "some":
            if case .identifier = tokens[index + 1].kind {
                index += 1
                return .existential(keyword == "any" ? .any : .some, try parseNominal())
            }
            return try parseNominal()
        case .identifier:
            return try parseNominal()
        default:
            throw TypeSyntaxError(message: "expected a type, found \(current.found)", offset: current.offset)
        }
    }

    private mutating func parseNominal() throws(TypeSyntaxError) -> TypeSyntax {
        var components: [TypeSyntax.Component] = []
        repeat {
            if !components.isEmpty { index += 1 }
            let (name, _) = try parseIdentifier("a type name")
            var arguments: [TypeSyntax] = []
            if current.kind == .symbol("<") {
                index += 1
                arguments.append(try parseType())
                while current.kind == .symbol(",") {
                    index += 1
                    arguments.append(try parseType())
                }
                try expect(">", closing: "<")
            }
            components.append(TypeSyntax.Component(name, arguments: arguments))
        } while current.kind == .symbol(".")
        return .nominal(components)
    }

    private mutating func parsePostfix(_ base: TypeSyntax) throws(TypeSyntaxError) -> TypeSyntax {
        var type = base
        while true {
            switch current.kind {
            case .symbol("?"):
                index += 1
                type = .optional(type)
            case .symbol("!"):
                throw TypeSyntaxError(
                    message: "implicitly unwrapped optionals aren't supported; write '?'", offset: current.offset)
            default:
                return type
            }
        }
    }

    private mutating func parseElements() throws(TypeSyntaxError) -> [Element] {
        index += 1
        var elements: [Element] = []
        while current.kind != .symbol(")") {
            if current.kind == .end { try expect(")", closing: "(") }
            if !elements.isEmpty {
                guard current.kind == .symbol(",") else {
                    throw TypeSyntaxError(
                        message: "expected ',' or ')', found \(current.found)", offset: current.offset)
                }
                index += 1
            }
            elements.append(try parseElement())
        }
        index += 1
        return elements
    }

    private mutating func parseElement() throws(TypeSyntaxError) -> Element {
        let offset = current.offset
        if case .identifier(let first) = current.kind {
            if tokens[index + 1].kind == .symbol(":") {
                index += 2
                return Element(firstName: first, labelOffset: offset, type: try parseType())
            }
            if case .identifier(let second) = tokens[index + 1].kind, tokens[index + 2].kind == .symbol(":") {
                index += 3
                return Element(firstName: first, secondName: second, labelOffset: offset, type: try parseType())
            }
        }
        return Element(labelOffset: offset, type: try parseType())
    }

    private mutating func parseFunction(parameters: [Element], isSendable: Bool) throws(TypeSyntaxError)
        -> TypeSyntax.FunctionType
    {
        var function = TypeSyntax.FunctionType(isSendable: isSendable, parameters: [])
        function.parameters = try parameters.map { element throws(TypeSyntaxError) in
            if element.firstName != nil && element.firstName != "_" {
                throw TypeSyntaxError(
                    message:
                        "function types can't have argument labels; write '_ \(element.secondName ?? element.firstName!): \(element.type)'",
                    offset: element.labelOffset)
            }
            return TypeSyntax.TupleElement(label: element.secondName, element.type)
        }
        if current.kind == .identifier("async") {
            index += 1
            function.isAsync = true
        }
        if current.kind == .identifier("throws") {
            index += 1
            function.isThrowing = true
            if current.kind == .symbol("(") {
                index += 1
                function.thrownType = try parseType()
                try expect(")", closing: "(")
            }
        }
        guard current.kind == .arrow else {
            throw TypeSyntaxError(
                message: "expected '->' and a result type, found \(current.found)", offset: current.offset)
        }
        index += 1
        function.result = try parseType()
        return function
    }

    private func tupleElement(_ element: Element) throws(TypeSyntaxError) -> TypeSyntax.TupleElement {
        if element.secondName != nil { try rejectTwoNames(element) }
        return TypeSyntax.TupleElement(label: element.firstName, element.type)
    }

    private func rejectTwoNames(_ element: Element) throws(TypeSyntaxError) {
        throw TypeSyntaxError(
            message: "an element takes one label; write '\(element.secondName!): \(element.type)'",
            offset: element.labelOffset)
    }

    private mutating func expect(_ close: Unicode.Scalar, closing open: Unicode.Scalar) throws(TypeSyntaxError) {
        guard current.kind == .symbol(close) else {
            let found = current.kind == .end ? "" : ", found \(current.found)"
            throw TypeSyntaxError(message: "expected '\(close)' to close '\(open)'\(found)", offset: current.offset)
        }
        index += 1
    }

    private func unexpected() -> TypeSyntaxError {
        TypeSyntaxError(message: "unexpected \(current.found)", offset: current.offset)
    }
}
