/// Everything CounterFact shows at one moment, as plain values: what a host
/// draws, and compares with what it drew to know whether to draw again.
public nonisolated struct CounterFactScreen: Sendable, Equatable {
    /// The fact shown over the list.
    public struct FactPanel: Sendable, Equatable {
        /// The number the fact is about.
        public let count: Int
        /// The fact.
        public let fact: String
        /// Whether another fact is being fetched to replace this one.
        public let isLoading: Bool
    }

    /// An alert a counter raised, shown over everything else.
    public struct AlertPanel: Sendable, Equatable {
        /// The index of the counter that raised it.
        public let row: Int
        /// The alert's title.
        public let title: String
        /// The alert's message.
        public let message: String
    }

    /// The counters' counts, top to bottom.
    public let counts: [Int]
    /// The index of the selected counter; nil when there are no counters.
    public let selection: Int?
    /// The sum of the counts.
    public let sum: Int
    /// The fact shown, if any.
    public let fact: FactPanel?
    /// The alert shown, if any: the first counter's, when several have one.
    public let alert: AlertPanel?
}

nonisolated extension CounterFactScreen {
    /// Reads what `app` shows. Inside `Observed { }` every model property
    /// read here is observed, so the screen is re-read when any changes.
    init(app: AppModel, selection: Int?) {
        let counters = app.counters.map(\.counter)
        counts = counters.map(\.count)
        self.selection = selection
        sum = app.sum
        fact = app.factPrompt.map { FactPanel(count: $0.count, fact: $0.fact, isLoading: $0.isLoading) }
        alert =
            counters.indices.lazy.compactMap { row in
                counters[row].alert.map { AlertPanel(row: row, title: $0.title, message: $0.message) }
            }.first
    }
}
