/// What a model's `ModelStream` registers with it: the events it receives
/// (`node.event(…)`) or the changes in its subtree (`observeAnyModification()`)
/// go through `deliver` into the stream's channel.
final class StreamListener: Sendable {
    /// Takes one event, or one modification, and the model it came from.
    let deliver: @Sendable (any Sendable, AnyModelContext) -> Void
    /// Ends the stream: the model is destructed.
    let finish: @Sendable () -> Void

    init(deliver: @escaping @Sendable (any Sendable, AnyModelContext) -> Void, finish: @escaping @Sendable () -> Void) {
        self.deliver = deliver
        self.finish = finish
    }
}

extension AnyModelContext {
    /// A stream fed by a listener on this model, registered in `listeners`
    /// and counted in the hierarchy's `count` (which lets senders skip the
    /// work when nobody listens) for as long as the stream runs.
    ///
    /// - Parameters:
    ///   - use: The API, for the issue reported when the model isn't anchored.
    ///   - deliver: Turns what the listener is given into the stream's elements.
    func makeListenerStream<Element: Sendable>(
        in listeners: ReferenceWritableKeyPath<ContextExtras, [StreamListener]> & Sendable,
        counting count: ReferenceWritableKeyPath<Hierarchy, Int> & Sendable, use: String,
        deliver: @escaping @Sendable (any Sendable, AnyModelContext, ModelStreamChannel<Element>) -> Void
    ) -> ModelStream<Element> {
        let channel = ModelStreamChannel<Element>()
        let listener = StreamListener { received, sender in
            deliver(received, sender, channel)
        } finish: {
            channel.finish()
        }
        guard addListener(listener, in: listeners, counting: count) else {
            reportNotAnchored(use)
            channel.finish()
            return ModelStream(channel: channel)
        }
        // Held strongly: the channel drops this when it finishes, at the
        // latest when the model is destructed. (A weak reference would make
        // every retain and release of the context slower for good.) A
        // channel that already finished runs it at once.
        channel.onTermination { [self] in
            removeListener(listener, in: listeners, counting: count)
        }
        return ModelStream(channel: channel)
    }

    /// Registers `listener` in `listeners` and counts it in the hierarchy's
    /// `count`; `false` when the model isn't anchored.
    func addListener(
        _ listener: StreamListener, in listeners: ReferenceWritableKeyPath<ContextExtras, [StreamListener]>,
        counting count: ReferenceWritableKeyPath<Hierarchy, Int>
    ) -> Bool {
        withLock { hierarchy -> Bool in
            guard stage == .anchored else { return false }
            extrasCreatingIfNeeded[keyPath: listeners].append(listener)
            hierarchy[keyPath: count] += 1
            return true
        }
    }

    /// Removes `listener`, if still registered (destruction removes them all).
    func removeListener(
        _ listener: StreamListener, in listeners: ReferenceWritableKeyPath<ContextExtras, [StreamListener]>,
        counting count: ReferenceWritableKeyPath<Hierarchy, Int>
    ) {
        withLock { hierarchy in
            guard let extras, let index = extras[keyPath: listeners].firstIndex(where: { $0 === listener }) else {
                return
            }
            extras[keyPath: listeners].remove(at: index)
            hierarchy[keyPath: count] -= 1
        }
    }
}
