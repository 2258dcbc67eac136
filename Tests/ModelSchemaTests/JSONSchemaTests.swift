import Foundation
import Testing
@testable import ModelSchema

@Suite("renderJSONSchema")
struct JSONSchemaTests {
    private func definitions() throws -> [String: [String: Any]] {
        let json = try JSONSerialization.jsonObject(with: Data(renderJSONSchema().utf8)) as? [String: Any]
        #expect(json?["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
        return try #require(json?["definitions"] as? [String: [String: Any]])
    }

    /// The keys of a JSON Schema object definition.
    private func keys(of definition: [String: Any]?) -> Set<String> {
        Set((definition?["properties"] as? [String: Any])?.keys ?? [:].keys)
    }

    @Test func listsExactlyTheKeysTheParserAccepts() throws {
        let definitions = try definitions()
        #expect(Set(definitions.keys) == Set(MappingKind.allCases.map(\.rawValue)))
        for kind in MappingKind.allCases {
            let definition = definitions[kind.rawValue]
            let listed = keys(of: definition)
            #expect(definition?["additionalProperties"] as? Bool == false, "\(kind)")
            // Every listed key passes the parser's check, and nothing else does.
            let yaml = listed.sorted().map { "\($0): ~" }.joined(separator: "\n") + "\nnotAKey: ~\n"
            var diagnostics: [Diagnostic] = []
            let document = try loadDocument(yaml)
            let reader = MappingReader(
                document.root, in: document, kind: kind, subject: "it", diagnostics: &diagnostics)
            #expect(Set(reader?.pairs.map(\.name) ?? []) == listed, "\(kind)")
            #expect(diagnostics.map(\.message) == ["unknown key 'notAKey' in it"], "\(kind)")
            #expect(listed == Set(kind.keyNames), "\(kind)")
        }
    }

    @Test func referencesOnlyDefinedKinds() throws {
        let text = renderJSONSchema()
        let definitions = try definitions()
        var rest = Substring(text)
        while let range = rest.range(of: "\"#/definitions/") {
            let name = rest[range.upperBound...].prefix { $0 != "\"" }
            #expect(definitions[String(name)] != nil, "\(name)")
            rest = rest[range.upperBound...]
        }
    }

    @Test func marksRequiredKeys() throws {
        let definitions = try definitions()
        #expect(definitions["preferenceKey"]?["required"] as? [String] == ["type", "reduce"])
        #expect(definitions["model"]?["required"] == nil)
    }
}
