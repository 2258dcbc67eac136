import Foundation
import ModelRuntime
import Testing

@testable import Showcase

/// `trackUndo` with `ModelUndoStack`, through the `undoSystem` dependency.
@Suite struct UndoTests {
    @Test func undoAndRedoRestoreTrackedProperties() {
        let stack = ModelUndoStack()
        let editor = Editor().withActivation { $0.node.trackUndo() }
        let (model, anchor) = editor.andAnchor { $0.undoSystem.backend = stack }
        #expect(!model.node.undoSystem.canUndo)
        model.title = "Hello"
        model.body = "World"
        #expect(model.node.undoSystem.canUndo)
        stack.undo()
        #expect(model.body == "")
        #expect(model.title == "Hello")
        #expect(model.node.undoSystem.canRedo)
        stack.undo()
        #expect(model.title == "")
        #expect(!model.node.undoSystem.canUndo)
        stack.redo()
        #expect(model.title == "Hello")
        _ = anchor
    }

    // Found by the simulation. The undo system dependency is one model,
    // shared, which a second hierarchy takes up after the first let it go.
    // Setting its backend for the second refreshed `canUndo` in the model
    // the first removed, and that runtime write was reported as a write to
    // a removed model, and would have been dropped, leaving `canUndo` stale.
    @Test func anUndoSystemTakenUpAgainByASecondHierarchyReportsNothing() {
        let first = ModelUndoStack()
        do {
            let editor = Editor().withActivation { $0.node.trackUndo() }
            let (model, anchor) = editor.andAnchor { $0.undoSystem.backend = first }
            model.title = "first"
            withExtendedLifetime(anchor) {}
        }
        let second = ModelUndoStack()
        let editor = Editor().withActivation { $0.node.trackUndo() }
        let (model, anchor) = editor.andAnchor { $0.undoSystem.backend = second }
        #expect(!model.node.undoSystem.canUndo)
        model.title = "second"
        #expect(model.node.undoSystem.canUndo)
        _ = anchor
    }

    @Test func trackOnlySomeProperties() {
        let stack = ModelUndoStack()
        let editor = Editor().withActivation { $0.node.trackUndo(excluding: \.searchQuery) }
        let (model, anchor) = editor.andAnchor { $0.undoSystem.backend = stack }
        model.searchQuery = "ephemeral"
        #expect(!stack.canUndo)
        model.title = "kept"
        model.node.undoSystem.undo()
        #expect(model.title == "")
        #expect(model.searchQuery == "ephemeral")
        _ = anchor
    }

    @Test func childrenTrackTheirOwnProperties() {
        let stack = ModelUndoStack()
        let editor = Editor().withActivation { $0.node.trackUndo(\.paragraphs) }
        let (model, anchor) = editor.andAnchor { $0.undoSystem.backend = stack }
        model.paragraphs.append(Paragraph().withActivation { $0.node.trackUndo(\.text) })
        model.paragraphs[0].text = "draft"
        stack.undo()
        #expect(model.paragraphs[0].text == "")
        stack.undo()
        #expect(model.paragraphs.isEmpty)
        _ = anchor
    }

    // The backend is written against SwiftModel's protocol, as its docs
    // teach: entries replayed through `captureReverse` and `apply`, and the
    // availability told through a stream, which `canUndo` follows.
    @Test func aBackendWrittenForSwiftModelDrivesUndoAndRedo() async {
        let backend = ArrayBackend()
        let editor = Editor().withActivation { $0.node.trackUndo(\.title) }
        let (model, anchor) = editor.andAnchor { $0.undoSystem.backend = backend }
        let undoSystem = model.node.undoSystem
        model.title = "One"
        model.title = "Two"
        #expect(backend.entryCounts == (undo: 2, redo: 0))
        await waitUntil { undoSystem.canUndo && !undoSystem.canRedo }

        undoSystem.undo()
        #expect(model.title == "One")
        undoSystem.undo()
        #expect(model.title == "")
        await waitUntil { !undoSystem.canUndo && undoSystem.canRedo }

        undoSystem.redo()
        undoSystem.redo()
        #expect(model.title == "Two")
        #expect(backend.entryCounts == (undo: 2, redo: 0))
        await waitUntil { undoSystem.canUndo && !undoSystem.canRedo }
        _ = anchor
    }

