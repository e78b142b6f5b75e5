import Effects
import Oracles

extension Suites {
    /// The parallel window (SPEC §1); the factory gets the window's top `t`.
    public static let parallelWindow = ScrollSuite.declared(ParallelWindow.self)
}

/// The scroll input of the parallel window and how its suite reports: its configurations (the
/// generator with SPEC's exact equalities and edges), its range with SPEC's thresholds, its
/// groups, and its frames as reports and pictures show them.
extension ParallelWindow: DeclaredScrollEffect {
    public static let configurations = ConfigurationSpace(pins: .parallelWindow, generator: Gen.parallelWindowConfiguration(pins:)) { v in
        try ParallelWindowConfiguration(windowHeight: v["windowHeight"], imageHeight: v["imageHeight"], viewportHeight: v["viewportHeight"])
    }

    public static func range(_ c: ParallelWindowConfiguration) -> ScrollRange { ScrollRange.parallelWindow(c) }

    /// The initial frame is judged at the input it reports.
    public static func initialInput(of frame: ParallelWindowFrame, start: Double) -> Double { frame.windowTop }

    public static var invariantGroups: KeyValuePairs<String, [String]>? {
        ["noGap": ["noGap"], "edges": ["edgesAligned"], "offsetInRange": ["offsetInRangeWhileVisible"], "pathIndependence": ["pathIndependence"],
         "monotoneContinuous": ["monotoneContinuous"], "robustness": ["refusedInputKeepsState", "finiteInputAccepted", "noNonFiniteOutput"]]
    }

    public static func describe(_ frame: ParallelWindowFrame) -> String { FrameDescription.describe(frame) }

    public static func picture(of trace: ParallelWindowTrace, violation: Violation?) -> String { ParallelWindowPicture.svg(trace, violation: violation) }
}
