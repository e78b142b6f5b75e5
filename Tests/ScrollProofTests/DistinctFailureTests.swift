import Foundation
import ScrollProof
import Testing

/// Reports a person believes: every distinct failure of a run, the margin of a rule a user
/// writes, the budget setting, and numbers as simple as the failure allows.
@Suite struct DistinctFailureTests {
    static func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("scrollproof-distinct-\(UUID().uuidString)")
    }

    /// A header with two bugs (its alpha unclamped past the fade, its title callback fired one
    /// step late, `>` for `≥`: at exactly the end of the fade the first holds and the second
    /// breaks) gets a report for each, in one property, with the default budget; budget 0 stops
    /// at the first.
    @Test func twoPlantedBugsGetTwoReportsAndBudgetZeroOne() throws {
        enum TwoBugs: DeclaredScrollEffect {
            static let name = "twoBugs"
            static let configurations = StretchyHeaderEffect.configurations
            static func range(_ c: StretchyHeaderConfiguration) -> ScrollRange { StretchyHeaderEffect.range(c) }
            static func scale(of c: StretchyHeaderConfiguration) -> Double { StretchyHeaderEffect.scale(of: c) }
            static let invariants = StretchyHeaderEffect.invariants
        }
        let suite = ScrollSuite.declared(TwoBugs.self).merged   // every invariant in one property
        var results: [RunResult] = []
        withKnownIssue("two bugs") {
            // The late callback needs a case that lands exactly on the end of the fade without
            // passing it first: rarer than the default budget's extra cases, so a raised budget.
            var settings = VerificationSettings(cases: 2_000, seed: 3, failuresDirectory: Self.folder())
            settings.distinctFailureBudget = 50
            results = ScrollProof.verify(suite, settings: settings) { c, o in try TwoBugHeader(c, offset: o, callback: .shownPastTheThreshold) }
        } matching: { issue in
            // Each report says which of the property's distinct failures it is.
            issue.comments.contains { $0.rawValue.contains(" of 2 distinct failures)") }
        }
        let failures = try #require(results.first).failures
        let invariants = Set(failures.map(\.violation.invariant))
        #expect(invariants.contains("titleAlphaInRange") && invariants.contains("titleShownOncePerCrossing"), "\(failures.map(\.report))")
        #expect(Set(failures.map(\.signature)).count == failures.count)
        #expect(failures.map(\.frames) == failures.map(\.frames).sorted(), "the shortest first")
        var first: [RunResult] = []
        withKnownIssue("two bugs, the first reported") {
            var settings = VerificationSettings(cases: 2_000, seed: 3, failuresDirectory: Self.folder())
            settings.distinctFailureBudget = 0
            first = ScrollProof.verify(suite, settings: settings) { c, o in try TwoBugHeader(c, offset: o, callback: .shownPastTheThreshold) }
        }
        #expect(try #require(first.first).failures.count == 1)
        // A budget past any count of cases is an allowance, never a trap: both bugs again.
        for budget in [1e300, Double.infinity] {
            var all: [RunResult] = []
            withKnownIssue("two bugs, budget \(budget)") {
                var settings = VerificationSettings(cases: 2_000, seed: 3, failuresDirectory: Self.folder())
                settings.distinctFailureBudget = budget
                all = ScrollProof.verify(suite, settings: settings) { c, o in try TwoBugHeader(c, offset: o, callback: .shownPastTheThreshold) }
            }
            let found = Set(try #require(all.first).failures.map(\.violation.invariant))
            #expect(found.contains("titleAlphaInRange") && found.contains("titleShownOncePerCrossing"), "budget \(budget): \(found)")
        }
    }

    /// A rule a user writes states its margin: the report prints it beside the tolerance, and a
    /// failure far beyond it is not shrunk to one at its edge.
    @Test func aUserRuleStatesItsMargin() throws {
        struct NeverTallerThan: Invariant {
            var name: String { "neverTallerThanTwiceResting" }
            var statement: String { "the header is never taller than twice its resting height" }
            func judge(_ x: FrameContext<StretchyHeaderConfiguration, StretchyHeaderFrame>) -> InvariantFailure? {
                let limit = 2 * x.configuration.height
                return x.frame.headerHeight <= limit + x.lengthTolerance ? nil
                    : InvariantFailure("the header grew past twice its height", [.init("headerHeight", x.frame.headerHeight), .init("limit", limit)],
                                       margin: .beyond(x.frame.headerHeight, bound: limit, tolerance: x.lengthTolerance))
            }
        }
        enum Limited: DeclaredScrollEffect {
            static let name = "limited"
            static let configurations = StretchyHeaderEffect.configurations
            static func range(_ c: StretchyHeaderConfiguration) -> ScrollRange { StretchyHeaderEffect.range(c) }
            static func scale(of c: StretchyHeaderConfiguration) -> Double { StretchyHeaderEffect.scale(of: c) }
            static var invariants: some FrameInvariantList<StretchyHeaderConfiguration, StretchyHeaderFrame> { NeverTallerThan() }
        }
        var results: [RunResult] = []
        withKnownIssue("an unbounded stretch") {
            results = ScrollProof.verify(ScrollSuite.declared(Limited.self), settings: .init(cases: 300, seed: 5, saveFailures: false)) { c,
                o in try StretchyHeader(c, offset: o) }
        }
        let failure = try #require(results.first?.failure)
        let margin = try #require(failure.violation.margin)
        #expect(failure.report.contains(", off by "), "\(failure.report)")
        #expect(failure.report.contains("(tolerance "), "\(failure.report)")
        #expect(margin.isClear, "a clear failure stays clear: \(failure.report)")
    }
}

