import ModelRuntime
import ModelSwiftUI
import SwiftUI
import Testing

@testable import Showcase

/// A view's `body` renders again for the properties it read and for no
/// others, on the main actor, whoever wrote them: SwiftUI's own tracking of
/// `Observable` models, played by `ViewHost`.
@Suite struct ViewUpdateTests {
    @Test @MainActor func aViewRendersAgainOnlyForThePropertiesItRead() async {
        let (editor, anchor) = Editor(title: "One").andAnchor()
        let view = TitleView(editor: editor)
        let host = ViewHost { view.body }
        var renders = host.rendered.makeAsyncIterator()
        #expect(await renders.next() == 1)
        editor.body = "not shown"
        editor.paragraphs.append(Paragraph())
        #expect(host.invalidations.withLock { $0 } == 0)
        editor.title = "Two"
        #expect(host.invalidations.withLock { $0 } == 1)
        #expect(await renders.next() == 2)
        #expect(host.output == "Two")
        _ = anchor
    }

    @Test @MainActor func aBindingWriteRendersTheViewsThatReadTheProperty() async {
        let (editor, anchor) = Editor(paragraphs: [Paragraph(text: "one")]).andAnchor()
        let list = ParagraphList(editor: editor)
        let host = ViewHost { list.body }
        var renders = host.rendered.makeAsyncIterator()
        #expect(await renders.next() == 1)
        list.rows[0].isDone.wrappedValue = true
        #expect(host.invalidations.withLock { $0 } == 0)
        list.rows[0].text.wrappedValue = "first"
        #expect(host.invalidations.withLock { $0 } == 1)
        #expect(await renders.next() == 2)
        #expect(host.output == ["first"])
        _ = anchor
    }

    @Test @MainActor func aWriteFromABackgroundTaskRendersOnTheMainActor() async {
        let (editor, anchor) = Editor(title: "One").andAnchor()
        let view = TitleView(editor: editor)
        let host = ViewHost { view.body }
        var renders = host.rendered.makeAsyncIterator()
        #expect(await renders.next() == 1)
        await Task.detached { editor.body = "not shown" }.value
        #expect(host.invalidations.withLock { $0 } == 0)
        await Task.detached { editor.title = "From the background" }.value
        #expect(host.invalidations.withLock { $0 } == 1)
        // `ViewHost` renders on the main actor, as SwiftUI does.
        #expect(await renders.next() == 2)
        #expect(host.output == "From the background")
        _ = anchor
    }
}
