import Effects
import Generators
import Oracles
import Originals
import Pictures

extension Suites {
    /// The banner hover (SPEC §2); the factory gets the initial content offset.
    public static let bannerHover = ScrollSuite<BannerHoverChecker>(
        effect: BannerHover.effectName, section: BannerHover.section,
        groups: [
            InvariantGroup("percent", [BH.percentInUnitInterval]),
            InvariantGroup("closedForm", [BH.closedForm]),
            InvariantGroup("epsRule", [BH.epsRule]),
            InvariantGroup("edgeEvents", [BH.edgeEventsExactlyOnce]),
            InvariantGroup("continuity", [BH.continuity]),
            InvariantGroup("robustness", BH.robustness),
        ],
        pins: .bannerHover, configurations: Gen.bannerHoverConfiguration(pins:), range: ScrollRange.bannerHover, start: { _, o in o }, input: \.offset, describe: FrameDescription.describe, releaseGroups: [],
        picture: BannerHoverPicture.svg)
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

    public static func picture(of trace: BannerHoverTrace, violation: Violation?) -> String {
        BannerHoverPicture.svg(trace, violation: violation)
    }
}
