import Effects

extension Gen where Value == ScrollCase<BannerHoverConfiguration> {
    /// Banner-hover cases: geometry and content offsets.
    @usableFromInline package static var bannerHoverCase: Gen { .scrollCase(.bannerHoverConfiguration, range: ScrollRange.bannerHover) }
}
