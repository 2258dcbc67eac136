import Testing
@testable import ModelSchema

@Suite("resolveSchemaSet")
struct ResolveTests {
    @Test func ordersFilesByPathAndMapsOutputPaths() {
        let result = compile([
            "Rows/Row.yml": "models: { Row: {} }",
            "App.yaml": "models: { App: { children: { rows: [Row] } } }",
            "Rows/Cell.yaml": "values: { Cell: { x: Int } }",
        ])
        let set = result.value
        #expect(result.diagnostics.isEmpty)
        #expect(set?.files.map(\.path) == ["App.yaml", "Rows/Cell.yaml", "Rows/Row.yml"])
        #expect(set?.files.map(\.outputPath) == ["App.swift", "Rows/Cell.swift", "Rows/Row.swift"])
        #expect(set?.files.map(\.displayPath) == ["App.yaml", "Rows/Cell.yaml", "Rows/Row.yml"])
        #expect(set?.declarations.map(\.name.value) == ["App", "Cell", "Row"])
    }

    @Test func resolvesTheSetsAccessLevel() throws {
        let yaml = "models: { A: {}, B: { access: public } }\nvalues: { V: { access: package, fields: {} } }"
        func levels(_ set: ResolvedSchemaSet) -> [AccessLevel] { set.declarations.map(\.access) }
        #expect(levels(try compileClean(yaml)) == [.internal, .public, .package])
        let configured = try compileClean(yaml, config: "access: package")
        #expect(configured.access == .package)
        #expect(levels(configured) == [.package, .public, .package])
        let overridden = try compileClean(yaml, config: "access: package", access: .public)
        #expect(overridden.access == .public)
        #expect(levels(overridden) == [.public, .public, .package])
    }

    @Test func carriesTheConfiguration() throws {
        let set = try compileClean("models: { A: {} }", config: "module: App\nimports: [Foundation]\noutput: Generated")
        #expect(set.module == "App")
        #expect(set.imports.map(\.value) == ["Foundation"])
        #expect(set.config?.output?.value == "Generated")
    }

