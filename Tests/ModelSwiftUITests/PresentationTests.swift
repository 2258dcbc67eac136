import ModelRuntime
import ModelSwiftUI
import SwiftUI
import Testing

@testable import Showcase

/// `.sheet(item: $model.destination.counter)`: a binding to a case accessor
/// of an optional container presents the case's payload, and dismissing the
/// sheet (SwiftUI writes `nil`) sets the container to `nil`.
@Suite @MainActor struct PresentationTests {
    @Test func aCaseBindingIsABindingToThePayload() {
        let (parent, anchor) = Parent(destination: .counter(.make(count: 4))).andAnchor()
        @ObservedModel var model = parent
        let binding: Binding<Counter?> = $model.destination.counter
        #expect(binding.wrappedValue?.count == 4)
        binding.wrappedValue = .make(count: 5)
        #expect(parent.destination?.counter?.count == 5)
        _ = anchor
    }

    @Test func aSheetOverACaseShowsItsPayloadAndDismissingSetsTheDestinationToNil() throws {
        let (parent, anchor) = Parent().andAnchor()
        let view = DestinationView(parent: parent)
        #expect(try view.sheet().presented == nil)
        parent.destination = .counter(.make(count: 4))
        let sheet = try #require(try view.sheet().presented as? CounterSheet)
        #expect(sheet.counter.count == 4)
        try view.sheet().dismiss()
        #expect(parent.destination == nil)
        #expect(try view.sheet().presented == nil)
        _ = anchor
    }

    @Test func aSheetOverOneCaseLeavesTheOthersAlone() throws {
        let (parent, anchor) = Parent(destination: .note("kept")).andAnchor()
        let view = DestinationView(parent: parent)
        #expect(try view.sheet().presented == nil)
        try view.sheet().dismiss()
        #expect(parent.destination?.note == "kept")
        _ = anchor
    }
}

/// A parent's screen that presents its counter destination as a sheet.
struct DestinationView: SheetHost {
    @ObservedModel var parent: Parent

    /// What `body` would be: the screen with `.sheet(item:)` over it.
    var body: some View {
        Screen().sheet(item: $parent.destination.counter) { counter in
            CounterSheet(counter: counter)
        }
    }

}

/// A view whose `body` is a sheet over a screen.
protocol SheetHost: View {}

extension SheetHost {
    /// The sheet modifier of `body`, as the stand-in shows it to tests.
    func sheet() throws -> any SheetPresenting {
        try #require(body as? any SheetPresenting)
    }
}

/// The screen under a sheet.
struct Screen: View {}

/// The sheet's content: the counter it was given.
struct CounterSheet: View {
    let counter: Counter
}
