/// What a command's line may hold: its positional arguments and options,
/// with the help text each shows.
///
/// modelgen reads its command line itself rather than through a parsing
/// library: a package that runs it through the plugins compiles it, and one
/// less dependency there is seconds off every clean build.
struct CommandSpec: Sendable {
    /// The subcommand's name, as typed after `modelgen`.
    var name: String
    /// One line: what the command does.
    var abstract: String
    /// More paragraphs of help, or `nil`.
    var discussion: String? = nil
    /// The positional arguments, in order.
    var arguments: [ArgumentSpec] = []
    /// The options, in the order help lists them.
    var options: [OptionSpec] = []

    /// The option spelled `--long` or `-s`, if the command has it.
    func option(spelled spelling: String) -> OptionSpec? {
        options.first { "--\($0.long)" == spelling || $0.short.map { "-\($0)" } == spelling }
    }
}

/// A positional argument, such as the schema folder.
struct ArgumentSpec: Sendable {
    /// The name help shows between angle brackets.
    var name: String
    /// What it is.
    var help: String
    /// Whether the command line may leave it out.
    var isOptional = false
}

/// An option: a flag (`--dry-run`), or an option that takes a value
/// (`--output <dir>`), or several (`--markdown <file>...`).
struct OptionSpec: Sendable {
    /// What follows the option on the command line.
    enum Kind: Sendable {
        /// Nothing: the option is on or off.
        case flag
        /// One value, named in help as `<valueName>`; the last one given wins.
        case value(valueName: String)
        /// Every argument up to the next option.
        case values(valueName: String)
    }

    /// The name after `--`.
    var long: String
    /// The letter after `-`, if the option has a short spelling.
    var short: Character? = nil
    /// What follows it.
    var kind: Kind
    /// What it does; help wraps it under the option.
    var help: String

    /// A flag.
    static func flag(_ long: String, short: Character? = nil, help: String) -> Self {
        Self(long: long, short: short, kind: .flag, help: help)
    }

    /// An option that takes one value.
    static func value(_ long: String, short: Character? = nil, valueName: String, help: String) -> Self {
        Self(long: long, short: short, kind: .value(valueName: valueName), help: help)
    }

    /// How help and usage lines write it: `-j, --jobs <n>`, `--output <dir>`.
    var synopsis: String {
        let long = "--\(long)"
        switch kind {
        case .flag: return long
        case .value(let valueName): return "\(long) <\(valueName)>"
        case .values(let valueName): return "\(long) <\(valueName)> ..."
        }
    }
}
