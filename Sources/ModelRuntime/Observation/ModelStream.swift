/// A stream of what a model sends or does: events, modifications. Like
/// `AsyncStream`, with one difference: a task waiting on it counts as idle,
/// so the test tools don't mistake a listener for unfinished work.
public struct ModelStream<Element: Sendable>: AsyncSequence, Sendable, WaitsOnModels {
    public typealias Failure = Never

    let base: AsyncStream<Element>

    public func makeAsyncIterator() -> Iterator {
        Iterator(base: base.makeAsyncIterator())
    }

    /// Produces the elements of a ``ModelStream``.
    public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncStream<Element>.Iterator

        public mutating func next() async -> Element? {
            guard let task = CancellableCore.current else { return await base.next() }
            var base = self.base
            let element = await task.whileIdle { await base.next() }
            self.base = base
            return element
        }
    }
}

/// A sequence whose elements come from models (`Observed`, events,
/// modifications): a task iterating one waits on the model, so it is idle
/// from the moment it starts.
protocol WaitsOnModels {}
