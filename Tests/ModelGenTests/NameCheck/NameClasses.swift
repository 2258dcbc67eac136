/// The names the name check tries in every place a schema names something,
/// by the class of trouble each could cause.
enum NameClass: String, CaseIterable, Sendable {
    /// Swift's keywords, which need backticks or can't be names at all.
    case keyword
    /// Words that are keywords only somewhere: `get`, `some`, `Type`, `any`.
    case contextualKeyword
    /// Names of what the generator emits or the runtime adds to a model.
    case generatedMember
    /// Standard library, Foundation and runtime types, protocols, functions
    /// and modules that generated code names.
    case libraryName
    /// Scalars at both ends of each range of the grammar's identifier
    /// tables, just inside and just outside, at a name's start and after it.
    case unicodeEdge

    /// The names that have broken generated code, or come closest: tried in
    /// every place on every run.
    static let notorious = [
        "class", "default", "let", "var", "inout", "init", "self", "Self", "Any", "_", "some", "any", "get",
        "didSet", "_read", "Type", "Protocol", "_State", "_Defaults", "Event", "ID", "node", "id", "CodingKeys",
        "unimplemented", "hashValue", "description", "visitor", "transform", "Model", "ModelContext", "Sendable",
        "Int", "Void", "Swift", "ModelRuntime", "IssueReporting", "DependencyValues", "IdentifiedArrayOf",
        "\u{345}Name", "Name\u{2E2F}", "\u{3021}Name", "\u{FE00}Name", "\u{FFF9}Name", "\u{200B}Name", "\u{1C5}Name",
        "😀Name",
    ]

    /// Every name of every class.
    static var everyName: [String] { allCases.flatMap(\.names) }

    /// The names of the class.
    var names: [String] {
        switch self {
        case .keyword:
            [
                "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
                "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package",
                "precedencegroup", "private", "protocol", "public", "rethrows", "static", "struct", "subscript",
                "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
                "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
                "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
            ]
        case .contextualKeyword:
            [
                "associativity", "async", "convenience", "didSet", "dynamic", "final", "get", "indirect", "infix",
                "lazy", "left", "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence",
                "prefix", "Protocol", "required", "right", "set", "some", "Type", "unowned", "weak", "willSet",
                "any", "actor", "macro", "each", "consume", "copy", "discard", "isolated", "sending", "then",
                "distributed", "unsafe", "__owned", "__shared", "_read", "_modify", "yield", "of",
            ]
        case .generatedMember:
            [
                "_State", "_Constants", "_Callbacks", "_Defaults", "Event", "ID", "node", "id", "CodingKeys",
                "unimplemented", "testValue", "liveValue", "previewValue", "description", "customMirror",
                "customDumpMirror", "onActivate", "hash", "hashValue", "encode", "value0", "visitor", "transform",
                "newValue", "Element", "rawValue", "context", "preference", "propagation", "defaultValue", "reduce",
                "undoSystem", "visitModels", "mapModels",
            ]
        case .libraryName:
            [
                "Int", "String", "Bool", "Double", "Float", "Character", "Never", "Void", "Optional", "Array",
                "Dictionary", "Set", "Result", "Error", "Sendable", "Hashable", "Codable", "Encodable", "Decodable",
                "Equatable", "Identifiable", "Observable", "CustomStringConvertible", "Date", "URL", "UUID", "Data",
                "Swift", "Foundation", "Model", "ModelContext", "ModelProperty", "ModelChildProperty",
                "AnyModelProperty", "ModelConstant", "ModelContainer", "ModelVisitor", "ModelTransform", "ModelNode",
                "ModelEmpty", "ModelID", "ContextKeys", "ContextStorage", "ContextPropagation", "PreferenceKeys",
                "PreferenceStorage", "DependencyKey", "TestDependencyKey", "DependencyValues", "Dependencies",
                "ModelRuntime", "IssueReporting", "IdentifiedCollections", "IdentifiedArrayOf", "IdentifiedArray",
                "min", "max", "print",
            ]
        case .unicodeEdge:
            Self.unicodeEdgeNames
        }
    }

    /// Where the grammar's identifier-head ranges start and end; the scalars
    /// at, and one past, each end are tried.
    private static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE,
        0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D,
        0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
        0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF,
        0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
        0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
        0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0xE0000...0xEFFFD,
    ]

    /// The ranges that may continue a name but not start it.
    private static let characterOnlyRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    private static let unicodeEdgeNames: [String] = {
        var scalars: Set<UInt32> = []
        for range in headRanges + characterOnlyRanges {
            for value in [range.lowerBound - 1, range.lowerBound, range.upperBound, range.upperBound + 1] {
                scalars.insert(value)
            }
        }
        // Also: the replacement character the book allows and swiftc refuses,
        // an emoji, a letter that lower-cases to two scalars, a titlecase digraph.
        // Scalars swiftc also reads as operator characters after a dot, and
        // the scalars just past them.
        scalars.formUnion([
            0xFFF9, 0xFFFD, 0x1F600, 0x130, 0x1C5, 0x3030, 0xFE00, 0xFE0F, 0xFE10, 0xE0100, 0xE01EF, 0xE01F0,
        ])
        var names: [String] = []
        for value in scalars.sorted() {
            guard let scalar = Unicode.Scalar(value) else { continue }
            names.append(String(scalar) + "Name")
            names.append("Name" + String(scalar))
        }
        return names
    }()
}
