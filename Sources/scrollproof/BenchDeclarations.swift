import Effects
import Generators
import Oracles

/// The banner hover declared again in this module, as a user declares an effect in theirs:
/// the same configurations, range and invariants, through the builder. `bench --only declared`
/// sets it beside the built-in suite: a declaration specialized in another module runs as fast.
enum BuilderBannerHover: DeclaredScrollEffect {
    typealias Configuration = BannerHoverConfiguration
    typealias Frame = BannerHoverFrame
    static let name = "builderBannerHover"
    static var configurations: ConfigurationSpace<BannerHoverConfiguration> { BannerHover.configurations }
    static func range(_ c: BannerHoverConfiguration) -> ScrollRange { BannerHover.range(c) }
    static func scale(of c: BannerHoverConfiguration) -> Double { c.scale }

    static var invariants: some InvariantList<FrameContext<BannerHoverConfiguration, BannerHoverFrame>> {
        BannerHover.PercentInUnitInterval()
        BannerHover.ClampAndPercent()
        BannerHover.EpsRule()
        BannerHover.EdgeEventsExactlyOnce()
        BannerHover.Continuity()
    }
}

/// The same invariants as an array of ``FrameInvariant``s, each judged through a closure: the
/// form a declaration written with closures has. `bench --only declared` measures what the
/// closures cost.
enum ClosureBannerHover: DeclaredScrollEffect {
    typealias Configuration = BannerHoverConfiguration
    typealias Frame = BannerHoverFrame
    static let name = "closureBannerHover"
    static var configurations: ConfigurationSpace<BannerHoverConfiguration> { BannerHover.configurations }
    static func range(_ c: BannerHoverConfiguration) -> ScrollRange { BannerHover.range(c) }
    static func scale(of c: BannerHoverConfiguration) -> Double { c.scale }

    static let invariants: [FrameInvariant<BannerHoverConfiguration, BannerHoverFrame>] = [
        FrameInvariant(BannerHover.PercentInUnitInterval()),
        FrameInvariant(BannerHover.ClampAndPercent()),
        FrameInvariant(BannerHover.EpsRule()),
        FrameInvariant(BannerHover.EdgeEventsExactlyOnce()),
        FrameInvariant(BannerHover.Continuity()),
    ]
}

/// The declarations of this module that `bench` measures beside a built-in effect: each an
/// effect declared in another module than ScrollProof's own, as a user declares theirs. They
/// name the banner hover because they copy its declaration; docs/architecture.md says why
/// they stay in the command.
enum DeclaredHere {
    /// A declaration measured beside its built-in effect.
    struct Entry {
        /// The row's name.
        let name: String
        /// The `--profile` name of its property.
        let profile: String
        /// The `--profile` name of the built-in property it is set beside.
        let builtIn: String
        /// Its property: every invariant in one group, on SPEC's model.
        let property: @Sendable () -> SuiteProperty
    }

    /// Every declaration of this module.
    static let all = [
        Entry(name: "bannerHover.all, declared in another module (builder)", profile: "builderBannerHover.all", builtIn: "bannerHover.all") {
            ScrollSuite.declared(BuilderBannerHover.self).merged.properties { c, o in try BannerHover(configuration: c, offset: o) }[0]
        },
        Entry(name: "bannerHover.all, declared in another module ([FrameInvariant])", profile: "closureBannerHover.all", builtIn: "bannerHover.all") {
            ScrollSuite.declared(ClosureBannerHover.self).merged.properties { c, o in try BannerHover(configuration: c, offset: o) }[0]
        },
    ]
}
