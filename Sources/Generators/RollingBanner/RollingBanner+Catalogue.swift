import Effects
import Oracles

extension RollingBanner: CataloguedEffect {
    package static var groups: [InvariantGroup<RollingBannerTrace>] { Suites.rollingBanner.groups }

    package static let publishedBugs: [String: SuiteExpectation] = [
        "release": .bug(invariant: "releaseRule", description: "the release rule ignores the velocity's direction"),
        "robustness": .bug(invariant: "refusedInputKeepsState", description: "no input validation: NaN is accepted"),
    ]

    package static func modelProperties(merged: Bool) -> [SuiteProperty] {
        (merged ? Suites.rollingBanner.merged : Suites.rollingBanner).properties { c, _ in RollingBanner(configuration: c) }
    }


    package static let sampler = CaseSampler(name: "rolling-banner", summary: "carousel geometry and content offsets (SPEC §3)",
        Gen<ScrollCase<RollingBannerConfiguration>>.rollingBannerCase)

}

extension RollingBanner {
    /// A correct trace of the model over generated case `seed`, ended where `cut` chooses: its
    /// drags and releases, from rest at the middle page.
    package static func modelTrace(seed: UInt64, cut: inout SplitMix64) -> TraceDocument? {
        guard let value = try? Gen.rollingBannerCase.generate(seed: seed).value, let c = value.configuration.configuration,
              let input = value.input else { return nil }
        let inputs = Array(input.offsets.prefix(ModelTrace.prefix(input.offsets.count, &cut)))
        return TraceDocument(RollingBanner.self, ScrollTrace.recordReleasing(RollingBanner(configuration: c), initialInput: c.width, inputs: inputs))
    }
}