    @Test func aTransactionIsOneUndoEntry() {
        let stack = ModelUndoStack()
        let editor = Editor(paragraphs: [Paragraph().withActivation { $0.node.trackUndo() }])
            .withActivation { $0.node.trackUndo() }
        let (model, anchor) = editor.andAnchor { $0.undoSystem.backend = stack }
        model.node.transaction {
            model.title = "Title"
            model.body = "Body"
            model.paragraphs[0].text = "First"
        }
        stack.undo()
        #expect(model.title == "")
        #expect(model.body == "")
        #expect(model.paragraphs[0].text == "")
        #expect(!stack.canUndo)
        stack.redo()
        #expect(model.title == "Title")
        #expect(model.body == "Body")
        #expect(model.paragraphs[0].text == "First")
        #expect(!stack.canRedo)
        _ = anchor
    }

    @Test func aTransactionThatThrowsIsOneUndoEntryOfTheWritesItKept() {
        struct Failure: Error {}
        let stack = ModelUndoStack()
        let editor = Editor().withActivation { $0.node.trackUndo() }
        let (model, anchor) = editor.andAnchor { $0.undoSystem.backend = stack }
        #expect(throws: Failure.self) {
            try model.node.transaction {
                model.title = "Title"
                model.body = "Body"
                throw Failure()
            }
        }
        stack.undo()
        #expect(model.title == "")
        #expect(model.body == "")
        #expect(!stack.canUndo)
        _ = anchor
    }

    @Test(.timeLimit(.minutes(1))) func anUndoIsOneChange() async {
        let stack = ModelUndoStack()
        let editor = Editor().withActivation { $0.node.trackUndo() }
        let (model, anchor) = editor.andAnchor { $0.undoSystem.backend = stack }
        model.node.transaction {
            model.title = "Title"
            model.body = "Body"
        }
        // Without deduplication, each evaluation would be delivered.
        var values = Observed(removeDuplicates: false) { model.title + model.body }.makeAsyncIterator()
        var changes = model.observeAnyModification().makeAsyncIterator()
        stack.undo()
        model.title = "Next"
        #expect(await values.next() == "TitleBody")
        #expect(await values.next() == "")
        #expect(await values.next() == "Next")
        await changes.next()  // the undo
        await changes.next()  // the write after it
        #expect(await nothingArrives(on: &changes))
        _ = anchor
    }

    @Test func undoingARemovalBringsTheModelBackAsItWas() {
        let stack = ModelUndoStack()
        let editor = Editor().withActivation { $0.node.trackUndo(\.paragraphs) }
        let (model, anchor) = editor.andAnchor { $0.undoSystem.backend = stack }
        model.paragraphs.append(Paragraph())
        let paragraph = model.paragraphs[0]
        paragraph.text = "draft"
        model.paragraphs = []
        stack.undo()
        #expect(model.paragraphs.map(\.text) == ["draft"])
        #expect(model.paragraphs.first?.id == paragraph.id)
        // Back in the hierarchy, live: it changes and is undoable again.
        paragraph.isDone = true
        #expect(model.paragraphs.first?.isDone == true)
        stack.redo()
        #expect(model.paragraphs.isEmpty)
        stack.undo()
        #expect(model.paragraphs.map(\.isDone) == [true])
        _ = anchor
    }

    @Test func redoingAnAdditionBringsTheModelBackAsItWas() {
        let stack = ModelUndoStack()
        let editor = Editor().withActivation { $0.node.trackUndo(\.paragraphs) }
        let (model, anchor) = editor.andAnchor { $0.undoSystem.backend = stack }
        model.paragraphs.append(Paragraph())
        model.paragraphs[0].text = "draft"
        stack.undo()
        #expect(model.paragraphs.isEmpty)
        stack.redo()
        #expect(model.paragraphs.map(\.text) == ["draft"])
        _ = anchor
    }

    @Test func aRemovedModelComesBackWithItsChildrenAsTheyWere() {
        let log = Log()
        let stack = ModelUndoStack()
        let root = Tracked.tree("root", log: log, children: [.tree("a", log: log)])
            .withActivation { $0.node.trackUndo(\.children) }
        let (model, anchor) = root.andAnchor { $0.undoSystem.backend = stack }
        model.children[0].children.append(.tree("b", log: log))
        model.children = []
        log.removeAll()
        stack.undo()
        #expect(model.children.map(\.name) == ["a"])
        #expect(model.children.first?.children.map(\.name) == ["b"])
        #expect(log.all == ["activate a", "activate b"])
        _ = anchor
    }

    @Test func removedModelsNoEntryHoldsAreFreed() {
        // No backend: no entry holds a removed paragraph, so keeping their
        // last state must not keep all of them.
        let editor = Editor().withActivation { $0.node.trackUndo(\.paragraphs) }
        let (model, anchor) = editor.andAnchor()
        var removed: [Weak] = []
        for _ in 0..<64 {
            let paragraph = Paragraph(text: "removed")
            removed.append(Weak(paragraph._$context))
            model.paragraphs = [paragraph]
            model.paragraphs = []
        }
        #expect(removed.filter { $0.object != nil }.count < 32)
        _ = anchor
    }

    @Test func removedModelsAreFreedWithTheHierarchy() {
        var removed: Weak?
        do {
            let editor = Editor().withActivation { $0.node.trackUndo(\.paragraphs) }
            let (model, anchor) = editor.andAnchor()
            let paragraph = Paragraph(text: "removed")
            removed = Weak(paragraph._$context)
            model.paragraphs = [paragraph]
            model.paragraphs = []
            #expect(removed?.object != nil)
            _ = anchor
        }
        #expect(removed?.object == nil)
    }

    @Test func trackingUndoTwiceIsReported() {
        let stack = ModelUndoStack()
        let editor = Editor().withActivation { $0.node.trackUndo(\.title) }
        let (model, anchor) = editor.andAnchor { $0.undoSystem.backend = stack }
        withKnownIssue {
            model.node.trackUndo(\.body)
        } matching: {
            $0.description.contains("trackUndo() was called twice for Editor")
        }
        model.body = "not tracked"
        #expect(!stack.canUndo)
        _ = anchor
    }

    @Test func canUndoIsObservable() async {
        let stack = ModelUndoStack()
        let editor = Editor().withActivation { $0.node.trackUndo() }
        let (model, anchor) = editor.andAnchor { $0.undoSystem.backend = stack }
        var canUndo = Observed { model.node.undoSystem.canUndo }.makeAsyncIterator()
        #expect(await canUndo.next() == false)
        model.title = "Hello"
        #expect(await canUndo.next() == true)
        stack.undo()
        #expect(await canUndo.next() == false)
        _ = anchor
    }
}

