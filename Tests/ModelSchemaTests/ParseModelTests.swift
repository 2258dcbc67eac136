import Testing
@testable import ModelSchema

@Suite("parseSchemaFile: models")
struct ParseModelTests {
    @Test func readsTheCounterFactExample() throws {
        let file = try parseClean(
            """
            models:
              AppModel:
                doc: The list of counter rows and the fact prompt overlay.
                children:
                  counters: [CounterRowModel]
                  factPrompt: FactPromptModel?
              CounterModel:
                state:
                  count: Int = 0
                  alert: Alert?
                callbacks:
                  onFact: (Int, String)
                dependencies: [factClient]
            """)
        #expect(file.declarations.map(\.name.value) == ["AppModel", "CounterModel"])
        let app = try #require(file.model("AppModel"))
        #expect(app.doc == "The list of counter rows and the fact prompt overlay.")
        #expect(app.children.map(\.name.value) == ["counters", "factPrompt"])
        #expect(app.children[0].type.value == .array(.named("CounterRowModel")))
        #expect(app.children[1].type.value == .optional(.named("FactPromptModel")))
        let counter = try #require(file.model("CounterModel"))
        #expect(counter.state[0].type.value == .named("Int"))
        #expect(counter.state[0].defaultValue?.value == "0")
        #expect(counter.state[0].defaultValue?.location == SourceLocation(file: testFile, line: 9, column: 20))
        #expect(counter.state[1].defaultValue == nil)
        #expect(counter.callbacks[0].type.value.description == "@Sendable (Int, String) -> Void")
        #expect(counter.dependencies.map(\.name.value) == ["factClient"])
        #expect(counter.dependencies[0].type == nil)
    }

    /// Keys are compared as Swift compares strings, by canonical
    /// equivalence, though the parser compares ASCII keys byte for byte: a
    /// key written with the Kelvin sign (U+212A) for its K is still the key,
    /// and a message names it as written.
    @Test func takesAKeyEqualAsAStringSpelledOtherwise() throws {
        let kelvinKey = "dependency\u{212A}ey"
        let file = try parseClean("models:\n  M:\n    \(kelvinKey): true\n")
        #expect(file.model("M")?.isDependencyKey == true)
        let result = try parse("models:\n  M:\n    \(kelvinKey): maybe\n")
        #expect(
            rendered(result.diagnostics) == ["Test.yaml:3:20: error: expected 'true' or 'false' for '\(kelvinKey)'"])
    }

    @Test func readsEveryModelKey() throws {
        let file = try parseClean(
            """
            models:
              Row:
                doc: A row.
                access: public
                id: key
                dependencyKey: true
                constants:
                  key: String
                state:
                  title: String = "Untitled"
                events: [tapped, "moved(from: Int, to: Int)"]
            """)
        let row = try #require(file.model("Row"))
        #expect(row.doc == "A row.")
        #expect(row.access?.value == .public)
        #expect(row.id?.value == "key")
        #expect(row.isDependencyKey)
        #expect(row.constants.map(\.name.value) == ["key"])
        #expect(row.state[0].defaultValue?.value == "\"Untitled\"")
        #expect(row.events.map(\.name.value) == ["tapped", "moved"])
        #expect(row.events[0].payload == nil)
        #expect(row.events[1].payload == [.init(label: "from", .named("Int")), .init(label: "to", .named("Int"))])
        #expect(row.events[1].name.location == SourceLocation(file: testFile, line: 11, column: 23))
    }

    @Test func readsPropertyForms() throws {
        let file = try parseClean(
            """
            models:
              M:
                state:
                  plain: Int
                  defaulted: "[String: Int] = [:]"
                  closure: "(Int) -> Int = { $0 }"
                  comparison: Bool = a == b
                  array: [Row]
                  nested: [[Row]]
                  dictionary: [String: Row]
                  long:
                    type: Int
                    default: 0
                    doc: The count.
                    set: package
                    tracked: false
                  emptyDefault: { type: "[Int]", default: [] }
                  flowType: { type: [Int] }
            """)
        let state = try #require(file.model("M")).state
        func property(_ name: String) -> PropertyDecl? { state.first { $0.name.value == name } }
        #expect(property("plain")?.type.value == .named("Int"))
        #expect(property("defaulted")?.type.value == .dictionary(key: .named("String"), value: .named("Int")))
        #expect(property("defaulted")?.defaultValue?.value == "[:]")
        #expect(property("closure")?.type.value.description == "(Int) -> Int")
        #expect(property("closure")?.defaultValue?.value == "{ $0 }")
        #expect(property("comparison")?.defaultValue?.value == "a == b")
        #expect(property("array")?.type.value == .array(.named("Row")))
        #expect(property("nested")?.type.value == .array(.array(.named("Row"))))
        #expect(property("dictionary")?.type.value == .dictionary(key: .named("String"), value: .named("Row")))
        let long = try #require(property("long"))
        #expect(long.type.value == .named("Int"))
        #expect(long.defaultValue?.value == "0")
        #expect(long.doc == "The count.")
        #expect(long.setterAccess?.value == .package)
        #expect(!long.isTracked)
        #expect(property("plain")?.isTracked == true)
        #expect(property("emptyDefault")?.defaultValue?.value == "[]")
        #expect(property("flowType")?.type.value == .array(.named("Int")))
    }

    @Test func readsCallbackForms() throws {
        let file = try parseClean(
            """
            models:
              M:
                callbacks:
                  onRemove: ()
                  onFact: "(Int, fact: String)"
                  validate: "(String) -> Bool"
                  load: "@Sendable () async throws -> Int"
                  long: { type: (Int), doc: Called with the count. }
            """)
        let callbacks = try #require(file.model("M")).callbacks
        #expect(
            callbacks.map(\.type.value.description) == [
                "@Sendable () -> Void",
                "@Sendable (Int, _ fact: String) -> Void",
                "@Sendable (String) -> Bool",
                "@Sendable () async throws -> Int",
                "@Sendable (Int) -> Void",
            ])
        #expect(callbacks[4].doc == "Called with the count.")
    }

    @Test func readsDependencyForms() throws {
        let list = try parseClean(
            """
            models:
              M:
                dependencies:
                  - factClient
                  - now: Date
                  - { uuid: UUIDGenerator, calendar: Calendar }
                  - continuousClock: { type: "any Clock<Duration>", doc: The clock. }
            """)
        let dependencies = try #require(list.model("M")).dependencies
        #expect(dependencies.map(\.name.value) == ["factClient", "now", "uuid", "calendar", "continuousClock"])
        #expect(
            dependencies.map { $0.type?.value.description } == [
                nil, "Date", "UUIDGenerator", "Calendar", "any Clock<Duration>",
            ])
        #expect(dependencies[4].doc == "The clock.")
        let mapping = try parseClean(
            """
            models:
              M:
                dependencies:
                  factClient:
                  now: Date
            """)
        #expect(try #require(mapping.model("M")).dependencies.map { $0.type?.value.description } == [nil, "Date"])
    }

    @Test func leavesEmptySectionsEmpty() throws {
        let file = try parseClean("models:\n  M:\n    state:\n    children: {}\n")
        #expect(try #require(file.model("M")).state.isEmpty)
    }

    @Test func keepsGoingAfterErrors() throws {
        let result = try parse(
            """
            models:
              M:
                state:
                  bad: "[Int"
                  good: Int
                stat: {}
              N: {}
            """)
        #expect(result.diagnostics.count == 2)
        #expect(result.value.declarations.map(\.name.value) == ["M", "N"])
        #expect(result.value.model("M")?.state.map(\.name.value) == ["good"])
    }
}
