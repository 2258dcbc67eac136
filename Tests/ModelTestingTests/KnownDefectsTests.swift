import Dispatch
import ModelRuntime
@testable import ModelTesting
import Observation
import Synchronization
import Testing

@testable import Showcase

/// The open defects Docs/Testing.md lists under "What is left", each shown
/// as it is today inside `withKnownIssue`: the day one is fixed, its test
/// fails ("known issue was not recorded") and the list must be brought up
/// to date. Each interleaving is forced with handshakes (a write made from
/// inside the window, a semaphore, a gate), never a sleep, so each test
/// shows its defect on every run.
@Suite(.modelTesting) struct KnownDefectsTests {
    /// Testing.md, "What is left": context and preference values are read as
    /// they are, so once 100 evaluations in a row were interrupted, a pass
    /// takes the value noted at the first read, and a write the predicate
    /// saw at a later read is reported when the test ends.
    @Test func aPassAfterAHundredInterruptedEvaluationsAssertsTheContextValueItSaw() async throws {
        let issues = try await reportedIssues(inTestMarked: .modelTesting) {
            let parent = Parent().withAnchor()
            let other = Counter.make().withAnchor()
            parent.node.context.theme = "dark"
            let evaluations = Mutex(0)
            // Reads the theme (which notes "dark"), then, in the evaluation
            // taken as it is after 100 interrupted ones, writes "sepia",
            // which the second read sees. Each earlier evaluation writes
            // another model, so each is interrupted and passes.
            let themeReadAroundAWrite: @Sendable () -> String = {
                _ = parent.node.context.theme
                let evaluation = evaluations.withLock { evaluations in
                    evaluations += 1
                    return evaluations
                }
                if evaluation <= maxInterruptedPasses {
                    other.count = evaluation
                } else if evaluation == maxInterruptedPasses + 1 {
                    parent.node.context.theme = "sepia"
                }
                return parent.node.context.theme
            }
            await expect(["dark", "sepia"].contains(themeReadAroundAWrite()))
            await expect(other.count == maxInterruptedPasses)
        }
        let defect = #"Context values were not asserted:\#n• Parent context theme: "dark" → "sepia"\#n"#
        #expect(issues.allSatisfy { $0.hasPrefix(defect) })
        withKnownIssue("The pass takes the theme noted at the first read, not the \"sepia\" it saw") {
            #expect(issues.isEmpty)
        }
    }

    /// Testing.md, "What is left": two threads writing the same model at
    /// once each record the state after their own write, so `.transitions`
    /// can miss an intermediate value between them.
    @Test(.timeLimit(.minutes(1))) func twoThreadsWritingOneModelAtOnceKeepTheIntermediateValue() async throws {
        let issues = try await reportedIssues(inTestMarked: .modelTesting(exhaustivity: .off.adding(.transitions))) {
            let counter = Counter.make().withAnchor()
            let hasWritten = Mutex(false)
            // Observation hears of the write of 1 after it is stored and
            // the hierarchy's lock is let go, before the test tools take the
            // state after it: another thread writes 2 there, and the test's
            // thread waits until that write was told to everyone.
            withObservationTracking {
                _ = counter.count
            } onChange: {
                let isFirst = hasWritten.withLock { hasWritten in
                    defer { hasWritten = true }
                    return !hasWritten
                }
                guard isFirst else { return }
                let otherThreadWrote = DispatchSemaphore(value: 0)
                DispatchQueue(label: "KnownDefectsTests.writer").async {
                    counter.count = 2
                    otherThreadWrote.signal()
                }
                otherThreadWrote.wait()
            }
            counter.count = 1
            await expect(counter.count == 1, timeout: .milliseconds(50))
            await expect(counter.count == 2)
        }
        let defect = "Expected the values to be equal (− actual, + expected):\n  − 2\n  + 1\n"
        #expect(issues.allSatisfy { $0.hasPrefix(defect) })
        withKnownIssue("Both writes recorded the state after the second, 2: the 1 between them is missed") {
            #expect(issues.isEmpty)
        }
    }

