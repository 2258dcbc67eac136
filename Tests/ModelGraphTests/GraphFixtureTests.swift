import Foundation
import ModelSchema
import Testing

/// Golden tests of the diagrams, in both formats, of whole sets and of subtrees.
/// Re-record with `MODELGEN_RECORD=1 swift test --filter GraphFixtureTests`.
@Suite struct GraphFixtureTests {
    @Test(arguments: GraphFixture.all)
    func drawsTheExpectedDiagrams(_ fixture: GraphFixture) throws {
        let drawn = try fixture.draw()
        if ProcessInfo.processInfo.environment["MODELGEN_RECORD"] == "1" {
            try fixture.record(drawn)
            return
        }
        let expected = try fixture.recorded()
        #expect(Set(drawn.keys) == Set(expected.keys), "drawn diagrams differ from the recorded ones")
        for (file, text) in drawn.sorted(by: { $0.key < $1.key }) where text != expected[file] {
            Issue.record(
                """
                \(fixture.name)/\(file) differs from what is recorded; re-record with MODELGEN_RECORD=1 if the change is intended:
                \(unifiedDiff(old: expected[file] ?? "", new: text, oldPath: "expected/\(file)", newPath: "drawn/\(file)"))
                """)
        }
    }

    @Test func diagramsAreByteStable() throws {
        for fixture in GraphFixture.all {
            let first = try fixture.draw()
            #expect(try fixture.draw() == first, "\(fixture.name) is not the same when drawn twice")
            #expect(
                try fixture.draw { $0.reverse() } == first,
                "\(fixture.name) depends on the order its files are listed in")
        }
    }

    @Test func fixturesCoverEveryFeature() {
        let names = Set(GraphFixture.all.map(\.name))
        for feature in ["children", "dependencies", "callbacks-and-events", "escaping"] {
            #expect(names.contains(feature), "no fixture for \(feature)")
        }
        #expect(GraphFixture.all.contains { !$0.roots.isEmpty }, "no fixture draws a subtree")
    }
}
