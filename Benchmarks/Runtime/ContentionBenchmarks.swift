import Dispatch
import Foundation
import ModelRuntime
import Showcase

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Several threads writing one hierarchy at once, one of them at a lower
/// priority: what the hierarchy's lock costs when it is fought over.
///
/// Each thread writes its own child of one `Parent`, so they share the
/// hierarchy's lock and nothing else. The first thread runs at the lowest
/// priority (nice 19 on Linux, the background quality of service on Apple
/// platforms), so it is the one the scheduler preempts, sometimes while it
/// holds the lock. Reported per round, the median of the rounds: the time
/// per write across all threads (wall time over all writes; the inverse of
/// the throughput), and the longest single write of the normal threads and
/// of the low-priority one (the worst wait for the lock, with the write).
func contentionBenchmarks() -> [Measurement?] {
    let threads = 4
    let writes = 100_000
    return [
        contention("assignment", threads: threads, writes: writes) { counter, value in counter.count = value },
        contention("+= 1 (in-place edit)", threads: threads, writes: writes) { counter, _ in counter.count += 1 },
    ].flatMap { $0 }
}

/// Runs `write` `writes` times on each of `threads` threads, in rounds.
private func contention(
    _ label: String, threads: Int, writes: Int, rounds: Int = 5,
    _ write: @escaping @Sendable (Counter, Int) -> Void
) -> [Measurement?] {
    let name = "contention, \(threads) threads (1 at low priority), \(label)"
    let names = [
        name + ": time per write", name + ": worst write, normal threads", name + ": worst write, low priority",
    ]
    guard names.contains(where: isSelected) else { return [] }
    let (parent, anchor) = Parent(list: (0..<threads).map { _ in Counter.make() }).andAnchor()
    defer { withExtendedLifetime(anchor) {} }
    let counters = parent.list
    var perWrite: [Double] = []
    var worstNormal: [Double] = []
    var worstLow: [Double] = []
    for round in 0...rounds {
        let result = runRound(counters: counters, writes: writes, write)
        guard round > 0 else { continue }  // the first round warms up
        perWrite.append(result.wall / Double(threads * writes))
        worstNormal.append(result.worst.dropFirst().max() ?? 0)
        worstLow.append(result.worst[0])
    }
    let operations = threads * writes
    return [
        median(names[0], operations: operations, perWrite),
        median(names[1], operations: operations, worstNormal),
        median(names[2], operations: operations, worstLow),
    ].map { isSelected($0.name) ? $0 : nil }
}

/// One round: every thread waits for the start, then writes; returns the
/// wall time and each thread's longest write, in nanoseconds.
private func runRound(
    counters: [Counter], writes: Int, _ write: @escaping @Sendable (Counter, Int) -> Void
) -> (wall: Double, worst: [Double]) {
    let worst = WorstWrites(count: counters.count)
    let ready = DispatchSemaphore(value: 0)
    let start = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    for (index, counter) in counters.enumerated() {
        done.enter()
        let thread = Thread {
            if index == 0 { lowerThreadPriority() }
            ready.signal()
            start.wait()
            var longest: UInt64 = 0
            for value in 0..<writes {
                let before = DispatchTime.now().uptimeNanoseconds
                write(counter, value)
                longest = max(longest, DispatchTime.now().uptimeNanoseconds - before)
            }
            worst.set(index, Double(longest))
            done.leave()
        }
        thread.start()
    }
    for _ in counters { ready.wait() }
    let began = DispatchTime.now().uptimeNanoseconds
    for _ in counters { start.signal() }
    done.wait()
    return (Double(DispatchTime.now().uptimeNanoseconds - began), worst.all)
}

/// Makes the calling thread the one the scheduler favours least.
private func lowerThreadPriority() {
    #if canImport(Darwin)
        pthread_set_qos_class_self_np(QOS_CLASS_BACKGROUND, 0)
    #elseif canImport(Glibc)
        // On Linux the nice value is the calling thread's, not the process's.
        setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
    #endif
}

/// Each thread's longest write, set once by the thread.
private final class WorstWrites: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Double]

    init(count: Int) { values = Array(repeating: 0, count: count) }

    func set(_ index: Int, _ value: Double) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    var all: [Double] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}
