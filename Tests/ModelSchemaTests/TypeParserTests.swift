import Testing
@testable import ModelSchema

@Suite("TypeParser")
struct TypeParserTests {
    private func parse(_ text: String) throws(TypeSyntaxError) -> TypeSyntax {
        var parser = TypeParser(text)
        return try parser.parseCompleteType()
    }

    private func error(_ text: String) -> TypeSyntaxError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test(
        arguments: [
            ("Int", "Int"),
            ("Foundation.Date", "Foundation.Date"),
            ("Result<Int, any Error>", "Result<Int, any Error>"),
            ("Int?", "Int?"),
            ("Int??", "Int??"),
            ("[Row]", "[Row]"),
            ("[String : [Int]]", "[String: [Int]]"),
            ("IdentifiedArrayOf<Row>", "IdentifiedArrayOf<Row>"),
            ("Dictionary<String,Array<Int>>", "Dictionary<String, Array<Int>>"),
            ("(Int, label: String)", "(Int, label: String)"),
            ("(Int)", "Int"),
            ("()", "()"),
            ("Void", "Void"),
            ("some View", "some View"),
            ("(any Error)?", "(any Error)?"),
            ("() -> Void", "() -> Void"),
            ("@Sendable (Int) async throws -> String", "@Sendable (Int) async throws -> String"),
            ("(Int) throws(MyError) -> [Int]", "(Int) throws(MyError) -> [Int]"),
            ("(_ count: Int) -> ()", "(_ count: Int) -> Void"),
            ("((Int) -> Void)?", "((Int) -> Void)?"),
            ("Row.ID", "Row.ID"),
        ] as [(String, String)])
    func parsesAndPrintsCanonically(text: String, canonical: String) throws {
        #expect(try parse(text).description == canonical)
    }

    @Test func buildsTheSyntaxTree() throws {
        #expect(try parse("[String: Int]") == .dictionary(key: .named("String"), value: .named("Int")))
        #expect(
            try parse("Swift.Result<Int, Never>")
                == .nominal([
                    .init("Swift"), .init("Result", arguments: [.named("Int"), .named("Never")]),
                ]))
        #expect(
            try parse("(Meeting, standup: Standup)")
                == .tuple([
                    .init(.named("Meeting")), .init(label: "standup", .named("Standup")),
                ]))
        let function = TypeSyntax.FunctionType(
            isSendable: true, parameters: [.init(label: "count", .named("Int"))], isAsync: true, isThrowing: true,
            result: .named("String"))
        #expect(try parse("@Sendable (_ count: Int) async throws -> String") == .function(function))
        #expect(try parse("any Error") == .existential(.any, .named("Error")))
        #expect(try parse("Void").isVoid)
        #expect(try parse("()").isVoid)
    }

    @Test(
        arguments: [
            ("[Int", "expected ']' to close '['", 4),
            ("Int??>", "unexpected '>'", 5),
            ("(Int", "expected ')' to close '('", 4),
            ("-> Int", "expected a type, found '->'", 0),
            ("[Int: ]", "expected a type, found ']'", 6),
            ("Result<Int", "expected '>' to close '<'", 10),
            ("(Int, String", "expected ')' to close '('", 12),
            ("(Int String)", "expected ',' or ')', found 'String'", 5),
            ("(count: Int) -> Void", "function types can't have argument labels; write '_ count: Int'", 1),
            ("(Int) async", "expected '->' and a result type, found the end", 11),
            ("@escaping () -> Void", "only the '@Sendable' attribute is supported here", 0),
            ("@Sendable Int", "expected a function type after '@Sendable', found 'Int'", 10),
            ("@Sendable (Int)", "'@Sendable' applies only to function types", 0),
            ("Int!", "implicitly unwrapped optionals aren't supported; write '?'", 3),
            ("Int = 3", "unexpected '='", 4),
            ("", "expected a type, found the end", 0),
            ("(a b: Int)", "an element takes one label; write 'b: Int'", 1),
        ] as [(String, String, Int)])
    func reportsErrorsAtTheirOffset(text: String, message: String, offset: Int) {
        #expect(error(text) == TypeSyntaxError(message: message, offset: offset))
    }

    @Test func limitsNesting() {
        let text = String(repeating: "[", count: 100) + "Int" + String(repeating: "]", count: 100)
        #expect(error(text)?.message == "type nested more than 64 levels deep")
    }

    @Test func readsBareParameterLists() throws {
        var parameters = TypeParser("(Int, fact: String)")
        #expect(
            try parameters.parseTypeOrParameters()
                == .parameters([.init(.named("Int")), .init(label: "fact", .named("String"))]))
        var function = TypeParser("(Int) -> Bool")
        #expect(
            try function.parseTypeOrParameters()
                == .type(.function(.init(parameters: [.init(.named("Int"))], result: .named("Bool")))))
        var optional = TypeParser("(Int)?")
        #expect(try optional.parseTypeOrParameters() == .type(.optional(.named("Int"))))
    }

    @Test func namesAndKeywords() {
        #expect(isSwiftIdentifier("count"))
        #expect(isSwiftIdentifier("_private"))
        #expect(isSwiftIdentifier("café"))
        #expect(isSwiftIdentifier("default"))
        #expect(!isSwiftIdentifier("2fast"))
        #expect(!isSwiftIdentifier("_"))
        #expect(!isSwiftIdentifier("a-b"))
        #expect(!isSwiftIdentifier("$0"))
        #expect(!isSwiftIdentifier(""))
        #expect(isSwiftKeyword("default") && isSwiftKeyword("class") && isSwiftKeyword("Self"))
        #expect(!isSwiftKeyword("count") && !isSwiftKeyword("async"))
    }

    @Test func suggestsCloseNames() {
        #expect(closestMatch(to: "stat", among: ["doc", "state", "children"]) == "state")
        #expect(closestMatch(to: "chilren", among: ["state", "children"]) == "children")
        #expect(closestMatch(to: "xyz", among: ["state", "children"]) == nil)
        #expect(closestMatch(to: "ab", among: ["id"]) == nil)
        #expect(didYouMean("modles", among: ["models"]) == "; did you mean 'models'?")
    }
}
