import Effects
import Generators
import Oracles
import Originals
import Pictures

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

extension FuzzTarget {
    /// The fuzz target of the parallel window (`fuzz-parallelWindow`).
    public static let parallelWindow = FuzzTarget(ParallelWindow.self)
}

extension ParallelWindow: CataloguedEffect {
    public static var groups: [InvariantGroup<ParallelWindowTrace>] { Suites.parallelWindow.groups }

    public static let publishedBugs: [String: SuiteExpectation] = [
        "noGap": .bug(invariant: "noGap", description: "with I = V a coalesced jump into the visible range adds the raw diff, unclamped: the window shows no image"),
        "pathIndependence": .bug(invariant: "pathIndependence", description: "diff-based updates computed at the previous position drift from the closed form"),
        "robustness": .bug(invariant: "refusedInputKeepsState", description: "no input validation: NaN is accepted"),
    ]

    public static func modelProperties(merged: Bool) -> [Property] {
        (merged ? Suites.parallelWindow.merged : Suites.parallelWindow).properties { c, t in try ParallelWindow(configuration: c, windowTop: t) }
    }

    public static func publishedProperties(named prefix: String, expecting: [String: SuiteExpectation], groups: [String]) -> [Property] {
        Suites.parallelWindow.properties(named: prefix, expecting: expecting, groups: groups) { c, t in PublishedParallelWindow(configuration: c, windowTop: t) }
    }

    public static let sampler = CaseSampler(name: "parallel-window", summary: "parallel-window geometry and window positions (SPEC §1)", Gen<ScrollCase<ParallelWindowConfiguration>>.parallelWindowCase)

}
