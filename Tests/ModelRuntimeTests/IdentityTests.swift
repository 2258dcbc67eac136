import ModelRuntime
import Testing

@testable import Showcase

@Suite struct IdentityTests {
    @Test func modelsHaveUniqueGeneratedIDs() {
        let ids = Set((0..<100).map { _ in Counter.make().id })
        #expect(ids.count == 100)
    }

    @Test func aSchemaIDNamesTheIdentity() {
        let item = Item(name: "milk")
        #expect(item.id == "milk")
        #expect(Item(name: "milk").id == item.id)
    }
}
