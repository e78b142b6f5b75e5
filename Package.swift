// swift-tools-version:6.0
import PackageDescription

/// ScrollProof: property-based verification of scroll-driven iOS effects, off the device.
///
/// No package dependencies: the toolchain's Swift Testing and XCTest only.
let package = Package(
    name: "ScrollProof",
    products: [
        .library(name: "Effects", targets: ["Effects"]),
        .library(name: "Originals", targets: ["Originals"]),
    ],
    targets: [
        // The five effects of SPEC §1–5 as pure, validated, platform-free models.
        .target(name: "Effects"),
        // Faithful ports of the published code, bugs included (known-buggy variants).
        .target(name: "Originals", dependencies: ["Effects"]),
        .testTarget(name: "EffectsTests", dependencies: ["Effects"]),
        .testTarget(name: "OriginalsTests", dependencies: ["Effects", "Originals"]),
    ],
    swiftLanguageModes: [.v6]
)
