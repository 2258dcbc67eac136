import Foundation
import ModelPersistence
@testable import TerminalUI
import Testing
@testable import TodoList

/// The to-do list in the terminal: keys, typing, and scripts.
@Suite struct TodoListTerminalTests {
    @Test func aScriptPrintsTheListAfterEachCommand() async throws {
        let output = try await run("new=Buy milk,add,new=Walk the dog,add,select=1,toggle,hide,undo,show,quit,add")
        #expect(
            output == """
                == new=Buy milk
                To-do list
                  (nothing to do)
                New item: Buy milk
                Undo: no  Redo: no
                == add
                To-do list (0 of 1 completed)
                > [ ] Buy milk
                Undo: yes  Redo: no
                == new=Walk the dog
                To-do list (0 of 1 completed)
                > [ ] Buy milk
                New item: Walk the dog
                Undo: yes  Redo: no
                == add
                To-do list (0 of 2 completed)
                  [ ] Buy milk
                > [ ] Walk the dog
                Undo: yes  Redo: no
                == select=1
                To-do list (0 of 2 completed)
                > [ ] Buy milk
                  [ ] Walk the dog
                Undo: yes  Redo: no
                == toggle
                To-do list (1 of 2 completed)
                > [x] Buy milk
                  [ ] Walk the dog
                Undo: yes  Redo: no
                == hide
                To-do list (1 of 2 completed)
                > [ ] Walk the dog
                Completed items are hidden.
                Undo: yes  Redo: no
                == undo
                To-do list (0 of 2 completed)
                > [ ] Buy milk
                  [ ] Walk the dog
                Completed items are hidden.
                Undo: yes  Redo: yes
                == show
                To-do list (0 of 2 completed)
                > [ ] Buy milk
                  [ ] Walk the dog
                Undo: yes  Redo: yes
                """)
    }

    @Test func keysTypeANewItemAndRenameIt() {
        let session = TodoListSession()
        session.press("aTea\u{7F}x\r")
        #expect(session.list.items.map(\.title) == ["Tex"])
        #expect(session.keyHelp.hasPrefix(TextInput.keyHelp))

        // Escape stops typing; Enter then renames the selected item.
        session.press("\u{1B}\rt\r")
        #expect(session.render().map(\.text).contains("> [ ] Text"))
        session.press("\u{1B}")

        session.press("\rs\u{1B}x")
        #expect(session.list.items.map(\.title) == ["Text"])
        #expect(session.list.items.map(\.isDone) == [true])
        #expect(session.keyHelp == TodoListSession.browsingKeys)
    }

    @Test func whileTypingEveryKeyIsText() {
        let session = TodoListSession()
        session.press("a")
        #expect(session.action(for: .character("q")) == .perform(.type(.insert("q"))))
        #expect(session.action(for: .up) == nil)
        session.press("\u{1B}")
        #expect(session.action(for: .character("q")) == .quit)
    }

    @Test func badScriptsAreUsageErrors() throws {
        for arguments in [["--script", "add,bogus"], ["--script", "select=0"], ["--script", "rename="]] {
            #expect(throws: AppCommandLineError.self, "\(arguments)") { try TodosCLI(arguments: arguments) }
        }
        let command = try TodosCLI(arguments: ["--script", "new=A,add"])
        #expect(command.script?.steps.map(\.word) == ["new=A", "add"])
    }

    @Test func theListAndWhetherCompletedItemsShowAreThereTheNextTimeTheAppRuns() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "todos-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let command = try TodosCLI(arguments: ["--data", folder, "--script", "new=Buy milk,add,select=1,toggle"])
        #expect(command.data == folder)
        _ = try await run(
            "new=Buy milk,add,select=1,toggle,new=Walk,add,hide", storage: PersistentStorage(folder: folder))
        let second = try await run("select=1", storage: PersistentStorage(folder: folder))
        #expect(second.contains("Completed items are hidden."))
        #expect(second.contains("> [ ] Walk"))
        let third = try await run("show", storage: PersistentStorage(folder: folder))
        #expect(third.contains("> [x] Buy milk"))
    }

    @Test func aListThatCannotBeReadIsShownAsAnError() throws {
        let storage = PersistentStorage.inMemory()
        try storage.seed(data: Data("[{ not json".utf8), for: PersistenceKey<[TodoItem]>.file("todos.json"))
        var session: TodoListSession?
        withKnownIssue {
            session = TodoListSession(storage: storage)
        } matching: {
            $0.description.contains("todos.json")
        }
        let lines = try #require(session).render()
        #expect(
            lines.contains {
                $0.text.hasPrefix("The file \"todos.json\" couldn't be decoded, and is left as it is")
                    && $0.role == .alert
            })
    }

    /// What running `script` prints.
    private func run(_ script: String, storage: PersistentStorage = .inMemory()) async throws -> String {
        var lines: [String] = []
        await runScript(try todoScript.parse(script), on: TodoListSession(storage: storage), timeout: .seconds(30)) {
            lines.append($0)
        }
        // What the command does before it returns.
        storage.flush()
        return lines.joined(separator: "\n")
    }
}
