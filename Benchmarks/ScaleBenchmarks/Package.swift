// swift-tools-version: 6.2
import PackageDescription

/// The scale benchmarks (Docs/Performance.md): a package of their own that
/// depends on modelgen by path, as a user's would, so that neither users nor
/// modelgen's own build ever compile the benchmark tool.
///
/// - `ScaleBenchmarks` (`make bench-scale`): creating, anchoring and releasing
///   100,000 and 1,000,000 models, and the memory each anchored model takes.
/// - `Allocations` (`make check-allocations`): allocations per operation,
///   counted by ordo-one's benchmark package and checked against the
///   committed thresholds in `Thresholds/`.
let package = Package(
    name: "ScaleBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named, so that products resolve whatever the checkout's folder is called.
        .package(name: "modelgen", path: "../.."),
        // Only its malloc interposer: on Linux with Swift 6.3 the default traits
        // also pull in a runtime interposer package that isn't needed to count
        // allocations.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
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
        .executableTarget(
            name: "Allocations",
            dependencies: [
                "ScaleModels", .product(name: "ModelRuntime", package: "modelgen"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Allocations",
            swiftSettings: [.treatAllWarnings(as: .error)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
