import Synchronization
import Testing
@testable import ModelSchema

/// The per-file stages run on several threads, and their results must not
/// depend on which thread finishes first.
@Suite("mapping on several threads")
struct MapConcurrentlyTests {
    @Test(arguments: [2, 3, 8])
    func resultsAreInTheElementsOrderWhateverOrderTheWorkEndsIn(jobs: Int) {
        let elements = Array(0..<200)
        // Threads taking the elements last first end their work in about
        // the reverse of their order: results kept in the order the work
        // ended would come out reversed.
        let results = mapConcurrently(elements, jobs: jobs, claimingLastFirst: true) { "element \($0)" }
        #expect(results == elements.map { "element \($0)" })
        #expect(mapConcurrently(elements, jobs: jobs) { "element \($0)" } == results)
    }

    @Test func eachElementIsTransformedOnce() {
        let calls = Mutex([Int](repeating: 0, count: 500))
        let results = mapConcurrently(Array(0..<500), jobs: 4) { index in
            calls.withLock { $0[index] += 1 }
            return index
        }
        #expect(results == Array(0..<500))
        #expect(calls.withLock { $0 } == [Int](repeating: 1, count: 500))
    }

    @Test func oneJobOrOneElementIsAPlainMap() {
        #expect(mapConcurrently([Int](), jobs: 4) { $0 } == [])
        #expect(mapConcurrently([7], jobs: 4) { $0 * 2 } == [14])
        #expect(mapConcurrently([1, 2, 3], jobs: 1, claimingLastFirst: true) { $0 * 2 } == [2, 4, 6])
    }
}
