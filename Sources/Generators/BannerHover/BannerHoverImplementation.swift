import Effects

/// A banner-hover implementation under test (SPEC §2): fed the content offset, it answers the
/// banner's frame, percent, edge state and the edge callback it fired.
public protocol BannerHoverImplementation: ScrollDrivenEffect where Configuration == BannerHoverConfiguration, Frame == BannerHoverFrame {}

extension BannerHover: BannerHoverImplementation {}
