import Effects
import Generators
import Oracles
import Originals
import Pictures

extension Suites {
    /// The banner hover (SPEC §2); the factory gets the initial content offset.
    public static let bannerHover = ScrollSuite.declared(BannerHover.self)
}

/// The scroll input of the banner hover and how its suite reports: its configurations (the
/// generator with SPEC's exact equalities and edges), its range with SPEC's thresholds, its
/// groups, and its frames as reports and pictures show them.
extension BannerHover: DeclaredScrollEffect {
    public static let configurations = ConfigurationSpace(pins: .bannerHover, generator: Gen.bannerHoverConfiguration(pins:)) { v in
        try BannerHoverConfiguration(bannerHeight: v["bannerHeight"], hoverHeight: v["hoverHeight"], eps: v["eps"])
    }

    public static func range(_ c: BannerHoverConfiguration) -> ScrollRange { ScrollRange.bannerHover(c) }

    /// The initial frame is judged at the input it reports.
    public static func initialInput(of frame: BannerHoverFrame, start: Double) -> Double { frame.offset }

    public static var invariantGroups: KeyValuePairs<String, [String]>? {
        ["percent": ["percentInUnitInterval"], "closedForm": ["clampAndPercent"], "epsRule": ["epsRule"], "edgeEvents": ["edgeEventsExactlyOnce"],
         "continuity": ["continuity"], "robustness": ["refusedInputKeepsState", "finiteInputAccepted", "noNonFiniteOutput"]]
    }

    public static func describe(_ frame: BannerHoverFrame) -> String { FrameDescription.describe(frame) }

    public static func picture(of trace: BannerHoverTrace, violation: Violation?) -> String { BannerHoverPicture.svg(trace, violation: violation) }
}

extension FuzzTarget {
    /// The fuzz target of the banner hover (`fuzz-bannerHover`).
    public static let bannerHover = FuzzTarget(BannerHover.self)
}

extension BannerHover: CataloguedEffect {
    public static var groups: [InvariantGroup<BannerHoverTrace>] { Suites.bannerHover.groups }

    public static let publishedBugs: [String: SuiteExpectation] = [
        "epsRule": .bug(invariant: "epsRule", description: "starts with isBottom = true while resting expanded, and edge-to-edge jumps leave its flags stale"),
        "edgeEvents": .bug(invariant: "edgeEventsExactlyOnce", description: "fires only when the previous sample was strictly inside (0, 1): edge-to-edge jumps fire nothing"),
        "robustness": .bug(invariant: "refusedInputKeepsState", description: "no input validation: NaN is accepted"),
    ]

    public static func modelProperties(merged: Bool) -> [Property] {
        (merged ? Suites.bannerHover.merged : Suites.bannerHover).properties { c, o in try BannerHover(configuration: c, offset: o) }
    }

    public static func publishedProperties(named prefix: String, expecting: [String: SuiteExpectation], groups: [String]) -> [Property] {
        Suites.bannerHover.properties(named: prefix, expecting: expecting, groups: groups) { c, _ in PublishedBannerHover(configuration: c) }
    }

    public static let sampler = CaseSampler(name: "banner-hover", summary: "banner geometry and content offsets (SPEC §2)", Gen<ScrollCase<BannerHoverConfiguration>>.bannerHoverCase)

}
