import ModelRuntime

extension NumberClient: DependencyKey {
    /// Numbers and facts computed in-process.
    public static let liveValue = NumberClient(
        fact: { "\($0) is a number." },
        random: { Int.random(in: 0..<100) },
        record: { _ in }
    )
}
