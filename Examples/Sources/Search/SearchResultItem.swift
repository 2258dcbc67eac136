import Foundation
import ModelRuntime

extension SearchResultItem {
    /// The item of `repo`.
    init(repo: Repo) {
        self.init(id: repo.id, repo: repo)
    }

    /// What the repository is mainly written in, as the expanded item
    /// shows it. The detail sheet loads every language it is written in.
    var detailLine: String? {
        repo.language.map { "Written in \($0)" } ?? "Language unknown"
    }

    /// Shows or hides the description and the main language.
    func toggleExpanded() {
        isExpanded.toggle()
    }
}

extension RepoDetailModel {
    func onActivate() {
        // Loads while the sheet is open: GitHub is asked about the one
        // repository looked at, and closing the sheet cancels the request.
        node.task {
            let loaded = try await gitHubClient.languages(repo.fullName)
            languages = loaded
        } catch: { error in
            guard !(error is CancellationError) else { return }
            languagesError = "Languages unavailable: \(describeSearchFailure(error))"
        }
    }
}

/// The languages as the detail sheet shows them: "Written in Swift (92%),
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
