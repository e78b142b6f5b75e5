// swift-tools-version:6.1
import PackageDescription

/// ScrollProof beside swift-property-based on the same model and the same invariants, in one
/// process, for issue 12's ratio. Apart from ScrollProof (which has no package dependencies):
///
///     cd Benchmarks/PeerComparison && swift test -c release
///
/// swift-property-based runs only inside a Swift Testing test, so the measurement is one; it
/// prints frames per second for both engines and asserts only that both judged the correct
/// model correct. It is a benchmark, not part of `swift test` or CI.
let package = Package(
    name: "PeerComparison",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "ScrollProof", path: "../.."),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", exact: "2.0.1"),
    ],
    targets: [
        .testTarget(name: "PeerComparison", dependencies: [
            .product(name: "ScrollProof", package: "ScrollProof"),
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
