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
        // Shared internals no user imports (a lock, a FIFO, an ID set), as swift-collections
        // keeps `InternalCollectionsUtilities`.
        .target(name: "ScrollProofUtilities"),
        // The algorithms: `Engine/` (tolerances, validation, the list's events) and one folder
        // per effect (`BannerHover/`, …): its exact model, configuration and frame.
        .target(name: "Effects", dependencies: ["ScrollProofUtilities"]),
        // The invariants: `Engine/` (the declaration API, the checkers, the building blocks, the
        // trace format, the pictures, the debug monitors) and one folder per effect: its
        // invariants, trace file and picture (the fly screen's monitor too). No generators: an
        // app links it to record and to judge on the device.
        .target(name: "Oracles", dependencies: ["Effects", "ScrollProofUtilities"]),
        // The generators: `Engine/` (the seeded PRNG, the choice stream, shrinking, the runner,
        // the suites) and one folder per effect: its configurations, its input, its suite and
        // its catalogue entry (properties, published bugs, sampler, fuzz target, bench rows).
        .target(name: "Generators", dependencies: ["Effects", "Oracles", "ScrollProofUtilities"]),
        // Faithful ports of the published code, bugs included (known-buggy variants), each with
        // the properties that find its bugs. Never linked into a user's product.
        .target(name: "Originals", dependencies: ["Effects", "Generators", "Oracles"]),
        // The catalogue: every built-in effect's properties and its published ports' (for the
        // command line, the fuzz targets and our tests).
        .target(name: "Catalogue", dependencies: ["Effects", "Generators", "Oracles", "Originals"]),
        // The app product: records traces on a device and judges them there (it re-exports the
        // effects' models and the oracles: the trace format's writers, the debug monitors; no
        // Testing, no XCTest, no generators).
        .target(name: "TraceFormat", dependencies: ["Effects", "Oracles"]),
        // The suites, run from a user's Swift Testing or XCTest tests; re-exports the rest.
        .target(name: "ScrollProof", dependencies: ["Effects", "Generators", "Oracles"]),
        // One test helper for Swift Testing and XCTest alike.
        .target(name: "PropertyTestSupport", dependencies: ["Catalogue", "Generators", "ScrollProof"]),
        // Counts heap allocations (interposed malloc), for `scrollproof bench`.
        .target(name: "AllocationCounter"),
        // libFuzzer's driver, weakly referenced: present only in a `-sanitize=fuzzer` build.
        .target(name: "FuzzDriver"),
        // The fuzz targets' checks and libFuzzer's callback.
        .target(name: "FuzzSupport", dependencies: ["Catalogue", "FuzzDriver", "Generators", "Oracles"]),
        // The command line.
        .executableTarget(name: "scrollproof", dependencies: ["AllocationCounter", "Catalogue", "Effects", "FuzzSupport", "Generators", "Oracles", "Originals", "ScrollProofUtilities", "TraceFormat"]),
        .testTarget(name: "ScrollProofUtilitiesTests", dependencies: ["ScrollProofUtilities"]),
        .testTarget(name: "EffectsTests", dependencies: ["Effects", "ScrollProofUtilities"]),
        .testTarget(name: "OraclesTests", dependencies: ["Effects", "Oracles", "PropertyTestSupport", "ScrollProofUtilities"]),
        .testTarget(name: "PropertyTests", dependencies: ["Catalogue", "Effects", "Generators", "Oracles", "Originals", "PropertyTestSupport"]),
        .testTarget(name: "PropertyXCTests", dependencies: ["Catalogue", "Generators", "PropertyTestSupport"]),
        .testTarget(name: "FuzzTests", dependencies: ["Catalogue", "Generators", "Oracles", "PropertyTestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["scrollproof"]),
        .testTarget(name: "GeneratorsTests", dependencies: ["Effects", "Generators"]),
        .testTarget(name: "OriginalsTests", dependencies: ["Effects", "Originals"]),
        .testTarget(name: "PicturesTests", dependencies: ["Catalogue", "Effects", "Generators", "Oracles", "Originals", "PropertyTestSupport"]),
        // `ScrollProofFailures/` holds the shrunk failures replayed first by its tests.
        .testTarget(name: "ScrollProofTests", dependencies: ["Catalogue", "Generators", "Oracles", "Originals", "PropertyTestSupport", "ScrollProof", "TraceFormat"], exclude: ["ScrollProofFailures"]),
        .testTarget(name: "TraceFormatTests", dependencies: ["Catalogue", "Effects", "Generators", "Oracles", "Originals", "PropertyTestSupport", "TraceFormat"]),
    ],
    swiftLanguageModes: [.v6]
)
