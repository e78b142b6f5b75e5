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
        // `ScrollProofFailures/` holds shrunk failures, replayed first on every run: commit it.
        .testTarget(
            name: "AppEffectsTests", dependencies: ["AppEffects", .product(name: "ScrollProof", package: "ScrollProof")],
            exclude: ["ScrollProofFailures"]),
    ],
    swiftLanguageModes: [.v6]
)
