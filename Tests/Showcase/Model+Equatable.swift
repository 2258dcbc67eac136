import ModelRuntime

// Models that declare `Equatable` or `Hashable`, as SwiftModel users do:
// their parents' generated code must still compile, and the runtime's
// memberwise `==` and `hash(into:)` or a hand-written one must be used.

/// The runtime's memberwise `==` and `hash(into:)`.
nonisolated extension Item: Hashable {}

/// A hand-written `==`: paragraphs compare by their text only.
nonisolated extension Paragraph: Equatable {
    /// Whether the two paragraphs have the same text.
    public static func == (lhs: Paragraph, rhs: Paragraph) -> Bool {
        lhs.text == rhs.text
    }
}
