import Foundation

/// A page of results of GitHub's repository search, `GET /search/repositories`,
/// as the API sends it (the fields Search uses).
nonisolated struct GitHubSearchPage: Decodable {
    var items: [GitHubRepository]
}

/// A repository as GitHub's API describes it.
nonisolated struct GitHubRepository: Decodable {
    struct Owner: Decodable {
        var login: String
    }

    var id: Int
    var name: String
    var fullName: String
    var description: String?
    var stargazersCount: Int
    var language: String?
    var owner: Owner
    var htmlURL: URL

    private enum CodingKeys: String, CodingKey {
        case id, name, description, language, owner
        case fullName = "full_name"
        case stargazersCount = "stargazers_count"
        case htmlURL = "html_url"
    }
}

nonisolated extension Repo {
    /// The repository GitHub described.
    init(_ repository: GitHubRepository) {
        self.init(
            id: repository.id, name: repository.name, fullName: repository.fullName,
            description: repository.description, starCount: repository.stargazersCount,
            language: repository.language, owner: repository.owner.login, htmlURL: repository.htmlURL)
    }
}

/// The repositories of a search page GitHub sent.
///
/// - Throws: ``GitHubError/unreadableAnswer`` when it isn't one.
nonisolated func decodeSearchPage(_ data: Data) throws(GitHubError) -> [Repo] {
    do {
        return try JSONDecoder().decode(GitHubSearchPage.self, from: data).items.map(Repo.init)
    } catch {
        throw .unreadableAnswer
    }
}

/// The languages GitHub sent for a repository, `GET /repos/{owner}/{repo}/languages`:
/// an object of bytes per language, here most used first.
///
/// - Throws: ``GitHubError/unreadableAnswer`` when it isn't one.
nonisolated func decodeLanguages(_ data: Data) throws(GitHubError) -> [RepoLanguage] {
    do {
        let bytes = try JSONDecoder().decode([String: Int].self, from: data)
        return bytes.map { RepoLanguage(name: $0.key, bytes: $0.value) }
            .sorted { ($0.bytes, $1.name) > ($1.bytes, $0.name) }
    } catch {
        throw .unreadableAnswer
    }
}
