/// One item of a list of debugging options, SwiftModel's earlier spelling of
/// ``DebugOptions``:
///
/// ```swift
/// node.debug([.changes(), .name("Counter"), .printer(output)])
/// node.debug([.triggers(.withValue)]) { count }
/// ```
///
/// A list prints only what it names: `[.changes()]` prints no triggers.
public enum DebugOption: Sendable {
    /// Report the dependency that triggered an update.
    case triggers(TriggerFormat = .name)
    /// Report the new value.
    case changes(ChangeFormat = .diff())
    /// The label the lines start with.
    case name(String)
    /// Where lines go.
    case printer(any TextOutputStream & Sendable)
    /// Leave the model's children out (``DebugOptions/isShallow``).
    case shallow
}

extension DebugOption {
    /// `.triggers()`: each dependency that triggered an update, by name, so
    /// a list can say `[.triggers, .name("Total")]`.
    public static var triggers: DebugOption { .triggers() }

    /// `.changes()`: the new value as a compact diff, so a list can say
    /// `[.changes, .name("Total")]`.
    public static var changes: DebugOption { .changes() }
}

extension DebugOptions: ExpressibleByArrayLiteral {
    // Disfavoured: with no elements it would also match `DebugOptions()`.
    /// The options listed; triggers and changes are printed only if listed.
    @_disfavoredOverload
    public init(arrayLiteral elements: DebugOption...) {
        self.init(triggers: nil, changes: nil)
        for element in elements {
            switch element {
            case .triggers(let format): triggers = format
            case .changes(let format): changes = format
            case .name(let name): self.name = name
            case .printer(let printer): self.printer = printer
            case .shallow: isShallow = true
            }
        }
    }
}
