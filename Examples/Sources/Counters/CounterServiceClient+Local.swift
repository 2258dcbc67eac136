import Foundation
import ModelRuntime

nonisolated extension CounterServiceClient: DependencyKey {
    /// Counters kept in this process, by one service the whole app shares.
    static let liveValue = CounterServiceClient.local(CounterService())
}

nonisolated extension CounterServiceClient {
    /// Reaches `service`, an actor in this process: each call waits its turn
    /// on the actor.
    static func local(_ service: CounterService) -> CounterServiceClient {
        CounterServiceClient(
            value: { id in await service.value(of: id) },
            increment: { id in await service.increment(id) })
    }
}
