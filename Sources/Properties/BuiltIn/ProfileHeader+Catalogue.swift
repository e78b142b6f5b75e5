import Effects
import Generators
import Oracles
import Originals
import Pictures

extension Suites {
    /// The profile header (SPEC §5); the factory gets the initial content offset.
    public static let profileHeader = ScrollSuite.declared(ProfileHeader.self)
}

/// The scroll input of the profile header and how its suite reports: its configurations (the
/// generator with SPEC's exact equalities and edges), its range with SPEC's thresholds, its
/// groups, and its frames as reports and pictures show them.
extension ProfileHeader: DeclaredScrollEffect {
    public static let configurations = ConfigurationSpace(pins: .profileHeader, generator: Gen.profileHeaderConfiguration(pins:)) { v in
        try ProfileHeaderConfiguration(
            headerHeight: v["headerHeight"], headerStop: v["headerStop"], labelOffset: v["labelOffset"], whiteLabelDistance: v["whiteLabelDistance"],
            avatarHeight: v["avatarHeight"], avatarSlowDown: v["avatarSlowDown"])
    }

    public static func range(_ c: ProfileHeaderConfiguration) -> ScrollRange { ScrollRange.profileHeader(c) }

    /// The initial frame is judged at the input it reports.
    public static func initialInput(of frame: ProfileHeaderFrame, start: Double) -> Double { frame.offset }

    public static var invariantGroups: KeyValuePairs<String, [String]>? {
        ["header": ["headerCovers", "blurAlphaInRange"], "avatar": ["avatarShrinksTowardBottom"], "blurAlpha": ["blurAlpha"], "zOrder": ["zOrder"],
         "pathIndependence": ["pathIndependence"], "continuity": ["continuity"], "robustness": ["refusedInputKeepsState", "finiteInputAccepted", "noNonFiniteOutput"]]
    }

    public static func describe(_ frame: ProfileHeaderFrame) -> String { FrameDescription.describe(frame) }

    public static func picture(of trace: ProfileHeaderTrace, violation: Violation?) -> String { ProfileHeaderPicture.svg(trace, violation: violation) }
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

}