/// An undo backend written as SwiftModel's `UndoBackend` asks: two arrays of
/// entries, each undo or redo keeping the reverse it captured, and every
/// change of availability told to the streams handed out.
private final class ArrayBackend: UndoBackend, @unchecked Sendable {
    private let lock = NSLock()
    private var undoEntries: [ModelUndoEntry] = []
    private var redoEntries: [ModelUndoEntry] = []
    private var continuations: [UUID: AsyncStream<UndoAvailability>.Continuation] = [:]

    var entryCounts: (undo: Int, redo: Int) {
        lock.withLock { (undoEntries.count, redoEntries.count) }
    }

    var availability: AsyncStream<UndoAvailability> {
        AsyncStream { continuation in
            let key = UUID()
            lock.withLock {
                continuations[key] = continuation
                continuation.yield(current)
            }
            continuation.onTermination = { [weak self] _ in
                self?.lock.withLock { _ = self?.continuations.removeValue(forKey: key) }
            }
        }
    }

    func push(_ entry: ModelUndoEntry) {
        lock.withLock {
            undoEntries.append(entry)
            redoEntries.removeAll()
            announce()
        }
    }

    func undo() {
        replay(from: \.undoEntries, keepingReverseIn: \.redoEntries)
    }

    func redo() {
        replay(from: \.redoEntries, keepingReverseIn: \.undoEntries)
    }

    private func replay(
        from source: ReferenceWritableKeyPath<ArrayBackend, [ModelUndoEntry]>,
        keepingReverseIn destination: ReferenceWritableKeyPath<ArrayBackend, [ModelUndoEntry]>
    ) {
        guard let entry = lock.withLock({ self[keyPath: source].popLast() }) else { return }
        let reverse = entry.captureReverse()
        entry.apply()
        lock.withLock {
            self[keyPath: destination].append(reverse)
            announce()
        }
    }

    /// The availability now. Call with the lock held.
    private var current: UndoAvailability {
        UndoAvailability(canUndo: !undoEntries.isEmpty, canRedo: !redoEntries.isEmpty)
    }

    /// Tells every stream of the availability now. Call with the lock held.
    private func announce() {
        for continuation in continuations.values { continuation.yield(current) }
    }
}

/// A weak reference to a model's context, to see whether it was freed.
private final class Weak {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}
