// swift-tools-version: 6.2
import PackageDescription

/// The scale benchmarks (`make bench-scale`, Docs/Performance.md): creating,
/// anchoring and releasing 100,000 and 1,000,000 models, and the memory each
/// anchored model takes. A package of its own that depends on modelgen by
/// path, as a user's would, so that its release build doesn't touch the root
/// package's.
let package = Package(
    name: "ScaleBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named, so that products resolve whatever the checkout's folder is called.
        .package(name: "modelgen", path: "../..")
    ],
    targets: [
        // Generated from Schemas/Scale by `make generate` (the folder links to Generated/Scale).
        .target(
            name: "ScaleModels", dependencies: [.product(name: "ModelRuntime", package: "modelgen")],
            swiftSettings: [.treatAllWarnings(as: .error)]),
        .target(name: "CHeapUsage"),
        .executableTarget(
            name: "ScaleBenchmarks",
            dependencies: ["ScaleModels", "CHeapUsage", .product(name: "ModelRuntime", package: "modelgen")],
            swiftSettings: [.treatAllWarnings(as: .error)]),
    ]
)
