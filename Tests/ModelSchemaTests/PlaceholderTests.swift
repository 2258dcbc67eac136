import Testing
@testable import ModelSchema
@Test func placeholder() { #expect(AccessLevel.internal.keyword == "") }
