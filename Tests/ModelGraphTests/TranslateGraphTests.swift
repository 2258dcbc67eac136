import ModelGraph
import ModelSchema
import Testing

/// What the graph says about a schema set, whatever the format.
@Suite struct TranslateGraphTests {
    private let counterFact = [
        "App.yaml": """
        models:
          AppModel:
            children:
              counters: [CounterRowModel]
              factPrompt: FactPromptModel?
        """,
        "Counter.yaml": """
        models:
          CounterRowModel:
            children: { counter: CounterModel }
            callbacks: { onRemove: (CounterRowModel) }
          CounterModel:
            state: { count: Int = 0 }
            callbacks: { onFact: "(Int, String)" }
            dependencies: [factClient]
            events: [reachedTen]
        """,
        "FactPrompt.yaml": """
        models:
          FactPromptModel:
            constants: { count: Int }
            dependencies: [factClient]
        clients:
          FactClient:
            endpoints: { fetch: (Int) async throws -> String }
        """,
    ]

    @Test func drawsModelsChildrenAndDependenciesInSchemaOrder() throws {
        let graph = try translateGraph(resolve(counterFact))
        #expect(
            graph.nodes.map(\.name) == ["AppModel", "CounterRowModel", "CounterModel", "FactPromptModel", "FactClient"])
        #expect(
            graph.edges.map { "\($0.from) \($0.label) \($0.to)" } == [
                "AppModel counters (array) CounterRowModel",
                "AppModel factPrompt (optional) FactPromptModel",
                "CounterRowModel counter (inline) CounterModel",
                "CounterModel factClient FactClient",
                "FactPromptModel factClient FactClient",
            ])
        let counter = try #require(graph.nodes.first { $0.name == "CounterModel" })
        #expect(counter.lines == ["CounterModel", "callback onFact(Int, String)", "event reachedTen"])
        let client = try #require(graph.nodes.last)
        #expect(client.kind == .client(key: "factClient"))
        #expect(client.lines == ["FactClient", "client", "fetch(Int) async throws -> String"])
    }

    @Test func aRootKeepsItsSubtreeAndWhatItUses() throws {
        let set = try resolve(counterFact)
        let row = try translateGraph(set, root: "CounterRowModel")
        #expect(row.nodes.map(\.name) == ["CounterRowModel", "CounterModel", "FactClient"])
        #expect(row.edges.count == 2)
        let app = try translateGraph(set, root: "AppModel")
        #expect(app == (try translateGraph(set)))
        let leaf = try translateGraph(set, root: "FactPromptModel")
        #expect(leaf.nodes.map(\.name) == ["FactPromptModel", "FactClient"])
    }

    @Test func anUnknownRootSaysWhatIsThere() throws {
        let set = try resolve(counterFact)
        #expect(throws: GraphError.unknownRoot("AppModle", set: "Schemas/App", suggestion: "AppModel")) {
            try translateGraph(set, root: "AppModle")
        }
        #expect(throws: GraphError.unknownRoot("Settings", set: "Schemas/App", suggestion: nil)) {
            try translateGraph(set, root: "Settings")
        }
        #expect(throws: GraphError.rootIsNotAModel("FactClient", set: "Schemas/App", kind: "a client")) {
            try translateGraph(set, root: "FactClient")
        }
        #expect(
            GraphError.unknownRoot("AppModle", set: "Schemas/App", suggestion: "AppModel").description
                == "Schemas/App has no model 'AppModle'; did you mean 'AppModel'?")
    }

    @Test func containersAreSeenThroughWithTheirArguments() throws {
        let graph = try translateGraph(
            resolve([
                "Set.yaml": """
                models:
                  Parent:
                    children:
                      posts: Page<Post>
                      users: Page<User>?
                      route: Route?
                  Post: {}
                  User: {}
                containers:
                  Page:
                    generic: [Item: Model]
                    fields: { items: "[Item]", number: Int = 0 }
                  Route:
                    cases: { post: Post, page: Page<Post>, back: ~ }
                """
            ]))
        #expect(graph.nodes.map(\.name) == ["Parent", "Post", "User", "Page<Post>", "Page<User>", "Route"])
        #expect(
            graph.edges.map { "\($0.from) \($0.label) \($0.to)" } == [
                "Parent posts (inline) Page_Post",
                "Parent users (optional) Page_User",
                "Parent route (optional) Route",
                "Page_Post items (array) Post",
                "Page_User items (array) User",
                "Route .post (inline) Post",
                "Route .page (inline) Page_Post",
            ])
    }

    @Test func aParameterHidesAModelOfTheSameName() throws {
        let graph = try translateGraph(
            resolve([
                "Set.yaml": """
                models:
                  Parent: { children: { page: Page<Post> } }
                  Post: {}
                  Item: {}
                containers:
                  Page:
                    generic: [Item: Model]
                    fields: { items: "[Item]" }
                """
            ]))
        #expect(graph.edges.contains { $0.from == "Page_Post" && $0.to == "Post" })
        #expect(!graph.edges.contains { $0.to == "Item" })
    }

    @Test func identifiersAreUniqueAndSafe() throws {
        let graph = try translateGraph(
            resolve([
                "Set.yaml": """
                models:
                  end: { children: { other: End? } }
                  End: {}
                  node: {}
                  Zähler: {}
                  _Private: {}
                """
            ]))
        #expect(graph.nodes.map(\.id) == ["End", "End_2", "Node_", "Z_E4_hler", "N_Private"])
    }

    private func resolve(_ files: [String: String]) throws -> ResolvedSchemaSet {
        let sources = files.map {
            SchemaSource(path: $0.key, displayPath: "Schemas/App/\($0.key)", contents: Array($0.value.utf8))
        }
        let result = compileSchemaSet(SchemaSetInput(root: "Schemas/App", files: sources))
        return try #require(result.value, "\(result.diagnostics)")
    }
}
