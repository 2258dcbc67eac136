import ModelRuntime
import Synchronization

/// CounterFact running: the anchored app model, the selected counter, and
/// the fact client. Hosts (the terminal UI, scripts, tests) drive it with
/// commands and draw its screens; the models themselves stay internal.
///
/// `nonisolated`, like everything in Host/ and Facts/. CounterFact is main
/// actor by default, as an Xcode 26 app is, but hosts drive the session from
/// wherever they run (the terminal's event loop, scripts, tests) and the fact
/// clients run in model tasks. All of it is thread-safe, so none of it needs
/// the main actor (Docs/Isolation.md).
public nonisolated final class CounterFactSession: Sendable {
    /// Keeps the model hierarchy alive as long as the session: releasing it
    /// cancels every task and destructs every model.
    private let anchor: ModelAnchor<AppModel>
    /// Every fetch the app makes, for `perform(_:waitingUpTo:)`.
    let ledger: FactLedger
    /// The index of the selected counter, nil exactly when there are none.
    /// Host state rather than model state: it only exists for keyboard
    /// hosts, and the schema's AppModel has no such notion.
    private let selection = Mutex<Int?>(nil)

    /// Starts CounterFact with no counters, taking facts from `source`.
    public convenience init(facts source: FactSource) {
        self.init(factClient: source.client)
    }

    /// Starts CounterFact with no counters, taking facts from `factClient`.
    init(factClient: FactClient) {
        let ledger = FactLedger()
        anchor = AppModel().andAnchor { $0.factClient = ledger.tracking(factClient) }.anchor
        self.ledger = ledger
    }

    /// The root model.
    var app: AppModel { anchor.model }

    /// What to show now.
    public var screen: CounterFactScreen {
        CounterFactScreen(app: app, selection: selection.withLock { $0 })
    }

    /// The screen now, and again whenever a model it shows changes: a fact
    /// arriving, a fetch starting or failing. A host redraws on each; the
    /// changes made while it draws give one screen. Moving the selection
    /// changes no model, so a host also redraws after the commands it
    /// performs.
    public var screens: Observed<CounterFactScreen> {
        Observed(coalesceUpdates: true) { [self] in screen }
    }

    /// Performs `command` at once. A fetch it starts finishes later, and
    /// shows up in `screens`; `perform(_:waitingUpTo:)` waits for it.
    public func perform(_ command: CounterFactCommand) {
        let rows = app.counters
        let selected = selection.withLock { $0 }
        switch command {
        case .addCounter:
            app.addButtonTapped()
            select(app.counters.count - 1)
        case .removeCounter:
            guard let selected else { return }
            rows[selected].removeButtonTapped()
            select(min(selected, app.counters.count - 1))
        case .selectPrevious:
            if let selected { select(max(selected - 1, 0)) }
        case .selectNext:
            if let selected { select(min(selected + 1, rows.count - 1)) }
        case .select(let index):
            if rows.indices.contains(index) { select(index) }
        case .moveUp, .moveDown:
            guard let selected else { return }
            let destination = command == .moveUp ? selected - 1 : selected + 1
            guard rows.indices.contains(destination) else { return }
            app.moveCounter(from: selected, to: destination)
            select(destination)
        case .increment:
            if let selected { rows[selected].counter.incrementTapped() }
        case .decrement:
            if let selected { rows[selected].counter.decrementTapped() }
        case .fetchFact:
            if let selected { rows[selected].counter.factButtonTapped() }
        case .getAnotherFact:
            app.factPrompt?.getAnotherFactButtonTapped()
        case .dismiss:
            // The alert is drawn over the fact, so it goes first.
            if let alert = screen.alert {
                rows[alert.row].counter.alertDismissed()
            } else {
                app.factPrompt?.dismissTapped()
            }
        }
    }

    /// Selects the counter at `index`; nothing when it is -1, the last index
    /// of an empty list.
    private func select(_ index: Int) {
        selection.withLock { $0 = index >= 0 ? index : nil }
    }
}
