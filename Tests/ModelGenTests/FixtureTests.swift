import Foundation
import GoldenFiles
import ModelSchema
import Testing

/// Golden tests of the emitter, one per feature of the schema language.
/// Re-record with `MODELGEN_RECORD=1 swift test --filter FixtureTests`.
@Suite struct FixtureTests {
    @Test(arguments: Fixture.all)
    func generatesTheExpectedSwift(_ fixture: Fixture) throws {
        try fixture.golden.check(try fixture.generate())
    }

    @Test func outputIsByteStable() throws {
        for fixture in Fixture.all {
            let first = try fixture.generate()
            let again = try fixture.generate()
            let reversed = try fixture.generate { $0.reverse() }
            #expect(first == again, "\(fixture.name) is not the same when generated twice")
            #expect(first == reversed, "\(fixture.name) depends on the order its files are listed in")
        }
    }

    @Test func everyFeatureHasAFixture() {
        let names = Set(Fixture.all.map(\.name))
        for feature in [
            "model-state", "model-children", "constants-and-callbacks", "dependencies", "events-and-id", "access",
            "containers", "values", "clients", "context-and-preferences", "keywords-and-imports", "nested-files",
            "recursive-values", "names", "nested-types", "persisted-state",
        ] {
            #expect(names.contains(feature), "no fixture for \(feature)")
        }
    }
}
