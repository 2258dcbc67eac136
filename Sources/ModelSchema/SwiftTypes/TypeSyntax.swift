/// A Swift type as a schema writes it: `Int`, `Foundation.Date`, `[Row]`,
/// `[String: Int]`, `Alert?`, `(Int, label: String)`, `IdentifiedArrayOf<Row>`,
/// `@Sendable (Int) async throws -> String`, `any Error`.
///
/// Parsed so the generator can tell a child collection from a plain one and
/// expand callback shorthands; printed back (``description``) in canonical form.
public indirect enum TypeSyntax: Hashable, Sendable, CustomStringConvertible {
    /// A named type, possibly qualified and generic: `Swift.Result<Int, any Error>`.
    case nominal([Component])
    /// `Wrapped?`
    case optional(TypeSyntax)
    /// `[Element]`
    case array(TypeSyntax)
    /// `[Key: Value]`
    case dictionary(key: TypeSyntax, value: TypeSyntax)
    /// `(A, b: B)`; the empty tuple `()` is `Void`.
    case tuple([TupleElement])
    /// `@Sendable (A) async throws -> R`
    case function(FunctionType)
    /// `any P` or `some P`.
    case existential(ExistentialKeyword, TypeSyntax)

    /// One dotted component of a named type: `Result<Int, any Error>`.
    public struct Component: Hashable, Sendable {
        /// The identifier.
        public var name: String
        /// Generic arguments in angle brackets, empty when there are none.
        public var arguments: [TypeSyntax]

        /// Creates a component.
        public init(_ name: String, arguments: [TypeSyntax] = []) {
            self.name = name
            self.arguments = arguments
        }
    }

    /// An element of a tuple or a parameter of a function type.
    public struct TupleElement: Hashable, Sendable {
        /// The label, if any (`standup` in `(Meeting, standup: Standup)`).
        public var label: String?
        /// The element's type.
        public var type: TypeSyntax

        /// Creates an element.
        public init(label: String? = nil, _ type: TypeSyntax) {
            self.label = label
            self.type = type
        }
    }

    /// The parts of a function type.
    public struct FunctionType: Hashable, Sendable {
        /// Whether it is marked `@Sendable`.
        public var isSendable: Bool
        /// The parameters (labels are only allowed as `_ name:`, kept for docs).
        public var parameters: [TupleElement]
        /// Whether it is `async`.
        public var isAsync: Bool
        /// Whether it `throws`.
        public var isThrowing: Bool
        /// The type after `throws(...)`, if the error type is given.
        public var thrownType: TypeSyntax?
        /// What it returns; `()` when nothing.
        public var result: TypeSyntax

        /// Creates a function type.
        public init(
            isSendable: Bool = false, parameters: [TupleElement], isAsync: Bool = false,
            isThrowing: Bool = false, thrownType: TypeSyntax? = nil, result: TypeSyntax = .void
        ) {
            self.isSendable = isSendable
            self.parameters = parameters
            self.isAsync = isAsync
            self.isThrowing = isThrowing
            self.thrownType = thrownType
            self.result = result
        }
    }

    /// The keyword before a protocol type.
    public enum ExistentialKeyword: String, Hashable, Sendable {
        case any, some
    }

    /// `()`
    public static let void = TypeSyntax.tuple([])

    /// A simple named type such as `Int`.
    public static func named(_ name: String, _ arguments: TypeSyntax...) -> TypeSyntax {
        .nominal([Component(name, arguments: arguments)])
    }

    /// Whether this is `()` or `Void`.
    public var isVoid: Bool {
        switch self {
        case .tuple(let elements): elements.isEmpty
        case .nominal(let components):
            components.map(\.name) == ["Void"] || components.map(\.name) == ["Swift", "Void"]
        default: false
        }
    }

    /// The value a property, field or key of this type starts with when the
    /// schema gives none: `nil` for optionals, empty for arrays,
    /// dictionaries and identified arrays; `nil` when it needs one written.
    public var implicitDefault: String? {
        switch self {
        case .optional: "nil"
        case .array: "[]"
        case .dictionary: "[:]"
        // `IdentifiedArrayOf<Row>`; without arguments the name is some other type.
        case .nominal(let components):
            components.last.map { Self.identifiedArrayNames.contains($0.name) && !$0.arguments.isEmpty } == true
                ? "[]" : nil
        default: nil
        }
    }

    /// Whether the type has an ``implicitDefault``.
    public var hasImplicitDefault: Bool { implicitDefault != nil }

    /// The names of IdentifiedCollections' identified array types.
    public static let identifiedArrayNames: Set<String> = ["IdentifiedArrayOf", "IdentifiedArray"]

    /// Whether this is `Wrapped?`.
    public var isOptional: Bool {
        if case .optional = self { true } else { false }
    }

    /// The type in canonical Swift spelling.
    public var description: String {
        spelled { name, _ in name }
    }

    /// Where a name stands in a type, for ``spelled(_:)``.
    public enum NameRole: Sendable {
        /// A component of a named type, counted from 0: `Swift` is 0 and `Int` 1 in `Swift.Int`.
        case component(Int)
        /// A tuple element's or associated value's label.
        case label
        /// A function parameter's name after `_`, which is documentation only.
        case parameterName
    }

    /// The type in canonical Swift spelling, with each name as `name` writes
    /// it: what printing it as generated code changes (backticks) without
    /// another printer of the whole syntax.
    public func spelled(_ name: (String, NameRole) -> String) -> String {
        switch self {
        // Most types are one plain name: spare them the list and the joining.
        case .nominal(let components) where components.count == 1 && components[0].arguments.isEmpty:
            return name(components[0].name, .component(0))
        case .nominal(let components):
            return components.enumerated().map { index, component in
                let written = name(component.name, .component(index))
                guard !component.arguments.isEmpty else { return written }
                return "\(written)<\(component.arguments.map { $0.spelled(name) }.joined(separator: ", "))>"
            }.joined(separator: ".")
        case .optional(let wrapped):
            switch wrapped {
            case .function, .existential: return "(\(wrapped.spelled(name)))?"
            default: return "\(wrapped.spelled(name))?"
            }
        case .array(let element):
            return "[\(element.spelled(name))]"
        case .dictionary(let key, let value):
            return "[\(key.spelled(name)): \(value.spelled(name))]"
        case .tuple(let elements):
            return "(\(elements.map { $0.spelled(name) }.joined(separator: ", ")))"
        case .function(let function):
            return function.spelled(name)
        case .existential(let keyword, let constraint):
            return "\(keyword.rawValue) \(constraint.spelled(name))"
        }
    }
}

