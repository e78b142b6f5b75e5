import Foundation
import ScrollProof
import XCTest

/// The same call from XCTest.
final class VerifyXCTests: XCTestCase {
    func testACorrectImplementationPassesUnderXCTest() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollproof-xctest-\(UUID().uuidString)")
        let results = ScrollProof.verify(Suites.bannerHover, settings: .init(cases: 200, failuresDirectory: folder)) { c, o in
            try HandWrittenBanner(c, offset: o)
        }
        XCTAssertEqual(results.count, Suites.bannerHover.groups.count)
        XCTAssertTrue(results.allSatisfy { $0.failure == nil })
    }

    /// A main-actor view class from XCTest, as docs/verify-your-code.md shows it: a plain test
    /// method (swift-corelibs-xctest, on Linux, cannot run a `@MainActor` one) that calls
    /// `verify` inside `MainActor.assumeIsolated`; XCTest runs its tests on the main thread.
    func testAMainActorClassPassesUnderXCTest() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollproof-xctest-\(UUID().uuidString)")
        let results = MainActor.assumeIsolated {
            ScrollProof.verify(Suites.bannerHover, settings: .init(cases: 100, failuresDirectory: folder), mainActor: { c, o in
                try MainActorBanner(c, offset: o)
            })
        }
        XCTAssertEqual(results.count, Suites.bannerHover.groups.count)
        XCTAssertTrue(results.allSatisfy { $0.failure == nil && $0.cases == 100 })
    }
}
