import ModelRuntime

extension CountersModel {
    /// Adds a counter, which shows as loading until its first refresh
    /// reads its value from the service.
    func addNew() async {
        let counter = CounterModel(id: uuid())
        counters.append(counter)
        await counter.refresh()
    }
}