extension TypeSyntax.TupleElement: CustomStringConvertible {
    /// `label: Type` or `Type`.
    public var description: String {
        spelled { name, _ in name }
    }

    /// `label: Type` or `Type`, names written by `name` (see ``TypeSyntax/spelled(_:)``).
    public func spelled(_ name: (String, TypeSyntax.NameRole) -> String) -> String {
        label.map { "\(name($0, .label)): \(type.spelled(name))" } ?? type.spelled(name)
    }
}

extension TypeSyntax.FunctionType: CustomStringConvertible {
    /// `@Sendable (Int) async throws -> String`
    public var description: String {
        spelled { name, _ in name }
    }

    /// The function type, names written by `name` (see ``TypeSyntax/spelled(_:)``).
    public func spelled(_ name: (String, TypeSyntax.NameRole) -> String) -> String {
        var text = isSendable ? "@Sendable " : ""
        // Function types take no argument labels, only `_ name:` for documentation.
        let parameterList = parameters.map { parameter in
            parameter.label.map { "_ \(name($0, .parameterName)): \(parameter.type.spelled(name))" }
                ?? parameter.type.spelled(name)
        }
        text += "(\(parameterList.joined(separator: ", ")))"
        if isAsync { text += " async" }
        if isThrowing { text += thrownType.map { " throws(\($0.spelled(name)))" } ?? " throws" }
        text += " -> \(result.isVoid ? "Void" : result.spelled(name))"
        return text
    }
}
