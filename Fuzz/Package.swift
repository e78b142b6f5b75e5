// swift-tools-version:6.0
import PackageDescription

/// The libFuzzer targets of ScrollProof, one per effect and one for the trace reader, in a package of their own (as
/// swift-protobuf and grpc-swift keep theirs): under `-sanitize=fuzzer` every executable must
/// define `LLVMFuzzerTestOneInput`, which the `scrollproof` command does not, so the fuzz
/// targets live apart from it. Build them all with the card's command, from this folder:
///
///     swift build -Xswiftc -sanitize=fuzzer
///     swift build -c release -Xswiftc -sanitize=fuzzer
///     swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
let targets = ["parallelWindow", "observerRegistry", "bannerHover", "rollingBanner", "flyScreen", "profileHeader"]

let package = Package(
    name: "ScrollProofFuzz",
    // ScrollProof's floor (libFuzzer itself needs the swift.org toolchain, not Xcode's).
    platforms: [.macOS(.v12)],
    dependencies: [.package(name: "ScrollProof", path: "..")],
    targets: [
        // The shared entry: libFuzzer's driver and the one callback. No property logic here.
        .target(name: "FuzzEntry", dependencies: [
            .product(name: "Generators", package: "ScrollProof"), .product(name: "Properties", package: "ScrollProof"),
            .product(name: "TraceFormat", package: "ScrollProof"),
        ]),
    ] + (targets + ["traceReader"]).map { name in
        .executableTarget(name: "fuzz-\(name)", dependencies: ["FuzzEntry"], path: "Sources/fuzz-\(name)")
    },
    swiftLanguageModes: [.v6]
)
