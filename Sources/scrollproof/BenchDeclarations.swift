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
