import Testing
@testable import ModelSchema

@Suite("parseSchemaFile: other sections")
struct ParseDeclarationTests {
    @Test func readsFileKeysInSourceOrder() throws {
        let file = try parseClean(
            """
            doc: Counters and facts.
            imports: [Foundation, IdentifiedCollections]
            values:
              Alert: { message: String }
            models:
              M: {}
            """)
        #expect(file.doc == "Counters and facts.")
        #expect(file.imports.map(\.value) == ["Foundation", "IdentifiedCollections"])
        #expect(file.declarations.map(\.name.value) == ["Alert", "M"])
    }

    @Test func readsContainers() throws {
        let file = try parseClean(
            """
            containers:
              Path:
                doc: Where the stack is.
                access: package
                cases:
                  detail: StandupDetail
                  meeting: "(Meeting, standup: Standup)"
                  list: [Row]
                  home:
              Paginated:
                generic: [Item: Model, Extra]
                fields:
                  items: [Item]
                  currentPage: Int = 1
            """)
        guard case .container(let path) = file.declarations[0], case .enumeration(let cases) = path.kind else {
            Issue.record("expected an enum container")
            return
        }
        #expect(path.doc == "Where the stack is.")
        #expect(path.access?.value == .package)
        #expect(cases.map(\.name.value) == ["detail", "meeting", "list", "home"])
        #expect(cases[0].payload == [.init(.named("StandupDetail"))])
        #expect(cases[1].payload == [.init(.named("Meeting")), .init(label: "standup", .named("Standup"))])
        #expect(cases[2].payload == [.init(.array(.named("Row")))])
        #expect(cases[3].payload == nil)
        guard case .container(let page) = file.declarations[1], case .structure(let generics, let fields) = page.kind
        else {
            Issue.record("expected a struct container")
            return
        }
        #expect(generics.map(\.name.value) == ["Item", "Extra"])
        #expect(generics.map { $0.constraint?.value } == [.named("Model"), nil])
        #expect(fields.map(\.name.value) == ["items", "currentPage"])
        #expect(fields[1].defaultValue?.value == "1")
    }

    @Test func readsValues() throws {
        let file = try parseClean(
            """
            values:
              Alert:
                message: String
                title: String = "Error"
              Empty:
              Documented:
                doc: A point.
                access: public
                conformances: [Hashable, Swift.Codable]
                fields: { x: Double, y: Double }
              Filter:
                cases: [all, "tag(String)"]
            """)
        let values = file.declarations.compactMap { declaration -> ValueDecl? in
            if case .value(let value) = declaration { value } else { nil }
        }
        #expect(values.map(\.name.value) == ["Alert", "Empty", "Documented", "Filter"])
        guard case .structure(let alert) = values[0].kind, case .structure(let empty) = values[1].kind,
            case .structure(let point) = values[2].kind, case .enumeration(let cases) = values[3].kind
        else {
            Issue.record("unexpected value kinds")
            return
        }
        #expect(alert.map(\.name.value) == ["message", "title"])
        #expect(empty.isEmpty)
        #expect(point.map(\.name.value) == ["x", "y"])
        #expect(values[2].doc == "A point.")
        #expect(values[2].access?.value == .public)
        #expect(values[2].conformances?.map(\.value) == ["Hashable", "Swift.Codable"])
        #expect(values[0].conformances == nil)
        #expect(cases.map(\.name.value) == ["all", "tag"])
        #expect(cases[1].payload == [.init(.named("String"))])
    }

