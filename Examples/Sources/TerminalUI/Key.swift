/// A key the interactive UI reads from the terminal.
public enum Key: Equatable, Sendable {
    /// A printable ASCII character.
    case character(Character)
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// Shift and the up arrow.
    case shiftUp
    /// Shift and the down arrow.
    case shiftDown
    /// Escape on its own, not starting a sequence.
    case escape
    /// Return or Enter.
    case enter
    /// Backspace (or Delete, as many terminals send it).
    case backspace
    /// Tab.
    case tab
}

/// The keys in `bytes`, one read of a terminal in raw mode: printable
/// characters (UTF-8), Enter, Backspace, Tab, arrows (`ESC [ A`, or
/// `ESC O A` in application mode) with or without Shift (`ESC [ 1 ; 2 A`),
/// and a lone Escape. Other control bytes, other escape sequences and bytes
/// that aren't UTF-8 mean nothing here and are skipped.
func decodeKeys(_ bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        index += 1
        guard byte == 0x1B else {
            switch byte {
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x09: keys.append(.tab)
            case 0x20..<0x7F: keys.append(.character(Character(UnicodeScalar(byte))))
            case 0xC2...0xF4:
                // The first byte of a UTF-8 sequence says how long it is.
                let length = byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                let end = index - 1 + length
                guard end <= bytes.count else {
                    index = bytes.count
                    continue
                }
                if let scalar = String(validating: bytes[(index - 1)..<end], as: UTF8.self)?.unicodeScalars.first,
                    scalar.properties.generalCategory != .control
                {
                    keys.append(.character(Character(scalar)))
                    index = end
                }
            default: break
            }
            continue
        }
        // A terminal sends a whole sequence in one write, so an Escape with
        // nothing after it in this read is the Escape key.
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "O") else {
            keys.append(.escape)
            continue
        }
        // CSI and SS3 sequences: parameters and intermediates, then one final byte in @…~.
        let start = index + 1
        var end = start
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { break }
        index = end + 1
        let parameters = String(decoding: bytes[start..<end], as: UTF8.self)
        let isShifted = parameters == "1;2"
        guard parameters.isEmpty || isShifted else { continue }
        switch bytes[end] {
        case UInt8(ascii: "A"): keys.append(isShifted ? .shiftUp : .up)
        case UInt8(ascii: "B"): keys.append(isShifted ? .shiftDown : .down)
        default: break
        }
    }
    return keys
}
