import ModelRuntime
import ModelSwiftUI
import SwiftUI
import Testing

@testable import Standups

/// Standups' detail presents its edit form as the app's view writes it,
/// `.sheet(item: $model.destination.edit)`: the edit case's payload is the
/// form, so the case's binding is a `Binding<StandupForm?>`.
@Suite @MainActor struct StandupEditSheetTests {
    @Test func theEditCaseIsABindingToTheForm() {
        let (detail, anchor) = StandupDetail(standup: .mock).andAnchor()
        @ObservedModel var model = detail
        let binding: Binding<StandupForm?> = $model.destination.edit
        #expect(binding.wrappedValue == nil)
        detail.editButtonTapped()
        #expect(binding.wrappedValue?.standup == .mock)
        _ = anchor
    }

    @Test func theSheetShowsTheFormAndDismissingItKeepsTheStandup() throws {
        let (detail, anchor) = StandupDetail(standup: .mock).andAnchor()
        let view = StandupEditSheetView(model: detail)
        #expect(try view.sheet().presented == nil)
        detail.editButtonTapped()
        let sheet = try #require(try view.sheet().presented as? StandupFormSheet)
        sheet.form.standup.title = "Scrapped"
        try view.sheet().dismiss()
        #expect(detail.destination == nil)
        #expect(detail.standup == .mock)
        _ = anchor
    }

    @Test func doneSavesWhatTheSheetsFormEdited() throws {
        let (detail, anchor) = StandupDetail(standup: .mock).andAnchor()
        let view = StandupEditSheetView(model: detail)
        detail.editButtonTapped()
        let sheet = try #require(try view.sheet().presented as? StandupFormSheet)
        sheet.form.standup.title = "Renamed"
        detail.doneEditingButtonTapped()
        #expect(detail.destination == nil)
        #expect(detail.standup.title == "Renamed")
        #expect(try view.sheet().presented == nil)
        _ = anchor
    }
}

/// The part of Standups' detail screen that presents the edit form.
struct StandupEditSheetView: SheetHost {
    @ObservedModel var model: StandupDetail

    /// What `body` would be: the screen with the form's sheet over it.
    var body: some View {
        Screen().sheet(item: $model.destination.edit) { form in
            StandupFormSheet(form: form)
        }
    }
}

/// The sheet's content: the form it was given.
struct StandupFormSheet: View {
    let form: StandupForm
}