    @Test func readsClients() throws {
        let file = try parseClean(
            """
            clients:
              FactClient:
                doc: Fetches facts.
                key: facts
                access: public
                endpoints:
                  fetch: (Int) async throws -> String
                  log: (String) -> Void
                  cached: (Int) -> String?
                  now:
                    type: () -> Date
                    unimplemented: "Date(timeIntervalSince1970: 0)"
                    doc: The current date.
            """)
        guard case .client(let client) = file.declarations[0] else {
            Issue.record("expected a client")
            return
        }
        #expect(client.doc == "Fetches facts.")
        #expect(client.key?.value == "facts")
        #expect(client.access?.value == .public)
        #expect(client.endpoints.map(\.name.value) == ["fetch", "log", "cached", "now"])
        #expect(
            client.endpoints.map(\.type.value.description) == [
                "@Sendable (Int) async throws -> String", "@Sendable (String) -> Void", "@Sendable (Int) -> String?",
                "@Sendable () -> Date",
            ])
        #expect(client.endpoints[3].unimplemented?.value == "Date(timeIntervalSince1970: 0)")
        #expect(client.endpoints[3].doc == "The current date.")
    }

    @Test func readsSharedEvents() throws {
        let file = try parseClean(
            """
            events:
              AppEvent: [logout, "login(user: String)"]
              SyncEvent:
                doc: Sync progress.
                access: package
                cases: [started, finished]
            """)
        guard case .events(let app) = file.declarations[0], case .events(let sync) = file.declarations[1] else {
            Issue.record("expected event enums")
            return
        }
        #expect(app.cases.map(\.name.value) == ["logout", "login"])
        #expect(app.cases[1].payload == [.init(label: "user", .named("String"))])
        #expect(sync.doc == "Sync progress.")
        #expect(sync.access?.value == .package)
        #expect(sync.cases.map(\.name.value) == ["started", "finished"])
    }

    @Test func readsContextAndPreferences() throws {
        let file = try parseClean(
            """
            context:
              isFeatureEnabled: Bool = false
              colorScheme: { type: ColorScheme, default: .light, propagation: environment, doc: The scheme. }
              selection: Int?
              pinned: IdentifiedArrayOf<Pin>
            preferences:
              totalCount: { type: Int, default: 0, reduce: sum }
              titles: { type: "[String]", reduce: append, doc: Every title. }
            """)
        let keys = file.declarations.compactMap { declaration -> ContextKeyDecl? in
            if case .contextKey(let key) = declaration { key } else { nil }
        }
        #expect(keys.map(\.name.value) == ["isFeatureEnabled", "colorScheme", "selection", "pinned"])
        #expect(keys.map(\.defaultValue.value) == ["false", ".light", "nil", "[]"])
        #expect(keys.map { $0.propagation?.value } == [nil, .environment, nil, nil])
        #expect(keys[1].doc == "The scheme.")
        let preferences = file.declarations.compactMap { declaration -> PreferenceKeyDecl? in
            if case .preferenceKey(let key) = declaration { key } else { nil }
        }
        #expect(preferences.map(\.reduce.value) == [.sum, .append])
        #expect(preferences.map(\.defaultValue.value) == ["0", "[]"])
        #expect(preferences[1].doc == "Every title.")
    }

    @Test func readsTheConfiguration() throws {
        let root = try loadDocument(
            "module: CounterFact\naccess: public\nimports: [Foundation]\noutput: ../../Generated/CounterFact\n")
        let result = parseSchemaConfig(root, file: "modelgen.yaml")
        #expect(result.diagnostics.isEmpty)
        #expect(result.value.module?.value == "CounterFact")
        #expect(result.value.access?.value == .public)
        #expect(result.value.imports.map(\.value) == ["Foundation"])
        #expect(result.value.output?.value == "../../Generated/CounterFact")
    }

    @Test(
        arguments: [
            (
                "containers:\n  C: {}\n",
                "Test.yaml:2:3: error: container 'C' needs 'cases:' (an enum) or 'fields:' (a struct)"
            ),
            (
                "containers:\n  C: { cases: {}, fields: {} }\n",
                "Test.yaml:2:8: error: container 'C' has both 'cases:' and 'fields:'; an enum has cases, a struct fields"
            ),
            (
                "containers:\n  C: { cases: {}, generic: [T] }\n",
                "Test.yaml:2:19: error: 'generic:' needs 'fields:'; an enum container can't be generic"
            ),
            (
                "context:\n  a: Int\n",
                "Test.yaml:2:6: error: context key 'a' needs a default value; write 'Int = value'"
            ),
            (
                "preferences:\n  p: { type: Int, default: 0 }\n",
                "Test.yaml:2:6: error: preference key 'p' needs 'reduce:'"
            ),
            (
                "preferences:\n  p: { type: Int, default: 0, reduce: sums }\n",
                "Test.yaml:2:39: error: 'sums' is not one of 'sum', 'min', 'max', 'or', 'and', 'append' for 'reduce'; did you mean 'sum'?"
            ),
            (
                "models:\n  M: { state: { x: { default: 1 } } }\n",
                "Test.yaml:2:20: error: property 'x' of model 'M' needs 'type:'"
            ),
            (
                "models:\n  M: { dependencyKey: yes }\n",
                "Test.yaml:2:23: error: expected 'true' or 'false' for 'dependencyKey'"
            ),
            (
                "models:\n  M: { access: private }\n",
                "Test.yaml:2:16: error: generated declarations can't be 'private': behaviour lives in other files of the module, and Swift's 'private' ends at the file; use 'internal', 'package' or 'public'"
            ),
            (
                "models:\n  M: { callbacks: { f: Int } }\n",
                "Test.yaml:2:24: error: callback 'f' of model 'M' needs a parameter list such as '(Int, String)' or a function type, found 'Int'"
            ),
            (
                "clients:\n  C: { endpoints: { f: (Int) } }\n",
                "Test.yaml:2:24: error: endpoint 'f' of client 'C' needs a function type such as '(Int) async throws -> String', found '(Int)'"
            ),
            (
                "models:\n  M: { events: [\"a(\"] }\n",
                "Test.yaml:2:20: error: malformed case 'a(': expected ')' to close '('"
            ),
            (
                "models:\n  M: { events: [a, a] }\n",
                "Test.yaml:2:20: error: 'a' is declared twice in model 'M'\nTest.yaml:2:17: note: 'a' is first declared here"
            ),
            (
                "models:\n  M: { state: { x: [A, B] } }\n",
                "Test.yaml:2:20: error: expected one element type in '[...]', found 2; quote a type that YAML misreads"
            ),
            (
                "models:\n  M: { state: { x: \"Int =\" } }\n",
                "Test.yaml:2:20: error: expected a default value after '='"
            ),
            ("models:\n  M: { doc: [a] }\n", "Test.yaml:2:13: error: expected text for 'doc', found a sequence"),
            (
                "models:\n  M: { state: [x] }\n",
                "Test.yaml:2:15: error: expected a mapping of properties, found a sequence"
            ),
            ("models:\n  M: { events: x }\n", "Test.yaml:2:16: error: expected a list of enum cases, found a scalar"),
            (
                "imports: [\"Foo Bar\"]\n",
                "Test.yaml:1:11: error: 'Foo Bar' is not a valid Swift name; use identifiers separated by '.'"
            ),
            ("[1]\n", "Test.yaml:1:1: error: expected a mapping with keys such as 'models', found a sequence"),
            (
                "values:\n  V: { doc: A point., x: Int }\n",
                "Test.yaml:2:8: error: 'doc:' in value 'V' needs the long form: put the fields under 'fields:'"
            ),
            (
                "models:\n  M: { doc: \"a\\0b\" }\n",
                "Test.yaml:2:13: error: 'doc' holds a NUL character (U+0000), which Swift source can't"
            ),
            (
                "models:\n  M: { state: { x: \"Int = 1\\0\" } }\n",
                "Test.yaml:2:20: error: 'default' holds a NUL character (U+0000), which Swift source can't"
            ),
            (
                "models:\n  M: { state: { x: { type: Int, default: \"\\0\" } } }\n",
                "Test.yaml:2:42: error: 'default' holds a NUL character (U+0000), which Swift source can't"
            ),
            (
                "models:\n  \"M\\nN\": {}\n",
                "Test.yaml:2:3: error: 'M\\nN' is not a valid Swift identifier: U+000A can't be part of a name"
            ),
        ] as [(String, String)])
    func reportsMistakes(yaml: String, expected: String) throws {
        #expect(rendered(try parse(yaml).diagnostics) == [expected])
    }
}
