import Effects

extension Gen where Value == ScrollCase<RollingBannerConfiguration> {
    /// Rolling-banner cases: geometry and content offsets.
    @usableFromInline package static var rollingBannerCase: Gen { .scrollCase(.rollingBannerConfiguration, range: ScrollRange.rollingBanner) }
}
