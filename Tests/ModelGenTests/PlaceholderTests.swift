import Testing
@testable import ModelGen
@Test func placeholder() { #expect(GeneratedFile(path: "a", contents: "").path == "a") }
