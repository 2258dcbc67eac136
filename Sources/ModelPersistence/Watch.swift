import Dispatch
import Synchronization

/// Looks at the stored bytes of every held key, every `interval`, and
/// loads what changed outside the process. It holds no file open: a
/// timer on the saver's queue, started when the first key with bytes is
/// used, and left running while the storage lives.
final class Watch: Sendable {
    private let interval: Duration
    private let queue: DispatchQueue
    private let timer = Mutex<(any DispatchSourceTimer)?>(nil)

    init(interval: Duration, queue: DispatchQueue) {
        self.interval = interval
        self.queue = queue
    }

    /// Starts looking, once.
    func start(_ storage: PersistentStorage) {
        timer.withLock { timer in
            guard timer == nil else { return }
            let source = DispatchSource.makeTimerSource(queue: queue)
            source.schedule(deadline: .now() + interval.timeInterval, repeating: interval.timeInterval)
            source.setEventHandler { [weak storage] in
                guard let storage else { return }
                for value in storage.allValues where value.isWatched { value.checkOutsideChange() }
            }
            source.resume()
            timer = source
        }
    }

    deinit {
        timer.withLock { $0?.cancel() }
    }
}
