import Foundation
import ModelRuntime
import Showcase

/// What one thread of the concurrent mode did, for the checks at the end.
final class ConcurrentThread: @unchecked Sendable {
    let number: Int
    /// Its program's seed.
    let seed: UInt64
    /// Steps done, and the step under way, for a stall's report.
    let progress = Locked((done: 0, current: "not started"))
    // Written by the thread only, read after it ended.
    var increments: [Int]
    var lastTitle: String?
    var lastTheme: String?
    /// Its last plain write (`count =`) of the world's `plain` counter.
    var lastPlain: Int?
    /// Its counters still in the list, and those it removed or replaced,
    /// with the count each was made with.
    var own: [OwnCounter] = []
    var removedOwn: [(counter: Counter, createdCount: Int)] = []
    /// Ids of its work that must have been cancelled (its removed
    /// counters', its released hierarchies'), and its work on counters still there.
    var mustBeCancelled: Set<Int> = []
    var running: [FiledWork] = []
    /// Its `cancelAll(for:)` calls.
    var cancelAlls: [CancelAllCall] = []
    /// Its edits of the editor's title and of its body (each value written
    /// once), and how many times it redid.
    var titlesEdited: Set<String> = []
    var bodiesEdited: Set<String> = []
    var redos = 0
    /// Its writes to frozen copies and to removed counters, each of which must be reported.
    var frozenWrites = 0
    var removedWrites = 0
    /// Events it sent up from its counters to the parent, and down from the parent.
    var sentUp = 0
    var sentDown = 0
    /// What it saw that can't be right.
    var oddities: [String] = []

    init(number: Int, seed: UInt64, sharedCount: Int) {
        self.number = number
        self.seed = seed
        increments = Array(repeating: 0, count: sharedCount)
    }

    /// Runs `operations` random steps on `world`: its parent, shared counters and editor.
    func run(operations: Int, world: ConcurrentWorld) {
        let (parent, shared) = (world.parent, world.shared)
        var random = SimulationRandom(seed: seed)
        for step in 0..<operations {
            let choice = random.below(27)
            progress.withLock { $0.current = "step \(step), choice \(choice)" }
            switch choice {
            case 0, 1, 2:
                let index = random.below(shared.count)
                shared[index].count += 1
                increments[index] += 1
            case 3:
                let title = "thread \(number) step \(step)"
                parent.title = title
                lastTitle = title
            case 4:
                let counter = world.made(Counter.make(count: step), "thread \(number)'s counter of step \(step)")
                parent.list.append(counter)
                own.append(OwnCounter(counter: counter, createdCount: step, count: step))
            case 5 where !own.isEmpty:
                removeOwn(at: random.below(own.count), from: parent)
            case 6 where !own.isEmpty:
                let index = random.below(own.count)
                own[index].preference = step
                own[index].counter.node.preference.total = step
            case 7:
                memoStep(&random, shared, step: step)
            case 8:
                let counter = workTarget(&random, shared)
                fileWork(on: counter, id: number * 1_000_000_000 + step, key: random.below(3), world)
            case 9:
                let theme = "thread \(number) step \(step)"
                parent.node.context.theme = theme
                lastTheme = theme
            case 10 where !own.isEmpty:
                own[random.below(own.count)].counter.node.send(AppEvent.login(user: "\(number)"), to: .ancestors)
                sentUp += 1
            case 11:
                parent.node.send(AppEvent.logout, to: .descendants)
                sentDown += 1
            case 12:
                let counter = workTarget(&random, shared)
                let (id, key) = (number * 1_000_000_000 + step, random.below(3))
                let start = world.tick()
                startTask(on: counter, id: id, cancelled: world.cancelled).cancel(for: key)
                running.append(FiledWork(id: id, on: counter, key: key, start: start, end: world.tick()))
            case 13:
                cancelAll(&random, world)
            case 14:
                throwingTransaction(&random, world)
            case 15:
                editorStep(&random, world, step: step)
            case 16:
                assignItems(&random, world, step: step)
            case 17:
                assignDestination(&random, world, step: step)
            case 18 where random.below(4) == 0:
                frozenCopy(world)
            case 19:
                moveOne(&random, parent, step: step)
            case 20:
                let value = number * 1_000_000_000 + step
                world.plain.count = value
                lastPlain = value
            case 21 where !own.isEmpty:
                let index = random.below(own.count)
                own[index].counter.count = step
                own[index].count = step
            case 22 where !own.isEmpty:
                replaceOwn(at: random.below(own.count), in: world, step: step)
            case 23 where !own.isEmpty:
                setOwnTheme(at: random.below(own.count), to: random.below(3) == 0 ? nil : "own \(number).\(step)")
            case 24 where !removedOwn.isEmpty:
                writeRemoved(at: random.below(removedOwn.count), value: step)
            case 25:
                pageStep(&random, world, step: step)
            case 26 where random.below(4) == 0:
                anchorAndRelease(world, step: step)
            default:
                break
            }
            progress.withLock { $0.done = step + 1 }
        }
    }

    /// Starts a task on `counter` that writes its `history` (the thread may
    /// have removed the counter by then), then runs until cancelled and records `id`.
    func startTask(on counter: Counter, id: Int, cancelled: Locked<Set<Int>>) -> Cancellable {
        counter.node.task {
            counter.history.append(id)
            await waitUntilCancelled()
            cancelled.withLock { _ = $0.insert(id) }
        }
    }

    /// Files an `onCancel` on `counter` under `key`, between two ticks.
    private func fileWork(on counter: Counter, id: Int, key: Int, _ world: ConcurrentWorld) {
        let cancelled = world.cancelled
        let start = world.tick()
        counter.node.onCancel { cancelled.withLock { _ = $0.insert(id) } }.cancel(for: key)
        running.append(FiledWork(id: id, on: counter, key: key, start: start, end: world.tick()))
    }
}

/// One of a thread's counters in the list: only that thread writes its
/// count, its contribution to `total` and its own theme.
struct OwnCounter {
    let counter: Counter
    /// The count it was made with, which it reads as once removed.
    let createdCount: Int
    var count: Int
    var preference = 0
    /// Its own theme, or `nil` for its parent's.
    var theme: String?
}
