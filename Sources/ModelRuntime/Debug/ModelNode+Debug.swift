extension ModelNode {
    /// Prints the model after each change to it or a descendant, as a diff
    /// (or its new value, with `.changes(.value)`), until the returned
    /// cancellable is cancelled or the model is deactivated. `DEBUG` builds only.
    ///
    /// With `.shallow` (``DebugOptions/isShallow``), children show as their
    /// type name and a change inside one prints nothing.
    ///
    /// ```swift
    /// func onActivate() {
    ///     node.debug()
    /// }
    /// ```
    ///
    /// ```
    /// CounterModel value changed:
    ///   CounterModel(
    /// -   count: 0,
    /// +   count: 1,
    ///   )
    /// ```
    @discardableResult
    public func debug(_ options: DebugOptions = .all) -> Cancellable {
        #if DEBUG
            let reporter = DebugReporter(
                options: DebugOptions(
                    triggers: nil, changes: options.changes, isShallow: options.isShallow,
                    name: options.name, printer: options.printer), label: "\(M.self)", root: modelContext)
            let model = modelContext.model
            let previous = Locked(reporter.dump(model))
            return modelContext.watchModifications {
                let now = reporter.dump(model)
                let before = previous.withLock { previous in
                    defer { previous = now }
                    return previous
                }
                reporter.changed(fromDump: before, toDump: now, value: model)
            }
        #else
            Cancellable(core: nil)
        #endif
    }

    /// Prints what triggers a change of `access` and its new value, until
    /// the returned cancellable is cancelled or the model is deactivated.
    /// `DEBUG` builds only. With `.shallow`, only this model's own
    /// properties and keys are reported as triggers, and models in the
    /// value other than this one show as their type name.
    ///
    /// ```swift
    /// node.debug(.triggers(.withValue)) { (query, filter) }
    /// ```
    ///
    /// ```
    /// SearchModel triggered update:
    ///   dependency changed: SearchModel.query: "a" → "ab"
    /// SearchModel value changed:
    /// - (query: "a", filter: .all)
    /// + (query: "ab", filter: .all)
    /// ```
    @discardableResult
    public func debug<Value: Sendable>(
        _ options: DebugOptions = .all, _ access: @escaping @Sendable () -> Value
    ) -> Cancellable {
        #if DEBUG
            let core = ObservedCore(
                access: access, isSame: { dynamicEqual($0, $1) }, coalesces: false, owner: modelContext,
                debug: DebugReporter(options: options, label: "\(M.self)", root: modelContext), sink: { _ in })
            core.start(emitting: false)
            let cancellable = modelContext.makeCancellable(use: "debug") { core.finish() }
            if cancellable.core == nil { core.finish() }
            return cancellable
        #else
            Cancellable(core: nil)
        #endif
    }
}

extension Model {
    /// Prints the model after each change for as long as it is anchored,
    /// like `node.debug(options)` called from `onActivate()`. `DEBUG` builds only.
    ///
    /// ```swift
    /// let model = AppModel().withDebug().withAnchor()
    /// ```
    public func withDebug(_ options: DebugOptions = .all) -> Self {
        #if DEBUG
            withActivation { $0.node.debug(options) }
        #else
            self
        #endif
    }

    /// `node.debug(options)`, in SwiftModel's earlier spelling on the model.
    @discardableResult
    public func debug(_ options: DebugOptions = .all) -> Cancellable {
        node.debug(options)
    }

    /// `node.debug(options, access)`, in SwiftModel's earlier spelling on the model.
    @discardableResult
    public func debug<Value: Sendable>(
        _ options: DebugOptions = .all, _ access: @escaping @Sendable () -> Value
    ) -> Cancellable {
        node.debug(options, access)
    }
}

extension AnyModelContext {
    /// Work tied to the model that only needs `onCancel`: a cancellable
    /// registered with the model (and any enclosing cancellation context).
    func makeCancellable(use: String, onCancel: @escaping @Sendable () -> Void) -> Cancellable {
        let core = CancellableCore(context: self, enclosing: CancellableCore.current)
        guard core.register(keys: CancellationKeys.current) else {
            reportNotAnchored(use)
            return Cancellable(core: nil)
        }
        core.onCancel(onCancel)
        return Cancellable(core: core)
    }

    /// Calls `onChange` after each change to the model or a descendant (once
    /// per transaction), on the thread that made it, until cancelled.
    func watchModifications(_ onChange: @escaping @Sendable () -> Void) -> Cancellable {
        let listener = StreamListener(
            deliver: { received, _ in
                // What `observeAnyModification` hears: a property's change.
                guard let modifications = received as? [Modification],
                    modifications.contains(where: { $0.kind == .properties })
                else { return }
                onChange()
            }, finish: {})
        guard addListener(listener, in: \.modificationListeners, counting: \.modificationListenerCount) else {
            reportNotAnchored("debug")
            return Cancellable(core: nil)
        }
        return makeCancellable(use: "debug") { [self] in
            removeListener(listener, in: \.modificationListeners, counting: \.modificationListenerCount)
        }
    }
}
