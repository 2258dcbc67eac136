import Clocks
import Foundation
@testable import Search
@testable import TerminalUI
import Testing

/// Search in the terminal, on the offline sample: scripts, keys, and the
/// command line.
@Suite struct SearchTerminalTests {
    @Test func aScriptSearchesExpandsAndOpensAResult() async throws {
        let output = try await run("query=vapor,expand,open,close,query=")
        #expect(
            output == """
                == query=vapor
                GitHub search: vapor
                Sort: stars  Language: any
                > 1. vapor/vapor  ★ 25,200  Swift
                == expand
                GitHub search: vapor
                Sort: stars  Language: any
                > 1. vapor/vapor  ★ 25,200  Swift
                       A web framework for writing servers in Swift.
                       Written in Swift
                == open
                vapor/vapor
                Owner: vapor
                Stars: 25,200
                Language: Swift
                Written in Swift (100%), HTML (<1%)
                A web framework for writing servers in Swift.
                https://github.com/vapor/vapor
                == close
                GitHub search: vapor
                Sort: stars  Language: any
                > 1. vapor/vapor  ★ 25,200  Swift
                       A web framework for writing servers in Swift.
                       Written in Swift
                == query=
                GitHub search: 
                Sort: stars  Language: any
                Type / to search GitHub's repositories.
                """)
    }

    @Test func aScriptSortsAndFiltersByLanguage() async throws {
        let output = try await run(
            "link=githubsearch://search?q=compiler,filter,sort=name,done,filter,language=c++,done")
        #expect(
            output == """
                == link=githubsearch://search?q=compiler
                GitHub search: compiler
                Sort: stars  Language: any
                > 1. rust-lang/rust  ★ 103,000  Rust
                  2. apple/swift  ★ 68,900  C++
                == filter
                Filter
                > Sort by: stars
                  Language: any
                == sort=name
                Filter
                > Sort by: name
                  Language: any
                == done
                GitHub search: compiler
                Sort: name  Language: any
                > 1. rust-lang/rust  ★ 103,000  Rust
                  2. apple/swift  ★ 68,900  C++
                == filter
                Filter
                > Sort by: name
                  Language: any
                == language=c++
                Filter
                > Sort by: name
                  Language: c++
                == done
                GitHub search: compiler
                Sort: name  Language: c++
                > 1. apple/swift  ★ 68,900  C++
                """)
    }

    @Test func keysTypeTheQuerySelectExpandAndFilter() async throws {
        let session = SearchSession(client: .offline(), clock: ImmediateClock())
        session.press("/vap")
        #expect(session.search.query == "vap")
        #expect(session.render().first?.text == "GitHub search: vap_")
        #expect(session.action(for: .character("q")) == .perform(.type(.insert("q"))))
        session.press("\u{7F}\r")
        #expect(session.search.query == "va")
        #expect(session.keyHelp.hasPrefix("/ search"))
        #expect(session.action(for: .character("q")) == .quit)

        session.press("f")
        let filter = try #require(session.search.filter)
        session.press("\r")
        #expect(filter.sortBy == .name)
        session.press("j\rGo\r")
        #expect(filter.language == "Go")
        #expect(session.render().last == ScreenLine("> Language: Go", .selectedRow))
        session.press("\u{1B}")
        #expect(session.search.filter == nil)
        #expect(session.search.appliedFilter == SearchFilter(sortBy: .name, language: "Go"))
    }

    @Test func theCommandLineTakesAScriptALinkAndASource() throws {
        let command = try SearchCLI(arguments: [
            "--script", "query=swift,expand", "--open", "githubsearch://search?q=nio", "--github", "api",
        ])
        #expect(command.script?.steps.map(\.word) == ["query=swift", "expand"])
        #expect(command.open == URL(string: "githubsearch://search?q=nio"))
        #expect(command.github == .api)
        #expect(try SearchCLI(arguments: []).github == .offline)
        for arguments in [
            ["--script", "sort=size"], ["--script", "select=0"], ["--open", "nowhere"], ["--github", "gitlab"],
        ] {
            #expect(throws: AppCommandLineError.self, "\(arguments)") { try SearchCLI(arguments: arguments) }
        }
    }

    /// What running `script` prints, on the offline sample answering at once.
    private func run(_ script: String) async throws -> String {
        var lines: [String] = []
        let session = SearchSession(client: .offline(), clock: ImmediateClock())
        await runScript(try searchScript.parse(script), on: session, timeout: .seconds(30)) { lines.append($0) }
        return lines.joined(separator: "\n")
    }
}
