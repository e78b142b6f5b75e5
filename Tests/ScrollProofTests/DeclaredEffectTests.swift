import Foundation
import ScrollProof
import Testing

/// An effect declared through the public API gets what the built-ins get.
@Suite struct DeclaredEffectTests {
    static let suite = ScrollSuite.declared(StretchyHeaderEffect.self)

    @Test func aCorrectImplementationPasses() {
        let results = ScrollProof.verify(Self.suite, settings: .init(cases: 400, failuresDirectory: VerifyTests.folder())) { c, o in
            try StretchyHeader(c, offset: o)
        }
        #expect(results.map(\.property) == StretchyHeaderEffect.invariants.map { "stretchyHeader.\($0.name)" } + ["stretchyHeader.robustness"])
        #expect(results.allSatisfy { $0.failure == nil && $0.cases == 400 && $0.unchecked == 0 })
    }

    @Test(arguments: [
        (StretchyHeader.Bug.alphaUnclamped, "titleAlphaInRange"),
        (.shownEveryFrame, "titleShownOncePerCrossing"),
        (.shownPastTheThreshold, "titleShownOncePerCrossing"),
    ])
    func aPlantedBugIsFoundShrunkAndPictured(_ bug: StretchyHeader.Bug, _ invariant: String) throws {
        var results: [RunResult] = []
        withKnownIssue {
            results = ScrollProof.verify(Self.suite, settings: .init(seed: 11, failuresDirectory: VerifyTests.folder(), saveFailures: false)) { c, o in
                try StretchyHeader(c, offset: o, bug: bug)
            }
        }
        let failure = try #require(results.first { $0.property == "stretchyHeader.\(invariant)" }?.failure)
        #expect(failure.violation.invariant == invariant)
        #expect(failure.frames <= 3, "\(failure.report)")
        #expect(failure.report.contains("titleAlpha") && failure.report.contains("StretchyHeader(height:"))
        #expect(failure.picture.hasPrefix("<?xml") && failure.picture.contains("violating-frame") && failure.picture.contains("titleAlpha"))
    }

    /// The class twin gets the same report, and the seed replays it.
    @MainActor @Test func aViewClassGetsTheSameReportAndTheSeedReplaysIt() {
        let settings = VerificationSettings(cases: 400, seed: 21, failuresDirectory: VerifyTests.folder(), saveFailures: false)
        var value: [RunResult] = [], view: [RunResult] = [], again: [RunResult] = []
        withKnownIssue {
            value = ScrollProof.verify(Self.suite, settings: settings) { c, o in try StretchyHeader(c, offset: o, bug: .shownEveryFrame) }
            view = ScrollProof.verify(Self.suite, settings: settings) { c, o in try StretchyHeaderView(c, offset: o, bug: .shownEveryFrame) }
            again = ScrollProof.verify(Self.suite, settings: settings) { c, o in try StretchyHeader(c, offset: o, bug: .shownEveryFrame) }
        }
        #expect(value.contains { $0.failure != nil })
        #expect(value.map { $0.failure?.report } == view.map { $0.failure?.report })
        #expect(value.map { $0.failure?.report } == again.map { $0.failure?.report })
    }

    @Test func fieldsArePinnedAsForTheBuiltIns() throws {
        let pinned = try Self.suite.pinning(["height": .fixed(200), "fadeStart": .fixed(40)])
        let configurations = (0..<UInt64(300)).compactMap { try? pinned.cases.generate(seed: $0).value.configuration.configuration }
        #expect(configurations.count == 300)
        #expect(configurations.allSatisfy { $0.height == 200 && $0.fadeStart == 40 })
        #expect(Set(configurations.map(\.fadeDistance)).count > 50)
        #expect(throws: PinError.self) { try Self.suite.pinning(["width": .fixed(1)]) }
    }

    /// The thresholds it declares are landed on exactly: the boundary mutant
    /// (`> 1` for `≥ 1`) is found in every seed.
    @Test func itsThresholdsAreHitExactly() throws {
        let property = try #require(Self.suite.properties(groups: ["titleShownOncePerCrossing"]) { c, o in try StretchyHeader(c, offset: o,
            bug: .shownPastTheThreshold) }.first)
        for seed in 1...UInt64(20) {
            let result = PropertyRunner(options: RunOptions(seed: seed, shrinkBudget: .init(maxCalls: 50), saveFailures: false)).run(property)
            #expect(result.failure?.violation.invariant == "titleShownOncePerCrossing", "seed \(seed)")
        }
    }

    /// Its fuzz entry: any bytes decode to a case; the correct header passes every one.
    @Test func aFuzzEntryJudgesAnyBytes() throws {
        let correct = try #require(Self.suite.merged.properties { c, o in try StretchyHeader(c, offset: o) }.first)
        let buggy = try #require(Self.suite.merged.properties { c, o in try StretchyHeader(c, offset: o, bug: .alphaUnclamped) }.first)
        var generator = SplitMix64(seed: 3)
        var found = 0
        for _ in 0..<500 {
            let bytes = (0..<64).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            #expect(correct.evaluate(fuzzInput: bytes)?.violation == nil)
            if buggy.evaluate(fuzzInput: bytes)?.violation != nil { found += 1 }
        }
        #expect(found > 0)
    }
}
