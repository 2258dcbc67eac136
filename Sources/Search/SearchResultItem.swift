import Foundation
import ModelRuntime

extension SearchResultItem {
    /// The item of `repo`.
    init(repo: Repo) {
        self.init(id: repo.id, repo: repo)
    }

    func onActivate() {
        // Loads once the item is in the results; removing the item, as a new
        // search does, cancels the load.
        node.task {
            detailLine = describeLanguages(try await gitHubClient.languages(repo.fullName))
        } catch: { error in
            detailLine = "Languages unavailable: \(describeSearchFailure(error))"
        }
    }

    /// Shows or hides the description and the languages.
    func toggleExpanded() {
        isExpanded.toggle()
    }
}

/// The languages as the detail line shows them: "Written in Swift (92%),
/// C (6%), Shell (2%)", the three most used, rounded.
nonisolated func describeLanguages(_ languages: [RepoLanguage]) -> String {
    let total = languages.reduce(0) { $0 + $1.bytes }
    guard total > 0 else { return "No languages detected" }
    let shares = languages.prefix(3).map { language -> String in
        let percent = Double(language.bytes) * 100 / Double(total)
        return "\(language.name) (\(percent < 1 ? "<1" : String(Int(percent.rounded())))%)"
    }
    return "Written in " + shares.joined(separator: ", ")
}
