import Foundation
import ModelTesting
@testable import Search
@testable import TestSupport

extension Repo {
    /// A repository as a test's search finds it.
    static func named(_ fullName: String, id: Int, language: String?, stars: Int) -> Repo {
        let owner = String(fullName.prefix { $0 != "/" })
        return Repo(
            id: id, name: String(fullName.dropFirst(owner.count + 1)), fullName: fullName,
            description: "About \(fullName).", starCount: stars, language: language, owner: owner,
            htmlURL: URL(string: "https://github.com/\(fullName)")!)
    }

    static let swiftNIO = Repo.named("apple/swift-nio", id: 1, language: "Swift", stars: 8200)
    static let vapor = Repo.named("vapor/vapor", id: 2, language: "Swift", stars: 25200)
    static let libyaml = Repo.named("yaml/libyaml", id: 3, language: "C", stars: 1000)
    static let alamofire = Repo.named("Alamofire/Alamofire", id: 4, language: "Swift", stars: 41800)
}

/// GitHub as a test controls it: each search waits for a reply the test
/// sends, and stops waiting when the model cancels it, as a request in
/// flight does; every repository is written in Swift alone, answered at once.
struct HeldGitHub {
    /// The replies to searches, in the order they were asked.
    let searches = HeldReplies<[Repo]>()
    /// Each search asked, with its query and language.
    let asked = TestProbe("search")
    /// Each search the model cancelled before its reply, by query.
    let cancelled = TestProbe("cancelled search")

    var client: GitHubClient {
        GitHubClient(
            search: { [searches, asked, cancelled] query, language in
                asked.call(query, language)
                do {
                    return try await searches.nextUnlessCancelled()
                } catch {
                    cancelled.call(query)
                    throw error
                }
            },
            languages: { _ in [RepoLanguage(name: "Swift", bytes: 1000)] })
    }
}

/// How long an assertion waits for what the models do. Under the load of a
/// full test run a chain of tasks can take seconds; a test that passes
/// never waits this long, so the deadline only ends a failing one.
let patience: Duration = .seconds(30)
