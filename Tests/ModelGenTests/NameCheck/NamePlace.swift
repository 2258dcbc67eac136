/// A place where a schema names something, and how to write a schema file
/// that puts many names there at once.
struct NamePlace: Sendable, CustomStringConvertible {
    /// What the place is: "model state property".
    let description: String
    /// Whether the name is a type's: one type per name, so each compile can
    /// hold the place's names only once.
    let isTypeName: Bool
    /// Whether each name needs a declaration of its own (an identity, a
    /// generic parameter, a client key): a heavier place to compile.
    var declaresPerName = false
    /// Writes the names into a schema, in declarations whose names start with `prefix`.
    let write: @Sendable (_ names: [String], _ prefix: String, _ yaml: inout SchemaWriter) -> Void

    /// A file name for the place: `model-state-property.yaml`.
    var fileName: String {
        description.replacing(" ", with: "-") + ".yaml"
    }

    /// What the declarations of the place are called: `NameCheckModelStateProperty`,
    /// which no name tried is.
    var prefix: String {
        "NameCheck" + description.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

/// Writes a schema file line by line, remembering the lines each name is on.
struct SchemaWriter {
    private(set) var lines: [String] = []
    /// For each name, by its index among the names written, the lines that write it.
    private(set) var linesOfName: [Int: Set<Int>] = [:]

    /// Adds lines; with `name`, lines that write the name at that index.
    mutating func add(_ text: String, name: Int? = nil) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(String(line))
            if let name { linesOfName[name, default: []].insert(lines.count) }
        }
    }

    /// The file's text.
    var text: String { lines.joined(separator: "\n") + "\n" }

    /// The index of the name a line writes.
    func name(onLine line: Int) -> Int? {
        linesOfName.first { $0.value.contains(line) }?.key
    }
}

/// `name` as a YAML double-quoted scalar, so any scalar can be written:
/// those YAML doesn't allow in a file (and line breaks) as escapes.
func quoted(_ name: String) -> String {
    var result = "\""
    for scalar in name.unicodeScalars {
        switch scalar.value {
        case 0x22, 0x5C:
            result += "\\\(scalar)"
        case 0x20...0x7E, 0xA0...0x2027, 0x202A...0xD7FF, 0xE000...0xFFFD, 0x10000...:
            result.unicodeScalars.append(scalar)
        default:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            result += "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
        }
    }
    return result + "\""
}

extension NamePlace {
    /// The models, client and key path the places use besides the names.
    static let support = """
        models:
          NameCheckLeaf: {}
        clients:
          NameCheckClient:
            key: nameCheckClient
            endpoints:
              run: () -> Swift.Void

        """

    /// Every place a schema names something.
    static let all: [NamePlace] = memberPlaces + typePlaces

    /// A place whose names are the entries of one declaration: `header` (its
    /// `{}` replaced by the place's prefix), then one line per name.
    static func entries(
        _ description: String, _ header: String, line: @escaping @Sendable (_ name: String, _ index: Int) -> String
    ) -> NamePlace {
        NamePlace(description: description, isTypeName: false) { names, prefix, yaml in
            yaml.add(header.replacing("{}", with: prefix))
            for (index, name) in names.enumerated() { yaml.add(line(name, index), name: index) }
        }
    }

    /// Places whose names are members or cases: all of a place's names go in one declaration.
    static let memberPlaces: [NamePlace] = [
        .entries("model state property", "models:\n  {}:\n    state:") { name, _ in
            "      \(quoted(name)): Swift.Int = 0"
        },
        .entries("model child", "models:\n  {}:\n    children:") { name, _ in "      \(quoted(name)): NameCheckLeaf?" },
        .entries("model constant", "models:\n  {}:\n    constants:") { name, _ in
            "      \(quoted(name)): Swift.Int = 0"
        },
        .entries("model callback", "models:\n  {}:\n    callbacks:") { name, _ in
            "      \(quoted(name)): (Swift.Int)"
        },
        .entries("model dependency", "models:\n  {}:\n    dependencies:") { name, _ in
            "      \(quoted(name)): NameCheckClient"
        },
        .entries("model event", "models:\n  {}:\n    events:") { name, _ in "      - \(quoted(name))" },
        .entries("model event label", "models:\n  {}:\n    events:") { name, index in
            "      - \(quoted("e\(index)(\(name): Swift.Int)"))"
        },
        NamePlace(description: "model identity", isTypeName: false, declaresPerName: true) { names, prefix, yaml in
            yaml.add("models:")
            for (index, name) in names.enumerated() {
                yaml.add("  \(prefix)\(index):\n    id: \(quoted(name))", name: index)
                yaml.add("    constants:\n      \(quoted(name)): Swift.String", name: index)
            }
        },
        .entries("callback parameter label", "models:\n  {}:\n    callbacks:") { name, index in
            "      c\(index): \(quoted("(\(name): Swift.Int)"))"
        },
        .entries("container case", "containers:\n  {}:\n    cases:") { name, _ in
            "      \(quoted(name)): NameCheckLeaf"
        },
        NamePlace(description: "container case label", isTypeName: false) { names, prefix, yaml in
            yaml.add("containers:\n  \(prefix):\n    cases:")
            for (index, name) in names.enumerated() {
                yaml.add("      c\(index): \(quoted("(NameCheckLeaf, \(name): NameCheckLeaf)"))", name: index)
            }
        },
        .entries("container field", "containers:\n  {}:\n    fields:") { name, _ in
            "      \(quoted(name)): NameCheckLeaf?"
        },
        NamePlace(description: "container generic parameter", isTypeName: false, declaresPerName: true) {
            names, prefix, yaml in
            yaml.add("containers:")
            for (index, name) in names.enumerated() {
                yaml.add("  \(prefix)\(index):\n    generic:\n      - \(quoted(name)): Model", name: index)
                yaml.add("    fields:\n      items: \(quoted("[\(name)]"))", name: index)
            }
            yaml.add("models:\n  \(prefix)Holder:\n    children:")
            for index in names.indices { yaml.add("      g\(index): \(prefix)\(index)<NameCheckLeaf>?", name: index) }
        },
        .entries("value field", "values:\n  {}:\n    fields:") { name, _ in "      \(quoted(name)): Swift.Int = 0" },
        .entries("value case", "values:\n  {}:\n    cases:") { name, _ in "      - \(quoted(name))" },
        .entries("value case label", "values:\n  {}:\n    cases:") { name, index in
            "      - \(quoted("c\(index)(\(name): Swift.Int)"))"
        },
        NamePlace(description: "client key", isTypeName: false, declaresPerName: true) { names, prefix, yaml in
            yaml.add("clients:")
            for (index, name) in names.enumerated() {
                yaml.add("  \(prefix)\(index):\n    key: \(quoted(name))", name: index)
                yaml.add("    endpoints: { run: () -> Swift.Void }")
            }
            yaml.add("models:\n  \(prefix)User:\n    dependencies:")
            for (index, name) in names.enumerated() { yaml.add("      - \(quoted(name))", name: index) }
        },
        .entries("client endpoint", "clients:\n  {}:\n    endpoints:") { name, _ in
            "      \(quoted(name)): () -> Swift.Void"
        },
        .entries("shared event case", "events:\n  {}:") { name, _ in "    - \(quoted(name))" },
        .entries("context key", "context:") { name, _ in "  \(quoted(name)): Swift.Int = 0" },
        NamePlace(description: "preference key", isTypeName: false) { names, prefix, yaml in
            yaml.add("preferences:")
            for (index, name) in names.enumerated() {
                yaml.add("  \(quoted(name)): { type: Swift.Int, default: 0, reduce: sum }", name: index)
            }
        },
    ]

