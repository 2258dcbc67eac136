import Foundation
import ModelRuntime

extension AppModel {
    /// Opens the search a link names: `githubsearch://search?q=vapor` sets
    /// the query, which is then searched. Other links are ignored.
    func handleURL(_ url: URL) {
        guard url.scheme == "githubsearch", url.host() == "search",
            let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?
                .queryItems?.first(where: { $0.name == "q" })?.value
        else { return }
        search.query = query
    }
}
