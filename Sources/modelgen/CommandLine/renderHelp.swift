/// The usage line of a subcommand: `modelgen generate <schema-folder> [--output <dir>] ...`.
func usageLine(for spec: CommandSpec) -> String {
    let arguments = spec.arguments.map { $0.isOptional ? "[<\($0.name)>]" : "<\($0.name)>" }
    let options = spec.options.map { "[\($0.synopsis)]" }
    return (["modelgen", spec.name] + arguments + options).joined(separator: " ")
}

/// `modelgen <subcommand> --help`: what it does, its usage, and each argument and option.
func renderHelp(for spec: CommandSpec) -> String {
    var text = "OVERVIEW: \(spec.abstract)\n\n"
    if let discussion = spec.discussion { text += wrapParagraphs(discussion, indent: 0) + "\n" }
    text += "USAGE: \(usageLine(for: spec))\n"
    if !spec.arguments.isEmpty {
        text += "\nARGUMENTS:\n"
        text += spec.arguments.map { helpEntry("<\($0.name)>", $0.help) }.joined()
    }
    text += "\nOPTIONS:\n"
    let options = spec.options.map { option in
        helpEntry(option.short.map { "-\($0), \(option.synopsis)" } ?? option.synopsis, option.help)
    }
    text += (options + [helpEntry("-h, --help", "Show help information.")]).joined()
    return text
}

/// `modelgen --help`: what modelgen does, and its subcommands.
func renderHelp(abstract: String, discussion: String, subcommands: [CommandSpec]) -> String {
    var text = "OVERVIEW: \(abstract)\n\n" + wrapParagraphs(discussion, indent: 0) + "\n"
    text += "USAGE: modelgen <subcommand>\n\nOPTIONS:\n"
    text += helpEntry("--version", "Show the version.") + helpEntry("-h, --help", "Show help information.")
    text += "\nSUBCOMMANDS:\n" + subcommands.map { helpEntry($0.name, $0.abstract) }.joined()
    text += "\n  See 'modelgen <subcommand> --help' for detailed help.\n"
    return text
}

/// The column help text starts in, after a name and its padding.
private let helpColumn = 26
/// The width help wraps to.
private let helpWidth = 80

/// One argument's or option's lines: the name, then its help from
/// ``helpColumn``, on the next line when the name reaches it.
private func helpEntry(_ name: String, _ help: String) -> String {
    let lead = "  " + name
    let body = wrapParagraphs(help, indent: helpColumn)
    if lead.count <= helpColumn - 2 {
        return lead + String(repeating: " ", count: helpColumn - lead.count) + body.dropFirst(helpColumn)
    }
    return lead + "\n" + body
}

/// `text` wrapped to ``helpWidth`` with every line indented by `indent`;
/// blank lines separate paragraphs, and lines that start with spaces (a
/// table, an example) are kept as written.
private func wrapParagraphs(_ text: String, indent: Int) -> String {
    let margin = String(repeating: " ", count: indent)
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.isEmpty || line.hasPrefix(" ") {
            lines.append(line.isEmpty ? "" : margin + line)
            continue
        }
        var current = margin
        for word in line.split(separator: " ") {
            if current.count > indent && current.count + 1 + word.count > helpWidth {
                lines.append(current)
                current = margin
            }
            current += (current.count > indent ? " " : "") + word
        }
        lines.append(current)
    }
    return lines.map { $0 + "\n" }.joined()
}
