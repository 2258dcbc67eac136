import Dispatch
import ModelRuntime
import Observation
import Testing

@testable import Showcase

/// A write of an `Equatable` value compares it with the value it replaced
/// after letting go of the hierarchy's lock: `==` is the user's code, and
/// may read models, even of the same hierarchy, or take its time.
@Suite struct EqualWriteTests {
    // With `==` run under the lock, the read inside it waited for the lock
    // its own write held, and the write never finished.
    @Test func aValuesEqualityMayReadModelsOfItsHierarchy() {
        let (gauge, anchor) = Gauge(label: "dial").andAnchor()
        let seen = Log()
        gauge.reading = Reading(1) { seen.append(gauge.label) }
        #expect(gauge.reading.value == 1)
        #expect(seen.all.contains("dial"))
        _ = anchor
    }

    @Test func anEqualWriteWhoseEqualityReadsTheHierarchyNotifiesNobody() {
        let (gauge, anchor) = Gauge(reading: Reading(1), label: "dial").andAnchor()
        let fired = Locked(false)
        withObservationTracking {
            _ = gauge.reading
        } onChange: {
            fired.withLock { $0 = true }
        }
        gauge.reading = Reading(1) { _ = gauge.label }
        #expect(!fired.withLock { $0 })
        gauge.reading = Reading(2) { _ = gauge.label }
        #expect(fired.withLock { $0 })
        _ = anchor
    }

    // An in-place edit compares inside its exclusive section, which lets its
    // own thread read the hierarchy.
    @Test func anInPlaceEditsEqualityMayReadModelsOfItsHierarchy() {
        let (gauge, anchor) = Gauge(label: "dial").andAnchor()
        let seen = Log()
        gauge.reading = Reading(1) { seen.append(gauge.label) }
        seen.removeAll()
        gauge.reading.value += 1
        #expect(gauge.reading.value == 2)
        #expect(seen.all.contains("dial"))
        _ = anchor
    }

    // Another thread isn't held out of the hierarchy while a write
    // compares. With `==` under the lock, the other thread's write waited
    // for it, and the comparison waited for that write: the wait below
    // gives up (only then does its deadline matter).
    @Test func otherThreadsWriteTheHierarchyWhileAWriteCompares() {
        let (gauge, anchor) = Gauge().andAnchor()
        let otherWrote = DispatchSemaphore(value: 0)
        let firstComparison = Locked(true)
        let waited = Log()
        gauge.reading = Reading(1) {
            guard
                firstComparison.withLock({ first in
                    defer { first = false }
                    return first
                })
            else { return }
            DispatchQueue.global().async {
                gauge.label = "other thread"
                otherWrote.signal()
            }
            waited.append("\(otherWrote.wait(timeout: .now() + 30) == .success)")
        }
        #expect(waited.all == ["true"])
        #expect(gauge.label == "other thread")
        _ = anchor
    }
}
