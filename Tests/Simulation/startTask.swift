import Foundation
import ModelRuntime
import Showcase

extension SimulationWorld {
    /// Starts a `node.task` on the list's counter at `index` that appends its
    /// id to the counter's `history`, then runs until cancelled (by its key,
    /// or by the counter leaving) and records that it ended. Waits for the
    /// write, so the step's check sees it.
    func startTask(on index: Int, key: Int?, _ reference: inout SimulationReference) throws {
        let id = reference.makeSerial()
        let counter = counters[index]
        let wrote = DispatchSemaphore(value: 0)
        let ended = tasksEnded
        let task = counter.node.task {
            counter.history.append(id)
            wrote.signal()
            await waitUntilCancelled()
            ended.withLock { _ = $0.insert(id) }
        }
        if let key { task.cancel(for: key) }
        guard wrote.wait(timeout: .now() + 10) == .success else {
            throw SimulationMismatch(description: "task \(id) did not run within 10 s")
        }
        reference.counters[index].history.append(id)
        reference.counters[index].work.append(.init(id: id, key: key, isTask: true))
    }
}
