import IssueReporting

extension ModelNode {
    /// Records every change of the model's tracked properties in the undo
    /// system (`node.undoSystem`). Call from `onActivate()`; each model tracks
    /// its own properties.
    ///
    /// ```swift
    /// func onActivate() {
    ///     node.trackUndo()
    /// }
    /// ```
    public func trackUndo() {
        trackUndo(M._$properties.filter { $0.trackedIndex != nil })
    }

    /// Records changes of the given properties only.
    ///
    /// ```swift
    /// node.trackUndo(\.items)
    /// ```
    public func trackUndo(_ keyPaths: PartialKeyPath<M>...) {
        trackUndo(properties(for: keyPaths))
    }

    /// Records changes of every tracked property except the given ones.
    ///
    /// ```swift
    /// node.trackUndo(excluding: \.searchQuery)
    /// ```
    public func trackUndo(excluding keyPaths: PartialKeyPath<M>...) {
        let excluded = Set(properties(for: keyPaths).compactMap(\.trackedIndex))
        trackUndo(M._$properties.filter { $0.trackedIndex.map { !excluded.contains($0) } ?? false })
    }

    private func properties(for keyPaths: [PartialKeyPath<M>]) -> [AnyModelProperty<M>] {
        keyPaths.compactMap { keyPath in
            let property = M._$properties.first { $0.observedKeyPath == keyPath && $0.trackedIndex != nil }
            if property == nil { reportIssue("\(M.self)\(keyPath) is not a tracked property; undo can't follow it.") }
            return property
        }
    }

    private func trackUndo(_ properties: [AnyModelProperty<M>]) {
        let tracker = UndoTracker(model: model, properties: properties)
        let retained = modelContext.withLock { _ -> Bool in
            guard modelContext.stage == .anchored else { return false }
            modelContext.extrasCreatingIfNeeded.retained.append(tracker)
            return true
        }
        guard retained else { return modelContext.reportNotAnchored("trackUndo") }
        for property in properties {
            if let index = property.trackedIndex { modelContext.addObserver(tracker, for: .property(index)) }
        }
    }
}

/// Turns each change of the tracked properties into an undo entry that puts
/// the previous value back (and a redo entry that puts the new one back),
/// each as one transaction.
private final class UndoTracker<M: Model>: ModelObserver, @unchecked Sendable {
    private let model: M
    private let properties: [Int: AnyModelProperty<M>]
    private let state: Locked<State>

    private struct State {
        var lastValues: [Int: UncheckedSendable<Any>]
        var isRestoring = false
    }

    init(model: M, properties: [AnyModelProperty<M>]) {
        self.model = model
        var byIndex: [Int: AnyModelProperty<M>] = [:]
        var values: [Int: UncheckedSendable<Any>] = [:]
        for property in properties {
            guard let index = property.trackedIndex else { continue }
            byIndex[index] = property
            values[index] = UncheckedSendable(property.value(in: model))
        }
        self.properties = byIndex
        self.state = Locked(State(lastValues: values))
    }

    func modelDidChange(_ context: AnyModelContext, _ slot: ObservedSlot) {
        guard case .property(let index) = slot, let property = properties[index] else { return }
        let redoValue = UncheckedSendable(property.value(in: model))
        let change = state.withLock { state -> (old: UncheckedSendable<Any>, isRestoring: Bool)? in
            guard let old = state.lastValues[index] else { return nil }
            state.lastValues[index] = redoValue
            return (old, state.isRestoring)
        }
        guard let change, !change.isRestoring else { return }
        let oldValue = change.old
        model.node.undoSystem.registerUndo(
            undo: { [self] in restore(property, to: oldValue.value) },
            redo: { [self] in restore(property, to: redoValue.value) })
    }

    private func restore(_ property: AnyModelProperty<M>, to value: Any) {
        state.withLock { $0.isRestoring = true }
        model.node.transaction { property.setValue(value, in: model) }
        state.withLock { $0.isRestoring = false }
    }
}

/// A value moved across a concurrency boundary the compiler can't check:
/// undo entries hold property values, which are `Sendable` as model state.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
