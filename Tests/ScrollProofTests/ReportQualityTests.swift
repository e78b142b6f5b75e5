import Foundation
import PropertyTestSupport
import ScrollProof
import Testing
@testable import Generators

/// How simple the reports of effects a user declares are (issue 47), counted as
/// `scrollproof report-quality` counts the published bugs': the numbers of each shrunk
/// failure's case and violation, and the share with at most 3 significant digits. Over the list
/// effects (an impression tracker, an autoplay controller, a prefetcher, each with its planted
/// bug) and the custom stretchy header (its three planted bugs): five seeds each in CI's full run
/// (`SCROLLPROOF_FULL=1`), two in a plain `swift test`. The full run counts every distinct
/// failure, as `verify` reports them by default; a plain run each property's first.
@Suite struct ReportQualityTests {
    static func settings(_ seed: UInt64) -> VerificationSettings {
        PropertyTestSupport.firstFailures(VerificationSettings(
            seed: seed,
                failuresDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("scrollproof-rq-\(UUID().uuidString)"), saveFailures: false))
    }

    @Test func mostNumbersOfDeclaredEffectsReportsAreSimple() {
        var reports: [String] = []
        for seed in 1...UInt64(PropertyTestSupport.sweep(2, full: 5)) {
            withKnownIssue("planted bugs") {
                let runs: [[RunResult]] = [
                    ScrollProof.verify(EventSuite.declared(ImpressionTracking.self), settings: Self.settings(seed)) { rule in
                        ImpressionTracker(rule, bug: .countsAgainAfterReload)
                    },
                    ScrollProof.verify(EventSuite.declared(Autoplay.self), settings: Self.settings(seed)) { rule in AutoplayController(rule,
                        bug: .playerStaysOnReusedCell) },
                    ScrollProof.verify(EventSuite.declared(Prefetching.self), settings: Self.settings(seed)) { _ in PrefetchController(bug: .neverCancels) },
                ] + [StretchyHeader.Bug.alphaUnclamped, .shownEveryFrame, .shownPastTheThreshold].map { bug in
                    ScrollProof.verify(ScrollSuite.declared(StretchyHeaderEffect.self), settings: Self.settings(seed)) { c,
                        o in try StretchyHeader(c, offset: o, bug: bug) }
                }
                // Counted on the exact numbers (a simple fraction as its two parts), which the
                // shrinker simplifies; the report shows each in at most 6 digits.
                reports += runs.flatMap { $0.flatMap(\.failures).map(\.exactReport) }
            }
        }
        let numbers = reports.flatMap { ReportSimplicity.numbers(in: $0) }
        let simple = numbers.filter { ReportNumber.significantDigits($0) <= ReportSimplicity.simpleDigits }
        print("""
            report quality (declared effects): \(reports.count) failures, \(simple.count) of \(numbers.count) numbers \
            (\(100 * simple.count / max(numbers.count, 1)) %) with at most 3 significant digits
            """)
        #expect(reports.count >= 6 * PropertyTestSupport.sweep(2, full: 5), "\(reports.count) failures")
        #expect(10 * simple.count >= 9 * numbers.count, "\(simple.count) of \(numbers.count): \(numbers.filter { ReportNumber.significantDigits($0) > 3 })")
    }
}
