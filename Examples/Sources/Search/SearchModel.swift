import Foundation
import ModelRuntime
import Synchronization

extension SearchModel {
    /// How long the query must stay as it is before it is searched, so that
    /// typing doesn't start a search per key.
    static let debounce: Duration = .milliseconds(300)

    func onActivate() {
        // Each new query or language cancels the search in flight and starts
        // another, after the debounce. An empty query searches nothing, and
        // clears the results once there was a query: results given without
        // one (in withActivation) stay.
        let hadQuery = Mutex(false)
        node.task(
            id: SearchRequest(query: query.trimmingCharacters(in: .whitespaces), language: appliedFilter.language)
        ) { request in
            guard !request.query.isEmpty else {
                if hadQuery.withLock({ $0 }) { clearResults() }
                return
            }
            hadQuery.withLock { $0 = true }
            try await continuousClock.sleep(for: Self.debounce)
            await search(request)
        } catch: { _ in
        }
    }

    /// Opens the filter sheet on the filter the results follow.
    func filterButtonTapped() {
        filter = filter ?? FilterModel(sortBy: appliedFilter.sortBy, language: appliedFilter.language)
    }

    /// Closes the filter sheet and applies it: the results are sorted and
    /// filtered at once, and a new language is searched for as well.
    func filterDismissed() {
        guard let filter else { return }
        let applied = SearchFilter(
            sortBy: filter.sortBy, language: filter.language.trimmingCharacters(in: .whitespaces))
        node.transaction {
            self.filter = nil
            appliedFilter = applied
            results = applied.apply(to: results)
        }
    }

    /// Opens the detail sheet of `item`.
    func resultTapped(_ item: SearchResultItem) {
        detail = RepoDetailModel(repo: item.repo)
    }

    /// Closes the detail sheet.
    func detailDismissed() {
        detail = nil
    }

    /// Searches for `request` and shows what is found, or why nothing was.
    private func search(_ request: SearchRequest) async {
        isSearching = true
        do {
            let repos = try await gitHubClient.search(request.query, request.language.isEmpty ? nil : request.language)
            // A newer query took over while this one was searched: its own
            // search writes what it finds, and the state of the search.
            guard !Task.isCancelled else { return }
            node.transaction {
                results = appliedFilter.apply(to: repos.map(SearchResultItem.init(repo:)))
                errorMessage = nil
                isSearching = false
            }
        } catch {
            guard !Task.isCancelled else { return }
            // The results found before stay, so there is still something to see.
            node.transaction {
                errorMessage = describeSearchFailure(error)
                isSearching = false
            }
        }
    }

    /// Empties the results, as an empty query does.
    private func clearResults() {
        node.transaction {
            results = []
            errorMessage = nil
            isSearching = false
        }
    }
}

/// What a search asks for: a new one starts when either changes.
private nonisolated struct SearchRequest: Equatable, Sendable {
    var query: String
    var language: String
}

extension FilterModel {
    /// Allows every language again.
    func clearLanguage() {
        language = ""
    }
}
