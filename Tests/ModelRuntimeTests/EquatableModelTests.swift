import IdentifiedCollections
import ModelRuntime
import Testing

@testable import Showcase

/// Models that declare `Equatable` or `Hashable` (see `Model+Equatable.swift`
/// in Showcase): compared property by property, or by a hand-written `==`.
@Suite struct EquatableModelTests {
    @Test func copiesOfAModelAreEqual() {
        let (parent, anchor) = Parent(identified: [Item(name: "milk")]).andAnchor()
        let item = parent.identified[0]
        let copy = item
        item.value = 2
        #expect(item == copy)
        _ = anchor
    }

    @Test func aFrozenCopyIsEqualUntilTheModelChanges() {
        let (parent, anchor) = Parent(identified: [Item(name: "milk")]).andAnchor()
        let item = parent.identified[0]
        let snapshot = item.frozenCopy
        #expect(snapshot == item)
        item.value = 2
        #expect(snapshot != item)
        _ = anchor
    }

    @Test func modelsWithEqualPropertiesAreEqual() {
        #expect(Item(name: "milk", value: 1) == Item(name: "milk", value: 1))
        #expect(Item(name: "milk", value: 1) != Item(name: "milk", value: 2))
        #expect(Item(name: "milk") != Item(name: "eggs"))
    }

    @Test func hashableModelsGoInSets() {
        let items: Set = [Item(name: "milk"), Item(name: "milk"), Item(name: "eggs")]
        #expect(items.count == 2)
    }

    @Test func aHandWrittenEqualityIsUsed() {
        #expect(Paragraph(text: "a", isDone: false) == Paragraph(text: "a", isDone: true))
        let (editor, anchor) = Editor(paragraphs: [Paragraph(text: "a")]).andAnchor()
        editor.paragraphs.append(Paragraph(text: "b"))
        #expect(editor.paragraphs.map(\.text) == ["a", "b"])
        editor.paragraphs[0].text = "c"
        #expect(editor.paragraphs[0].text == "c")
        _ = anchor
    }
}
