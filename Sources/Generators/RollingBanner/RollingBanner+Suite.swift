import Effects
import Oracles

extension Suites {
    /// The rolling banner (SPEC §3); the factory gets `w` (the carousel starts at rest).
    public static let rollingBanner = ScrollSuite.declared(RollingBanner.self)
}

/// The scroll input of the rolling banner and how its suite reports: its configurations (the
/// generator with SPEC's exact equalities and edges), its range with SPEC's thresholds, its
/// groups, and its frames as reports and pictures show them.
extension RollingBanner: DeclaredScrollEffect {
    public static let configurations = ConfigurationSpace(pins: .rollingBanner, generator: Gen.rollingBannerConfiguration(pins:)) { v in
        try RollingBannerConfiguration(width: v["width"], portion: v["portion"], imageCount: Int(exactly: v["imageCount"]) ?? -1,
            initialPage: Int(exactly: v["initialPage"]) ?? -1)
    }

    public static func range(_ c: RollingBannerConfiguration) -> ScrollRange { ScrollRange.rollingBanner(c) }

    /// A carousel starts at rest, at `w`, whatever the case drew.
    public static func start(_ c: RollingBannerConfiguration, generated: Double) -> Double { c.width }

    /// The initial frame is judged at the input it reports.
    public static func initialInput(of frame: RollingBannerFrame, start: Double) -> Double { frame.offset }

    public static var invariantGroups: KeyValuePairs<String, [String]>? {
        ["pages": ["pageCount", "pageTurnsExactlyOnce"], "coverage": ["viewportCovered"], "layout": ["layoutClosedForm"], "release": ["releaseRule"],
         "robustness": ["refusedInputKeepsState", "finiteInputAccepted", "noNonFiniteOutput"]]
    }

    public static func describe(_ frame: RollingBannerFrame) -> String { FrameDescription.describe(frame) }

    public static func picture(of trace: RollingBannerTrace, violation: Violation?) -> String { RollingBannerPicture.svg(trace, violation: violation) }
}
