/// Reads schema nodes into the AST, collecting every problem it meets.
///
/// Each method reports what is wrong with its node and returns `nil`
/// (or drops the broken entry), so one bad property doesn't hide the next.
struct SchemaParser {
    /// The document the nodes are read from.
    let document: YAMLDocument
    /// The problems found so far.
    var diagnostics: [Diagnostic] = []

    /// A parser of `document`'s nodes.
    init(_ document: YAMLDocument) {
        self.document = document
    }

    /// Reads `node` as a mapping of `kind`; see ``MappingReader``.
    mutating func mapping(_ node: YAMLNode, _ kind: MappingKind, subject: @autoclosure () -> String?) -> MappingReader?
    {
        MappingReader(node, in: document, kind: kind, subject: subject(), diagnostics: &diagnostics)
    }

    /// The entries of a mapping from names to values (`models:`, `state:`),
    /// in file order. Null reads as empty. Names that aren't Swift identifiers
    /// are reported, and their entries still read so their problems show too.
    mutating func namedEntries(_ node: YAMLNode, of what: String) -> [(name: Located<String>, value: YAMLNode)] {
        if let pairs = document.pairs(of: node) {
            return pairs.map { pair in
                let name = Located(document.text(of: pair.key) ?? "", at: document.location(of: pair.key))
                checkIdentifier(name)
                return (name, pair.value)
            }
        }
        if !document.isNull(node) {
            error("expected a mapping of \(what), found \(document.kindDescription(of: node))", at: node)
        }
        return []
    }

    /// The items of a sequence. Null reads as empty.
    mutating func list(_ node: YAMLNode, of what: String) -> ArraySlice<YAMLNode> {
        if let items = document.items(of: node) { return items }
        if !document.isNull(node) {
            error("expected a list of \(what), found \(document.kindDescription(of: node))", at: node)
        }
        return []
    }

    /// A scalar's text.
    ///
    /// - Parameter expected: What belongs there, for the message: "text for 'doc'".
    mutating func scalarText(_ node: YAMLNode, expected: @autoclosure () -> String) -> Located<String>? {
        guard let text = document.text(of: node) else {
            error("expected \(expected()), found \(document.kindDescription(of: node))", at: node)
            return nil
        }
        return Located(text, at: document.location(of: node))
    }

    /// The text of an optional `doc:`-like key.
    mutating func text(_ pair: MappingReader.Field?) -> String? {
        pair.flatMap { pair in
            scalarText(pair.value, expected: "text for '\(pair.name)'").flatMap {
                swiftSource($0, for: pair.name)?.value
            }
        }
    }

    /// Text that goes into the generated Swift as written (a doc, a default),
    /// unless it holds a NUL, which no Swift source may.
    mutating func swiftSource(_ text: Located<String>, for key: String) -> Located<String>? {
        // A NUL scalar is a 0 byte, and UTF-8 has no other.
        let utf8 = text.value.utf8
        guard !(utf8.withContiguousStorageIfAvailable { $0.contains(0) } ?? utf8.contains(0)) else {
            error("'\(key)' holds a NUL character (U+0000), which Swift source can't", at: text.location)
            return nil
        }
        return text
    }

    /// A scalar that must be a Swift identifier (a type or member name).
    ///
    /// - Parameter key: The key it is the value of, for messages; `nil` for a list item.
    mutating func identifier(_ node: YAMLNode, for key: String? = nil) -> Located<String>? {
        guard let name = scalarText(node, expected: "a name" + (key.map { " for '\($0)'" } ?? "")),
            checkIdentifier(name)
        else { return nil }
        return name
    }

    /// Reports a name that isn't a Swift identifier, or is a module that
    /// generated code qualifies names with.
    @discardableResult
    mutating func checkIdentifier(_ name: Located<String>) -> Bool {
        if let problem = identifierProblem(name.value) {
            error("'\(name.value)' is not a valid Swift identifier: \(problem)", at: name.location)
            return false
        }
        if let reason = reservedNames[name.value] {
            error("'\(name.value)' can't be a name in a schema: \(reason)", at: name.location)
            return false
        }
        return true
    }

    /// `true` or `false`.
    mutating func boolean(_ pair: MappingReader.Field) -> Bool? {
        switch pair.value {
        case let value where document.text(of: value, is: "true"): return true
        case let value where document.text(of: value, is: "false"): return false
        default:
            error("expected 'true' or 'false' for '\(pair.name)'", at: pair.value)
            return nil
        }
    }

    /// One of a fixed set of words (access levels, `propagation`, `reduce`).
    mutating func choice<Choice: RawRepresentable<String> & CaseIterable>(
        _ pair: MappingReader.Field, as _: Choice.Type
    ) -> Located<Choice>? {
        guard let word = scalarText(pair.value, expected: "one word for '\(pair.name)'") else { return nil }
        if let choice = Choice(rawValue: word.value) { return Located(choice, at: word.location) }
        let words = Choice.allCases.map(\.rawValue)
        error(
            "'\(word.value)' is not one of \(words.map { "'\($0)'" }.joined(separator: ", ")) for '\(pair.name)'\(didYouMean(word.value, among: words))",
            at: pair.value)
        return nil
    }

    /// An access level, with the reason `private` and `fileprivate` are refused.
    mutating func accessLevel(_ pair: MappingReader.Field, isSetter: Bool = false) -> Located<AccessLevel>? {
        if let word = document.text(of: pair.value), word == "private" || word == "fileprivate" {
            let subject = isSetter ? "setters" : "generated declarations"
            error(
                "\(subject) can't be '\(word)': behaviour lives in other files of the module, and Swift's '\(word)' ends at the file; use 'internal', 'package' or 'public'",
                at: pair.value)
            return nil
        }
        return choice(pair, as: AccessLevel.self)
    }

    /// Records an error at a node.
    mutating func error(_ message: String, at node: YAMLNode) {
        error(message, at: document.location(of: node))
    }

    /// Records an error at a location.
    mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, at: location))
    }
}
