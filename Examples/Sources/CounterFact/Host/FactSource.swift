/// Where CounterFact's facts come from.
public nonisolated enum FactSource: String, CaseIterable, Sendable {
    /// Worked out on the spot, with no network.
    case offline
    /// numbersapi.com, over HTTP.
    case numbersAPI = "numbersapi"

    /// A new client for this source.
    var client: FactClient {
        switch self {
        case .offline: .offline()
        case .numbersAPI: .numbersAPI()
        }
    }
}
