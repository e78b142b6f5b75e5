import Foundation
import Originals
import PropertyTestSupport
import ScrollProof
import Testing

/// The built-in suites use no internal shortcut: each built-in offset-driven effect is
/// declared again here, in a test target that sees only the public API, from its public
/// invariants, generators and ranges, exactly as a user declares an effect; the rebuilt suite
/// runs the model and the published port exactly as the built-in one does (the same cases,
/// frames and shrunk report, seed for seed).
enum RebuiltBannerHover: DeclaredScrollEffect {
    static let name = "bannerHover"
    static let section = "§2"
    static let configurations = ConfigurationSpace(pins: .bannerHover, generator: Gen.bannerHoverConfiguration(pins:)) { v in
        try BannerHoverConfiguration(bannerHeight: v["bannerHeight"], hoverHeight: v["hoverHeight"], eps: v["eps"])
    }
    static func range(_ c: BannerHoverConfiguration) -> ScrollRange { .bannerHover(c) }
    static func scale(of c: BannerHoverConfiguration) -> Double { c.scale }
    static func initialInput(of frame: BannerHoverFrame, start: Double) -> Double { frame.offset }
    static func describe(_ frame: BannerHoverFrame) -> String { FrameDescription.describe(frame) }
    static func picture(of trace: BannerHoverTrace, violation: Violation?) -> String { BannerHover.picture(of: trace, violation: violation) }
    static var invariantGroups: KeyValuePairs<String, [String]>? {
        ["percent": ["percentInUnitInterval"], "closedForm": ["clampAndPercent"], "epsRule": ["epsRule"], "edgeEvents": ["edgeEventsExactlyOnce"],
         "continuity": ["continuity"], "robustness": ["refusedInputKeepsState", "finiteInputAccepted", "noNonFiniteOutput"]]
    }
    static var invariants: some InvariantList<FrameContext<BannerHoverConfiguration, BannerHoverFrame>> {
        BannerHover.PercentInUnitInterval()
        BannerHover.ClampAndPercent()
        BannerHover.EpsRule()
        BannerHover.EdgeEventsExactlyOnce()
        BannerHover.Continuity()
    }
}

/// The rolling banner, with its release rule and its turns' memory.
enum RebuiltRollingBanner: DeclaredScrollEffect {
    static let name = "rollingBanner"
    static let section = "§3"
    static let configurations = ConfigurationSpace(pins: .rollingBanner, generator: Gen.rollingBannerConfiguration(pins:)) { v in
        try RollingBannerConfiguration(width: v["width"], portion: v["portion"], imageCount: Int(v["imageCount"]), initialPage: Int(v["initialPage"]))
    }
    static func range(_ c: RollingBannerConfiguration) -> ScrollRange { .rollingBanner(c) }
    static func scale(of c: RollingBannerConfiguration) -> Double { c.scale }
    static func start(_ c: RollingBannerConfiguration, generated: Double) -> Double { c.width }
    static func initialInput(of frame: RollingBannerFrame, start: Double) -> Double { frame.offset }
    static func describe(_ frame: RollingBannerFrame) -> String { FrameDescription.describe(frame) }
    static func picture(of trace: RollingBannerTrace, violation: Violation?) -> String { RollingBanner.picture(of: trace, violation: violation) }
    static var invariantGroups: KeyValuePairs<String, [String]>? {
        ["pages": ["pageCount", "pageTurnsExactlyOnce"], "coverage": ["viewportCovered"], "layout": ["layoutClosedForm"], "release": ["releaseRule"],
         "robustness": ["refusedInputKeepsState", "finiteInputAccepted", "noNonFiniteOutput"]]
    }
    static var invariants: some InvariantList<FrameContext<RollingBannerConfiguration, RollingBannerFrame>> {
        RollingBanner.PageCount()
        RollingBanner.PageTurnsExactlyOnce()
        RollingBanner.ViewportCovered()
        RollingBanner.LayoutClosedForm()
    }
    static var releaseInvariants: some InvariantList<ReleaseContext<RollingBannerConfiguration, RollingBannerFrame>> {
        RollingBanner.ReleaseRule()
    }
}

@Suite struct BuiltInSuitesFromPublicAPITests {
    static let bannerHover = ScrollSuite.declared(RebuiltBannerHover.self)
    static let rollingBanner = ScrollSuite.declared(RebuiltRollingBanner.self)

    /// The observer registry's and the fly screen's suites.
    static let observerRegistry = ObserverRegistrySuite(groups: ObserverRegistry.groups, cases: .lifecycle())
    static let flyScreen = EventSuite.declared(FlyScreenModel.self)

