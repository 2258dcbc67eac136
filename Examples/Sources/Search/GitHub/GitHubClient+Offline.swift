import Foundation
import ModelRuntime

nonisolated extension GitHubClient {
    /// GitHub without the network: searches a sample of two dozen
    /// repositories (`sampleRepositories.swift`, in the API's own format),
    /// most starred first, as many as `resultsPerPage`. A repository matches
    /// when each word of the query is in its name, owner or description,
    /// ignoring case. Answers take `latency`, as a round trip to GitHub
    /// would, on the `continuousClock` dependency of whoever asks.
    static func offline(resultsPerPage: Int = 10, latency: Duration = .milliseconds(300)) -> GitHubClient {
        GitHubClient(
            search: { query, language in
                @Dependency(\.continuousClock) var clock
                try await clock.sleep(for: latency)
                let words = query.lowercased().split(separator: " ")
                let found = OfflineCatalog.repositories.filter { repo in
                    let text = "\(repo.fullName) \(repo.description ?? "")".lowercased()
                    let isInLanguage =
                        language.map { repo.language?.caseInsensitiveCompare($0) == .orderedSame } ?? true
                    return isInLanguage && words.allSatisfy { text.contains($0) }
                }
                return Array(found.sorted { $0.starCount > $1.starCount }.prefix(resultsPerPage))
            },
            languages: { fullName in
                @Dependency(\.continuousClock) var clock
                try await clock.sleep(for: latency)
                guard let languages = OfflineCatalog.languages[fullName] else { throw GitHubError.status(404) }
                return languages
            })
    }
}

nonisolated extension Repo {
    /// A few of the offline samples, for tests and previews: the Swift
    /// compiler (in C++), a C library, and Swift packages of four owners.
    static let mocks: [Repo] = [
        "apple/swift", "apple/swift-nio", "vapor/vapor", "Alamofire/Alamofire", "pointfreeco/swift-dependencies",
        "yaml/libyaml",
    ]
    .compactMap { fullName in OfflineCatalog.repositories.first { $0.fullName == fullName } }
}

/// The sample repositories, read once.
private nonisolated enum OfflineCatalog {
    // The samples are constants of this module, and a test reads them all:
    // failing to decode them is a mistake in the source, not a condition.
    static let repositories = try! decodeSearchPage(Data(sampleSearchPage.utf8))
    static let languages: [String: [RepoLanguage]] = {
        let bytes = try! JSONDecoder().decode([String: [String: Int]].self, from: Data(sampleLanguages.utf8))
        return bytes.mapValues { try! decodeLanguages(JSONEncoder().encode($0)) }
    }()
}
