// swift-tools-version:6.0
import PackageDescription

/// ScrollProof: property-based verification of scroll-driven iOS effects, off the device.
///
/// No package dependencies: the toolchain's Swift Testing and XCTest only.
let package = Package(
    name: "ScrollProof",
    // One floor for every module: iOS 15, the oldest iOS that apps still commonly support, so an
    // app may embed the effect models (`Effects`) or record traces (`TraceFormat`); macOS 12,
    // tvOS 15 and watchOS 8 are its contemporaries. Nothing newer is used: `Effects` has its own
    // lock (not `Synchronization.Mutex`, macOS 15 / iOS 18), budgets use `Stopwatch` (not
    // `Duration` / `ContinuousClock`, macOS 13 / iOS 16), and `Gen` stores its closure untyped
    // (a stored typed-throws closure needs the Swift 6 runtime, macOS 15 / iOS 18).
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        // For tests: `import ScrollProof` verifies your code (the suites, the declaration API,
        // the effects' models and the trace format); it does not link the published buggy ports.
        .library(name: "ScrollProof", targets: ["ScrollProof"]),
        // For apps: record traces on a device (the trace format's writers; no Testing, no XCTest).
        .library(name: "ScrollProofTraces", targets: ["TraceFormat"]),
        // For fuzz executables: libFuzzer's driver and `FuzzSupport.run(_:)` for your properties.
        .library(name: "FuzzSupport", targets: ["FuzzSupport"]),
        // The command line: every built-in property, replay, check-trace, fuzz, bench.
        .executable(name: "scrollproof", targets: ["scrollproof"]),
    ],
    targets: [
        // The five effects of SPEC §1–5 as pure, validated, platform-free models.
        .target(name: "Effects"),
        // Faithful ports of the published code, bugs included (known-buggy variants).
        .target(name: "Originals", dependencies: ["Effects"]),
        // A seeded PRNG, the choice stream, generators, integrated shrinking, domain generators.
        .target(name: "Generators", dependencies: ["Effects"]),
        // The invariants of SPEC as checkers over traces, whichever implementation made them.
        .target(name: "Oracles", dependencies: ["Effects"]),
        // The property catalogue (models and published ports) and its runner.
        .target(name: "Properties", dependencies: ["Effects", "Generators", "Oracles", "Pictures"]),
        // The catalogue of the built-in effects: their models' and published ports' properties,
        // the fuzz targets, the samplers (for the command line, the fuzz targets and our tests).
        .target(name: "Catalogue", dependencies: ["Effects", "Generators", "Oracles", "Originals", "Pictures", "Properties"]),
        // Pictures of failing traces, as SVG (plain text, no dependency).
        .target(name: "Pictures", dependencies: ["Effects", "Generators", "Oracles"]),
        // The JSON trace format: traces recorded anywhere (an app on a device), checked here.
        .target(name: "TraceFormat", dependencies: ["Effects", "Oracles"]),
        // The suites, run from a user's Swift Testing or XCTest tests; re-exports the rest.
        .target(name: "ScrollProof", dependencies: ["Effects", "Generators", "Oracles", "Pictures", "Properties", "TraceFormat"]),
        // One test helper for Swift Testing and XCTest alike.
        .target(name: "PropertyTestSupport", dependencies: ["Catalogue", "Properties", "ScrollProof"]),
        // Counts heap allocations (interposed malloc), for `scrollproof bench`.
        .target(name: "AllocationCounter"),
        // libFuzzer's driver, weakly referenced: present only in a `-sanitize=fuzzer` build.
        .target(name: "FuzzDriver"),
        // The fuzz targets' checks and libFuzzer's callback.
        .target(name: "FuzzSupport", dependencies: ["Catalogue", "FuzzDriver", "Generators", "Properties", "TraceFormat"]),
        // The command line.
        .executableTarget(name: "scrollproof", dependencies: ["AllocationCounter", "Catalogue", "Effects", "FuzzSupport", "Generators", "Oracles", "Originals", "Pictures", "Properties", "TraceFormat"]),
        .testTarget(name: "EffectsTests", dependencies: ["Effects"]),
        .testTarget(name: "OraclesTests", dependencies: ["Effects", "Oracles"]),
        .testTarget(name: "PropertyTests", dependencies: ["Catalogue", "Effects", "Generators", "Oracles", "Originals", "Properties", "PropertyTestSupport"]),
        .testTarget(name: "PropertyXCTests", dependencies: ["Catalogue", "Properties", "PropertyTestSupport"]),
        .testTarget(name: "FuzzTests", dependencies: ["Catalogue", "Generators", "Properties", "PropertyTestSupport", "TraceFormat"]),
        .testTarget(name: "CLITests", dependencies: ["scrollproof"]),
        .testTarget(name: "GeneratorsTests", dependencies: ["Effects", "Generators"]),
        .testTarget(name: "OriginalsTests", dependencies: ["Effects", "Originals"]),
        .testTarget(name: "PicturesTests", dependencies: ["Catalogue", "Effects", "Oracles", "Originals", "Pictures", "Properties", "PropertyTestSupport"]),
        // `ScrollProofFailures/` holds the shrunk failures replayed first by its tests.
        .testTarget(name: "ScrollProofTests", dependencies: ["Catalogue", "Oracles", "Originals", "ScrollProof"], exclude: ["ScrollProofFailures"]),
        .testTarget(name: "TraceFormatTests", dependencies: ["Catalogue", "Effects", "Generators", "Oracles", "Originals", "Properties", "TraceFormat"]),
    ],
    swiftLanguageModes: [.v6]
)
