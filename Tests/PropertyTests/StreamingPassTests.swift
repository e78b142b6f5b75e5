import Foundation
import PropertyTestSupport
import Effects
import Generators
import Oracles
import Originals
@testable import Generators
import Testing

/// The streaming pass a suite decides passing cases with gives the same verdict as recording
/// the trace and running the group's oracles over it, for correct and buggy implementations,
/// group by group and merged.
struct StreamingPassTests {
    /// 300 seeds a suite in CI's full run (`SCROLLPROOF_FULL=1`), 100 in a plain `swift test`.
    static let seeds: Range<UInt64> = 0..<(PropertyTestSupport.sweep(100, full: 300))

    static func agree<D: DeclaredScrollEffect, E: ScrollDrivenEffect>(
        _ suite: ScrollSuite<D>, seeds: Range<UInt64>, _ make: (D.Configuration, Double) -> E?,
        release: ((E, Double) -> Double?)? = nil, record: (E, Double, [Double]) -> ScrollTrace<D.Configuration, D.Frame>
    ) -> (cases: Int, violations: Int) where E.Configuration == D.Configuration, E.Frame == D.Frame {
        var cases = 0, violations = 0
        for group in suite.groups + suite.merged.groups {
            let order = _InvariantOrder(group.oracles.map { $0.index(in: DeclaredChecker<D>.self)! })
            for seed in seeds {
                guard let sc = try? suite.cases.generate(seed: seed).value, let c = sc.configuration.configuration, let input = sc.input,
                      let effect = make(c, D.start(c, generated: input.start)) else { continue }
                let start = D.initialInput(of: effect.lastFrame, start: D.start(c, generated: input.start))
                let streamed = ScrollSuite<D>.streamingPass(effect, start, input.offsets, order, suite.rules, release: release)
                let recorded = TraceOracle.firstViolation(group.oracles, in: record(effect, start, input.offsets))
                #expect(streamed?.description == recorded?.description, "\(suite.effect).\(group.name) seed \(seed)")
                cases += 1
                if recorded != nil { violations += 1 }
            }
        }
        return (cases, violations)
    }

    @Test func parallelWindow() {
        let record = { (e: PublishedParallelWindow, s: Double, x: [Double]) in ScrollTrace.record(e, initialInput: s, inputs: x) }
        let published = Self.agree(Suites.parallelWindow, seeds: Self.seeds, { c, t in PublishedParallelWindow(configuration: c,
            windowTop: t) }, record: record)
        let model = Self.agree(Suites.parallelWindow, seeds: Self.seeds, { c, t in try? ParallelWindow(configuration: c,
            windowTop: t) }) { ScrollTrace.record($0, initialInput: $1, inputs: $2) }
        #expect(published.violations > 0 && model.violations == 0)
    }

    @Test func bannerHover() {
        let published = Self.agree(Suites.bannerHover, seeds: Self.seeds, { c,
            _ in PublishedBannerHover(configuration: c) }) { ScrollTrace.record($0, initialInput: $1, inputs: $2) }
        let model = Self.agree(Suites.bannerHover, seeds: Self.seeds, { c, o in try? BannerHover(configuration: c,
            offset: o) }) { ScrollTrace.record($0, initialInput: $1, inputs: $2) }
        #expect(published.violations > 0 && model.violations == 0)
    }

    @Test func rollingBannerWithReleaseQueries() {
        let published = Self.agree(Suites.rollingBanner, seeds: Self.seeds, { c, _ in PublishedRollingBanner(configuration: c) },
            release: { e, v in try? e.releaseTarget(velocity: v) }) {
            ScrollTrace.recordReleasing($0, initialInput: $1, inputs: $2)
        }
        let model = Self.agree(Suites.rollingBanner, seeds: Self.seeds, { c, _ in RollingBanner(configuration: c) }, release: { e,
            v in try? e.releaseTarget(velocity: v) }) {
            ScrollTrace.recordReleasing($0, initialInput: $1, inputs: $2)
        }
        #expect(published.violations > 0 && model.violations == 0)
    }

    @Test func profileHeader() {
        let published = Self.agree(Suites.profileHeader, seeds: Self.seeds, { c, o in PublishedProfileHeader(configuration: c,
            offset: o) }) { ScrollTrace.record($0, initialInput: $1, inputs: $2) }
        let model = Self.agree(Suites.profileHeader, seeds: Self.seeds, { c, o in try? ProfileHeader(configuration: c,
            offset: o) }) { ScrollTrace.record($0, initialInput: $1, inputs: $2) }
        #expect(published.violations > 0 && model.violations == 0)
    }

    @Test func aGroupWithAnOracleOfItsOwnIsRecordedAndJudgedByIt() throws {
        // An oracle that is not the checker's: the suite cannot stream it and must still run it.
        let everyFrameFails = TraceOracle<BannerHoverTrace>("custom", "§2", "fails on the first frame") { trace in
            trace.steps.isEmpty ? nil : Violation("custom", "§2", frame: 0, [], "planted")
        }
        let suite = Suites.bannerHover.replacing(groups: [InvariantGroup("mixed", [try #require(BannerHover.oracle(named: "continuity")), everyFrameFails])])
        let property = try #require(suite.properties { c, o in try BannerHover(configuration: c, offset: o) }.first)
        let found = (0..<50).compactMap { (try? property.evaluation.generate(seed: $0))?.value.violation }
        #expect(!found.isEmpty && found.allSatisfy { $0.invariant == "custom" })
    }
}
