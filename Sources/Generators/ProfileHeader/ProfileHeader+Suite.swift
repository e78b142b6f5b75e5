import Effects
import Oracles

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
         "pathIndependence": ["pathIndependence"], "continuity": ["continuity"], "robustness": ["refusedInputKeepsState",
             "finiteInputAccepted", "noNonFiniteOutput"]]
    }

    public static func describe(_ frame: ProfileHeaderFrame) -> String { FrameDescription.describe(frame) }

    public static func picture(of trace: ProfileHeaderTrace, violation: Violation?) -> String { ProfileHeaderPicture.svg(trace, violation: violation) }
}
