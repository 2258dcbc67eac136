import ModelRuntime
import Testing

@testable import Showcase

@Suite struct DebugTests {
    @Test func printChangesPrintsADiffOfEachChange() async {
        let printed = Locked<[String]>([])
        let (counter, anchor) = Counter.make().andAnchor()
        let printing = counter._printChanges { text in printed.withLock { $0.append(text) } }
        counter.count = 3
        await waitUntil { printed.withLock { !$0.isEmpty } }
        printing.cancel()
        let text = printed.withLock { $0.joined() }
        #expect(
            text == """
                Counter changed:
                  Counter(
                -   count: 0,
                +   count: 3,
                    step: 1,
                    history: [],
                    note: nil
                  )
                """)
        _ = anchor
    }

    @Test func withPrintChangesPrintsForTheModelsLife() async {
        let printed = Locked<[String]>([])
        let (counter, anchor) = Counter.make()._withPrintChanges { text in printed.withLock { $0.append(text) } }
            .andAnchor()
        counter.step = 2
        await waitUntil { printed.withLock { !$0.isEmpty } }
        #expect(printed.withLock { $0.first?.contains("+   step: 2,") } == true)
        _ = anchor
    }

    @Test func modelsDumpTheirProperties() {
        let item = Item(name: "milk", value: 2)
        let dump = """
            Item(
              name: "milk",
              value: 2,
              isDone: false
            )
            """
        #expect(String(customDumping: item) == dump)
        #expect(item.description == dump)
    }
}
