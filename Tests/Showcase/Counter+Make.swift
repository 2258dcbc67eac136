extension Counter {
    /// A counter whose callbacks do nothing.
    public static func make(count: Int = 0) -> Counter {
        Counter(count: count, onFact: { _, _ in }, formatter: { "\($0)" })
    }
}