    /// Places whose names are types: one declaration per name, and what
    /// refers to it.
    static let typePlaces: [NamePlace] = [
        NamePlace(description: "model", isTypeName: true) { names, prefix, yaml in
            yaml.add("models:")
            for (index, name) in names.enumerated() {
                yaml.add("  \(quoted(name)):", name: index)
                yaml.add("    dependencyKey: true\n    state: { v: Swift.Int = 0 }\n    events: [e]")
                yaml.add("  \(prefix)Holder\(index):\n    children:")
                yaml.add("      c: \(quoted("[\(name)]"))\n      o: \(quoted("\(name)?"))", name: index)
                yaml.add("    dependencies:\n      d: \(quoted(name))", name: index)
            }
        },
        NamePlace(description: "container enum", isTypeName: true) { names, prefix, yaml in
            yaml.add("containers:")
            for (index, name) in names.enumerated() {
                yaml.add("  \(quoted(name)):\n    cases: { a: NameCheckLeaf, b: ~ }", name: index)
            }
            yaml.add("models:\n  \(prefix)Holder:\n    children:")
            for (index, name) in names.enumerated() { yaml.add("      c\(index): \(quoted("\(name)?"))", name: index) }
        },
        NamePlace(description: "container struct", isTypeName: true) { names, prefix, yaml in
            yaml.add("containers:")
            for (index, name) in names.enumerated() {
                yaml.add(
                    "  \(quoted(name)):\n    generic: [NameCheckItem: Model]\n    fields: { items: \"[NameCheckItem]\" }",
                    name: index)
            }
            yaml.add("models:\n  \(prefix)Holder:\n    children:")
            for (index, name) in names.enumerated() {
                yaml.add("      c\(index): \(quoted("\(name)<NameCheckLeaf>?"))", name: index)
            }
        },
        NamePlace(description: "value struct", isTypeName: true) { names, prefix, yaml in
            yaml.add("values:")
            for (index, name) in names.enumerated() {
                yaml.add("  \(quoted(name)):\n    x: Swift.Int = 0", name: index)
                yaml.add("  \(prefix)Wrapper\(index):\n    inner: \(quoted(name))", name: index)
            }
            yaml.add("models:\n  \(prefix)Holder:\n    state:")
            for (index, name) in names.enumerated() { yaml.add("      v\(index): \(quoted("\(name)?"))", name: index) }
        },
        NamePlace(description: "value enum", isTypeName: true) { names, prefix, yaml in
            yaml.add("values:")
            for (index, name) in names.enumerated() {
                yaml.add("  \(quoted(name)):\n    cases: [a, \"b(x: Swift.Int)\"]", name: index)
            }
            yaml.add("models:\n  \(prefix)Holder:\n    state:")
            for (index, name) in names.enumerated() { yaml.add("      v\(index): \(quoted("\(name)?"))", name: index) }
        },
        NamePlace(description: "client", isTypeName: true) { names, prefix, yaml in
            yaml.add("clients:")
            for (index, name) in names.enumerated() {
                yaml.add("  \(quoted(name)):\n    endpoints: { run: () async throws -> Swift.Void }", name: index)
            }
            yaml.add("models:\n  \(prefix)Holder:\n    dependencies:")
            for (index, name) in names.enumerated() { yaml.add("      d\(index): \(quoted(name))", name: index) }
        },
        NamePlace(description: "shared event enum", isTypeName: true) { names, prefix, yaml in
            yaml.add("events:")
            for (index, name) in names.enumerated() {
                yaml.add("  \(quoted(name)): [a, \"b(x: Swift.Int)\"]", name: index)
            }
        },
    ]
}
