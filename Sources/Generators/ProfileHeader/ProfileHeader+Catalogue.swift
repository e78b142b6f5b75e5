import Effects
import Oracles

extension ProfileHeader: CataloguedEffect {
    package static var groups: [InvariantGroup<ProfileHeaderTrace>] { Suites.profileHeader.groups }

    package static let publishedBugs: [String: SuiteExpectation] = [
        "blurAlpha": .bug(invariant: "blurAlpha", description: "the blur alpha is min(1, (o − b)/dW): negative below b"),
        "zOrder": .bug(invariant: "zOrder", description: "the z-order updates only when o ≥ 0: after a fast pull-down the header stays above the avatar"),
        "pathIndependence": .bug(
            invariant: "pathIndependence", description: "label and blur update only when o ≥ 0: after a pull-down they keep stale values"),
        "robustness": .bug(invariant: "refusedInputKeepsState", description: "no input validation: NaN is accepted"),
    ]

    package static func modelProperties(merged: Bool) -> [SuiteProperty] {
        (merged ? Suites.profileHeader.merged : Suites.profileHeader).properties { c, o in try ProfileHeader(configuration: c, offset: o) }
    }


    package static let sampler = CaseSampler(name: "profile-header", summary: "profile geometry and content offsets (SPEC §5)",
        Gen<ScrollCase<ProfileHeaderConfiguration>>.profileHeaderCase)

}

extension ProfileHeader {
    /// A correct trace of the model over generated case `seed`, ended where `cut` chooses.
    package static func modelTrace(seed: UInt64, cut: inout SplitMix64) -> TraceDocument? {
        ModelTrace.scroll(Gen.profileHeaderCase, seed: seed, cut: &cut) { c, o in try? ProfileHeader(configuration: c, offset: o) }
            .map { TraceDocument(ProfileHeader.self, $0) }
    }
}
