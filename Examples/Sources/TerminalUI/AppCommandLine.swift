/// An example app's command line: its name, its help, and the options it
/// takes, each with a value (`--script add,inc`, `--data=standups.json`).
///
/// The apps read their few options themselves, so the package depends on
/// no argument-parsing library.
public struct AppCommandLine: Sendable {
    /// An option and the value it takes.
    public struct Option: Sendable {
        /// The name after `--`.
        public var name: String
        /// What help calls its value: `--name <valueName>`.
        public var valueName: String
        /// What it does.
        public var help: String

        /// An option `--name <valueName>`.
        public init(_ name: String, valueName: String, help: String) {
            self.name = name
            self.valueName = valueName
            self.help = help
        }

        /// Every app's `--script <commands>`.
        public static let script = Option(
            "script", valueName: "commands",
            help: "Run these commands instead of the interactive UI, printing the screen after each.")
    }

    /// The app's command, as `examples` lists it.
    public var name: String
    /// One line: what the app is.
    public var abstract: String
    /// Its keys and script commands.
    public var discussion: String
    /// The options it takes.
    public var options: [Option]

    /// A command line with these options.
    public init(name: String, abstract: String, discussion: String, options: [Option]) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
    }

    /// The values `arguments` give the options; the last one given wins.
    ///
    /// - Throws: ``AppCommandLineError`` for an unknown option, an option
    ///   without its value, or an argument that isn't an option.
    public func values(in arguments: [String]) throws(AppCommandLineError) -> AppOptionValues {
        var values: [String: String] = [:]
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("--") else { throw AppCommandLineError("unexpected argument '\(argument)'") }
            let spelled = argument.dropFirst(2)
            let name = String(spelled.prefix { $0 != "=" })
            guard options.contains(where: { $0.name == name }) else {
                throw AppCommandLineError("unknown option '--\(name)'")
            }
            if let equals = spelled.firstIndex(of: "=") {
                values[name] = String(spelled[spelled.index(after: equals)...])
            } else if let value = remaining.popFirst() {
                values[name] = value
            } else {
                throw AppCommandLineError("missing value for '--\(name)'")
            }
        }
        return AppOptionValues(values: values)
    }

    /// What `--help` prints.
    public var help: String {
        var text = "OVERVIEW: \(abstract)\n\n\(discussion)\n\nUSAGE: \(usage)\n\nOPTIONS:\n"
        for option in options {
            text += "  --\(option.name) <\(option.valueName)>\n      \(option.help)\n"
        }
        return text + "  -h, --help\n      Show help information.\n"
    }

    /// `<name> [--option <value>] ...`.
    public var usage: String {
        ([name] + options.map { "[--\($0.name) <\($0.valueName)>]" }).joined(separator: " ")
    }
}

/// An app's command line that can't be run: printed with its usage, and
/// the command exits with status 64.
public struct AppCommandLineError: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    public var description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}

/// The values a command line gave an app's options, by option name.
public struct AppOptionValues: Sendable {
    /// The values, by option name.
    var values: [String: String]

    /// The value of option `name` as written, or `nil` when it wasn't given.
    public subscript(name: String) -> String? {
        values[name]
    }

    /// The value of option `name` read by `read`, or `nil` when it wasn't given.
    ///
    /// - Throws: ``AppCommandLineError`` naming the option, when `read` throws.
    public func value<Value>(
        _ name: String, _ read: (String) throws -> Value
    ) throws(AppCommandLineError) -> Value? {
        guard let text = values[name] else { return nil }
        do {
            return try read(text)
        } catch {
            throw AppCommandLineError("--\(name) \(text): \(error)")
        }
    }

    /// The value of option `name` as one of `Value`'s cases, or `nil` when it wasn't given.
    ///
    /// - Throws: ``AppCommandLineError`` listing the values it takes.
    public func value<Value: RawRepresentable & CaseIterable>(
        _ name: String, as _: Value.Type
    ) throws(AppCommandLineError) -> Value? where Value.RawValue == String {
        guard let text = values[name] else { return nil }
        guard let value = Value(rawValue: text) else {
            let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
            throw AppCommandLineError("--\(name) takes \(allowed), not '\(text)'")
        }
        return value
    }
}
