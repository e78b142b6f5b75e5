import Effects

/// A rolling-banner implementation under test (SPEC §3): fed the content offset, it answers
/// the layout and any page turn; asked where a drag ending now settles, the target offset.
public protocol RollingBannerImplementation: ReleasingEffect where Configuration == RollingBannerConfiguration, Frame == RollingBannerFrame {}

extension RollingBanner: RollingBannerImplementation {}
