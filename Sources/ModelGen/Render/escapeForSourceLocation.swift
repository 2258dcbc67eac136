import ModelSchema

/// A path as the string of `#sourceLocation(file:)`, which swiftc takes as
/// written, without reading escapes: backslashes and quotes are escaped so
/// the literal is valid, line breaks and other controls so it stays on one
/// line. The compiler then names the file as modelgen's diagnostics do.
func escapeForSourceLocation(_ path: String) -> String {
    // Paths rarely hold either character; skip the (slow) replacing then.
    var text = path
    if text.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }) {
        text = text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    }
    return escapeControlCharacters(text)
}
