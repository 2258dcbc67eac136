import Foundation
import TerminalUI

/// Search in the terminal: the results, the filter sheet and the detail
/// sheet, keys, and scripts that wait for each search and its languages.
nonisolated extension SearchSession: TerminalApp {
    func render() -> [ScreenLine] {
        switch screen {
        case .results: renderResults()
        case .filter(let filter): renderFilter(filter)
        case .detail(let detail): renderDetail(detail)
        }
    }

    /// The query and the results, for example:
    ///
    /// ```
    /// GitHub search: swift nio
    /// Sort: stars  Language: any
    /// > 1. apple/swift-nio  ★ 8,200  Swift
    ///        Event-driven, non-blocking networking for servers and clients in Swift.
    ///        Written in Swift (93%), C (7%), Shell (1%)
    /// ```
    private func renderResults() -> [ScreenLine] {
        let search = self.search
        let (isTyping, selected) = (host.withLock { $0.isTyping }, selectedIndex)
        let filter = search.appliedFilter
        var lines = [
            ScreenLine("GitHub search: \(search.query)\(isTyping ? "_" : "")", .heading),
            ScreenLine(
                "Sort: \(filter.sortBy.title)  Language: \(filter.language.isEmpty ? "any" : filter.language)", .dim),
        ]
        if search.isSearching { lines.append(ScreenLine("Searching...", .info)) }
        if let error = search.errorMessage { lines.append(ScreenLine(error, .alert)) }
        let results = search.results
        for (index, item) in results.enumerated() {
            let repo = item.repo
            let marker = index == selected ? "> " : "  "
            let language = repo.language.map { "  \($0)" } ?? ""
            lines.append(
                ScreenLine(
                    "\(marker)\(index + 1). \(repo.fullName)  ★ \(groupingThousands(repo.starCount))\(language)",
                    index == selected ? .selectedRow : .row))
            if item.isExpanded {
                if let description = repo.description { lines.append(ScreenLine("       \(description)", .dim)) }
                if let detailLine = item.detailLine { lines.append(ScreenLine("       \(detailLine)", .info)) }
            }
        }
        if results.isEmpty, !search.isSearching, search.errorMessage == nil {
            let query = search.query.trimmingCharacters(in: .whitespaces)
            lines.append(
                ScreenLine(
                    query.isEmpty ? "Type / to search GitHub's repositories." : "No repositories match '\(query)'.",
                    .dim))
        }
        return lines
    }

    /// The filter sheet, for example:
    ///
    /// ```
    /// Filter
    /// > Sort by: name
    ///   Language: Swift
    /// ```
    private func renderFilter(_ filter: FilterModel) -> [ScreenLine] {
        let (field, isTyping) = host.withLock { ($0.filterField, $0.isTyping) }
        let rows: [(SearchSession.FilterField, String)] = [
            (.sortBy, "Sort by: \(filter.sortBy.title)"),
            (
                .language,
                "Language: \(filter.language.isEmpty && !isTyping ? "any" : filter.language)\(isTyping ? "_" : "")"
            ),
        ]
        return [ScreenLine("Filter", .heading)]
            + rows.map { row, text in
                row == field ? ScreenLine("> \(text)", .selectedRow) : ScreenLine("  \(text)")
            }
    }

    /// The detail sheet of a repository.
    private func renderDetail(_ detail: RepoDetailModel) -> [ScreenLine] {
        let repo = detail.repo
        var lines = [
            ScreenLine(repo.fullName, .heading),
            ScreenLine("Owner: \(repo.owner)"),
            ScreenLine("Stars: \(groupingThousands(repo.starCount))"),
        ]
        if let language = repo.language { lines.append(ScreenLine("Language: \(language)")) }
        if let languages = detail.languages {
            lines.append(ScreenLine(describeLanguages(languages), .info))
        } else {
            lines.append(
                ScreenLine(
                    detail.languagesError ?? "Loading languages...", detail.languagesError == nil ? .dim : .alert))
        }
        if let description = repo.description { lines.append(ScreenLine(description)) }
        lines.append(ScreenLine(repo.htmlURL.absoluteString, .dim))
        return lines
    }

    var keyHelp: String {
        if host.withLock({ $0.isTyping }) { return TextInput.keyHelp }
        switch screen {
        case .results: return "/ search  up/down select  space expand  Enter details  f filter  q quit"
        case .filter: return "up/down select  Enter change  c clear language  Esc done  q quit"
        case .detail: return "Esc close  q quit"
        }
    }

    func action(for key: Key) -> TerminalAction<SearchCommand>? {
        if host.withLock({ $0.isTyping }) {
            return TextInput(key: key).map { .perform(.type($0)) }
        }
        switch (key, screen) {
        case (.character("q"), _): return .quit
        case (.character("/"), .results): return .perform(.edit)
        case (.up, .results), (.character("k"), .results), (.up, .filter), (.character("k"), .filter):
            return .perform(.selectPrevious)
        case (.down, .results), (.character("j"), .results), (.down, .filter), (.character("j"), .filter):
            return .perform(.selectNext)
        case (.character(" "), .results): return .perform(.toggleExpanded)
        case (.enter, .results): return .perform(.openDetail)
        case (.character("f"), .results): return .perform(.openFilter)
        case (.enter, .filter), (.character(" "), .filter): return .perform(.edit)
        case (.character("c"), .filter): return .perform(.setLanguage(""))
        case (.escape, .filter), (.character("d"), .filter): return .perform(.applyFilter)
        case (.escape, .detail), (.enter, .detail), (.character("b"), .detail): return .perform(.closeDetail)
        default: return nil
        }
    }

    /// Performs `command`, then waits for what it started: the search of a
    /// new query or language, and the languages of the repository whose
    /// details are open.
    func perform(_ command: SearchCommand, settlingWithin timeout: Duration) async -> String? {
        let search = self.search
        let before = searchRequest
        let mark = ledger.mark()
        perform(command)
        let after = searchRequest
        let waitsForSearch = after != before
        let isSettled: @Sendable () -> Bool = { [ledger] in
            // The models are read first: Observed checks again only when
            // something read here changes, and the ledger isn't a model.
            let isSearching = search.isSearching
            let results = search.results
            if let detail = search.detail, detail.languages == nil, detail.languagesError == nil { return false }
            guard !isSearching else { return false }
            guard waitsForSearch else { return true }
            // An empty query searches nothing; its results are cleared.
            if after.query.isEmpty { return results.isEmpty }
            return ledger.hasAnswered(after, since: mark)
        }
        return await settle(within: timeout, until: isSettled) ? nil : "(still waiting after \(timeout))"
    }

    /// The search the models ask for now, as the client is asked it.
    private var searchRequest: SearchLedger.SearchKey {
        let search = self.search
        let language = search.appliedFilter.language
        return SearchLedger.SearchKey(
            query: search.query.trimmingCharacters(in: .whitespaces), language: language.isEmpty ? nil : language)
    }
}

/// `number` with commas between thousands: 68,900.
private nonisolated func groupingThousands(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { grouped += "," }
        grouped.append(digit)
    }
    return (number < 0 ? "-" : "") + grouped
}
