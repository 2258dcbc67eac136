import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Signals turned into calls of a handler instead of the end of the
/// process, until `stop()`: how the interactive UI gets to restore the
/// terminal on Ctrl-C and `kill`. One watcher at a time.
///
/// A `sigaction` handler writes each signal's number to a pipe, the one
/// thing a signal handler can safely do, and a dispatch source reads it.
/// Not a dispatch signal source: on Linux, libdispatch installs its own
/// handler once per process, so restoring the previous action afterwards
/// would leave every later watcher deaf.
final class SignalWatcher {
    private let previousActions: [(signal: Int32, action: sigaction)]
    private let reader: any DispatchSourceRead

    /// Starts watching `signals`; a signal sent once this returns is handled.
    init(watching signals: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
        var ends: [Int32] = [0, 0]
        // Without a pipe, signals would end the process as before; there is
        // nothing better to do, and a pipe is two file descriptors.
        precondition(pipe(&ends) == 0, "no pipe for signals: \(String(cString: strerror(errno)))")
        let (readEnd, writeEnd) = (ends[0], ends[1])
        precondition(
            signalPipe.compareExchange(expected: -1, desired: writeEnd, ordering: .sequentiallyConsistent).exchanged,
            "one SignalWatcher at a time")
        reader = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: DispatchQueue(label: "terminal.signals"))
        reader.setEventHandler {
            var number: UInt8 = 0
            if read(readEnd, &number, 1) == 1 { handler(Int32(number)) }
        }
        reader.setCancelHandler {
            close(readEnd)
            close(writeEnd)
        }
        reader.resume()
        previousActions = signals.map { number in
            var action = sigaction()
            #if canImport(Darwin)
                action.__sigaction_u = __sigaction_u(__sa_handler: forwardSignal)
            #else
                action.__sigaction_handler = .init(sa_handler: forwardSignal)
            #endif
            action.sa_flags = SA_RESTART
            var previous = sigaction()
            sigaction(number, &action, &previous)
            return (number, previous)
        }
    }

    /// Stops watching and lets the signals act as they did before.
    func stop() {
        for (number, action) in previousActions {
            var action = action
            sigaction(number, &action, nil)
        }
        signalPipe.store(-1, ordering: .sequentiallyConsistent)
        reader.cancel()
    }
}

/// The write end of the running watcher's pipe; -1 when none runs. Atomic,
/// so the signal handler can read it without a lock.
private let signalPipe = Atomic<Int32>(-1)

/// The signal handler: writes the signal's number to the watcher's pipe.
private func forwardSignal(_ number: Int32) {
    // write() may set errno, and the interrupted code may be about to read it.
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipe.load(ordering: .relaxed), &byte, 1)
    errno = savedErrno
}
