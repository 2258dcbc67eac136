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
        try await volume.waitForAnEvaluation(after: 0)
        #expect(try await volume.executorOfAnEvaluationAfterAChange() == taskExecutor)
    }
}

/// The executor a task of `model`'s runs on: the tester's, never none,
/// so comparing an evaluation's with it can't pass on two `nil`s.
private func executorOfATask(of counter: Counter) async throws -> UnownedTaskExecutor {
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
private nonisolated final class Volume: Observable, Sendable {
    private let registrar = ObservationRegistrar()
    private let storedLevel = Locked(0)
    /// The executor of the task of the last evaluation that read each level,
    /// and how many evaluations read it at all.
    let evaluations = Locked<(executors: [Int: UnownedTaskExecutor?], count: Int)>(([:], 0))

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
        evaluations.withLock { evaluations in
            evaluations.executors[level] = executor
            evaluations.count += 1
        }
        return level
    }

    /// Waits until an expression reading the level was evaluated after
    /// `count` evaluations, and the models have no work left: with the
    /// evaluation's task done, Observation follows the level again.
    func waitForAnEvaluation(after count: Int) async throws {
        let evaluations = self.evaluations
        try await waitUntil(evaluations.withLock { $0.count > count })
        await settle()
    }

    /// Raises the level until an evaluation reads the new one, and returns
    /// the executor it ran on. Each write is followed by an evaluation;
    /// Observation tells of a change before the write lands, so that
    /// evaluation may run first and read the old level (Docs/Runtime.md).
    /// Only then is the level written again, and the next evaluation reads it.
    func executorOfAnEvaluationAfterAChange() async throws -> UnownedTaskExecutor? {
        for level in 1...100 {
            let count = evaluations.withLock { $0.count }
            self.level = level
            try await waitForAnEvaluation(after: count)
            if let executor = evaluations.withLock({ $0.executors[level] }) { return executor }
        }
        throw NoEvaluationReadANewLevel()
    }
}

private struct NoEvaluationReadANewLevel: Error {}
