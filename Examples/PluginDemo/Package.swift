// swift-tools-version: 6.2
import PackageDescription

/// Held to Swift 6 with no warnings, generated code included.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// Two ways to use modelgen from a package that depends on it (Docs/Plugins.md):
/// `Todos` generates its models in the build with ModelGenPlugin; `Counter`
/// compiles Swift that `swift package generate-models` wrote and git holds.
let package = Package(
    name: "PluginDemo",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
    dependencies: [
        // Named, so that products resolve whatever the checkout's folder is called.
        // No schema here has IdentifiedArrayOf children, so the package turns off
        // the IdentifiedCollections trait and doesn't compile swift-collections
        // (Docs/Schema.md); `make test` builds ModelRuntime and ModelTesting so.
        .package(name: "modelgen", path: "../..", traits: [])
    ],
    targets: [
        // Schemas in Sources/Todos; the generated Swift never leaves .build.
        .target(
            name: "Todos",
            dependencies: [.product(name: "ModelRuntime", package: "modelgen")],
            swiftSettings: strict,
            plugins: [.plugin(name: "ModelGenPlugin", package: "modelgen")]
        ),
        // Schemas in Schemas/Counter; Sources/Counter/Generated is committed.
        .target(
            name: "Counter",
            dependencies: [.product(name: "ModelRuntime", package: "modelgen")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "TodosTests",
            dependencies: ["Todos", .product(name: "ModelTesting", package: "modelgen")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "CounterTests",
            dependencies: ["Counter", .product(name: "ModelTesting", package: "modelgen")],
            swiftSettings: strict
        ),
    ]
)
