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
}
