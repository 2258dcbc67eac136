import Synchronization
@testable import TerminalUI
import Testing

/// Keys decoded from what a terminal sends, text typed with them, and script words.
@Suite struct TerminalInputTests {
    @Test func keysAreDecodedFromTerminalBytes() {
        #expect(decodeKeys(Array("a+K".utf8)) == [.character("a"), .character("+"), .character("K")])
        #expect(decodeKeys(Array("\u{1B}[A\u{1B}[B\u{1B}OA".utf8)) == [.up, .down, .up])
        #expect(decodeKeys(Array("\u{1B}[1;2A\u{1B}[1;2B".utf8)) == [.shiftUp, .shiftDown])
        #expect(decodeKeys(Array("\u{1B}".utf8)) == [.escape])
        #expect(decodeKeys(Array("\u{1B}q".utf8)) == [.escape, .character("q")])
        // Page Up and Ctrl-A mean nothing here.
        #expect(decodeKeys(Array("\u{1B}[5~\u{01}j".utf8)) == [.character("j")])
        // A sequence cut off at the end of a read is dropped, not misread.
        #expect(decodeKeys(Array("f\u{1B}[1;".utf8)) == [.character("f")])
    }

    @Test func textKeysAreDecoded() {
        #expect(
            decodeKeys(Array("a\r\n\u{7F}\u{08}\t".utf8)) == [
                .character("a"), .enter, .enter, .backspace, .backspace, .tab,
            ])
        // UTF-8: two, three and four bytes.
        #expect(decodeKeys(Array("Zoë €🙂".utf8)) == ["Z", "o", "ë", " ", "€", "🙂"].map(Key.character))
        // A lone continuation byte, a lead byte without its continuation, a
        // C1 control character and a sequence cut off at the end are skipped.
        #expect(
            decodeKeys([0x80, 0x61, 0xC3, 0x62, 0xC2, 0x85, 0x63, 0xE2, 0x82]) == [
                .character("a"), .character("b"), .character("c"),
            ])
    }

    @Test func typingEditsText() {
        let keys = decodeKeys(Array("Bol\u{7F}b!\r".utf8)).compactMap(TextInput.init(key:))
        #expect(keys.last == .done)
        #expect(keys.reduce("") { $0.applying($1) } == "Bob!")
        #expect("".applying(.deleteBackward) == "")
        #expect(TextInput(key: .escape) == .cancel)
        #expect(TextInput(key: .up) == nil)
    }

    @Test func scriptWordsTakeArguments() throws {
        let script = ScriptVocabulary<Word>(
            words: ["go": .go],
            arguments: [
                .init("name", placeholder: "<text>", expecting: "a name") { $0.isEmpty ? nil : .name($0) },
                .init("count", placeholder: "<n>", expecting: "a number") { Int($0).map(Word.count) },
            ])
        #expect(script.help == "go, name=<text>, count=<n>, quit")

        let steps = try script.parse("go, name = Blob Jr ,count=3,quit,go")
        #expect(steps.map(\.word) == ["go", "name = Blob Jr", "count=3", "quit", "go"])
        #expect(
            steps.map(\.action) == [
                .perform(.go), .perform(.name("Blob Jr")), .perform(.count(3)), .quit, .perform(.go),
            ])

        let unknown = #expect(throws: ScriptError.self) { try script.parse("go,stop") }
        #expect(
            unknown?.description == "unknown script command 'stop'; the commands are go, name=<text>, count=<n>, quit")
        let badValue = #expect(throws: ScriptError.self) { try script.parse("count=many") }
        #expect(badValue?.description == "'count=many' needs a number")
        #expect(#expect(throws: ScriptError.self) { try script.parse("name=") }?.word == "name=")
        #expect(#expect(throws: ScriptError.self) { try script.parse("go=1") }?.word == "go=1")
    }

    private enum Word: Equatable, Sendable {
        case go
        case name(String)
        case count(Int)
    }
}

/// Pressing keys on an app, as the interactive UI does with what is typed.
@Suite struct PressingKeysTests {
    @Test func pressingPerformsWhatEachKeyAsksForAndIgnoresQuit() {
        let app = RecordingApp()
        app.press("ab\u{1B}[Aq\rc")
        #expect(app.performed == ["a", "b", "up", "enter", "c"])
    }

    /// An app that records the keys it is asked to perform.
    private final class RecordingApp: TerminalApp {
        private let log = Mutex<[String]>([])
        var performed: [String] { log.withLock { $0 } }
        var keyHelp: String { "" }
        func render() -> [ScreenLine] { [] }
        func action(for key: Key) -> TerminalAction<String>? {
            switch key {
            case .character("q"): .quit
            case .character(let character): .perform(String(character))
            case .up: .perform("up")
            case .enter: .perform("enter")
            default: nil
            }
        }
        func perform(_ command: String) { log.withLock { $0.append(command) } }
        func perform(_ command: String, settlingWithin timeout: Duration) async -> String? {
            perform(command)
            return nil
        }
    }
}
