/// A task a model started, as the hierarchy lists it.
@_spi(ModelTesting)
public struct RunningTask: Sendable, CustomStringConvertible {
    /// The model that started it.
    public var modelName: String
    /// The name given to `node.task`, if any.
    public var name: String?
    /// Where it was started.
    public var fileID: String
    /// The line it was started on.
    public var line: UInt
    /// Whether the model started it while activating (in `onActivate()`):
    /// work that lasts as long as the model does.
    public var isActivationWork = false

    /// The task's name, if any, and where it was started: `'load' started by CounterModel at App/Counter.swift:12`.
    public var description: String {
        "\(name.map { "'\($0)' " } ?? "")started by \(modelName) at \(fileID):\(line)"
    }
}
