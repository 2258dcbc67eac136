import Foundation

/// Where the counters live: an actor, so increments from anywhere never
/// race. Models never hold it; they reach it through the `counterService`
/// dependency (`CounterServiceClient.local(_:)`), so the same models work
/// with a service in another process (`CounterServiceClient.http(baseURL:timeout:)`).
actor CounterService {
    private var values: [UUID: Int] = [:]

    /// A service with no counters yet.
    init() {}

    /// The value of the counter `id`; 0 for a counter never incremented.
    func value(of id: UUID) -> Int {
        values[id, default: 0]
    }

    /// Adds one to the counter `id`.
    func increment(_ id: UUID) {
        values[id, default: 0] += 1
    }
}
