/// The bytes that draw `frame`, styled, over the previous frame: the cursor
/// goes home and each line clears what is left of the one before, so there
/// is no full clear to flicker.
func renderFrame(_ frame: Frame) -> String {
    var output = "\u{1B}[H"
    for line in frame.lines {
        output += style(line.role) + line.text + "\u{1B}[0m\u{1B}[K\r\n"
    }
    output += "\u{1B}[K\r\n\u{1B}[2m" + frame.keyHelp + "\u{1B}[0m\u{1B}[K\r\n"
    // Clears the rest of the screen: the last frame may have been longer.
    return output + "\u{1B}[J"
}

/// The SGR escape sequence that styles a line.
private func style(_ role: ScreenLine.Role) -> String {
    switch role {
    case .heading: "\u{1B}[1m"
    case .row: ""
    case .selectedRow: "\u{1B}[7m"
    case .info: "\u{1B}[36m"
    case .alert: "\u{1B}[1;31m"
    case .dim: "\u{1B}[2m"
    }
}
