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
    /// Its counters still in the list, with their last contribution to `total`.
    var own: [(counter: Counter, preference: Int)] = []
    /// Its counters it removed.
    var removedOwn: [Counter] = []
    /// Ids of its work that must have been cancelled (its removed
    /// counters'), and its work on counters still there.
    var mustBeCancelled: Set<Int> = []
    var running: [FiledWork] = []
    /// Its `cancelAll(for:)` calls.
    var cancelAlls: [CancelAllCall] = []
    /// Its edits of the editor's title and of its body (each value written
    /// once), and how many times it redid.
    var titlesEdited: Set<String> = []
    var bodiesEdited: Set<String> = []
    var redos = 0
    /// Its writes to frozen copies, each of which must be reported.
    var frozenWrites = 0
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
        let (parent, shared, cancelled) = (world.parent, world.shared, world.cancelled)
        var random = SimulationRandom(seed: seed)
        for step in 0..<operations {
            let choice = random.below(21)
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
                let counter = Counter.make(count: step)
                parent.list.append(counter)
                own.append((counter, 0))
            case 5 where !own.isEmpty:
                removeOwn(at: random.below(own.count), from: parent)
            case 6 where !own.isEmpty:
                let index = random.below(own.count)
                own[index].preference = step
                own[index].counter.node.preference.total = step
            case 7:
                let counter = shared[random.below(shared.count)]
                if random.below(4) == 0 { counter.node.resetMemoization(for: "tenfold") }
                let value = counter.node.memoize(for: "tenfold") { counter.count * 10 + 3 }
                if value % 10 != 3 { oddities.append("step \(step): memo value \(value) is no count * 10 + 3") }
            case 8:
                let counter = workTarget(&random, shared)
                let id = number * 1_000_000_000 + step
                let key = random.below(3)
                let start = world.tick()
                counter.node.onCancel { cancelled.withLock { _ = $0.insert(id) } }.cancel(for: key)
                running.append(FiledWork(id: id, on: counter, key: key, start: start, end: world.tick()))
            case 10 where !own.isEmpty:
                own[random.below(own.count)].counter.node.send(AppEvent.login(user: "\(number)"), to: .ancestors)
                sentUp += 1
            case 11:
                parent.node.send(AppEvent.logout, to: .descendants)
                sentDown += 1
            case 12:
                let counter = workTarget(&random, shared)
                let id = number * 1_000_000_000 + step
                let key = random.below(3)
                let start = world.tick()
                startTask(on: counter, id: id, cancelled: cancelled).cancel(for: key)
                running.append(FiledWork(id: id, on: counter, key: key, start: start, end: world.tick()))
            case 9:
                let theme = "thread \(number) step \(step)"
                parent.node.context.theme = theme
                lastTheme = theme
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
            default:
                break
            }
            progress.withLock { $0.done = step + 1 }
        }
    }

    /// Starts a task on `counter` that writes its `history` (the thread may
    /// have removed the counter by then), then runs until cancelled and records `id`.
    private func startTask(on counter: Counter, id: Int, cancelled: Locked<Set<Int>>) -> Cancellable {
        counter.node.task {
            counter.history.append(id)
            await waitUntilCancelled()
            cancelled.withLock { _ = $0.insert(id) }
        }
    }

    /// Removes one of its counters, in a transaction that finds it by identity
    /// (the others' counters move the indices meanwhile); its work is cancelled.
    private func removeOwn(at index: Int, from parent: Parent) {
        let counter = own.remove(at: index).counter
        parent.node.transaction {
            if let position = parent.list.firstIndex(where: { $0._$context === counter._$context }) {
                parent.list.remove(at: position)
            }
        }
        removedOwn.append(counter)
        let (gone, kept) = running.partitioned { $0.counter == ObjectIdentifier(counter._$context) }
        mustBeCancelled.formUnion(gone.map(\.id))
        running = kept
    }
}
