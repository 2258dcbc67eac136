import ModelRuntime
import Observation

/// The number of models in the "create and anchor" list scenario; the
/// per-model figures in Docs/Performance.md are its totals divided by it.
let itemCount = 1_000

/// The anchored models the single-operation scenarios use, alive for the whole run.
let hierarchy = Root(items: [Item()]).andAnchor().anchor

/// The operations whose allocations `make check-allocations` checks, on the
/// models generated from Schemas/Scale.
let scenarios: [Scenario] = [
    Scenario("read") { meter in
        let item = hierarchy.model.items[0]
        meter.measure { blackHole(item.count) }
    },
    Scenario("write") { meter in
        let item = hierarchy.model.items[0]
        let value = item.count &+ 1
        meter.measure { item.count = value }
    },
    // A fresh model each time: tracking registers an observer that stays
    // until the model changes, so reads of one model would pile up.
    Scenario("read in withObservationTracking") { meter in
        let tracked = Item().andAnchor()
        meter.measure {
            withObservationTracking {
                blackHole(tracked.model.count)
            } onChange: {
            }
        }
        blackHole(tracked)
    },
    Scenario("plain Observable read in withObservationTracking") { meter in
        let plain = PlainObservable()
        meter.measure {
            withObservationTracking {
                blackHole(plain.count)
            } onChange: {
            }
        }
        blackHole(plain)
    },
    Scenario("send with no listener") { meter in
        let root = hierarchy.model
        meter.measure { root.node.send(.saved) }
    },
    Scenario("create one model") { meter in
        let made = meter.measure { Item() }
        blackHole(made)
    },
    Scenario("create and anchor one model") { meter in
        let anchored = meter.measure { Item().andAnchor() }
        blackHole(anchored)
    },
    Scenario("release the anchor of one model") { meter in
        var anchor: ModelAnchor<Item>? = Item().andAnchor().anchor
        blackHole(anchor)
        meter.measure { anchor = nil }
        blackHole(anchor)
    },
    Scenario("create and anchor \(itemCount) items under a root") { meter in
        let anchored = meter.measure { Root(items: (0..<itemCount).map { _ in Item() }).andAnchor() }
        blackHole(anchored)
    },
]

/// A class with one property that tells Observation about its reads, as
/// `@Observable` would: the floor Observation itself puts under a tracked read.
final class PlainObservable: Observable {
    private let registrar = ObservationRegistrar()
    private var storage = 0

    var count: Int {
        registrar.access(self, keyPath: \.count)
        return storage
    }
}
