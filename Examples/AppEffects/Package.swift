// swift-tools-version:6.0
import PackageDescription

/// An app's scroll effects, verified by ScrollProof from the app's own tests: copy this package's
/// shape. The effects use the app's own types; only the test target knows ScrollProof.
let package = Package(
    name: "AppEffects",
    platforms: [.macOS(.v13), .iOS(.v16)],
    // One library product named as the package: Xcode's scheme `AppEffects` builds it and runs
    // its tests (`xcodebuild test -scheme AppEffects` on a simulator).
    products: [.library(name: "AppEffects", targets: ["AppEffects"])],
    dependencies: [.package(name: "ScrollProof", path: "../..")],
    targets: [
        .target(name: "AppEffects"),
        // The app's list-driven effects declared for ScrollProof, with their adapters: shared by
        // the tests and the fuzz executable.
        .target(name: "AppEffectsProofs", dependencies: ["AppEffects", .product(name: "ScrollProof", package: "ScrollProof")]),
        // The list-driven effects under libFuzzer (`-Xswiftc -sanitize=fuzzer`; see its main.swift).
        .executableTarget(
            name: "FeedFuzz",
            dependencies: ["AppEffectsProofs", .product(name: "ScrollProof", package: "ScrollProof"), .product(name: "FuzzSupport", package: "ScrollProof")]),
        // `ScrollProofFailures/` holds shrunk failures, replayed first on every run: commit it.
        .testTarget(
            name: "AppEffectsTests", dependencies: ["AppEffects", "AppEffectsProofs", .product(name: "ScrollProof", package: "ScrollProof")],
            exclude: ["ScrollProofFailures"]),
    ],
    swiftLanguageModes: [.v6]
)
