/// A stream of what a model sends or does: events, modifications.
///
/// Like `AsyncStream`, single-pass and for one consumer, and like it, the
/// stream stops listening to the model once neither it nor its iterator is
/// left (the loop ended, or it was never iterated). One difference: a task
/// waiting on it counts as idle, so the test tools don't mistake a listener
/// for unfinished work.
public struct ModelStream<Element: Sendable>: AsyncSequence, Sendable, WaitsOnModels {
    /// A model stream never fails: it ends when the model or its listener goes.
    public typealias Failure = Never

    let consumer: Consumer

    init(channel: ModelStreamChannel<Element>) {
        self.consumer = Consumer(channel: channel)
    }

    /// Starts iterating; a stream has one consumer, as `AsyncStream` does.
    public func makeAsyncIterator() -> Iterator {
        Iterator(consumer: consumer)
    }

    /// The iterator for a `forEach`: a stream starts no work of its own.
    @usableFromInline
    static func makeIterator<Sequence, TaskIterator>(of sequence: Sequence, forTaskOf context: AnyModelContext)
        -> TaskIterator
    {
        (sequence as! Self).makeAsyncIterator() as! TaskIterator
    }

    /// Produces the elements of a ``ModelStream``.
    public struct Iterator: AsyncIteratorProtocol {
        /// A model stream never fails: it ends when the model or its listener goes.
        public typealias Failure = Never

        @usableFromInline let consumer: Consumer

        init(consumer: Consumer) {
            self.consumer = consumer
        }

        // Inlinable, so a loop over the stream is specialized for its element
        // type where it is written: taking an element that is already waiting
        // then costs a lock, with no generic metadata looked up.
        /// The next element, or `nil` once the stream has ended.
        @inlinable
        public mutating func next() async -> Element? {
            await consumer.next()
        }

        /// What `for await` calls, spelled out as for `Observed`.
        @inlinable
        public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
            await consumer.next()
        }
    }

    /// Ends the channel once the stream and its iterator are gone.
    @usableFromInline
    final class Consumer: Sendable {
        @usableFromInline let channel: ModelStreamChannel<Element>

        init(channel: ModelStreamChannel<Element>) {
            self.channel = channel
        }

        deinit {
            channel.finish()
        }

        /// The next element: one waiting is taken without suspending.
        @inlinable
        func next() async -> Element? {
            if Task.isCancelled {
                channel.finish()
                return nil
            }
            if let ready = channel.nextIfReady() { return ready }
            return await channel.waitForNext()
        }
    }
}

extension ModelStreamChannel {
    /// Waits for the next element, the consuming model task counted as idle.
    @usableFromInline
    func waitForNext() async -> Element? {
        await CancellableCore.waitingIdle { await next() }
    }
}

/// A sequence whose elements come from models (`Observed`, events,
/// modifications): a task iterating one waits on the model, so it is idle
/// from the moment it starts.
@usableFromInline
protocol WaitsOnModels {
    /// The iterator of `sequence`, a sequence of this type, for a `forEach`
    /// of `context`'s: work the iterator starts is that model's.
    /// `TaskIterator` is the sequence's iterator type.
    static func makeIterator<Sequence, TaskIterator>(of sequence: Sequence, forTaskOf context: AnyModelContext)
        -> TaskIterator
}