    /// Testing.md, "What is left": a wrapped `Observed`
    /// (`Observed { … }.map { … }`) given to `forEach` outside any task has
    /// its iterator made there, with no model to own it, so it evaluates
    /// again after a change to a plain `@Observable` object on the global
    /// executor, where the test tools don't see the work.
    @Test func aWrappedObservedGivenToForEachOutsideATaskEvaluatesWhereTheModelsTasksRun() async throws {
        let counter = Counter.make().withAnchor()
        let volume = Volume()
        let taskExecutor = try await executorOfATask(of: counter)
        counter.node.forEach(Observed(initial: false) { volume.levelNotingExecutor() }.map { $0 * 2 }) { _ in }
        // The first evaluation ran as forEach made the iterator, on the
        // test's thread; the next one is the change's.
        #expect(volume.evaluations.withLock(\.count) == 1)
        let evaluatedOn = try await volume.executorOfAnEvaluationAfterAChange()
        withKnownIssue("Evaluated on the global executor, not where the model's tasks run") {
            #expect(evaluatedOn == taskExecutor)
        }
    }

    /// Testing.md, "What is left": Observation tells of a change to a plain
    /// `@Observable` object in `willSet`, before the write, and of nothing
    /// after it, so when the object's reads don't wait for its writes the
    /// evaluation the notice starts can read the old value and miss the
    /// change for good.
    @Test(.timeLimit(.minutes(1))) func aForEachSeesAWriteFromAnotherThreadToAPlainObservableObject() async {
        let counter = Counter.make().withAnchor()
        let gauge = HeldWriteObservable()
        let delivered = Locked<[Int]>([])
        counter.node.forEach(Observed(initial: false) { gauge.level }) { level in
            delivered.withLock { $0.append(level) }
        }
        let written = Gate()
        DispatchQueue(label: "KnownDefectsTests.writer").async {
            gauge.level = 1
            written.open()
        }
        // Observation was told; the store waits. The evaluation the notice
        // started is the model's work, so settle() waits for it (it may
        // have run already): it read the level before the store. Were there
        // no notice before the store, there would be nothing to wait for,
        // and no hang.
        await gauge.writeIsHeld.wait()
        await settle()
        #expect(gauge.levelsReadMidWrite == [0])
        gauge.storeHeldWrite()
        await written.wait()
        await settle()
        withKnownIssue("The evaluation the notice started read 0; nothing told of the store of 1") {
            #expect(delivered.withLock { $0 } == [1])
        }
    }
}

/// A plain `Observable` object whose reads don't wait for its writes, as an
/// `@Observable` class written from another thread: its setter makes the
/// calls the macro's does, and holds the write between Observation's notice
/// and the store until the test lets it go on, so whatever the notice
/// starts can run before the write lands, every time.
private nonisolated final class HeldWriteObservable: Observable, Sendable {
    private let registrar = ObservationRegistrar()
    private let state = Locked((level: 0, isWriteUnderWay: false, levelsReadMidWrite: [Int]()))
    private let storeMayGoOn = DispatchSemaphore(value: 0)
    /// Opened once a write told Observation and waits to store.
    let writeIsHeld = Gate()

    var level: Int {
        get {
            registrar.access(self, keyPath: \.level)
            return state.withLock { state in
                if state.isWriteUnderWay { state.levelsReadMidWrite.append(state.level) }
                return state.level
            }
        }
        set {
            // Under way from before the notice: the evaluation it starts may
            // run on another thread before this one reaches the store.
            state.withLock { $0.isWriteUnderWay = true }
            registrar.withMutation(of: self, keyPath: \.level) {
                writeIsHeld.open()
                storeMayGoOn.wait()
                state.withLock { state in
                    state.level = newValue
                    state.isWriteUnderWay = false
                }
            }
        }
    }

    /// The levels read while a write was under way, before its store, in order.
    var levelsReadMidWrite: [Int] { state.withLock(\.levelsReadMidWrite) }

    /// Lets the write held before its store go on.
    func storeHeldWrite() {
        storeMayGoOn.signal()
    }
}
