import Foundation

/// The words of an app's `--script`: commands separated by commas, each a
/// plain word (`add`) or a word with an argument (`select=2`), and `quit`,
/// which ends the script in every app.
///
/// ```swift
/// let script = ScriptVocabulary<Command>(
///     words: ["add": .addCounter, "inc": .increment],
///     arguments: [
///         .init("select", placeholder: "<row>", expecting: "a row number from 1") { Int($0).map(Command.select) }
///     ])
/// let steps = try script.parse("add, inc, select=1")
/// ```
public struct ScriptVocabulary<Command: Sendable & Equatable>: Sendable {
    /// A word with an argument, `name=<value>`.
    public struct Argument: Sendable {
        /// The word before `=`.
        public var name: String
        /// How help shows the value: `<row>`.
        public var placeholder: String
        /// What the value must be, for the error when it isn't.
        public var expectation: String
        /// The command for a value; nil when the value is wrong.
        public var command: @Sendable (String) -> Command?

        /// A word `name=<value>`, whose value `command` turns into a command.
        public init(
            _ name: String, placeholder: String, expecting expectation: String,
            command: @escaping @Sendable (String) -> Command?
        ) {
            self.name = name
            self.placeholder = placeholder
            self.expectation = expectation
            self.command = command
        }
    }

    /// The plain words, in the order help lists them.
    public var words: [(word: String, command: Command)]
    /// The words with an argument, listed after the plain words.
    public var arguments: [Argument]

    /// A vocabulary of `words` and `arguments`, plus `quit`.
    public init(words: KeyValuePairs<String, Command>, arguments: [Argument] = []) {
        self.words = words.map { ($0.key, $0.value) }
        self.arguments = arguments
    }

    /// Every command, for help and errors: `add, inc, select=<row>, quit`.
    public var help: String {
        (words.map(\.word) + arguments.map { "\($0.name)=\($0.placeholder)" } + ["quit"]).joined(separator: ", ")
    }

    /// The steps of `script`: commands separated by commas, blanks around
    /// them ignored.
    ///
    /// - Throws: ``ScriptError`` for the first command that isn't one.
    public func parse(_ script: String) throws(ScriptError) -> [ScriptStep<Command>] {
        var steps: [ScriptStep<Command>] = []
        for item in script.split(separator: ",") {
            let word = item.trimmingCharacters(in: .whitespaces)
            guard !word.isEmpty else { continue }
            steps.append(ScriptStep(word: word, action: try action(for: word)))
        }
        return steps
    }

    /// The action a script word names.
    private func action(for word: String) throws(ScriptError) -> TerminalAction<Command> {
        if word == "quit" { return .quit }
        if let command = words.first(where: { $0.word == word })?.command { return .perform(command) }
        guard let equals = word.firstIndex(of: "="),
            let argument = arguments.first(where: { $0.name == word[..<equals].trimmingCharacters(in: .whitespaces) })
        else {
            throw ScriptError(word: word, description: "unknown script command '\(word)'; the commands are \(help)")
        }
        let value = word[word.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        guard let command = argument.command(value) else {
            throw ScriptError(word: word, description: "'\(word)' needs \(argument.expectation)")
        }
        return .perform(command)
    }
}

/// One command of a `--script`.
public struct ScriptStep<Command: Sendable & Equatable>: Equatable, Sendable {
    /// The command as written, to head its output.
    public var word: String
    /// What it does.
    public var action: TerminalAction<Command>

    /// A step that does `action`, written `word`.
    public init(word: String, action: TerminalAction<Command>) {
        self.word = word
        self.action = action
    }
}

/// A `--script` that can't be run.
public struct ScriptError: Error, Equatable, CustomStringConvertible {
    /// The command that is wrong, as written.
    public var word: String
    /// What is wrong with it, and what would be right.
    public var description: String
}

/// A parsed `--script`, as an app's command reads it from its options:
///
/// ```swift
/// script = try options.value("script") { try Script($0, in: todoScript) }
/// ```
public struct Script<Command: Sendable & Equatable>: Sendable {
    /// Its steps.
    public var steps: [ScriptStep<Command>]

    /// Parses `text` with `vocabulary`; an error here is a usage error,
    /// exit status 64.
    public init(_ text: String, in vocabulary: ScriptVocabulary<Command>) throws(ScriptError) {
        steps = try vocabulary.parse(text)
    }
}
