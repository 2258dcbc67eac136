// swift-tools-version: 6.2
import PackageDescription

/// Held to Swift 6 with no warnings, generated code included, as an Xcode 26
/// app target is set up: main actor by default, approachable concurrency.
let appSettings: [SwiftSetting] = [
    .treatAllWarnings(as: .error), .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"), .enableUpcomingFeature("InferIsolatedConformances"),
]

/// CounterFact as a SwiftUI app: the views of Docs/SwiftUI.md over the
/// models the build tool plugin generates from Schemas/CounterFact. Only
/// Apple platforms have SwiftUI, so only the CI workflow's macOS job builds
/// it (Docs/Toolchains.md); `make test` compiles `CounterFactViews/Views.swift`
/// against the stand-in for SwiftUI (Docs/SwiftUI.md).
let package = Package(
    name: "SwiftUIApp",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(name: "modelgen", path: "../..")],
    targets: [
        // The schemas and the behaviour are CounterFact's (symbolic links);
        // the generated Swift never leaves .build.
        .target(
            name: "CounterFactViews",
            dependencies: [
                .product(name: "ModelRuntime", package: "modelgen"),
                .product(name: "ModelSwiftUI", package: "modelgen"),
            ],
            swiftSettings: appSettings,
            plugins: [.plugin(name: "ModelGenPlugin", package: "modelgen")]
        ),
        .executableTarget(name: "CounterFactApp", dependencies: ["CounterFactViews"], swiftSettings: appSettings),
    ]
)
