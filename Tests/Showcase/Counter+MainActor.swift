import ModelRuntime

/// Main-actor code that model behaviour calls: what an app's views and UI
/// services are. `@MainActor` is spelled out because the Showcase compiles
/// in every isolation setting; in a module that is main-actor isolated by
/// default, as an Xcode 26 app target is, it goes without saying.
@MainActor public final class Announcer {
    /// What was announced, oldest first.
    public private(set) var announcements: [String] = []
    private let onAnnounce: @Sendable (String) -> Void

    /// An announcer that also passes each announcement to `onAnnounce`, so a
    /// test can wait for it.
    public init(onAnnounce: @escaping @Sendable (String) -> Void = { _ in }) {
        self.onAnnounce = onAnnounce
    }

    /// Announces `text`.
    public func announce(_ text: String) {
        announcements.append(text)
        onAnnounce(text)
    }
}

/// Behaviour that calls main-actor code, in a main-actor extension as
/// Docs/Isolation.md describes: the tasks and handlers it starts run on the
/// main actor and call `Announcer` without `await`.
@MainActor extension Counter {
    /// Fetches a fact about the count, announces it and passes it to
    /// `onFact`; if the fetch fails, announces that instead.
    public func announceFactTapped(to announcer: Announcer) {
        let count = self.count
        node.task {
            let fact = try await numberClient.fact(count)
            announcer.announce(fact)
            onFact(count, fact)
        } catch: { _ in
            announcer.announce("No fact about \(count).")
        }
    }

    /// Announces the count and each new count, and each `reachedTen` event,
    /// while the counter is active, and that it stopped when it is deactivated.
    public func announceChanges(to announcer: Announcer) {
        node.forEach(Observed { count }) { count in
            announcer.announce("Count is \(count).")
        }
        node.forEach(node.event(of: .reachedTen)) {
            announcer.announce("Reached ten!")
        }
        // Cancellation runs where the model is deactivated, on any thread:
        // main-actor work is sent to the main actor.
        node.onCancel {
            Task { @MainActor in announcer.announce("Stopped announcing.") }
        }
    }
}

@MainActor extension Parent {
    /// Adds a counter whose facts become the title.
    public func addFactCounter() {
        list.append(Counter(onFact: { _, fact in title = fact }, formatter: { "\($0)" }))
    }
}
