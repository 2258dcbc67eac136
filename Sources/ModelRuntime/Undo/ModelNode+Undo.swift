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
        let outcome = modelContext.withLock { hierarchy -> UndoTrackingStart in
            guard modelContext.stage == .anchored else { return .notAnchored }
            let extras = modelContext.extrasCreatingIfNeeded
            if extras.retained.contains(where: { $0 is UndoTracker<M> }) { return .alreadyTracking }
            extras.retained.append(tracker)
            // From now on an undo may put back a model the hierarchy lets go of.
            if hierarchy.removedModels == nil { hierarchy.removedModels = RemovedModels() }
            return .tracking
        }
        switch outcome {
        case .notAnchored:
            modelContext.reportNotAnchored("trackUndo")
        case .alreadyTracking:
            reportIssue(
                "trackUndo() was called twice for \(M.self). A model tracks undo once, from onActivate(); list every property in that one call."
            )
        case .tracking:
            for property in properties {
                if let index = property.trackedIndex { modelContext.addObserver(tracker, for: .property(index)) }
            }
        }
    }
}

/// What `trackUndo` found when it started tracking.
private enum UndoTrackingStart {
    case tracking, alreadyTracking, notAnchored
}

/// Turns each change of the tracked properties into an undo step that puts
/// the previous value back (and a redo step that puts the new one back).
/// The changes of one transaction become one entry.
private final class UndoTracker<M: Model>: ModelObserver, @unchecked Sendable {
    private let model: M
    private let properties: [Int: AnyModelProperty<M>]
    private let lastValues: Locked<[Int: UncheckedSendable<Any>]>

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
        self.lastValues = Locked(values)
    }

    func modelDidChange(_ context: AnyModelContext, _ slot: ObservedSlot) {
        modelsDidChange([(context, slot)])
    }

    func modelsDidChange(_ changes: [(context: AnyModelContext, slot: ObservedSlot)]) {
        var steps: [UndoStep] = []
        for change in changes {
            guard case .property(let index) = change.slot, let property = properties[index] else { continue }
            let newValue = UncheckedSendable(property.value(in: model))
            guard let oldValue = lastValues.withLock({ $0.updateValue(newValue, forKey: index) }) else { continue }
            let model = self.model
            steps.append(
                UndoStep(
                    context: model._$context.liveAny,
                    undo: { property.setValue(oldValue.value, in: model) },
                    redo: { property.setValue(newValue.value, in: model) }))
        }
        // Changes made by an undo or redo are not new entries.
        guard !steps.isEmpty, !UndoRecording.isApplying else { return }
        model.node.undoSystem.record(steps)
    }
}
