import Foundation
@testable import TerminalUI
import Testing
@testable import Standups

/// Standups in the terminal: a script through every screen, keys, a corrupt
/// file, saving on the way out, and the command line.
@Suite struct StandupsTerminalTests {
    @Test func aScriptAddsRecordsAndDeletesAStandup() async throws {
        let output = try await run(
            "add,title=Engineering,attendee=Blob,attendee=Blob Jr,newattendee,minutes=1,save,open=1,start,wait=2,next,"
                + "wait=1,end,save,open=1,back,delete,yes")
        #expect(
            output == """
                == add
                New standup
                > Title: 
                  Length: 5 min
                  Theme: Bubblegum
                Attendees
                  (no name)
                == title=Engineering
                New standup
                > Title: Engineering
                  Length: 5 min
                  Theme: Bubblegum
                Attendees
                  (no name)
                == attendee=Blob
                New standup
                  Title: Engineering
                  Length: 5 min
                  Theme: Bubblegum
                Attendees
                  (no name)
                > Blob
                == attendee=Blob Jr
                New standup
                  Title: Engineering
                  Length: 5 min
                  Theme: Bubblegum
                Attendees
                  (no name)
                  Blob
                > Blob Jr
                == newattendee
                New standup
                  Title: Engineering
                  Length: 5 min
                  Theme: Bubblegum
                Attendees
                  (no name)
                  Blob
                  Blob Jr
                > (no name)
                == minutes=1
                New standup
                  Title: Engineering
                  Length: 1 min
                  Theme: Bubblegum
                Attendees
                  (no name)
                  Blob
                  Blob Jr
                > (no name)
                == save
                Daily standups
                > Engineering (2 attendees, 1 min)
                == open=1
                Engineering
                Length: 1 min  Theme: Bubblegum
                Attendees
                  Blob
                  Blob Jr
                == start
                Recording: Engineering
                Speaker 1 of 2: Blob
                Elapsed 0:00  Remaining 1:00
                Transcript: Yesterday I finished the schema for the list. Today I am wiring up the recording screen. Nothing is blocking me.
                == wait=2
                Recording: Engineering
                Speaker 1 of 2: Blob
                Elapsed 0:02  Remaining 0:58
                Transcript: Yesterday I finished the schema for the list. Today I am wiring up the recording screen. Nothing is blocking me.
                == next
                Recording: Engineering
                Speaker 2 of 2: Blob Jr
                Elapsed 0:30  Remaining 0:30
                Transcript: Yesterday I finished the schema for the list. Today I am wiring up the recording screen. Nothing is blocking me.
                == wait=1
                Recording: Engineering
                Speaker 2 of 2: Blob Jr
                Elapsed 0:31  Remaining 0:29
                Transcript: Yesterday I finished the schema for the list. Today I am wiring up the recording screen. Nothing is blocking me.
                == end
                Recording: Engineering
                Speaker 2 of 2: Blob Jr
                Elapsed 0:31  Remaining 0:29
                Transcript: Yesterday I finished the schema for the list. Today I am wiring up the recording screen. Nothing is blocking me.
                End the meeting early?
                Save it, or discard it?
                == save
                Engineering
                Length: 1 min  Theme: Bubblegum
                Past meetings
                > 2024-06-03 09:00
                Attendees
                  Blob
                  Blob Jr
                == open=1
                Meeting of 2024-06-03 09:00: Engineering
                Attendees: Blob, Blob Jr
                Transcript
                Yesterday I finished the schema for the list. Today I am wiring up the recording screen. Nothing is blocking me.
                == back
                Engineering
                Length: 1 min  Theme: Bubblegum
                Past meetings
                > 2024-06-03 09:00
                Attendees
                  Blob
                  Blob Jr
                == delete
                Engineering
                Length: 1 min  Theme: Bubblegum
                Past meetings
                > 2024-06-03 09:00
                Attendees
                  Blob
                  Blob Jr
                Delete this standup?
                Its past meetings go with it.
                == yes
                Daily standups
                  (none yet)
                """)
    }

    @Test func whenSpeechFailsTheScriptSeesTheAlert() async throws {
        let output = try await run(
            "add,title=Solo,attendee=Blob,save,open=1,start,wait=1,continue,wait=1", speech: .failing)
        #expect(
            output.hasSuffix(
                """
                == start
                Recording: Solo
                Speaker 1 of 1: Blob
                Elapsed 0:00  Remaining 5:00
                Transcript: Yesterday I finished the schema ❌
                Speech recognition failed
                The rest of the meeting won't be transcribed. Continue, or discard the meeting?
                == wait=1
                Recording: Solo
                Speaker 1 of 1: Blob
                Elapsed 0:00  Remaining 5:00
                Transcript: Yesterday I finished the schema ❌
                Speech recognition failed
                The rest of the meeting won't be transcribed. Continue, or discard the meeting?
                (the meeting is paused while the alert is up)
                == continue
                Recording: Solo
                Speaker 1 of 1: Blob
                Elapsed 0:00  Remaining 5:00
                Transcript: Yesterday I finished the schema ❌
                == wait=1
                Recording: Solo
                Speaker 1 of 1: Blob
                Elapsed 0:01  Remaining 4:59
                Transcript: Yesterday I finished the schema ❌
                """))
    }

    @Test func aCorruptFileIsLeftAsItIs() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "standups-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "standups.json")
        try Data("{ corrupt".utf8).write(to: file)

        let session = StandupsSession(.script(file: file, speech: .authorized))
        #expect(
            session.render().suffix(3).map(\.text) == [
                "Data failed to load",
                "The standups in \(file.path) couldn't be read. The file stays as it is and nothing will be saved.",
                "Load sample standups to look around?",
            ])
        var lines: [String] = []
        await runScript(try standupsScript.parse("yes,add,title=New,save,wait=5"), on: session, timeout: .seconds(30)) {
            lines.append($0)
        }
        #expect(lines.contains("  New (1 attendee, 5 min)"))
        await session.saveUnsavedChanges()
        #expect(try Data(contentsOf: file) == Data("{ corrupt".utf8))
    }

    @Test func aStandupAddedJustBeforeQuittingIsSaved() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "standups-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "standups.json")
        // No wait: the script's clock never reaches the second after the
        // change, so only the save on the way out writes it.
        try await StandupsCLI(arguments: ["--script", "add,title=Kept,save", "--data", file.path]).run()
        let onDisk = try JSONDecoder().decode([Standup].self, from: Data(contentsOf: file))
        #expect(onDisk.map(\.title) == ["Kept"])
    }

    @Test func keysFillInTheForm() {
        let session = StandupsSession(.script(file: nil, speech: .authorized))
        session.press("a\rDaily\r+t\tj\rBlob\rn\rJr\rs")
        let standup = session.app.standupsList.standupDetails.first?.standup
        #expect(standup?.title == "Daily")
        #expect(standup?.duration == .seconds(6 * 60))
        #expect(standup?.theme == .buttercup)
        #expect(standup?.attendees.map(\.name) == ["Blob", "Jr"])
        #expect(session.keyHelp == "up/down select  Enter open  a add  q quit")

        session.press("\r")
        #expect(session.render().first == ScreenLine("Daily", .heading))
        #expect(session.action(for: .character("s")) == .perform(.start))
        #expect(session.action(for: .character("q")) == .quit)
    }

    @Test func theCommandLineTakesAScriptAFileAndASpeechMode() throws {
        let command = try StandupsCLI(arguments: [
            "--script", "add,wait=3", "--data", "/tmp/s.json", "--speech", "denied",
        ])
        #expect(command.script?.steps.map(\.word) == ["add", "wait=3"])
        #expect(command.data == URL(fileURLWithPath: "/tmp/s.json"))
        #expect(command.speech == .denied)
        for arguments in [["--script", "minutes=0"], ["--script", "theme=plaid"], ["--speech", "loud"]] {
            #expect(throws: AppCommandLineError.self, "\(arguments)") { try StandupsCLI(arguments: arguments) }
        }
    }

    /// What running `script` prints, with standups in memory.
    private func run(_ script: String, speech: SpeechMode = .authorized) async throws -> String {
        var lines: [String] = []
        let session = StandupsSession(.script(file: nil, speech: speech))
        await runScript(try standupsScript.parse(script), on: session, timeout: .seconds(30)) { lines.append($0) }
        return lines.joined(separator: "\n")
    }
}
