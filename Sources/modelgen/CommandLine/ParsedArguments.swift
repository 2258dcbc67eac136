/// A command line read against a ``CommandSpec``: its positional arguments
/// and the options given, for a command to take its settings from.
struct ParsedArguments: Sendable {
    /// The positional arguments, in order.
    var positionals: [String] = []
    /// The flags given, by long name.
    private var flags: Set<String> = []
    /// The values given to options, by long name, in order.
    private var values: [String: [String]] = [:]

    /// Reads `arguments` (what follows the subcommand's name) as `spec` says.
    ///
    /// `--name value` and `--name=value` both give a value; `--` ends the
    /// options, so that a folder named `-x` can be passed.
    ///
    /// - Throws: A ``CommandLineError`` for an unknown option, a missing
    ///   value, or too many or too few positional arguments.
    init(_ arguments: [String], for spec: CommandSpec) throws(CommandLineError) {
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (spelling, attached) = Self.split(argument)
            guard let option = spec.option(spelled: spelling) else {
                throw CommandLineError("unknown option '\(spelling)'", spec: spec)
            }
            switch option.kind {
            case .flag:
                if attached != nil { throw CommandLineError("'\(spelling)' takes no value", spec: spec) }
                flags.insert(option.long)
            case .value:
                guard let value = attached ?? remaining.popFirst() else {
                    throw CommandLineError("missing value for '\(option.synopsis)'", spec: spec)
                }
                values[option.long, default: []].append(value)
            case .values:
                var taken = attached.map { [$0] } ?? []
                while let next = remaining.first, !next.hasPrefix("-") {
                    taken.append(next)
                    remaining.removeFirst()
                }
                guard !taken.isEmpty else {
                    throw CommandLineError("missing value for '\(option.synopsis)'", spec: spec)
                }
                values[option.long, default: []] += taken
            }
        }
        let required = spec.arguments.filter { !$0.isOptional }
        if positionals.count < required.count {
            throw CommandLineError("missing expected argument '<\(required[positionals.count].name)>'", spec: spec)
        }
        if positionals.count > spec.arguments.count {
            throw CommandLineError("unexpected argument '\(positionals[spec.arguments.count])'", spec: spec)
        }
    }

    /// `--name=value` as its spelling and value; anything else as itself and `nil`.
    private static func split(_ argument: String) -> (spelling: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// Whether the flag `--long` was given.
    func flag(_ long: String) -> Bool {
        flags.contains(long)
    }

    /// The value of `--long`: the last one given, or `nil`.
    func value(_ long: String) -> String? {
        values[long]?.last
    }

    /// Every value given to `--long`, in order.
    func values(_ long: String) -> [String] {
        values[long] ?? []
    }

    /// The value of `--long` read as `Value`, or `nil` when it wasn't given.
    ///
    /// - Throws: A ``CommandLineError`` naming the values it takes when the
    ///   value is none of them.
    func value<Value: RawRepresentable & CaseIterable>(
        _ long: String, as _: Value.Type, spec: CommandSpec
    ) throws(CommandLineError) -> Value? where Value.RawValue == String {
        guard let text = value(long) else { return nil }
        guard let value = Value(rawValue: text) else {
            let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
            throw CommandLineError("'\(text)' is not a value of '--\(long)'; it takes \(allowed)", spec: spec)
        }
        return value
    }
}

/// A command line that doesn't fit its command: printed with the command's
/// usage line, and modelgen exits with status 64.
struct CommandLineError: Error {
    /// What is wrong, for the `error: ` line.
    var message: String
    /// The command whose usage line follows the message.
    var spec: CommandSpec

    /// An error in the command line of `spec`'s command.
    init(_ message: String, spec: CommandSpec) {
        self.message = message
        self.spec = spec
    }
}