    @Test func classifiesChildren() throws {
        let set = try compileClean(
            """
            models:
              Parent:
                children:
                  inline: Child
                  optional: Child?
                  array: [Child]
                  identified: IdentifiedArrayOf<Child>
                  dictionary: "[String: Child]"
                  path: Path
                  optionalPath: Path?
                  paths: [Path]
                  page: Paginated<Child>
              Child: {}
            containers:
              Path:
                cases: { child: Child, none: }
              Paginated:
                generic: [Item: Model]
                fields: { items: "[Item]" }
            """)
        let parent = try #require(set.model(named: "Parent"))
        #expect(
            parent.children.map(\.property.name.value) == [
                "inline", "optional", "array", "identified", "dictionary", "path", "optionalPath", "paths", "page",
            ])
        #expect(
            parent.children.map(\.shape) == [
                .inline, .optional, .array, .identifiedArray, .dictionary(key: .named("String")),
                .inline, .optional, .array, .inline,
            ])
        #expect(
            parent.children.map(\.target.name) == [
                "Child", "Child", "Child", "Child", "Child", "Path", "Path", "Path", "Paginated",
            ])
        guard case .container(let page, let arguments) = parent.children[8].target else {
            Issue.record("expected a container")
            return
        }
        #expect(page.name.value == "Paginated")
        #expect(arguments == [.named("Child")])
    }

    @Test func resolvesDependencies() throws {
        let set = try compileClean(
            """
            models:
              SettingsModel:
                dependencyKey: true
              Screen:
                dependencies:
                  - factClient
                  - facts: FactClient
                  - settings: SettingsModel
                  - now: Date
            clients:
              FactClient:
                endpoints:
                  fetch: (Int) async throws -> String
            """)
        let screen = try #require(set.model(named: "Screen"))
        #expect(screen.dependencies.map(\.name) == ["factClient", "facts", "settings", "now"])
        #expect(
            screen.dependencies.map(\.type) == [
                .named("FactClient"), .named("FactClient"), .named("SettingsModel"), .named("Date"),
            ])
        #expect(screen.dependencies.map(\.lookup) == [.typeKey, .typeKey, .typeKey, .dependencyValues])
    }

    @Test func resolvesClientKeysAndLookups() throws {
        let set = try compileClean(
            """
            clients:
              FactClient: { endpoints: {} }
              URLSessionClient: { endpoints: {} }
              API: { endpoints: {} }
              Keyed: { key: custom, endpoints: {} }
            models:
              M: { constants: { key: String }, id: key }
            """)
        let keys = set.declarations.compactMap { declaration -> String? in
            if case .client(let client) = declaration { client.key } else { nil }
        }
        #expect(keys == ["factClient", "urlSessionClient", "api", "custom"])
        #expect(set.client(forKey: "custom")?.decl.name.value == "Keyed")
        #expect(set.client(forKey: "keyed") == nil)
        #expect(set.declaration(named: "API")?.name.value == "API")
        #expect(set.declaration(named: "Nothing") == nil)
        #expect(set.model(named: "M")?.idProperty?.name.value == "key")
        #expect(set.model(named: "FactClient") == nil)
    }

    @Test func findsDeclarationsAcrossFiles() {
        let result = compile([
            "A.yaml": "models: { A: { children: { b: B } } }",
            "B.yaml": "models: { B: { dependencies: [factClient] } }",
            "C.yaml": "clients: { FactClient: { endpoints: {} } }",
        ])
        #expect(result.diagnostics.isEmpty)
        #expect(result.value?.model(named: "A")?.children.first?.target.name == "B")
    }

    @Test func allowsRecursionThroughOptionalsAndCollections() {
        let result = compile([
            testFile: """
            models:
              Node:
                children:
                  parent: Node?
                  children: [Node]
                  box: Box
              Leaf: {}
            containers:
              Box:
                fields: { leaf: Leaf, nodes: "[Node]" }
              Choice:
                cases: { node: Node }
            """
        ])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func reportsCyclesThroughContainers() {
        let result = compile([
            testFile: """
            models:
              A:
                children:
                  page: Wrapper<A>
            containers:
              Wrapper:
                generic: [Item: Model]
                fields: { item: Item }
            """
        ])
        #expect(
            rendered(result.diagnostics) == [
                "Test.yaml:4:13: error: model 'A' holds itself inline: A -> Wrapper -> A; make one of these children optional or a collection"
            ])
    }

    @Test func handlesLongChainsOfModels() {
        var yaml = "models:\n"
        for index in 0..<5_000 { yaml += "  M\(index): { children: { next: M\(index + 1) } }\n" }
        yaml += "  M5000: { children: { first: M0 } }\n"
        let result = compile([testFile: yaml])
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.message.hasPrefix("model 'M0' holds itself inline: M0 -> M1 -> ") == true)
        #expect(result.diagnostics.first?.notes.count == 5_000)
    }

    @Test func reportsEveryProblemOfARun() {
        let result = compile([
            "A.yaml": "models:\n  A:\n    children: { b: Missing }\n    stat: {}\n",
            "B.yaml": "models:\n  B:\n    id: nope\n",
        ])
        #expect(result.value == nil)
        #expect(
            rendered(result.diagnostics) == [
                "A.yaml:3:20: error: child 'b' of model 'A' has type 'Missing', but the schema set has no model or container 'Missing'; declare plain values under 'state:'",
                "A.yaml:4:5: error: unknown key 'stat' in model 'A'; did you mean 'state'?",
                "B.yaml:3:9: error: 'id: nope' of model 'B' names no constant; declare it under 'constants:'",
            ])
    }

    @Test func skipsResolutionWhenAFileDoesNotLoad() {
        let result = compile(["A.yaml": "models: { A: { children: { b: B } } }", "B.yaml": "models: [\n"])
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.location?.file == "B.yaml")
    }

    @Test func resultDoesNotDependOnInputOrder() {
        let files: KeyValuePairs = ["B.yaml": "models: { B: {} }", "A.yaml": "models: { A: { children: { b: B } } }"]
        let reversed: KeyValuePairs = [
            "A.yaml": "models: { A: { children: { b: B } } }", "B.yaml": "models: { B: {} }",
        ]
        #expect(compile(files).value?.files.map(\.path) == compile(reversed).value?.files.map(\.path))
    }
}
