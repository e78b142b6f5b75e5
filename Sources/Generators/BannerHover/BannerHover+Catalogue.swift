import Effects
import Oracles

extension BannerHover: CataloguedEffect {
    package static var groups: [InvariantGroup<BannerHoverTrace>] { Suites.bannerHover.groups }

    package static let publishedBugs: [String: SuiteExpectation] = [
        "epsRule": .bug(invariant: "epsRule", description: "starts with isBottom = true while resting expanded, and edge-to-edge jumps leave its flags stale"),
        "edgeEvents": .bug(invariant: "edgeEventsExactlyOnce",
            description: "fires only when the previous sample was strictly inside (0, 1): edge-to-edge jumps fire nothing"),
        "robustness": .bug(invariant: "refusedInputKeepsState", description: "no input validation: NaN is accepted"),
    ]

    package static func modelProperties(merged: Bool) -> [SuiteProperty] {
        (merged ? Suites.bannerHover.merged : Suites.bannerHover).properties { c, o in try BannerHover(configuration: c, offset: o) }
    }


    package static let sampler = CaseSampler(name: "banner-hover", summary: "banner geometry and content offsets (SPEC §2)",
        Gen<ScrollCase<BannerHoverConfiguration>>.bannerHoverCase)

}

extension BannerHover {
    /// A correct trace of the model over generated case `seed`, ended where `cut` chooses.
    package static func modelTrace(seed: UInt64, cut: inout SplitMix64) -> TraceDocument? {
        ModelTrace.scroll(Gen.bannerHoverCase, seed: seed, cut: &cut) { c, o in try? BannerHover(configuration: c, offset: o) }
            .map { TraceDocument(BannerHover.self, $0) }
    }
}
