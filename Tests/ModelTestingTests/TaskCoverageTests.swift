import ModelRuntime
import ModelTesting
import Observation
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
        #expect(task != nil)
        #expect(elements == [task])
    }

    @Test func aForEachOverAPlainObservableObjectEvaluatesWhereTheModelsTasksRun() async throws {
        // Observation tells of a change before the write, so `Observed`
        // evaluates again from a task of its own, after it: that task is the
        // model's work until the value reaches the forEach.
        let counter = Counter.make().withAnchor()
        let volume = Volume()
        let taskExecutor = try await executorOfATask(of: counter)
        counter.node.forEach(Observed(initial: false) { volume.levelNotingExecutor() }) { _ in }
        #expect(try await volume.executorOfAnEvaluationAfterAChange() == taskExecutor)
    }

    @Test func aLoopOverAnObservedInATaskEvaluatesWhereTheModelsTasksRun() async throws {
        let counter = Counter.make().withAnchor()
        let volume = Volume()
        let taskExecutor = try await executorOfATask(of: counter)
        counter.node.task {
            for await _ in Observed(initial: false, { volume.levelNotingExecutor() }) { break }
        }
        // The loop's first evaluation, and the rest of its job: once the
        // task waits for a change, Observation follows the level.
        _ = try await volume.executorOfAnEvaluation(after: 0)
        await settle()
        #expect(try await volume.executorOfAnEvaluationAfterAChange() == taskExecutor)
    }
}

/// The executor a task of `model`'s runs on: the tester's, never none,
/// so comparing an evaluation's with it can't pass on two `nil`s.
func executorOfATask(of counter: Counter) async throws -> UnownedTaskExecutor {
    let executor = Mutex<UnownedTaskExecutor??>(nil)
    counter.node.task {
        let current = withUnsafeCurrentTask { $0?.unownedTaskExecutor }
        executor.withLock { $0 = current }
    }
    try await waitUntil(executor.withLock { $0 != nil })
    return try #require(executor.withLock { $0 ?? nil })
}

/// A plain `Observable` object, not a model, which notes where the
/// expressions reading it are evaluated. Its level is kept behind a lock,
/// since the test writes it while an evaluation reads it on another thread.
nonisolated final class Volume: Observable, Sendable {
    private let registrar = ObservationRegistrar()
    private let storedLevel = Locked(0)
    /// The executor of the task of each evaluation that read the level, in order.
    let evaluations = Locked<[UnownedTaskExecutor?]>([])

    var level: Int {
        get {
            registrar.access(self, keyPath: \.level)
            return storedLevel.withLock { $0 }
        }
        set {
            registrar.withMutation(of: self, keyPath: \.level) { storedLevel.withLock { $0 = newValue } }
        }
    }

    /// The level, noting the executor of the task reading it.
    func levelNotingExecutor() -> Int {
        let (level, executor) = (self.level, withUnsafeCurrentTask { $0?.unownedTaskExecutor })
        evaluations.withLock { $0.append(executor) }
        return level
    }

    /// Waits until an expression reading the level was evaluated after
    /// `count` evaluations, and returns the executor of that evaluation.
    func executorOfAnEvaluation(after count: Int) async throws -> UnownedTaskExecutor? {
        let evaluations = self.evaluations
        try await waitUntil(evaluations.withLock { $0.count > count })
        return evaluations.withLock { $0[count] }
    }

    /// Raises the level and returns the executor of the evaluation that
    /// follows. Observation tells of the change before the write lands, so
    /// that evaluation may read the old level (Docs/Runtime.md); either way
    /// it is the one the change started, which is what is asked.
    func executorOfAnEvaluationAfterAChange() async throws -> UnownedTaskExecutor? {
        let count = evaluations.withLock(\.count)
        level += 1
        return try await executorOfAnEvaluation(after: count)
    }
}
