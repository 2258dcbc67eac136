extension CounterModel {
    /// Adds one.
    func incrementTapped() {
        count += 1
    }

    /// Takes one away.
    func decrementTapped() {
        count -= 1
    }

    /// Fetches a fact about the current count and hands it to `onFact`; on
    /// failure, shows an alert instead.
    func factButtonTapped() {
        node.task {
            let count = self.count
            onFact(count, try await factClient.fetch(count))
        } catch: { _ in
            alert = Alert(message: "Couldn't load fact.", title: "Error")
        }
    }

    /// Hides the alert.
    func alertDismissed() {
        alert = nil
    }
}
