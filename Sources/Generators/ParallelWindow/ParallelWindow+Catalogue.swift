import Effects
import Oracles

extension ParallelWindow: CataloguedEffect {
    package static var groups: [InvariantGroup<ParallelWindowTrace>] { Suites.parallelWindow.groups }

    package static let publishedBugs: [String: SuiteExpectation] = [
        "noGap": .bug(invariant: "noGap",
            description: "with I = V a coalesced jump into the visible range adds the raw diff, unclamped: the window shows no image"),
        "pathIndependence": .bug(invariant: "pathIndependence", description: "diff-based updates computed at the previous position drift from the closed form"),
        "robustness": .bug(invariant: "refusedInputKeepsState", description: "no input validation: NaN is accepted"),
    ]

    package static func modelProperties(merged: Bool) -> [SuiteProperty] {
        (merged ? Suites.parallelWindow.merged : Suites.parallelWindow).properties { c, t in try ParallelWindow(configuration: c, windowTop: t) }
    }


    package static let sampler = CaseSampler(name: "parallel-window", summary: "parallel-window geometry and window positions (SPEC §1)",
        Gen<ScrollCase<ParallelWindowConfiguration>>.parallelWindowCase)

}

extension ParallelWindow {
    /// A correct trace of the model over generated case `seed`, ended where `cut` chooses.
    package static func modelTrace(seed: UInt64, cut: inout SplitMix64) -> TraceDocument? {
        ModelTrace.scroll(Gen.parallelWindowCase, seed: seed, cut: &cut) { c, t in try? ParallelWindow(configuration: c, windowTop: t) }
            .map { TraceDocument(ParallelWindow.self, $0) }
    }
}
