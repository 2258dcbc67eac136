import ModelRuntime
import ModelSwiftUI
import SwiftUI
import Testing

@testable import Showcase

/// `NavigationStack(path: $model.path)` over a `Hashable` container: the
/// stack's path is the model's, and going back (SwiftUI writes the path
/// without its last screen) removes the screen's model from the hierarchy.
@Suite @MainActor struct NavigationStackTests {
    @Test func goingBackRemovesTheLastScreen() {
        let counter = Counter.make(count: 1)
        let (navigator, anchor) = Navigator(path: [.note("first"), .counter(counter)]).andAnchor()
        let view = NavigatorView(navigator: navigator)
        #expect(view.body.path.wrappedValue == [.note("first"), .counter(counter)])
        view.body.path.wrappedValue.removeLast()
        #expect(navigator.path == [.note("first")])
        #expect(
            !navigator.node.mapHierarchy(for: .descendants) { $0.id as? AnyHashable }.contains(AnyHashable(counter.id)))
        _ = anchor
    }
}

/// A navigator's screens in a navigation stack.
struct NavigatorView: View {
    @ObservedModel var navigator: Navigator

    /// What `body` would be: the stack over the navigator's path.
    var body: NavigationStack<[Destination], Screen> {
        NavigationStack(path: $navigator.path) { Screen() }
    }
}
