import Effects
import Generators
import Oracles
import Originals
import Pictures

extension Suites {
    /// The parallel window (SPEC §1); the factory gets the window's top `t`.
    public static let parallelWindow = ScrollSuite<ParallelWindowChecker>(
        effect: ParallelWindow.effectName, section: ParallelWindow.section,
        groups: [
            InvariantGroup("noGap", [PW.noGap]),
            InvariantGroup("edges", [PW.edgesAligned]),
            InvariantGroup("offsetInRange", [PW.offsetInRangeWhileVisible]),
            InvariantGroup("pathIndependence", [PW.pathIndependence]),
            InvariantGroup("monotoneContinuous", [PW.monotoneContinuous]),
            InvariantGroup("robustness", PW.robustness),
        ],
        pins: .parallelWindow, configurations: Gen.parallelWindowConfiguration(pins:), range: ScrollRange.parallelWindow, start: { _, t in t }, input: \.windowTop, describe: FrameDescription.describe, releaseGroups: [],
        picture: ParallelWindowPicture.svg)
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

    public static func picture(of trace: ParallelWindowTrace, violation: Violation?) -> String {
        ParallelWindowPicture.svg(trace, violation: violation)
    }
}
