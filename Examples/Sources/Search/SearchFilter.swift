import Foundation

nonisolated extension SearchFilter {
    /// `items` with those in another language left out, in this filter's order.
    func apply(to items: [SearchResultItem]) -> [SearchResultItem] {
        let language = language.trimmingCharacters(in: .whitespaces)
        let kept =
            language.isEmpty
            ? items : items.filter { $0.repo.language?.caseInsensitiveCompare(language) == .orderedSame }
        switch sortBy {
        case .stars:
            return kept.sorted { ($0.repo.starCount, $1.repo.fullName) > ($1.repo.starCount, $0.repo.fullName) }
        case .name:
            return kept.sorted {
                let order = $0.repo.name.localizedCaseInsensitiveCompare($1.repo.name)
                return order == .orderedSame ? $0.repo.fullName < $1.repo.fullName : order == .orderedAscending
            }
        }
    }
}

nonisolated extension SortOption {
    /// The option's name on screen and in scripts.
    var title: String {
        switch self {
        case .stars: "stars"
        case .name: "name"
        }
    }

    /// The other option.
    var toggled: SortOption {
        self == .stars ? .name : .stars
    }
}
