/// Standard output as a `TextOutputStream`: each write is one `print`, a
/// line. What debug output goes to when `DebugOptions` names no printer.
///
/// ```swift
/// node.debug(.init(printer: PrintTextOutputStream()))
/// ```
public struct PrintTextOutputStream: TextOutputStream, Sendable {
    /// Standard output.
    public init() {}

    /// Prints `string` as a line of its own.
    public func write(_ string: String) {
        print(string)
    }
}
