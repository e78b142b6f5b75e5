import Effects
import Generators
import Oracles
import Originals
import Pictures

extension Suites {
    /// The rolling banner (SPEC §3); the factory gets `w` (the carousel starts at rest).
    public static let rollingBanner = ScrollSuite<RollingBannerChecker>(
        effect: RollingBanner.effectName, section: RollingBanner.section,
        groups: [
            InvariantGroup("pages", [RB.pageCount, RB.pageTurnsExactlyOnce]),
            InvariantGroup("coverage", [RB.viewportCovered]),
            InvariantGroup("layout", [RB.layoutClosedForm]),
            InvariantGroup("release", [RB.releaseRule]),
            InvariantGroup("robustness", RB.robustness),
        ],
        pins: .rollingBanner, configurations: Gen.rollingBannerConfiguration(pins:), range: ScrollRange.rollingBanner, start: { c, _ in c.width }, input: \.offset, describe: FrameDescription.describe, releaseGroups: ["release"],
        picture: RollingBannerPicture.svg)
}

extension FuzzTarget {
    /// The fuzz target of the rolling banner (`fuzz-rollingBanner`).
    public static let rollingBanner = FuzzTarget(RollingBanner.self)
}

extension RollingBanner: CataloguedEffect {
    public static var groups: [InvariantGroup<RollingBannerTrace>] { Suites.rollingBanner.groups }

    public static let publishedBugs: [String: SuiteExpectation] = [
        "release": .bug(invariant: "releaseRule", description: "the release rule ignores the velocity's direction"),
        "robustness": .bug(invariant: "refusedInputKeepsState", description: "no input validation: NaN is accepted"),
    ]

    public static func modelProperties(merged: Bool) -> [Property] {
        (merged ? Suites.rollingBanner.merged : Suites.rollingBanner).properties { c, _ in RollingBanner(configuration: c) }
    }

    public static func publishedProperties(named prefix: String, expecting: [String: SuiteExpectation], groups: [String]) -> [Property] {
        Suites.rollingBanner.properties(named: prefix, expecting: expecting, groups: groups) { c, _ in PublishedRollingBanner(configuration: c) }
    }

    public static let sampler = CaseSampler(name: "rolling-banner", summary: "carousel geometry and content offsets (SPEC §3)", Gen<ScrollCase<RollingBannerConfiguration>>.rollingBannerCase)

    public static func picture(of trace: RollingBannerTrace, violation: Violation?) -> String {
        RollingBannerPicture.svg(trace, violation: violation)
    }
}
