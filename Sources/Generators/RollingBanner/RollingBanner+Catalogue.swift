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
