import Foundation
import Originals
import ScrollProof
import Testing

/// The built-in suites use no internal shortcut: each is rebuilt here, in a test target that
/// sees only the public API, from its public initializer, generators, ranges and invariants,
/// and the rebuilt suite runs the model and the published port exactly as the built-in one
/// does (the same cases, frames and shrunk report, seed for seed).
@Suite struct BuiltInSuitesFromPublicAPITests {
    /// The banner hover's suite, every group rebuilt from the public invariants.
    static let bannerHover = ScrollSuite<BannerHoverChecker>(
        effect: BannerHover.effectName, section: BannerHover.section,
        groups: [
            InvariantGroup("percent", [BannerHoverInvariants.percentInUnitInterval]),
            InvariantGroup("closedForm", [BannerHoverInvariants.closedForm]),
            InvariantGroup("epsRule", [BannerHoverInvariants.epsRule]),
            InvariantGroup("edgeEvents", [BannerHoverInvariants.edgeEventsExactlyOnce]),
            InvariantGroup("continuity", [BannerHoverInvariants.continuity]),
            InvariantGroup("robustness", BannerHoverInvariants.robustness),
        ],
        pins: .bannerHover, configurations: Gen.bannerHoverConfiguration(pins:), range: ScrollRange.bannerHover, start: { _, o in o }, input: \.offset,
        describe: FrameDescription.describe, releaseGroups: [], picture: { BannerHover.picture(of: $0, violation: $1) })

    /// The rolling banner's suite, with its release group.
    static let rollingBanner = ScrollSuite<RollingBannerChecker>(
        effect: RollingBanner.effectName, section: RollingBanner.section, groups: RollingBanner.groups,
        pins: .rollingBanner, configurations: Gen.rollingBannerConfiguration(pins:), range: ScrollRange.rollingBanner, start: { c, _ in c.width }, input: \.offset,
        describe: FrameDescription.describe, releaseGroups: ["release"], picture: { RollingBanner.picture(of: $0, violation: $1) })

    /// The observer registry's and the fly screen's suites.
    static let observerRegistry = ObserverRegistrySuite(groups: ObserverRegistry.groups, cases: .lifecycle())
    static let flyScreen = FlyScreenSuite(groups: FlyScreenModel.groups)

    /// Runs two lists of properties with the same seeds and expects the same results.
    static func expectSameRuns(_ rebuilt: [Property], _ builtIn: [Property], seeds: Range<UInt64> = 0..<2, cases: Int = 60) {
        #expect(rebuilt.map(\.name) == builtIn.map(\.name))
        var failures = 0
        for seed in seeds {
            let runner = PropertyRunner(options: RunOptions(cases: cases, seed: seed, saveFailures: false))
            for (mine, theirs) in zip(rebuilt, builtIn) {
                let a = runner.run(mine), b = runner.run(theirs)
                #expect(a.cases == b.cases && a.frames == b.frames && a.labels == b.labels, "\(mine.name), seed \(seed)")
                #expect(a.failure?.report == b.failure?.report, "\(mine.name), seed \(seed)")
                if a.failure != nil { failures += 1 }
            }
        }
        #expect(failures > 0, "the published ports' bugs were found")
    }

    @Test func theBannerHoverSuiteIsPublicAPI() {
        #expect(Self.bannerHover.groups.map(\.name) == BannerHover.groups.map(\.name))
        #expect(Self.bannerHover.groups.map { $0.oracles.map(\.name) } == BannerHover.groups.map { $0.oracles.map(\.name) })
        Self.expectSameRuns(
            Self.bannerHover.properties { c, o in try BannerHover(configuration: c, offset: o) }
                + Self.bannerHover.properties(named: "published.bannerHover") { c, _ in PublishedBannerHover(configuration: c) },
            Suites.bannerHover.properties { c, o in try BannerHover(configuration: c, offset: o) }
                + Suites.bannerHover.properties(named: "published.bannerHover") { c, _ in PublishedBannerHover(configuration: c) })
    }

    @Test func theRollingBannerSuiteIsPublicAPI() {
        Self.expectSameRuns(
            Self.rollingBanner.properties { c, _ in RollingBanner(configuration: c) }
                + Self.rollingBanner.properties(named: "published.rollingBanner") { c, _ in PublishedRollingBanner(configuration: c) },
            Suites.rollingBanner.properties { c, _ in RollingBanner(configuration: c) }
                + Suites.rollingBanner.properties(named: "published.rollingBanner") { c, _ in PublishedRollingBanner(configuration: c) })
    }

    @Test func theObserverRegistrySuiteIsPublicAPI() {
        Self.expectSameRuns(
            Self.observerRegistry.properties(ObserverRegistry.init) + Self.observerRegistry.properties(named: "published.observerRegistry", PublishedObserverBookkeeping.init),
            Suites.observerRegistry.properties(ObserverRegistry.init) + Suites.observerRegistry.properties(named: "published.observerRegistry", PublishedObserverBookkeeping.init),
            seeds: 0..<1, cases: 40)
    }

    @Test func theFlyScreenSuiteIsPublicAPI() {
        Self.expectSameRuns(
            Self.flyScreen.properties(FlyScreenModel.init) + Self.flyScreen.properties(named: "published.flyScreen", PublishedFlyView.init),
            Suites.flyScreen.properties(FlyScreenModel.init) + Suites.flyScreen.properties(named: "published.flyScreen", PublishedFlyView.init),
            seeds: 0..<1, cases: 10)
    }
}
