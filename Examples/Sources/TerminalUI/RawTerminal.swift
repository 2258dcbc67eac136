#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why the interactive UI can't start.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input isn't a terminal.
    case notATerminal
    /// The terminal refused raw mode; holds errno.
    case cannotConfigure(Int32)

    /// What went wrong, for the user: use `--script` without a terminal, or the
    /// system's reason raw mode was refused.
    public var description: String {
        switch self {
        case .notATerminal:
            "the interactive UI needs a terminal; use --script to run without one"
        case .cannotConfigure(let code):
            "the terminal refused raw mode: \(String(cString: strerror(code)))"
        }
    }
}

/// The terminal set up for the interactive UI, until `restore()`: keys
/// arrive one by one without echo, and the UI draws on the alternate screen
/// with the cursor hidden, so the shell's screen comes back as it was.
final class RawTerminal {
    private let input: Int32
    private let output: Int32
    private let original: termios

    /// Switches the terminal at `input` and `output` to raw mode and the
    /// alternate screen.
    init(input: Int32, output: Int32) throws(TerminalError) {
        var attributes = termios()
        guard isatty(input) == 1, tcgetattr(input, &attributes) == 0 else { throw .notATerminal }
        self.input = input
        self.output = output
        original = attributes
        // No line editing, echo, literal-next or flow control (Ctrl-S would
        // freeze the UI). ISIG stays on: Ctrl-C raises SIGINT, which the
        // signal watcher turns into a clean exit, the same way as kill -INT.
        attributes.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
        attributes.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &attributes.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
            // Suspend (Ctrl-Z) and quit (Ctrl-\) would stop or end the
            // process with the terminal still raw; they are switched off.
            characters[Int(VSUSP)] = disabledCharacter
            characters[Int(VQUIT)] = disabledCharacter
        }
        guard tcsetattr(input, TCSAFLUSH, &attributes) == 0 else { throw .cannotConfigure(errno) }
        writeAll("\u{1B}[?1049h\u{1B}[?25l")
    }

    /// Draws `frame` over what is on screen.
    func draw(_ frame: Frame) {
        writeAll(renderFrame(frame))
    }

    /// Shows the cursor, leaves the alternate screen and puts the terminal
    /// back in the mode it was found in.
    func restore() {
        writeAll("\u{1B}[?25h\u{1B}[?1049l")
        var original = self.original
        tcsetattr(input, TCSANOW, &original)
    }

    private func writeAll(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            // The terminal is gone; there is nobody left to draw for.
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// The value of a control character that is switched off, `_POSIX_VDISABLE`.
#if canImport(Darwin)
    private let disabledCharacter: cc_t = 0xFF
#else
    private let disabledCharacter: cc_t = 0
#endif
