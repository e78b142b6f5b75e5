import Catalogue
import Foundation
import Generators
import PropertyTestSupport
import Oracles
import XCTest

/// The fuzz targets without libFuzzer: every committed input replays, and a short in-process
/// run of random bytes finds nothing in the models.
final class FuzzTests: XCTestCase {
    /// Every file under `fuzz-corpus/` is a permanent regression case.
    /// - `fuzz-corpus/<target>/` (seed inputs, merged coverage, crashes): no model property of
    ///   the target may fail on it;
    /// - `fuzz-corpus/<property>/` (shrunk failures): a model property must pass it, a
    ///   published port must still fail it on its expected invariant.
    func testEveryCorpusFileReplays() throws {
        let corpus = PropertyTestSupport.corpus
        let folders = try FileManager.default.contentsOfDirectory(atPath: corpus.directory.path).sorted()
        var replayed = 0
        for folder in folders {
            for url in corpus.files(for: folder) {
                let file = "fuzz-corpus/\(folder)/\(url.lastPathComponent)"
                let bytes = [UInt8](try Data(contentsOf: url))
                replayed += 1
                if folder == Self.traceReader {
                    if let broken = TraceDocument.brokenReaderPromise(bytes) { XCTFail("\(file): \(broken)") }
                    continue
                }
                if let target = FuzzTarget(rawValue: folder) {
                    if let (property, evaluation) = target.check(bytes) {
                        XCTFail("\(file) breaks \(property.name): \(evaluation.violation!)\n\(evaluation.description)")
                    }
                    continue
                }
                guard let property = Catalogue.named(folder) else {
                    XCTFail("\(file): the folder names neither a fuzz target nor a property")
                    continue
                }
                let failure = PropertyRunner(options: RunOptions(seed: 0)).replay(property, bytes: bytes, origin: .file(file))
                if property.isExpectedToFail {
                    XCTAssertEqual(failure?.violation.invariant, property.expectedViolation, "\(file) no longer shows the published bug")
                } else if let failure {
                    XCTFail("\(file) fails again:\n\(failure.report)")
                }
            }
        }
        XCTAssertGreaterThanOrEqual(replayed, Catalogue.published.count + FuzzTarget.allCases.count)
    }

    /// The trace reader's fuzz target and corpus folder (`fuzz-traceReader`).
    static let traceReader = "traceReader"

    /// Every target's seed corpus exists and is not empty.
    func testEveryTargetHasASeedCorpus() {
        XCTAssertFalse(PropertyTestSupport.corpus.files(for: Self.traceReader).isEmpty, "fuzz-corpus/traceReader is empty")
        for target in FuzzTarget.allCases {
            XCTAssertFalse(PropertyTestSupport.corpus.files(for: target.rawValue).isEmpty, "fuzz-corpus/\(target.rawValue) is empty")
        }
    }

    /// 300 random inputs per target, in process: any bytes decode, and the models hold.
    func testShortInProcessRandomRunPerTarget() {
        var generator = Xoshiro256StarStar(seed: RunOptions.freshSeed())
        for target in FuzzTarget.allCases {
            for _ in 0..<300 {
                let count = Int(RandomBits.uniform(upTo: 600, using: &generator))
                let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
                if let (property, evaluation) = target.check(bytes) {
                    XCTFail("\(target.rawValue): random bytes \(Data(bytes).base64EncodedString()) break \(property.name): \(evaluation.violation!)")
                    return
                }
            }
        }
    }

    /// The published ports' fuzz mode finds every published bug from random bytes.
    func testPublishedModeFindsEveryBugFromRandomBytes() {
        var generator = Xoshiro256StarStar(seed: 2024)
        for property in Catalogue.published {
            let target = FuzzTarget.named(property.name)!
            var found = false
            for _ in 0..<20_000 where !found {
                let count = Int(RandomBits.uniform(upTo: 800, using: &generator))
                let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
                found = target.check(bytes, properties: [property]) != nil
            }
            XCTAssertTrue(found, "\(property.name) not found by 20,000 random inputs")
        }
    }

    func testTargetNamesResolve() {
        XCTAssertEqual(FuzzTarget.named("fuzz-bannerHover")?.rawValue, "bannerHover")
        XCTAssertEqual(FuzzTarget.named("published.flyScreen.minimumGap")?.rawValue, "flyScreen")
        XCTAssertEqual(FuzzTarget.named("rollingBanner.release")?.rawValue, "rollingBanner")
        XCTAssertNil(FuzzTarget.named("carousel"))
        XCTAssertEqual(FuzzTarget(target: "fuzz-flyScreen")?.rawValue, "flyScreen")
        XCTAssertNil(FuzzTarget(target: "flyScreen.schedule"))
        XCTAssertEqual(FuzzTarget(rawValue: "parallelWindow")!.properties().count, 6)
        XCTAssertEqual(FuzzTarget(rawValue: "flyScreen")!.properties(published: true).count, 6)
        if case .success = FuzzTarget(rawValue: "bannerHover")!.properties(environment: ["SCROLLPROOF_FUZZ_PROPERTY": "published.flyScreen.schedule"]) {
            XCTFail("a property of another target is refused")
        }
    }

    /// The trace reader in process: random bytes, and every documented example with random
    /// bytes overwritten, keep the reader's promises.
    func testShortInProcessRandomRunOfTheTraceReader() throws {
        var generator = Xoshiro256StarStar(seed: RunOptions.freshSeed())
        let examples = PropertyTestSupport.corpus.directory.deletingLastPathComponent().appendingPathComponent("docs/examples")
        let texts = try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted()
            .map { [UInt8](try Data(contentsOf: examples.appendingPathComponent($0))) }
        XCTAssertFalse(texts.isEmpty)
        for round in 0..<600 {
            var bytes: [UInt8]
            if round % 3 == 0 {
                bytes = (0..<Int(RandomBits.uniform(upTo: 300, using: &generator))).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            } else {
                // `uniform(upTo:)` is inclusive.
                let alphabet = Array("0123456789.-e\"{}[],:n ".utf8)
                bytes = texts[Int(RandomBits.uniform(upTo: UInt64(texts.count - 1), using: &generator))]
                for _ in 0...Int(RandomBits.uniform(upTo: 3, using: &generator)) {
                    let i = Int(RandomBits.uniform(upTo: UInt64(bytes.count - 1), using: &generator))
                    bytes[i] = alphabet[Int(RandomBits.uniform(upTo: UInt64(alphabet.count - 1), using: &generator))]
                }
            }
            if let broken = TraceDocument.brokenReaderPromise(bytes) {
                XCTFail("bytes \(Data(bytes).base64EncodedString()): \(broken)")
                return
            }
        }
    }

    /// A target checks its models through one merged property (one decode per input): it holds
    /// every invariant of the effect's groups, in order.
    func testTheMergedPropertyHoldsEveryInvariantOfItsGroups() throws {
        for target in FuzzTarget.allCases {
            let merged = try XCTUnwrap(Catalogue.mergedModels[target.rawValue])
            XCTAssertEqual(merged.name, "\(target.rawValue).all")
            XCTAssertEqual(merged.invariants, target.properties().flatMap(\.invariants))
        }
    }
}
