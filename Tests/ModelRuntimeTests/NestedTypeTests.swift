import ModelRuntime
import Testing

@testable import Showcase

/// Types a schema nests in a model are Swift's nested types, and behave as
/// top-level ones do: a nested model is anchored as a child, a nested
/// container is seen through, and a nested value has its case accessors.
@Suite struct NestedTypeTests {
    @Test func aNestedModelAndContainerAreChildrenOfTheirModel() {
        let (navigator, anchor) = Navigator().andAnchor()
        let screen = Navigator.Screen(style: .bold)
        navigator.overlay = .screen(screen)
        navigator.screens = [Navigator.Screen()]
        let reached = navigator.node.mapHierarchy(for: .descendants) { $0.id as? AnyHashable }
        #expect(reached.contains(AnyHashable(screen.id)))
        #expect(reached.contains(AnyHashable(navigator.screens[0].id)))
        #expect(navigator.overlay?.screen?.style == .bold)
        navigator.overlay.screen = nil
        #expect(navigator.overlay == nil)
        #expect(
            !navigator.node.mapHierarchy(for: .descendants) { $0.id as? AnyHashable }.contains(AnyHashable(screen.id)))
        _ = anchor
    }

    @Test func aValueNestedInANestedModelHasCaseAccessors() {
        var style = Navigator.Screen.Style.plain
        #expect(style.is(\.plain))
        style.bold = ()
        #expect(style == .bold)
    }
}
