import Effects
import Oracles

/// The checker a ``ScrollSuite`` runs: a declared offset-driven effect's ``DeclaredChecker``,
/// the only conforming type. A suite's type names it, `ScrollSuite<DeclaredChecker<BannerHover>>`.
public protocol SuiteChecker: SendableMetatype where Configuration == Effect.Configuration, Frame == Effect.Frame {
    /// The declared effect.
    associatedtype Effect: DeclaredScrollEffect
    /// The effect's configuration type.
    associatedtype Configuration
    /// The effect's frame type.
    associatedtype Frame
}

extension DeclaredChecker: SuiteChecker where Effect: DeclaredScrollEffect {}

/// The built-in banner's checker before it was its declaration's.
@available(*, deprecated, message: "use DeclaredChecker<BannerHover>: the built-in effect is its declaration")
public typealias BannerHoverChecker = DeclaredChecker<BannerHover>
/// The built-in parallel window's checker before it was its declaration's.
@available(*, deprecated, message: "use DeclaredChecker<ParallelWindow>: the built-in effect is its declaration")
public typealias ParallelWindowChecker = DeclaredChecker<ParallelWindow>
/// The built-in carousel's checker before it was its declaration's.
@available(*, deprecated, message: "use DeclaredChecker<RollingBanner>: the built-in effect is its declaration")
public typealias RollingBannerChecker = DeclaredChecker<RollingBanner>
/// The built-in profile header's checker before it was its declaration's.
@available(*, deprecated, message: "use DeclaredChecker<ProfileHeader>: the built-in effect is its declaration")
public typealias ProfileHeaderChecker = DeclaredChecker<ProfileHeader>
