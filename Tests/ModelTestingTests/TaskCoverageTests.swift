import ModelRuntime
import ModelTesting
import Synchronization
import Testing

@testable import Showcase

/// The test tools run a tested model's work where they can count it, so an
/// assertion or `settle()` knows when none is left. That holds for work the
/// runtime starts in tasks of its own, not only for `node.task`.
@Suite(.modelTesting) struct TaskCoverageTests {
    @Test func eachElementOfACancellingForEachRunsWhereTheModelsTasksRun() async throws {
        let counter = Counter.make().withAnchor()
        let executors = Mutex<(task: UnownedTaskExecutor?, elements: [UnownedTaskExecutor?])>((nil, []))
        counter.node.task {
            let executor = withUnsafeCurrentTask { $0?.unownedTaskExecutor }
            executors.withLock { $0.task = executor }
        }
        counter.node.forEach(Observed(initial: false) { counter.count }, cancelPrevious: true) { _ in
            let executor = withUnsafeCurrentTask { $0?.unownedTaskExecutor }
            executors.withLock { $0.elements.append(executor) }
        }
        counter.count = 1
        await expect(counter.count == 1)
        try await waitUntil(executors.withLock { $0.task != nil && !$0.elements.isEmpty })
        let (task, elements) = executors.withLock { ($0.task, $0.elements) }
        #expect(elements == [task])
    }
}
