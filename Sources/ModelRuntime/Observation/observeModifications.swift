import IssueReporting

extension Model {
    /// Emits once each time something changes in this model's subtree that
    /// the filters let through: for autosave, an unsaved-changes flag, or
    /// other work that cares that something changed, not what. A transaction
    /// emits once.
    ///
    /// ```swift
    /// func onActivate() {
    ///     // Only this model's own properties, not its children's or context values.
    ///     node.forEach(observeModifications(scope: .self, kinds: .properties)) { _ in
    ///         hasUnsavedChanges = true
    ///     }
    ///     // Only changes made to documents, anywhere below.
    ///     node.forEach(observeModifications(where: { $0 is DocumentModel })) { _ in
    ///         scheduleSave()
    ///     }
    /// }
    /// ```
    ///
    /// Properties a model leaves out with
    /// ``ModelNode/excludeFromModifications(_:)`` are not reported.
    ///
    /// - Parameters:
    ///   - scope: Whose changes: the model, its children, its descendants.
    ///     All of them by default.
    ///   - kinds: Which changes: property writes, context values, preference
    ///     values. All by default.
    ///   - predicate: Given the model that changed; a change is reported
    ///     only if it returns `true`.
    ///   - debug: Prints which model and what of it set off each emission
    ///     (`DEBUG` builds), to `debug.printer` or standard output, labelled
    ///     with `debug.name` when it has one.
    public func observeModifications(
        scope: ModificationScope = [.self, .descendants], kinds: ModificationKind = .all,
        where predicate: (@Sendable (any Model) -> Bool)? = nil, debug: DebugOptions? = nil
    ) -> ModelStream<Void> {
        let label = debug?.name ?? "\(Self.self).observeModifications"
        let printer = debug.map { Locked<any TextOutputStream & Sendable>($0.printer ?? PrintTextOutputStream()) }
        return _$context.liveAny.observeModifications(use: "observeModifications") { modification in
            guard kinds.contains(modification.kind), scope.contains(depth: modification.depth),
                predicate?(modification.context.anyModel) ?? true
            else { return false }
            #if DEBUG
                printer?.withLock { $0.write("\(label) triggered by \(modification.description)") }
            #endif
            return true
        }
    }
}

extension ModelNode {
    /// Leaves changes to these properties out of what
    /// ``Model/observeModifications(scope:kinds:where:debug:)`` and
    /// `observeAnyModification()` report, here and in every ancestor:
    /// properties that change often without being worth saving, such as
    /// search results or a scroll position. Call it from `onActivate()`.
    ///
    /// ```swift
    /// func onActivate() {
    ///     node.excludeFromModifications(\.searchResults, \.scrollOffset)
    /// }
    /// ```
    ///
    /// Observation, `Observed`, `memoize` and undo still see the changes.
    public func excludeFromModifications<each Value>(_ keyPaths: repeat KeyPath<M, each Value>) {
        var indices: Set<Int> = []
        for keyPath in repeat each keyPaths {
            if let index = M._$properties.first(where: { $0.observedKeyPath == keyPath })?.trackedIndex {
                indices.insert(index)
            } else {
                reportIssue(
                    "\(M.self)\(keyPath) is not a tracked property; excludeFromModifications can't leave it out.")
            }
        }
        let context = modelContext
        context.withLock { _ in context.rareCreatingIfNeeded.excludedFromModifications.formUnion(indices) }
    }
}

extension Modification: CustomStringConvertible {
    /// The model and what of it changed, as `observeModifications(debug:)` prints it: `Counter.count`.
    var description: String {
        switch slot {
        case .property(let index): "\(context.typeName).\(context.propertyName(index))"
        case .context(let key): "\(context.typeName) (context \(key))"
        case .preference(let key): "\(context.typeName) (preference \(key))"
        case .memoized, .structure: context.typeName
        }
    }
}
