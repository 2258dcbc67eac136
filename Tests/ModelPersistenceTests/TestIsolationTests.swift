import ModelPersistence
import ModelRuntime
import ModelTesting
import Showcase
import Testing

/// Storage in tests: in memory for each test case, and what models take
/// from it asserted like any state change.
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

    @Test func theTesterSeesAValueLoadedFromOutsideAsAStateChange() async throws {
        let storage = PersistentStorage.inMemory()
        let (counter, tester) = Counter.make()
            .withSetup { $0.node.persist(\.count, in: .file("count.json")) }
            .andTester { $0.persistentStorage = storage }
        try storage.seed(9, for: PersistenceKey<Int>.file("count.json"))
        await tester.assert(counter.count == 9)
    }

    @Test func aValueLoadedFromOutsideThatNoneAssertsFailsTheTest() async throws {
        let storage = PersistentStorage.inMemory()
        try await withKnownIssue {
            let (counter, tester) = Counter.make()
                .withSetup { $0.node.persist(\.count, in: .file("count.json")) }
                .andTester { $0.persistentStorage = storage }
            try storage.seed(9, for: PersistenceKey<Int>.file("count.json"))
            // Taken up, but never asserted.
            for _ in 0..<5_000 where counter.count != 9 { try await Task.sleep(for: .milliseconds(1)) }
            _ = tester
        } matching: {
            $0.description.contains("count")
        }
    }
}
