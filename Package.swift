// swift-tools-version: 6.2
import PackageDescription

/// Our own targets are held to Swift 6 with no warnings, generated code
/// included, when `MODELGEN_WARNINGS_AS_ERRORS=1`: the Makefile exports it, so
/// `make`, `make test` and CI build so. A package that depends on modelgen
/// never does (Docs/Toolchains.md): a new compiler or SDK warning must not
/// break a user's build, and Xcode builds a remote package's targets with
/// `-suppress-warnings`, beside which `-warnings-as-errors` is an error.
let strict: [SwiftSetting] =
    Context.environment["MODELGEN_WARNINGS_AS_ERRORS"] == "1" ? [.treatAllWarnings(as: .error)] : []

/// swift-dependencies declares its traits only in the manifests Swift 6.3 and
/// later select. Swift 6.2 selects its `Package@swift-6.0.swift`, which
/// declares none, and SwiftPM refuses traits for a package that declares none;
/// there it comes with everything, combine-schedulers included. On 6.3 we ask
/// for just the clocks and Foundation support. `Scripts/check-manifests` checks
/// this for every toolchain we claim; Docs/Toolchains.md says what each gets.
#if compiler(>=6.3)
    let swiftDependencies: Package.Dependency = .package(
        url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1", traits: ["Clocks", "Foundation"])
#else
    let swiftDependencies: Package.Dependency = .package(
        url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1")
#endif

/// The settings an app may compile generated code with. Xcode 26 makes new
/// app targets main-actor isolated by default and turns on "approachable
/// concurrency", whose upcoming features beyond Swift 6 are these two.
let approachableConcurrency: [SwiftSetting] = [
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"), .enableUpcomingFeature("InferIsolatedConformances"),
]
/// Both, as Xcode 26 sets up a new app target; CounterFact is built so, as its README says.
let appTargetDefaults: [SwiftSetting] = [.defaultIsolation(MainActor.self)] + approachableConcurrency
let isolationSettings: [(name: String, settings: [SwiftSetting])] = [
    ("MainActor", [.defaultIsolation(MainActor.self)]),
    ("Approachable", approachableConcurrency),
    ("MainActorApproachable", appTargetDefaults),
]

/// Showcase (every feature, with its hand-written files) built once more in
/// each setting besides the nonisolated build of its own target, and
/// CounterFact's generated models in each setting but CounterFact's own, with
/// warnings as errors (Docs/Isolation.md). `Tests/Isolation` links to their sources.
func isolationTarget(_ sources: String, _ setting: (name: String, settings: [SwiftSetting])) -> Target {
    .target(
        name: sources + setting.name, dependencies: ["ModelRuntime"], path: "Tests/Isolation/" + sources + setting.name,
        swiftSettings: strict + setting.settings)
}
let isolationTargets: [Target] =
    isolationSettings.map { isolationTarget("Showcase", $0) }
    + ([("", [])] + isolationSettings.filter { $0.name != "MainActorApproachable" }).map {
        isolationTarget("CounterFactModels", $0)
    }
    + [
        // The copies no other test runs on, built with the tests and used
        // there, so that `make test`'s build of the tests' product builds
        // them; and ModelSwiftUI, which its tests reach through a stand-in
        // (below) and which, without SwiftUI, is empty here but must build.
        .testTarget(
            name: "SettingsTests",
            dependencies: [
                "ModelRuntime", "ShowcaseApproachable", "CounterFactModels", "CounterFactModelsMainActor",
                "CounterFactModelsApproachable", "ModelSwiftUI", "SwiftUISampleViews",
            ],
            swiftSettings: strict)
    ]

/// The runtime's and the test tools' behaviour tests whose outcome the
/// default isolation can change (tasks, callbacks, events, observation,
/// waiting: whatever crosses actors), run once more as an Xcode 26 app
/// target compiles a user's tests, main actor by default with approachable
/// concurrency, on the Showcase built so. The nonisolated run is the
/// package default's; the generated code is compiled in all four settings
/// above. Their folders in `Tests/Isolation` link to those test files;
/// suites of synchronous behaviour and message formatting run once
/// (Docs/Isolation.md lists them). `-module-alias` makes the linked files'
/// `import Showcase` find that setting's build. Only test targets of this
/// package use the unsafe flag: SwiftPM refuses it in products a dependent uses.
let isolationTestTargets: [Target] = ["ModelRuntimeTests", "ModelTestingTests", "MainActorAppTests"].map { tests in
    let name = "MainActorApproachable"
    return .testTarget(
        name: tests + name,
        dependencies: [
            "ModelRuntime", "ModelTesting", .target(name: "Showcase" + name),
            .product(name: "Clocks", package: "swift-clocks"),
        ],
        path: "Tests/Isolation/" + tests + name,
        swiftSettings: strict + appTargetDefaults + [.unsafeFlags(["-module-alias", "Showcase=Showcase" + name])])
}

/// What each example app's module builds on: the runtime, and the terminal front end.
let exampleApp: [Target.Dependency] = ["ModelRuntime", "ModelPersistence", "TerminalUI"]

// MARK: - libyaml: Debian's libyaml-dev on Linux, compiled from source on Apple platforms

/// Where `modelgen` gets libyaml, the C library it reads schemas with.
///
/// On Apple platforms it is compiled from source, as Yams' `CYaml` target,
/// so a Mac needs nothing installed: no Homebrew, no pkg-config, no search
/// path Xcode can't see. Elsewhere it is the system library (`CYAML`,
/// Debian's libyaml-dev). `MODELGEN_LIBYAML=source` takes the Apple path on
/// any platform: `make check-libyaml` builds `modelgen` so on Linux and checks
/// that it writes and reports exactly what the system-library build does
/// (Docs/Toolchains.md).
let libyamlFromSource = Context.environment["MODELGEN_LIBYAML"] == "source"
let applePlatforms: [Platform] = [.macOS, .macCatalyst, .iOS, .tvOS, .watchOS, .visionOS]
let yamsCYaml: Target.Dependency = .product(
    name: "Yams", package: "Yams", condition: libyamlFromSource ? nil : .when(platforms: applePlatforms))
let libyaml: [Target.Dependency] =
    libyamlFromSource
    ? [yamsCYaml]
    : [yamsCYaml, .target(name: "CYAML", condition: .when(platforms: [.linux, .android, .windows, .wasi, .openbsd]))]

/// The trait that brings in IdentifiedCollections (and with it swift-collections'
/// OrderedCollections), for children typed `IdentifiedArrayOf<Model>`. On by
/// default; a package that has no such children opts out with `traits: []` on
/// its modelgen dependency and doesn't compile them (Docs/Schema.md). Within
/// this package's targets the trait is the compilation condition
/// `IdentifiedCollections`; the condition below names one trait only, which
/// Swift 6.2's SwiftPM and 6.3's read alike (Docs/Toolchains.md).
let identifiedCollections = "IdentifiedCollections"

// MARK: - SwiftUI: ModelSwiftUI, and its tests through a stand-in for SwiftUI (Docs/SwiftUI.md)

/// `@ObservedModel` and its bindings: a product of their own, so ModelRuntime
/// never imports SwiftUI (server and command-line users, and runtime builds,
/// don't pay for it). On a platform without SwiftUI it is an empty module.
let swiftUIProducts: [Product] = [.library(name: "ModelSwiftUI", targets: ["ModelSwiftUI"])]
let issueReporting: Target.Dependency = .product(name: "IssueReporting", package: "xctest-dynamic-overlay")
/// There is no SwiftUI on Linux. `SwiftUIStandIn` declares the SwiftUI API
/// ModelSwiftUI and its tests use, with SwiftUI's signatures;
/// `ModelSwiftUIStandIn` is ModelSwiftUI's sources (`Tests/Isolation` links
/// to them) compiled against it under the name `SwiftUI`. The tests import
/// `ModelSwiftUI` and `SwiftUI` as an app does and get those two, and run
/// nonisolated and main-actor-by-default (on that setting's Showcase).
let swiftUIStandIn: SwiftSetting = .unsafeFlags(["-module-alias", "SwiftUI=SwiftUIStandIn"])
let swiftUITargets: [Target] =
    [
        .target(name: "ModelSwiftUI", dependencies: ["ModelRuntime", issueReporting], swiftSettings: strict),
        .target(name: "SwiftUIStandIn", path: "Tests/SwiftUIStandIn", swiftSettings: strict),
        .target(
            name: "ModelSwiftUIStandIn", dependencies: ["ModelRuntime", "SwiftUIStandIn", issueReporting],
            path: "Tests/Isolation/ModelSwiftUIStandIn",
            swiftSettings: strict + [.define("MODELGEN_SWIFTUI_STAND_IN"), swiftUIStandIn]),
    ]
    + [
        // The SwiftUI sample's views (Examples/SwiftUIApp, built only on
        // macOS) over CounterFact's models, compiled against the stand-in as
        // the sample's target compiles them; SettingsTests builds it.
        .target(
            name: "SwiftUISampleViews", dependencies: ["ModelRuntime", "ModelSwiftUIStandIn", "SwiftUIStandIn"],
            path: "Tests/Isolation/SwiftUISampleViews",
            swiftSettings: strict + appTargetDefaults + [
                swiftUIStandIn, .unsafeFlags(["-module-alias", "ModelSwiftUI=ModelSwiftUIStandIn"]),
            ])
    ]
    + [("", [SwiftSetting]()), ("MainActor", [.defaultIsolation(MainActor.self)])].map { setting, settings in
        .testTarget(
            name: "ModelSwiftUITests" + setting,
            dependencies: [
                "ModelRuntime", "ModelSwiftUIStandIn", "SwiftUIStandIn", .target(name: "Showcase" + setting),
                // Standups' edit sheet, presented as the app's view would.
                "Standups",
            ],
            path: setting.isEmpty ? "Tests/ModelSwiftUITests" : "Tests/Isolation/ModelSwiftUITests" + setting,
            swiftSettings: strict + settings + [
                swiftUIStandIn, .unsafeFlags(["-module-alias", "ModelSwiftUI=ModelSwiftUIStandIn"]),
                .unsafeFlags(setting.isEmpty ? [] : ["-module-alias", "Showcase=Showcase" + setting]),
            ])
    }
// MARK: SwiftUI end

// MARK: - Simulation: random programs against a reference model (Docs/Testing.md#simulation)

/// The simulation of random programs over the Showcase models: the engine,
/// the test target that runs a small fixed budget in `make test`, and the
/// `simulate` tool behind `make sim SEED=<n>` and `make soak`.
let simulationTargets: [Target] = [
    .target(
        name: "Simulation",
        dependencies: [
            "ModelRuntime", "Showcase", "TestSupport",
            .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        ],
        path: "Tests/Simulation",
        swiftSettings: strict),
    .executableTarget(name: "simulate", dependencies: ["Simulation"], path: "Tests/simulate", swiftSettings: strict),
    .testTarget(
        name: "SimulationTests", dependencies: ["Simulation", "TestSupport"], swiftSettings: strict),
]
// MARK: Simulation end

let package = Package(
    name: "modelgen",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
    products: [
        .library(name: "ModelRuntime", targets: ["ModelRuntime"]),
        .library(name: "ModelTesting", targets: ["ModelTesting"]),
        .library(name: "ModelPersistence", targets: ["ModelPersistence"]),
        .executable(name: "modelgen", targets: ["modelgen"]),
        .plugin(name: "ModelGenPlugin", targets: ["ModelGenPlugin"]),
        .plugin(name: "GenerateModelsCommand", targets: ["GenerateModelsCommand"]),
    ] + swiftUIProducts,
    traits: [
        .trait(
            name: identifiedCollections,
            description:
                "IdentifiedArrayOf, re-exported by ModelRuntime, and children typed IdentifiedArrayOf<Model>."),
        .default(enabledTraits: [identifiedCollections]),
    ],
    dependencies: [
        swiftDependencies,
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
        .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        // Only for its `CYaml` target, libyaml's C sources (see `libyaml` above).
        .package(url: "https://github.com/jpsim/Yams", "5.0.1"..<"7.0.0"),
    ],
    targets: [
        // MARK: Toolchain: YAML schemas -> Swift source

        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "ModelSchema", dependencies: libyaml, swiftSettings: strict),
        .target(name: "ModelGen", dependencies: ["ModelSchema"], swiftSettings: strict),
        .target(name: "ModelGraph", dependencies: ["ModelSchema"], swiftSettings: strict),
        // Reads its own command line: a package using the plugins compiles it,
        // and builds no argument-parsing library for it.
        .executableTarget(
            name: "modelgen", dependencies: ["ModelGen", "ModelGraph", "ModelSchema"], swiftSettings: strict),

        // MARK: Plugins: modelgen in a package's build, or on demand for committed output (Docs/Plugins.md)

        .plugin(name: "ModelGenPlugin", capability: .buildTool(), dependencies: ["modelgen"]),
        .plugin(
            name: "GenerateModelsCommand",
            capability: .command(
                intent: .custom(
                    verb: "generate-models",
                    description:
                        "Generate each target's Generated folder from Schemas/<Target>; --check fails on drift"),
                permissions: [
                    .writeToPackageDirectory(reason: "writes the generated Swift into each target's Generated folder")
                ]),
            dependencies: ["modelgen"]
        ),

        // MARK: Runtime: what generated models compile against

        .target(name: "CModelRuntime"),
        .target(
            name: "ModelRuntime",
            dependencies: [
                "CModelRuntime",
                .product(name: "Dependencies", package: "swift-dependencies"),
                .product(name: "CustomDump", package: "swift-custom-dump"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(
                    name: "IdentifiedCollections", package: "swift-identified-collections",
                    condition: .when(traits: [identifiedCollections])),
            ],
            swiftSettings: strict
        ),
        // State kept in files, app storage or memory, declared `persisted:` (Docs/Persistence.md).
        .target(
            name: "ModelPersistence",
            dependencies: [
                "ModelRuntime",
                .product(name: "Dependencies", package: "swift-dependencies"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            swiftSettings: strict
        ),
        .target(
            name: "ModelTesting",
            dependencies: [
                "ModelRuntime", "ModelPersistence",
                .product(name: "Dependencies", package: "swift-dependencies"),
                .product(name: "CustomDump", package: "swift-custom-dump"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                // Routes reported issues to Swift Testing and XCTest in the tests using ModelTesting.
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ],
            swiftSettings: strict
        ),

        // MARK: Example apps: generated from Schemas/<App>, run in the terminal through TerminalUI

        .target(
            name: "TerminalUI",
            dependencies: ["ModelRuntime"],
            path: "Examples/Sources/TerminalUI", swiftSettings: strict
        ),

        // The example apps' live clients: an HTTP request with a deadline for the whole exchange.
        .target(name: "HTTPSupport", path: "Examples/Sources/HTTPSupport", swiftSettings: strict),

        // MARK: CounterFact: the example app, generated from Schemas/CounterFact

        .target(
            name: "CounterFact", dependencies: ["ModelRuntime", "HTTPSupport"],
            path: "Examples/Sources/CounterFact", swiftSettings: strict + appTargetDefaults),
        .target(
            name: "CounterFactTerminal",
            dependencies: [
                "CounterFact", "TerminalUI",
            ],
            path: "Examples/Sources/CounterFactTerminal", swiftSettings: strict
        ),
        .executableTarget(
            name: "counterfact", dependencies: ["CounterFactTerminal"], path: "Examples/Sources/counterfact",
            swiftSettings: strict),

        // MARK: More example apps, each one module (models, behaviour, terminal front end), all run by `examples`

        .target(name: "TodoList", dependencies: exampleApp, path: "Examples/Sources/TodoList", swiftSettings: strict),
        .target(
            name: "Onboarding", dependencies: exampleApp + [.product(name: "Clocks", package: "swift-clocks")],
            path: "Examples/Sources/Onboarding", swiftSettings: strict),
        .target(
            name: "Standups", dependencies: exampleApp + [.product(name: "Clocks", package: "swift-clocks")],
            path: "Examples/Sources/Standups", swiftSettings: strict),
        // Search and Counters are built as Xcode 26 builds an app target, like CounterFact (Docs/Isolation.md).
        .target(
            name: "Search",
            dependencies: exampleApp + ["HTTPSupport", .product(name: "Clocks", package: "swift-clocks")],
            path: "Examples/Sources/Search", swiftSettings: strict + appTargetDefaults),
        .target(
            name: "Counters", dependencies: exampleApp + ["HTTPSupport"], path: "Examples/Sources/Counters",
            swiftSettings: strict + appTargetDefaults),
        .executableTarget(
            name: "examples",
            dependencies: [
                "CounterFactTerminal", "TodoList", "Onboarding", "Standups", "Search", "Counters",
            ],
            path: "Examples/Sources/examples", swiftSettings: strict
        ),

        // MARK: Benchmarks: `make bench` runs this in release; every build compiles it.

        .executableTarget(
            name: "RuntimeBenchmarks",
            dependencies: ["ModelRuntime", "ModelTesting", "ModelPersistence", "Showcase"],
            path: "Benchmarks/Runtime",
            swiftSettings: strict
        ),

        // `make check-allocations` builds this in release: each operation's
        // allocations, counted by CountingMalloc's replaced allocator, against
        // Benchmarks/Allocations/Baseline.txt. Models from Schemas/Scale.
        .target(name: "CountingMalloc", path: "Benchmarks/Allocations/CountingMalloc"),
        .executableTarget(
            name: "Allocations", dependencies: ["ModelRuntime", "CountingMalloc"], path: "Benchmarks/Allocations/Check",
            swiftSettings: strict
        ),

        // MARK: Tests

        // Models generated from Schemas/Showcase, which uses every feature of
        // the schema language; the runtime and test-tool tests run on them.
        .target(name: "Showcase", dependencies: ["ModelRuntime"], path: "Tests/Showcase", swiftSettings: strict),

        // The golden tests' one record-and-compare (MODELGEN_RECORD=1 records).
        .target(name: "GoldenFiles", dependencies: ["ModelSchema"], path: "Tests/GoldenFiles", swiftSettings: strict),
        .testTarget(
            name: "ModelSchemaTests",
            dependencies: ["ModelSchema", "GoldenFiles"],
            exclude: ["Diagnostics"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ModelGenTests",
            dependencies: ["ModelGen", "ModelSchema", "GoldenFiles", "TestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ModelGraphTests",
            dependencies: ["ModelGraph", "ModelSchema", "GoldenFiles"],
            exclude: ["Fixtures"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "modelgenTests", dependencies: ["modelgen", "ModelGen", "ModelSchema"], swiftSettings: strict),
        // How the build tool plugin finds an Xcode target's schemas: its own
        // files, linked into the test target, since a plugin can't be imported.
        .testTarget(name: "ModelGenPluginTests", swiftSettings: strict),
        // What tests share: a local HTTP server, a pseudo-terminal, held replies, a watched clock,
        // a seeded random generator, and running a process (one this package builds, or the compiler).
        .target(
            name: "TestSupport",
            dependencies: [
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Examples/Tests/TestSupport", swiftSettings: strict),
        .testTarget(
            name: "CounterFactTests",
            dependencies: ["CounterFact", "CounterFactTerminal", "TerminalUI", "ModelTesting", "TestSupport"],
            path: "Examples/Tests/CounterFactTests", swiftSettings: strict
        ),
        .testTarget(
            name: "OnboardingTests",
            dependencies: [
                "Onboarding", "TerminalUI", "ModelTesting", "TestSupport",
                .product(name: "Clocks", package: "swift-clocks"),
            ],
            path: "Examples/Tests/OnboardingTests", swiftSettings: strict),
        .testTarget(
            name: "StandupsTests",
            dependencies: [
                "Standups", "TerminalUI", "ModelTesting", "TestSupport",
                .product(name: "Clocks", package: "swift-clocks"),
            ],
            path: "Examples/Tests/StandupsTests", swiftSettings: strict),
        .testTarget(
            name: "SearchTests",
            dependencies: [
                "Search", "TerminalUI", "ModelTesting", "TestSupport",
                .product(name: "Clocks", package: "swift-clocks"),
            ],
            path: "Examples/Tests/SearchTests", swiftSettings: strict),
        .testTarget(
            name: "CountersTests", dependencies: ["Counters", "TerminalUI", "ModelTesting", "TestSupport"],
            path: "Examples/Tests/CountersTests", swiftSettings: strict),
        .testTarget(
            name: "TodoListTests", dependencies: ["TodoList", "TerminalUI", "ModelTesting", "ModelPersistence"],
            path: "Examples/Tests/TodoListTests", swiftSettings: strict),
        .testTarget(
            name: "TerminalUITests", dependencies: ["TerminalUI", "ModelRuntime", "Showcase"],
            path: "Examples/Tests/TerminalUITests", swiftSettings: strict),
        .testTarget(
            name: "ModelTestingTests",
            dependencies: [
                "ModelTesting", "ModelRuntime", "Showcase", .product(name: "Clocks", package: "swift-clocks"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ModelRuntimeTests",
            dependencies: ["ModelRuntime", "Showcase"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ModelPersistenceTests",
            dependencies: ["ModelPersistence", "ModelTesting", "ModelRuntime", "Showcase", "TestSupport"],
            swiftSettings: strict
        ),
        // What the crash test kills: writes a persisted value in a loop.
        .executableTarget(
            name: "crash-writer", dependencies: ["ModelPersistence", "ModelRuntime", "Showcase"],
            path: "Tests/crash-writer", swiftSettings: strict),
    ] + isolationTargets + isolationTestTargets + swiftUITargets + simulationTargets
)
