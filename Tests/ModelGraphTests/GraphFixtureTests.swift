import Foundation
import GoldenFiles
import ModelSchema
import Testing

/// Golden tests of the diagrams, in both formats, of whole sets and of subtrees.
/// Re-record with `MODELGEN_RECORD=1 swift test --filter GraphFixtureTests`.
@Suite struct GraphFixtureTests {
    @Test(arguments: GraphFixture.all)
    func drawsTheExpectedDiagrams(_ fixture: GraphFixture) throws {
        try GoldenFiles(fixture.expected, name: fixture.name).check(try fixture.draw())
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
