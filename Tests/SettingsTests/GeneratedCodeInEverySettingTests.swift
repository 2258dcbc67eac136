import ModelRuntime
import ModelSwiftUI
import Testing

@testable import CounterFactModels
@testable import CounterFactModelsApproachable
@testable import CounterFactModelsMainActor
@testable import ShowcaseApproachable

// Each module here is generated code built once more in one of the settings
// an app may compile it with (Package.swift's isolationSettings, and
// Docs/Isolation.md); the other settings' copies are what other test targets
// run on. Depending on them is what builds them with the tests, and these
// tests show that what was built runs: a model anchors, and its state is
// written and read back.

/// The generated code of each setting, anchored and used.
struct GeneratedCodeInEverySettingTests {
    @Test func counterFactsModelsRunInEverySetting() {
        let nonisolated = CounterFactModels.CounterModel(count: 1, onFact: { _, _ in }).withAnchor()
        nonisolated.count += 1
        #expect(nonisolated.count == 2)

        let mainActor = CounterFactModelsMainActor.CounterModel(count: 1, onFact: { _, _ in }).withAnchor()
        mainActor.count += 1
        #expect(mainActor.count == 2)

        let approachable = CounterFactModelsApproachable.CounterModel(count: 1, onFact: { _, _ in }).withAnchor()
        approachable.count += 1
        #expect(approachable.count == 2)
    }

    @Test func showcaseRunsWithApproachableConcurrency() {
        let parent = ShowcaseApproachable.Parent(title: "Before").withAnchor()
        parent.title = "After"
        #expect(parent.title == "After")
    }
}
