import ModelRuntime

/// The sample app's facts are CounterFact's offline ones: it makes no request.
extension FactClient: DependencyKey {
    static let liveValue = FactClient.offline()
}