    /// Runs two lists of properties with the same seeds and expects the same results.
    static func expectSameRuns(_ rebuilt: [SuiteProperty], _ builtIn: [SuiteProperty], seeds: Range<UInt64> = 0..<2, cases: Int = 60) {
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
        #expect(Self.bannerHover.groups.map { $0.oracles.map(\.section) } == BannerHover.groups.map { $0.oracles.map(\.section) })
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
            Self.observerRegistry.properties(ObserverRegistry.init) + Self.observerRegistry.properties(named: "published.observerRegistry",
                PublishedObserverBookkeeping.init),
            Suites.observerRegistry.properties(ObserverRegistry.init) + Suites.observerRegistry.properties(named: "published.observerRegistry",
                PublishedObserverBookkeeping.init),
            seeds: 0..<1, cases: 40)
    }

    @Test func theFlyScreenSuiteIsPublicAPI() {
        Self.expectSameRuns(
            Self.flyScreen.properties(FlyScreenModel.init) + Self.flyScreen.properties(named: "published.flyScreen", PublishedFlyView.init),
            Suites.flyScreen.properties(FlyScreenModel.init) + Suites.flyScreen.properties(named: "published.flyScreen", PublishedFlyView.init),
            seeds: 0..<1, cases: 10)
    }
}

/// The banner's two outputs judged by the public building blocks alone, as a user who writes
/// no invariant type declares them (`bench --only declared` measures the same declaration).
enum BlockDeclaredBanner: DeclaredScrollEffect {
    static let name = "blockBanner"
    static let configurations = RebuiltBannerHover.configurations
    static func range(_ c: BannerHoverConfiguration) -> ScrollRange { .bannerHover(c) }
    static func scale(of c: BannerHoverConfiguration) -> Double { c.scale }
    static var invariants: some InvariantList<FrameContext<BannerHoverConfiguration, BannerHoverFrame>> {
        InRange("percent", \.percent, unit: .ratio) { _ in 0...1 }
        InRange("frameY", \.frameY) { c in (c.hoverHeight - c.bannerHeight)...0 }
        ClosedForm("frameY", \.frameY) { c, o in c.frameY(o) }
        ClosedForm("percent", \.percent, unit: .ratio) { c, o in c.percent(o) }
        Continuous("frameY", \.frameY) { _ in 1 }
        Continuous("percent", \.percent, unit: .ratio) { c in 1 / (c.bannerHeight - c.hoverHeight) }
    }
}

/// A banner that forgets to clamp: its frame follows the offset past the hover height.
struct UnclampedBanner: BannerHoverImplementation {
    var base: HandWrittenBanner
    init(_ c: BannerHoverConfiguration, offset: Double) throws(InputError) { base = try HandWrittenBanner(c, offset: offset) }
    var configuration: BannerHoverConfiguration { base.configuration }
    var lastFrame: BannerHoverFrame { Self.unclamped(base.lastFrame, base.configuration) }
    mutating func update(_ offset: Double) throws(InputError) -> BannerHoverFrame { Self.unclamped(try base.update(offset), base.configuration) }
    static func unclamped(_ f: BannerHoverFrame, _ c: BannerHoverConfiguration) -> BannerHoverFrame {
        var f = f
        f.frameY = -(f.offset + c.bannerHeight)
        return f
    }
}

@Suite struct BuildingBlockBannerTests {
    static let suite = ScrollSuite.declared(BlockDeclaredBanner.self)
    static func settings() -> VerificationSettings { VerificationSettings(cases: 300, seed: 4, failuresDirectory: VerifyTests.folder(), saveFailures: false) }

    /// The exact model and a hand-written banner with another formula keep every block: no
    /// false alarm from the blocks' tolerances on correct numbers.
    @Test func correctBannersKeepEveryBlock() {
        let model = ScrollProof.verify(Self.suite, settings: Self.settings()) { c, o in try BannerHover(configuration: c, offset: o) }
        let handWritten = ScrollProof.verify(Self.suite, settings: Self.settings()) { c, o in try HandWrittenBanner(c, offset: o) }
        for results in [model, handWritten] {
            #expect(results.map(\.property) == Self.suite.groups.map { "blockBanner.\($0.name)" })
            #expect(results.allSatisfy { $0.failure == nil && $0.cases == 300 && $0.frames > 1_000 }, "\(results.compactMap(\.failure?.report))")
        }
    }

    /// A banner that does not clamp leaves its range and its closed form, shrunk to the initial
    /// frame; its frame still moves with the offset, so continuity holds, and so does the
    /// percent, which it clamps.
    @Test func anUnclampedBannerLeavesItsRange() throws {
        var results: [RunResult] = []
        withKnownIssue {
            results = ScrollProof.verify(Self.suite, settings: PropertyTestSupport.firstFailures(Self.settings())) { c, o in try UnclampedBanner(c, offset: o) }
        }
        #expect(results.compactMap(\.failure?.violation.invariant) == ["frameYInRange", "frameYClosedForm"])
        let failure = try #require(results.first { $0.property == "blockBanner.frameYInRange" }?.failure)
        #expect(failure.frames <= 1 && failure.report.contains("frameY left its range"), "\(failure.report)")
    }
}
