/// A parent holding a model, and how many times it does (a model may appear
/// twice in one array, or in two properties).
struct ParentLink {
    let parent: AnyModelContext
    /// How many times `parent` holds the model.
    var count: UInt32
    /// Whether the parent uses the model as a dependency rather than holding it as a child.
    var isDependency: Bool
}

/// The models holding a model, in the order they took it.
///
/// Nearly every model has one parent, so the first link is kept inline in
/// the context and an array is made only for a model shared by several
/// (a dependency model, a model in two lists): a list of a million models
/// then costs no array per model.
struct ParentLinks: Sequence {
    private var first: ParentLink?
    /// The links after the first, in order. Empty while `first` is `nil`.
    private var others: [ParentLink] = []

    /// Whether nothing holds the model.
    var isEmpty: Bool { first == nil }

    /// The model's first parent.
    var firstParent: AnyModelContext? { first?.parent }

    /// Adds one holding by `parent`.
    mutating func add(_ parent: AnyModelContext, isDependency: Bool) {
        guard let link = first else {
            first = ParentLink(parent: parent, count: 1, isDependency: isDependency)
            return
        }
        if link.parent === parent, link.isDependency == isDependency {
            first!.count += 1
        } else if let index = others.firstIndex(where: { $0.parent === parent && $0.isDependency == isDependency }) {
            others[index].count += 1
        } else {
            others.append(ParentLink(parent: parent, count: 1, isDependency: isDependency))
        }
    }

    /// Removes one holding by `parent`; `false` when it didn't hold the model.
    mutating func remove(_ parent: AnyModelContext, isDependency: Bool) -> Bool {
        if let link = first, link.parent === parent, link.isDependency == isDependency {
            if link.count > 1 {
                first!.count -= 1
            } else {
                first = others.isEmpty ? nil : others.removeFirst()
            }
            return true
        }
        guard let index = others.firstIndex(where: { $0.parent === parent && $0.isDependency == isDependency })
        else { return false }
        others[index].count -= 1
        if others[index].count == 0 { others.remove(at: index) }
        return true
    }

    func makeIterator() -> Iterator {
        Iterator(first: first, others: others.makeIterator())
    }

    /// Goes through the first link, then the others.
    struct Iterator: IteratorProtocol {
        var first: ParentLink?
        var others: IndexingIterator<[ParentLink]>

        mutating func next() -> ParentLink? {
            if let link = first {
                first = nil
                return link
            }
            return others.next()
        }
    }
}
