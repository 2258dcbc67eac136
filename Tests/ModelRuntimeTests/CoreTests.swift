import Testing
import ModelRuntime

@Suite struct CoreTests {
    @Test func readsAndWritesBeforeAnchoring() {
        let counter = Counter(count: 3)
        #expect(counter.count == 3)
        counter.count += 1
        #expect(counter.count == 4)
    }

    @Test func anchoredHierarchy() async {
        let (app, anchor) = App().andAnchor()
        app.addRow()
        app.addRow()
        #expect(app.rows.count == 2)
        app.rows[0].counter.count += 5
        #expect(app.rows[0].counter.count == 5)
        app.rows[1].onRemove()
        #expect(app.rows.count == 1)
        _ = anchor
    }

    @Test func observedEmitsOnChange() async {
        let (app, anchor) = App().andAnchor()
        app.addRow()
        let counter = app.rows[0].counter
        var iterator = Observed { counter.count }.makeAsyncIterator()
        #expect(await iterator.next() == 0)
        counter.count = 7
        #expect(await iterator.next() == 7)
        _ = anchor
    }
}
