import Foundation
import ModelRuntime
import Synchronization

/// Search running: the anchored app, and what only a keyboard host needs
/// (the selected row, the filter's selected field, whether keys type).
///
/// `nonisolated`: the module is main actor by default, as an Xcode 26 app
/// is, but a terminal host drives its session from wherever it runs (the
/// event loop, scripts, tests), and the session is thread-safe
/// (Docs/Isolation.md).
nonisolated final class SearchSession: Sendable {
    /// Keeps the model hierarchy alive as long as the session.
    private let anchor: ModelAnchor<AppModel>
    /// Every answer to a search, for scripts.
    let ledger: SearchLedger
    /// The host's own state, which no model needs.
    let host = Mutex(Host())

    struct Host {
        /// The selected result; kept within the results when read.
        var selection = 0
        /// The filter's selected field.
        var filterField: FilterField = .sortBy
        /// Whether keys type into the query, or the filter's language.
        var isTyping = false
    }

    /// A field of the filter sheet.
    enum FilterField: CaseIterable {
        case sortBy
        case language
    }

    /// What is on screen.
    enum Screen {
        case results
        case filter(FilterModel)
        case detail(RepoDetailModel)
    }

    /// Starts Search with `client`, at the query `link` names if there is
    /// one. `clock` times the debounce and the offline client's answers
    /// (the default is real time).
    init(client: GitHubClient, link: URL? = nil, clock: (any Clock<Duration>)? = nil) {
        let ledger = SearchLedger()
        anchor =
            AppModel()
            .withActivation { app in
                if let link { app.handleURL(link) }
            }
            .andAnchor {
                $0.gitHubClient = ledger.tracking(client)
                if let clock { $0.continuousClock = clock }
            }.anchor
        self.ledger = ledger
    }

    /// The root model.
    var app: AppModel { anchor.model }

    /// The search.
    var search: SearchModel { app.search }

    /// What is on screen: the detail sheet over the filter over the results.
    var screen: Screen {
        if let detail = search.detail { return .detail(detail) }
        if let filter = search.filter { return .filter(filter) }
        return .results
    }

    /// The selected result's index; nil when there are no results.
    var selectedIndex: Int? {
        let count = search.results.count
        return count == 0 ? nil : min(host.withLock { $0.selection }, count - 1)
    }

    /// Performs `command` at once.
    func perform(_ command: SearchCommand) {
        let search = self.search
        let screen = self.screen
        switch (command, screen) {
        case (.edit, .results):
            host.withLock { $0.isTyping = true }
        case (.edit, .filter(let filter)):
            // On the sort, Enter changes it, as a segmented control would.
            let field = host.withLock { $0.filterField }
            if field == .sortBy { filter.sortBy = filter.sortBy.toggled } else { host.withLock { $0.isTyping = true } }
        case (.type(let input), .results):
            guard host.withLock({ $0.isTyping }) else { return }
            switch input {
            case .done, .cancel: host.withLock { $0.isTyping = false }
            case .insert, .deleteBackward: search.query = search.query.applying(input)
            }
        case (.type(let input), .filter(let filter)):
            guard host.withLock({ $0.isTyping }) else { return }
            switch input {
            case .done, .cancel: host.withLock { $0.isTyping = false }
            case .insert, .deleteBackward: filter.language = filter.language.applying(input)
            }
        case (.setQuery(let query), .results):
            search.query = query
        case (.selectPrevious, .results), (.selectNext, .results):
            guard let index = selectedIndex else { return }
            host.withLock { $0.selection = command == .selectPrevious ? max(index - 1, 0) : index + 1 }
        case (.selectPrevious, .filter), (.selectNext, .filter):
            host.withLock { $0.filterField = command == .selectPrevious ? .sortBy : .language }
        case (.select(let index), .results):
            if search.results.indices.contains(index) { host.withLock { $0.selection = index } }
        case (.toggleExpanded, .results):
            if let index = selectedIndex { search.results[index].toggleExpanded() }
        case (.openDetail, .results):
            if let index = selectedIndex { search.resultTapped(search.results[index]) }
        case (.closeDetail, .detail):
            search.detailDismissed()
        case (.openFilter, .results):
            search.filterButtonTapped()
            host.withLock { $0.filterField = .sortBy }
        case (.setSort(let sort), .filter(let filter)):
            filter.sortBy = sort
        case (.setLanguage(let language), .filter(let filter)):
            filter.language = language
        case (.applyFilter, .filter):
            host.withLock { $0.isTyping = false }
            search.filterDismissed()
        case (.open(let url), _):
            // The system brings the app forward at the link: sheets close.
            search.detailDismissed()
            if search.filter != nil { search.filterDismissed() }
            app.handleURL(url)
        default:
            break
        }
    }
}
