import Foundation
import ModelRuntime

extension CounterModel {
    /// Reads the counter's value from the service. Until the first refresh
    /// answers, `value` is nil: the service is asynchronous, and may be in
    /// another process.
    func refresh() async {
        do {
            let value = try await counterService.value(id)
            self.value = value
            failure = nil
        } catch {
            record(error)
        }
    }

    /// Asks the service to add one, then reads the value back: the service
    /// owns the value, and another client may have changed it too.
    func increment() async {
        do {
            try await counterService.increment(id)
        } catch {
            record(error)
            return
        }
        await refresh()
    }

    /// Shows why a call failed; a cancelled call (the counter went away) shows nothing.
    private func record(_ error: any Error) {
        guard !(error is CancellationError) else { return }
        failure = (error as? LocalizedError)?.errorDescription ?? "\(error)"
    }
}
