extension ModelNode {
    /// Sends one of the model's own events, by default to the model itself
    /// and its ancestors.
    ///
    /// ```swift
    /// func deleteButtonTapped() {
    ///     node.send(.deleteStandup)
    /// }
    /// ```
    public func send(_ event: M.Event, to relation: ModelRelation = [.self, .ancestors]) {
        withModelContext { $0.send(event, to: relation) }
    }

    /// Sends an event of any type, by default to the model itself and its ancestors.
    ///
    /// ```swift
    /// node.send(AppEvent.logout)
    /// ```
    public func send<Event: Sendable>(_ event: Event, to relation: ModelRelation = [.self, .ancestors]) {
        withModelContext { $0.send(event, to: relation) }
    }

    /// Emits each time this model receives `event`.
    ///
    /// ```swift
    /// node.forEach(node.event(of: AppEvent.logout)) {
    ///     user = nil
    /// }
    /// ```
    public func event<Event: Sendable & Equatable>(of event: Event) -> ModelStream<Void> {
        modelContext.listen { received, _ in (received as? Event) == event ? () : nil }
    }

    /// Emits each time this model receives one of its own events equal to `event`.
    public func event(of event: M.Event) -> ModelStream<Void> where M.Event: Equatable {
        modelContext.listen { received, _ in (received as? M.Event) == event ? () : nil }
    }

    /// Emits every event of type `Event` this model receives.
    public func event<Event: Sendable>(ofType eventType: Event.Type) -> ModelStream<Event> {
        modelContext.listen { received, _ in received as? Event }
    }

    /// Emits every event a model of type `From` sends that reaches this model,
    /// with the model that sent it.
    ///
    /// ```swift
    /// node.forEach(node.event(fromType: StandupDetail.self)) { event, standupDetail in
    ///     switch event { … }
    /// }
    /// ```
    public func event<From: Model>(fromType modelType: From.Type) -> ModelStream<(event: From.Event, model: From)> {
        modelContext.listen { received, sender in
            guard let event = received as? From.Event, let sender = sender as? ModelContext<From> else { return nil }
            return (event, sender.model)
        }
    }

    /// Emits every event this model receives, whatever its type. The typed
    /// forms (`event(ofType:)`, `event(fromType:)`) say what you expect.
    public func event() -> ModelStream<any Sendable> {
        modelContext.listen { received, _ in received }
    }

    /// Emits every event of type `Event` that a model of type `From` sends
    /// and this model receives, with the model that sent it.
    ///
    /// ```swift
    /// node.forEach(node.event(ofType: AppEvent.self, fromType: StandupDetail.self)) { event, detail in
    ///     log(event, detail.standup.title)
    /// }
    /// ```
    public func event<Event: Sendable, From: Sendable>(
        ofType eventType: Event.Type, fromType modelType: From.Type
    ) -> ModelStream<(event: Event, model: From)> {
        modelContext.listen { received, sender in
            guard let event = received as? Event, let model = sender.anyModel as? From else { return nil }
            return (event, model)
        }
    }

    /// Emits the model each time one of type `From` sends `event`, one of
    /// its own events, and this model receives it.
    ///
    /// ```swift
    /// node.forEach(node.event(of: .deleteStandup, fromType: StandupDetail.self)) { detail in
    ///     standupDetails.remove(id: detail.id)
    /// }
    /// ```
    public func event<From: Model>(of event: From.Event, fromType modelType: From.Type) -> ModelStream<From>
    where From.Event: Equatable {
        self.event(of: event, sentBy: modelType)
    }

    /// Emits the sending model each time one of type `From` sends `event`
    /// and this model receives it.
    @_disfavoredOverload
    public func event<Event: Sendable & Equatable, From: Sendable>(
        of event: Event, fromType modelType: From.Type
    ) -> ModelStream<From> {
        self.event(of: event, sentBy: modelType)
    }

    private func event<Event: Sendable & Equatable, From: Sendable>(
        of event: Event, sentBy modelType: From.Type
    ) -> ModelStream<From> {
        modelContext.listen { received, sender in
            guard (received as? Event) == event else { return nil }
            return sender.anyModel as? From
        }
    }
}

extension AnyModelContext {
    /// Delivers `event` to the listeners of every model `relation` reaches,
    /// each model at most once, and reports it to the test tools.
    func send(_ event: any Sendable, to relation: ModelRelation) {
        let (listening, watcher) = withLock { hierarchy in
            (hierarchy.eventListenerCount > 0 || hierarchy.servesOtherHierarchies, hierarchy.watcher)
        }
        watcher?.didSend(event, from: self)
        guard listening else { return }
        for receiver in contexts(for: relation) {
            let listeners = receiver.withLock { _ in receiver.extras?.eventListeners ?? [] }
            for listener in listeners { listener.deliver(event, self) }
        }
    }

    /// A stream of the events this model receives that `match` turns into elements.
    func listen<Element: Sendable>(
        _ match: @escaping @Sendable (any Sendable, AnyModelContext) -> Element?
    ) -> ModelStream<Element> {
        makeListenerStream(in: \.eventListeners, counting: \.eventListenerCount, use: "event") {
            event, sender, channel in
            if let element = match(event, sender) { channel.yield(element) }
        }
    }
}
