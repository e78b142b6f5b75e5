import Effects
import Generators
import Oracles
import Originals
import Pictures

extension Suites {
    /// The profile header (SPEC §5); the factory gets the initial content offset.
    public static let profileHeader = ScrollSuite<ProfileHeaderChecker>(
        effect: ProfileHeader.effectName, section: ProfileHeader.section,
        groups: [
            InvariantGroup("header", [PH.headerCovers, PH.blurAlphaInRange]),
            InvariantGroup("avatar", [PH.avatarShrinksTowardBottom]),
            InvariantGroup("blurAlpha", [PH.blurAlpha]),
            InvariantGroup("zOrder", [PH.zOrder]),
            InvariantGroup("pathIndependence", [PH.pathIndependence]),
            InvariantGroup("continuity", [PH.continuity]),
            InvariantGroup("robustness", PH.robustness),
        ],
        pins: .profileHeader, configurations: Gen.profileHeaderConfiguration(pins:), range: ScrollRange.profileHeader, start: { _, o in o }, input: \.offset, describe: FrameDescription.describe, releaseGroups: [],
        picture: ProfileHeaderPicture.svg)
}

extension FuzzTarget {
    /// The fuzz target of the profile header (`fuzz-profileHeader`).
    public static let profileHeader = FuzzTarget(ProfileHeader.self)
}

extension ProfileHeader: CataloguedEffect {
    public static var groups: [InvariantGroup<ProfileHeaderTrace>] { Suites.profileHeader.groups }

    public static let publishedBugs: [String: SuiteExpectation] = [
        "blurAlpha": .bug(invariant: "blurAlpha", description: "the blur alpha is min(1, (o − b)/dW): negative below b"),
        "zOrder": .bug(invariant: "zOrder", description: "the z-order updates only when o ≥ 0: after a fast pull-down the header stays above the avatar"),
        "pathIndependence": .bug(invariant: "pathIndependence", description: "label and blur update only when o ≥ 0: after a pull-down they keep stale values"),
        "robustness": .bug(invariant: "refusedInputKeepsState", description: "no input validation: NaN is accepted"),
    ]

    public static func modelProperties(merged: Bool) -> [Property] {
        (merged ? Suites.profileHeader.merged : Suites.profileHeader).properties { c, o in try ProfileHeader(configuration: c, offset: o) }
    }

    public static func publishedProperties(named prefix: String, expecting: [String: SuiteExpectation], groups: [String]) -> [Property] {
        Suites.profileHeader.properties(named: prefix, expecting: expecting, groups: groups) { c, o in PublishedProfileHeader(configuration: c, offset: o) }
    }

    public static let sampler = CaseSampler(name: "profile-header", summary: "profile geometry and content offsets (SPEC §5)", Gen<ScrollCase<ProfileHeaderConfiguration>>.profileHeaderCase)

    public static func picture(of trace: ProfileHeaderTrace, violation: Violation?) -> String {
        ProfileHeaderPicture.svg(trace, violation: violation)
    }
}
