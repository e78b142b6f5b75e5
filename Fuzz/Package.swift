// swift-tools-version:6.0
import Foundation
import PackageDescription

/// One libFuzzer executable per target, for ClusterFuzzLite and OSS-Fuzz, which run one binary
/// per target with libFuzzer's flags only and build with AddressSanitizer. The fuzzing itself
/// lives in the main package (`FuzzSupport`, and `scrollproof fuzz TARGET`, built with the
/// card's command at the root: `swift build -Xswiftc -sanitize=fuzzer`); this package only
/// names the binaries, and it leaves out the `scrollproof` command, whose allocation counter
/// interposes `malloc` (which an AddressSanitizer build must own). Build from this folder:
///
///     swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
///
/// The binaries are the folders of `Sources/` (`fuzz-<effect>`, one per built-in effect of
/// `BuiltInEffects.all`, and `fuzz-traceReader`): a new target is its folder, nothing here.
let targets = ((try? FileManager.default.contentsOfDirectory(atPath: Context.packageDirectory + "/Sources")) ?? [])
    .filter { $0.hasPrefix("fuzz-") }.sorted()

let package = Package(
    name: "ScrollProofFuzz",
    // ScrollProof's floor (libFuzzer itself needs the swift.org toolchain, not Xcode's).
    platforms: [.macOS(.v12)],
    dependencies: [.package(name: "ScrollProof", path: "..")],
    targets: targets.map { name in
        .executableTarget(name: name, dependencies: [.product(name: "FuzzSupport", package: "ScrollProof")], path: "Sources/\(name)")
    },
    swiftLanguageModes: [.v6]
)
