import Effects
import Oracles

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
