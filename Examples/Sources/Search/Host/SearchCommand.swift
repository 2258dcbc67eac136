import Foundation
import TerminalUI

/// Something the person searching asks for. Commands about "the" result
/// act on the selected one; the filter's commands act while its sheet is open.
nonisolated enum SearchCommand: Sendable, Equatable {
    /// Starts typing: into the query, or into the filter's language when
    /// the filter is open.
    case edit
    /// A key typed while typing.
    case type(TextInput)
    /// Sets the query, as if it had been typed.
    case setQuery(String)
    /// Selects the row above: a result, or a field of the filter.
    case selectPrevious
    /// Selects the row below.
    case selectNext
    /// Selects the result at an index, from 0.
    case select(Int)
    /// Expands or collapses the result.
    case toggleExpanded
    /// Opens the result's detail sheet.
    case openDetail
    /// Closes the detail sheet.
    case closeDetail
    /// Opens the filter sheet.
    case openFilter
    /// Sets the filter's sort.
    case setSort(SortOption)
    /// Sets the filter's language; blank for any.
    case setLanguage(String)
    /// Closes the filter sheet and applies it.
    case applyFilter
    /// Opens a link, as the system would hand it to the app.
    case open(URL)
}

/// Search's script words.
nonisolated let searchScript = ScriptVocabulary<SearchCommand>(
    words: [
        "expand": .toggleExpanded, "open": .openDetail, "close": .closeDetail, "filter": .openFilter,
        "done": .applyFilter,
    ],
    arguments: [
        .init("query", placeholder: "<text>", expecting: "text: query=...") { .setQuery($0) },
        .init("select", placeholder: "<row>", expecting: "a row number from 1") { row in
            Int(row).flatMap { $0 >= 1 ? .select($0 - 1) : nil }
        },
        .init("sort", placeholder: "stars|name", expecting: "stars or name") { sort in
            SortOption.allCases.first { $0.title == sort }.map(SearchCommand.setSort)
        },
        .init("language", placeholder: "<name>", expecting: "a language, or nothing for any") { .setLanguage($0) },
        .init("link", placeholder: "<link>", expecting: "a link, like link=githubsearch://search?q=swift") { link in
            URL(string: link).flatMap { $0.scheme == nil ? nil : .open($0) }
        },
    ])
