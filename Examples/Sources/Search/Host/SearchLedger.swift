import Synchronization

/// Counts GitHub's answers to searches, so that a script can wait until
/// the search it started has been answered: the models alone can't tell a
/// search that hasn't started from one that ended as the last did.
nonisolated final class SearchLedger: Sendable {
    private let answers = Mutex<[SearchKey: Int]>([:])

    /// A search as the client is asked it.
    struct SearchKey: Hashable, Sendable {
        /// The query, trimmed.
        var query: String
        /// The language, or nil for any.
        var language: String?
    }

    /// The answers up to a moment, to compare with later ones.
    struct Mark: Sendable {
        fileprivate var answers: [SearchKey: Int]
    }

    /// `client`, with every answer to a search counted, failures too.
    func tracking(_ client: GitHubClient) -> GitHubClient {
        GitHubClient(
            search: { [self] query, language in
                defer { answers.withLock { $0[SearchKey(query: query, language: language), default: 0] += 1 } }
                return try await client.search(query, language)
            },
            languages: client.languages)
    }

    /// The answers so far. Take it before starting a search: the answer
    /// can come before the code that started it goes on.
    func mark() -> Mark {
        Mark(answers: answers.withLock { $0 })
    }

    /// Whether `search` has been answered since `mark`.
    func hasAnswered(_ search: SearchKey, since mark: Mark) -> Bool {
        answers.withLock { $0[search, default: 0] } > mark.answers[search, default: 0]
    }
}
