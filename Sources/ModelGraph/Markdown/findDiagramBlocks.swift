import ModelSchema

/// The diagram blocks of a Markdown file, in order.
///
/// A marker is a line of its own (surrounding spaces allowed). Markers inside
/// fenced code blocks are text, not markers, so docs can show them. A start
/// marker without an end marker, an end marker without a start, and a start
/// marker that doesn't close its comment are errors at their line.
///
/// - Parameters:
///   - text: The file's contents.
///   - file: The path diagnostics print.
public func findDiagramBlocks(in text: String, file: String) -> Diagnosed<[DiagramBlock]> {
    var blocks: [DiagramBlock] = []
    var diagnostics: [Diagnostic] = []
    var open: (arguments: String, location: SourceLocation, line: Int)?
    var fence: Fence?
    let start = DiagramBlock.startMarker
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let line = rawLine.trimmingSpaces
        let location = SourceLocation(file: file, line: index + 1, column: 1)
        if let block = open {
            if line == DiagramBlock.endMarker {
                blocks.append(
                    DiagramBlock(arguments: block.arguments, location: block.location, lines: block.line + 1..<index))
                open = nil
                continue
            }
            guard line.hasPrefix(start) else { continue }
            // Read on as the next diagram's start.
            diagnostics.append(
                .error(
                    "diagram has no '\(DiagramBlock.endMarker)' before the next diagram's marker", at: block.location,
                    notes: [.note("the next diagram starts here", at: location)]))
            open = nil
        }
        if let current = fence {
            if current.isClosed(by: line) { fence = nil }
            continue
        }
        if let opening = Fence(opening: line) {
            fence = opening
        } else if line.hasPrefix(start) {
            guard line.hasSuffix("-->"), line.count >= start.count + 3 else {
                diagnostics.append(.error("diagram marker doesn't end with '-->' on its line", at: location))
                continue
            }
            let arguments = line.dropFirst(start.count).dropLast(3).trimmingSpaces
            open = (arguments, location, index)
        } else if line == DiagramBlock.endMarker {
            diagnostics.append(.error("'\(DiagramBlock.endMarker)' has no '\(start) … -->' before it", at: location))
        }
    }
    if let block = open {
        diagnostics.append(.error("diagram has no '\(DiagramBlock.endMarker)' after it", at: block.location))
    }
    return Diagnosed(blocks, diagnostics: diagnostics)
}

/// An open fenced code block: three or more backticks or tildes.
private struct Fence {
    var character: Character
    var length: Int

    /// The fence a line opens, if it starts with one.
    init?(opening line: String) {
        guard let first = line.first, first == "`" || first == "~" else { return nil }
        let length = line.prefix { $0 == first }.count
        guard length >= 3 else { return nil }
        self.character = first
        self.length = length
    }

    /// Whether `line` closes this fence: the same character, at least as many, nothing after.
    func isClosed(by line: String) -> Bool {
        line.count >= length && line.allSatisfy { $0 == character }
    }
}

extension StringProtocol {
    /// The text without spaces, tabs or a carriage return at either end.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
