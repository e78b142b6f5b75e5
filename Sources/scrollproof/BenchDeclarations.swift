import Effects
import Generators
import Oracles

/// The banner hover's configurations, range and scale, for each declaration of it in this
/// module: they differ only in how their invariants are written.
protocol BannerHoverDeclaredAgain: DeclaredScrollEffect where Configuration == BannerHoverConfiguration, Frame == BannerHoverFrame {}

extension BannerHoverDeclaredAgain {
    static var configurations: ConfigurationSpace<BannerHoverConfiguration> { BannerHover.configurations }
    static func range(_ c: BannerHoverConfiguration) -> ScrollRange { BannerHover.range(c) }
    static func scale(of c: BannerHoverConfiguration) -> Double { c.scale }
}

/// The banner hover declared again in this module, as a user declares an effect in theirs:
/// the same configurations, range and invariants, through the builder. `bench --only declared`
/// sets it beside the built-in suite: a declaration specialized in another module runs as fast.
enum BuilderBannerHover: BannerHoverDeclaredAgain {
    static let name = "builderBannerHover"

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
enum ClosureBannerHover: BannerHoverDeclaredAgain {
    static let name = "closureBannerHover"

    static let invariants: [FrameInvariant<BannerHoverConfiguration, BannerHoverFrame>] = [
        FrameInvariant(BannerHover.PercentInUnitInterval()),
        FrameInvariant(BannerHover.ClampAndPercent()),
        FrameInvariant(BannerHover.EpsRule()),
        FrameInvariant(BannerHover.EdgeEventsExactlyOnce()),
        FrameInvariant(BannerHover.Continuity()),
    ]
}

/// The banner hover's outputs judged by the public building blocks alone, as a user who
/// writes no invariant type of their own declares them: each output in its range, equal to
/// its closed form, continuous. `bench --only declared` measures what the blocks cost beside
/// the built-in suite (the rules differ in name and in the continuity's slack; the model
/// keeps both).
enum BlockBannerHover: BannerHoverDeclaredAgain {
    static let name = "blockBannerHover"

    static var invariants: some InvariantList<FrameContext<BannerHoverConfiguration, BannerHoverFrame>> {
        InRange("percent", \.percent, unit: .ratio) { _ in 0...1 }
        InRange("frameY", \.frameY) { c in (c.hoverHeight - c.bannerHeight)...0 }
        ClosedForm("frameY", \.frameY) { c, o in c.frameY(o) }
        ClosedForm("percent", \.percent, unit: .ratio) { c, o in c.percent(o) }
        Continuous("frameY", \.frameY) { _ in 1 }
        Continuous("percent", \.percent, unit: .ratio) { c in 1 / (c.bannerHeight - c.hoverHeight) }
    }
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
        Entry(name: "bannerHover's outputs, declared in another module with the building blocks", profile: "blockBannerHover.all", builtIn: "bannerHover.all") {
            ScrollSuite.declared(BlockBannerHover.self).merged.properties { c, o in try BannerHover(configuration: c, offset: o) }[0]
        },
    ]
}
