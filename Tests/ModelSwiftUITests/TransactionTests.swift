import ModelRuntime
import ModelSwiftUI
import Observation
import SwiftUI
import Testing

@testable import Showcase

/// A binding's write runs in SwiftUI's transaction, so `$model.count.animation()`
/// animates the views that show `count` (Docs/SwiftUI.md, "Animation").
@Suite struct TransactionTests {
    @Test func aWriteThroughAnAnimatedBindingRunsInThatAnimation() {
        let (counter, anchor) = Counter.make().andAnchor()
        @ObservedModel var model = counter
        let seen = transactionOfNextChange { _ = counter.count }
        $model.count.animation(.default).wrappedValue = 1
        #expect(counter.count == 1)
        #expect(seen.withLock { $0 }?.animation == .default)
        _ = anchor
    }

    @Test func aPlainWriteRunsInNoAnimation() {
        let (counter, anchor) = Counter.make().andAnchor()
        @ObservedModel var model = counter
        let seen = transactionOfNextChange { _ = counter.count }
        $model.count.wrappedValue = 1
        #expect(counter.count == 1)
        #expect(seen.withLock { $0 }.map { $0.animation == nil } == true)
        _ = anchor
    }

    @Test func aBindingsTransactionReachesTheWrite() {
        let (editor, anchor) = Editor(title: "Draft").andAnchor()
        @ObservedModel var model = editor
        let seen = transactionOfNextChange { _ = editor.title }
        $model.title.transaction(Transaction(animation: .linear)).wrappedValue = "Final"
        #expect(seen.withLock { $0 }?.animation == .linear)
        _ = anchor
    }

    @Test func aBindingThroughAChildCarriesItsAnimation() {
        let (parent, anchor) = Parent().andAnchor()
        @ObservedModel var model = parent
        let seen = transactionOfNextChange { _ = parent.inline.count }
        $model.inline.count.animation(.linear).wrappedValue = 2
        #expect(seen.withLock { $0 }?.animation == .linear)
        _ = anchor
    }

    @Test func withAnimationAroundAPlainWriteReachesIt() {
        let (counter, anchor) = Counter.make().andAnchor()
        @ObservedModel var model = counter
        let seen = transactionOfNextChange { _ = counter.count }
        withAnimation(.linear) { $model.count.wrappedValue = 3 }
        #expect(seen.withLock { $0 }?.animation == .linear)
        _ = anchor
    }

    @Test func makingABindingReadsTheProperty() {
        let (editor, anchor) = Editor(title: "Draft").andAnchor()
        @ObservedModel var model = editor
        // As SwiftUI's Binding(get:set:) does, making `$model.title` in `body`
        // reads `title`, so the view renders again when it changes.
        let changed = trackChanges { _ = $model.title }
        editor.title = "Final"
        #expect(changed.withLock { $0 })
        _ = anchor
    }
}

/// The transaction running when Observation next reports a change to what
/// `read` reads: what SwiftUI animates that change's views with. Recorded
/// as `Transaction()` when no transaction runs, so that "no change seen" stays nil.
private func transactionOfNextChange(_ read: () -> Void) -> Locked<Transaction?> {
    let seen = Locked<Transaction?>(nil)
    withObservationTracking(read) {
        let current = Transaction.current ?? Transaction()
        seen.withLock { $0 = current }
    }
    return seen
}
