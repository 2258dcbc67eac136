import ModelPersistence
import ModelRuntime
import ModelTesting
import Showcase
import Testing

@Suite struct TestIsolationTests {
    @Test(.modelTesting) func underModelTestingStorageIsInMemory() async {
        let counter = Counter.make()
            .withSetup { $0.node.persist(\.count, in: .file("count.json")) }
            .withAnchor()
        #expect(counter.node.persistentStorage.memoryFiles != nil)
    }

    @Test(.modelTesting, arguments: 0..<4) func parallelTestCasesShareNoStorage(_ value: Int) async {
        let counter = Counter.make()
            .withSetup { $0.node.persist(\.count, in: .inMemory("shared")) }
            .withAnchor()
        #expect(counter.count == 0)
        counter.count = value + 1
        await expect { counter.count == value + 1 }
    }

    @Test(.modelTesting) func theTesterSeesASharedWriteAsAStateChange() async {
        let first = Counter.make()
            .withSetup { $0.node.persist(\.count, in: .inMemory("count")) }
            .withAnchor()
        let second = Counter.make()
            .withSetup { $0.node.persist(\.count, in: .inMemory("count")) }
            .withAnchor()
        first.count = 3
        await expect {
            first.count == 3
            second.count == 3
        }
    }
}
