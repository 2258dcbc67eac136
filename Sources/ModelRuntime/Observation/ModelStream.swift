/// A stream of what a model sends or does: events, modifications.
///
/// Like `AsyncStream`, single-pass and for one consumer, with two
/// differences: a task waiting on it counts as idle, so the test tools don't
/// mistake a listener for unfinished work; and when the consumer's iterator
/// goes away (the loop ends), the stream stops listening to the model.
public struct ModelStream<Element: Sendable>: AsyncSequence, Sendable, WaitsOnModels {
    public typealias Failure = Never

    let channel: ModelStreamChannel<Element>

    public func makeAsyncIterator() -> Iterator {
        Iterator(consumer: Consumer(channel: channel))
    }

    /// Produces the elements of a ``ModelStream``.
    public struct Iterator: AsyncIteratorProtocol {
        let consumer: Consumer

        public mutating func next() async -> Element? {
            let channel = consumer.channel
            if Task.isCancelled {
                channel.finish()
                return nil
            }
            if let ready = channel.nextIfReady() { return ready }
            guard let task = CancellableCore.current else { return await channel.next() }
            return await task.whileIdle { await channel.next() }
        }
    }

    /// Ends the channel when the iterator that reads it is gone.
    final class Consumer: Sendable {
        let channel: ModelStreamChannel<Element>

        init(channel: ModelStreamChannel<Element>) {
            self.channel = channel
        }

        deinit {
            channel.finish()
        }
    }
}

/// A sequence whose elements come from models (`Observed`, events,
/// modifications): a task iterating one waits on the model, so it is idle
/// from the moment it starts.
protocol WaitsOnModels {}