/// Issue 47's header: an alpha that leaves [0, 1] and a title callback that fires again while the
/// title stays shown, in one merged property, run with the default settings (200 cases, budget
/// 1): both bugs reported under at least 9 of 10 seeds, because the run goes on through its cases
/// after the first failure instead of stopping soon after it.
@Suite struct DefaultBudgetTests {
    @Test func bothBugsAtTheDefaultBudgetUnderNineSeedsInTen() throws {
        let suite = ScrollSuite.declared(StretchyHeaderEffect.self).merged
        var both = 0
        for seed in UInt64(1)...10 {
            var results: [RunResult] = []
            withKnownIssue("two bugs") {
                results = ScrollProof.verify(suite, settings: VerificationSettings(seed: seed,
                    failuresDirectory: DistinctFailureTests.folder(), saveFailures: false)) { c, o in
                    try TwoBugHeader(c, offset: o, callback: .shownEveryFrame)
                }
            }
            let failures = try #require(results.first).failures
            let invariants = Set(failures.map(\.violation.invariant))
            #expect(invariants.contains("titleAlphaInRange"), "seed \(seed): \(invariants)")
            // One report per bug: the alpha bug at the initial state and at frame 0 is one.
            #expect(failures.count == invariants.count, "seed \(seed): \(failures.map(\.report))")
            // A safety invariant's report carries no conformance note, though its group merges
            // both levels (the header's closed form is a conformance invariant).
            for failure in failures where failure.violation.invariant == "titleAlphaInRange" {
                #expect(!failure.report.contains("conformance:"), "\(failure.report)")
            }
            if invariants.contains("titleAlphaInRange") && invariants.contains("titleShownOncePerCrossing") { both += 1 }
        }
        #expect(both >= 9, "both bugs under \(both) of 10 seeds")
    }
}

/// A replayed saved case says which file it read: the folder `verify` saved it in (beside the
/// test), not the command line's `fuzz-corpus/`.
@Suite struct SavedCaseOriginTests {
    @Test func theOriginNamesTheFileRead() throws {
        let folder = DistinctFailureTests.folder()
        let suite = ScrollSuite.declared(StretchyHeaderEffect.self).merged
        withKnownIssue("the alpha leaves its range") {
            _ = ScrollProof.verify(suite, settings: VerificationSettings(cases: 200, seed: 4, failuresDirectory: folder)) { c, o in
                try StretchyHeader(c, offset: o, bug: .alphaUnclamped)
            }
        }
        var replayed: [RunResult] = []
        withKnownIssue("replayed from the saved file") {
            replayed = ScrollProof.verify(suite, settings: VerificationSettings(cases: 1, seed: 5, failuresDirectory: folder)) { c, o in
                try StretchyHeader(c, offset: o, bug: .alphaUnclamped)
            }
        }
        let failure = try #require(replayed.first?.failure)
        guard case let .file(path) = failure.origin else {
            Issue.record("the replayed failure came from \(failure.origin), not a file")
            return
        }
        #expect(path.contains(folder.lastPathComponent), "\(path)")
        #expect(!path.hasPrefix("fuzz-corpus/"), "\(path)")
        #expect(FileManager.default.fileExists(atPath: path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path), "\(path)")
    }
}

/// Labels print only what applies to the effect: a list case scrolls to finite offsets only, so
/// its labels never count `nan`, `+inf`, `-inf` or `non-finite`.
@MainActor @Suite struct ListLabelTests {
    @Test func aListEffectsLabelsCountNoNonFiniteInput() {
        let results = ScrollProof.verify(EventSuite.declared(ImpressionTracking.self),
            settings: ListEffectTests.settings(12)) { rule in ImpressionTrackerController(rule) }
        #expect(!results.isEmpty)
        for result in results {
            #expect(result.labels["scroll-to-top"] != nil || result.labels["drag"] != nil, "the scroll gestures are still counted: \(result.labels)")
            for name in ["nan", "+inf", "-inf", "non-finite"] { #expect(result.labels[name] == nil, "\(name) in \(result.labels)") }
        }
    }
}

/// `verify` makes the failures folder its manifest's `exclude` names, with an empty `.gitkeep`,
/// on its first run (and leaves an existing one as it is).
@Suite struct FailuresFolderKeptTests {
    @Test func theFolderIsMadeWithAGitkeepOnce() throws {
        let folder = DistinctFailureTests.folder().appendingPathComponent("ScrollProofFailures")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        Verifier.keepFailuresFolder(folder)
        let keep = folder.appendingPathComponent(".gitkeep")
        #expect(FileManager.default.fileExists(atPath: keep.path))
        try Data("kept".utf8).write(to: keep)
        Verifier.keepFailuresFolder(folder)
        #expect(FileManager.default.contents(atPath: keep.path) == Data("kept".utf8))
    }
}

/// A header with two planted bugs: its alpha unclamped past the fade, and a title callback with
/// a bug of its own (fired a step late, or again while the title stays shown).
struct TwoBugHeader: ScrollDrivenEffect {
    var unclamped: StretchyHeader, callback: StretchyHeader
    init(_ c: StretchyHeaderConfiguration, offset: Double, callback bug: StretchyHeader.Bug) throws(InputError) {
        unclamped = try StretchyHeader(c, offset: offset, bug: .alphaUnclamped)
        callback = try StretchyHeader(c, offset: offset, bug: bug)
    }
    var configuration: StretchyHeaderConfiguration { unclamped.configuration }
    var lastFrame: StretchyHeaderFrame { var f = unclamped.lastFrame; f.titleShown = callback.lastFrame.titleShown; return f }
    mutating func update(_ o: Double) throws(InputError) -> StretchyHeaderFrame {
        _ = try unclamped.update(o)
        _ = try callback.update(o)
        return lastFrame
    }
}
