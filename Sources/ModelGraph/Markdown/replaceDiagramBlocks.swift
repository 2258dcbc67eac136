/// `text` with the lines of each block replaced by its new contents; the
/// markers and everything outside them stay as they are.
///
/// - Parameters:
///   - text: The Markdown file the blocks were found in.
///   - blocks: Its blocks, as ``findDiagramBlocks(in:file:)`` found them.
///   - contents: What goes between each block's markers, one per block:
///     whole lines, each ending in a newline.
public func replaceDiagramBlocks(in text: String, _ blocks: [DiagramBlock], with contents: [String]) -> String {
    precondition(blocks.count == contents.count, "one content per block")
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (block, content) in zip(blocks, contents).reversed() {
        var replacement = content.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if replacement.last == "" { replacement.removeLast() }
        lines.replaceSubrange(block.lines, with: replacement)
    }
    return lines.joined(separator: "\n")
}
