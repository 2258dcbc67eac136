extension Duration {
    /// For a wait that ends when what it waits for happens: so long that no
    /// machine load reaches it, so the deadline never decides whether a test
    /// passes. It only stops a broken test (one whose awaited event never
    /// comes) from hanging the run.
    public static let longerThanAnyTest: Duration = .seconds(600)
}
