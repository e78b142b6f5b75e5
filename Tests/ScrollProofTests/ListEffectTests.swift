import Foundation
import PropertyTestSupport
import ScrollProof
import Testing

/// Effects driven by the list's cell lifecycle, declared through the public API: the correct
/// ones pass as a main-actor class and as a value, and each planted bug is found and shrunk to
/// a few events, reported, saved, replayed and pictured. Only what needs the main actor runs on
/// it (a test run serves the main actor after every other test: its work is a serial tail).
@Suite struct ListEffectTests {
    static func settings(_ seed: UInt64, cases: Int = 300, save: Bool = false, folder: URL? = nil) -> VerificationSettings {
        VerificationSettings(cases: cases, seed: seed, failuresDirectory: folder ?? VerifyTests.folder(), saveFailures: save)
    }

    @MainActor @Test func theCorrectTrackerPasses() {
        let results = ScrollProof.verify(EventSuite.declared(ImpressionTracking.self),
            settings: Self.settings(11)) { rule in ImpressionTrackerController(rule) }
        #expect(results.count == 4 && results.allSatisfy { $0.failure == nil && $0.cases == 300 }, "\(results.compactMap(\.failure?.report))")
        // The lists exercise what the rules are about.
        let labels = results[0].labels
        for label in ["reload", "batch-update", "stale-row", "background", "dwell", "prefetch", "reuse"] where label != "reuse" {
            #expect((labels[label] ?? 0) > 10, "\(label): \(labels)")
        }
    }

    @Test func doubleCountingAfterReloadIsFoundAndShrunk() throws {
        var results: [RunResult] = []
        withKnownIssue {
            results = ScrollProof.verify(EventSuite.declared(ImpressionTracking.self), settings: Self.settings(12)) { rule in
                ImpressionTracker(rule, bug: .countsAgainAfterReload)
            }
        }
        let failure = try #require(results.compactMap(\.failure).first { $0.violation.invariant == "impressionAtMostOncePerItem" })
        #expect(failure.frames <= 10, "\(failure.report)")
        #expect(failure.report.contains("reloadData"), "\(failure.report)")
        #expect(failure.picture.contains("violating-frame"))
    }

    @Test func theCorrectPlayerPassesAndAPlayerOnAReusedCellIsFound() throws {
        let good = ScrollProof.verify(EventSuite.declared(Autoplay.self), settings: Self.settings(13)) { rule in AutoplayController(rule) }
        #expect(good.count == 1 && good[0].failure == nil, "\(good.compactMap(\.failure?.report))")
        var bad: [RunResult] = []
        withKnownIssue {
            bad = ScrollProof.verify(EventSuite.declared(Autoplay.self), settings: Self.settings(14)) { rule in AutoplayController(rule,
                bug: .playerStaysOnReusedCell) }
        }
        let failure = try #require(bad.first?.failure)
        #expect(failure.violation.invariant == "playingIsBest" && failure.frames <= 10, "\(failure.report)")
    }
}

/// A `>` written for a `>=` at a list effect's fraction: a case may end resting exactly where
/// an item not shown yet reaches the configuration's fraction (`Gen.list(_:thresholds:)`). An
/// outsider's tracker with the mutant was found in 0 seeds of 10 at 1,000 cases, 5 of 10 at
/// 5,000; this test's, at 500 cases, in 0 of 3 seeds before and 5 of 5 now (2 in a plain run).
@Suite struct ListThresholdTests {
    /// At MRC's 0.5 and the autoplay's 0.6 (a fraction of 1 is met by every item fully shown).
    @Test func aStrictComparisonAtTheFractionIsFound() throws {
        let impressions = try EventSuite.declared(ImpressionTracking.self).pinning(["fraction": .fixed(0.5)])
        let autoplay = try EventSuite.declared(Autoplay.self).pinning(["threshold": .fixed(0.6)])
        let seeds = PropertyTestSupport.sweep(UInt64(2), full: 20)
        var found = 0, foundBy: [String] = []
        for seed in 0..<seeds {
            var results: [RunResult] = []
            withKnownIssue(isIntermittent: true) {
                results = ScrollProof.verify(impressions, settings: ListEffectTests.settings(100 + seed, cases: 500)) { rule in
                    ImpressionTracker(rule, bug: .strictAtTheFraction)
                }
                results += ScrollProof.verify(autoplay, settings: ListEffectTests.settings(200 + seed, cases: 500)) { rule in
                    AutoplayController(rule, bug: .strictAtTheThreshold)
                }
            }
            let failures = results.compactMap(\.failure).map(\.violation.invariant)
            if failures.contains(where: { $0.hasPrefix("impression") }) && failures.contains("playingIsBest") { found += 1 }
            foundBy.append("seed \(seed): \(failures)")
        }
        #expect(found == Int(seeds), "both found in \(found) of \(seeds) seeds: \(foundBy)")
    }
}

/// The rest of the family: a prefetcher whose every start has its stop, and an invalid list space.
@Suite struct ListEffectFamilyTests {
    @Test func aPrefetcherThatNeverCancelsIsFound() throws {
        let good = ScrollProof.verify(EventSuite.declared(Prefetching.self), settings: ListEffectTests.settings(21)) { _ in PrefetchController() }
        #expect(good.count == 2 && good.allSatisfy { $0.failure == nil && $0.cases == 300 }, "\(good.compactMap(\.failure?.report))")
        #expect((good[0].labels["cancel-prefetch"] ?? 0) > 30, "\(good[0].labels)")
        var bad: [RunResult] = []
        withKnownIssue { bad = ScrollProof.verify(EventSuite.declared(Prefetching.self),
            settings: ListEffectTests.settings(22)) { _ in PrefetchController(bug: .neverCancels) } }
        let failure = try #require(bad.compactMap(\.failure).first)
        #expect(failure.violation.invariant == "loadStopsWhenNoLongerNeeded" && failure.frames <= 10, "\(failure.report)")
        #expect(failure.report.contains("cancelPrefetching"), "\(failure.report)")
    }

    /// An invalid list space makes no case; the run is an error that names the field.
    @Test func anInvalidListSpaceIsReportedNotTrapped() {
        enum Broken: DeclaredListEffect {
            static let name = "broken"
            static let lists = ListSpace(items: -3...2)
            static let configurations = ConfigurationSpace(["limit": .fixed(1)]) { v in Int(v["limit"]) }
            static var invariants: some EventInvariantList<Int, ListWorld, PrefetchFrame> { OnlyForItemsInDataSource("load", \.started) }
        }
        var results: [RunResult] = []
        withKnownIssue { results = ScrollProof.verify(EventSuite.declared(Broken.self), settings: ListEffectTests.settings(24,
            cases: 20)) { _ in PrefetchController() } }
        #expect(results.count == 1 && results[0].failure == nil)
        #expect(results[0].healthProblem?.contains("ListSpace.items.lowerBound") == true, "\(results.map(\.healthProblem))")
    }
}
