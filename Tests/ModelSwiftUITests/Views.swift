import ModelRuntime
import ModelSwiftUI
import Observation
import SwiftUI

@testable import Showcase

// Views as a user writes them with `@ObservedModel`, less SwiftUI's controls:
// `body` returns what the view would show, and the bindings a `TextField`,
// `Toggle` or `ForEach` would be given are properties the tests use as those
// controls would.

/// Shows an editor's title, and edits it.
struct TitleView {
    @ObservedModel var editor: Editor

    /// The title, as a `Text` would show it.
    var body: String { editor.title }

    /// What `TextField("Title", text: $editor.title)` is given.
    var titleField: Binding<String> { $editor.title }
}

/// Shows the text of each paragraph, and edits each row.
struct ParagraphList {
    @ObservedModel var editor: Editor

    /// Each paragraph's text, as the list would show it.
    var body: [String] { editor.paragraphs.map(\.text) }

    /// What `ForEach($editor.paragraphs) { $paragraph in … }` gives its rows.
    var rows: [Binding<Paragraph>] { forEachBindings($editor.paragraphs) }
}

/// Edits a parent's counter, a child it holds.
struct CounterStepper {
    @ObservedModel var parent: Parent

    /// What `Stepper(value: $parent.inline.count)` is given.
    var count: Binding<Int> { $parent.inline.count }
}

/// The binding SwiftUI's `ForEach(_ data: Binding<C>)` gives each element:
/// the element's key path projected through the collection's binding, so
/// that writing the element writes the collection back.
func forEachBindings<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>) -> [Binding<C.Element>]
where C.Index: Hashable {
    data.wrappedValue.indices.map { index in data[dynamicMember: \C.[index]] }
}

/// Whether Observation reports a change to anything `read` reads, from now on.
func trackChanges(_ read: () -> Void) -> Locked<Bool> {
    let changed = Locked(false)
    withObservationTracking(read) { changed.withLock { $0 = true } }
    return changed
}

extension Editor {
    /// A computed property with a setter, as an app adds for a control: the
    /// title in capitals, written back as typed.
    var headline: String {
        get { title.uppercased() }
        nonmutating set { title = newValue }
    }
}
