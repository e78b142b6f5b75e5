import Effects

extension ScrollRange {
    /// The window position `t` of a parallel window: switches at 0 and `V − W`; the window is
    /// visible on `(−W, V)`, and a cell waits off screen, one window beyond either edge, before
    /// it enters.
    ///
    /// - Parameter c: The geometry.
    /// - Returns: The range, with landmarks `−2W, −W, 0, V − W, V, V + W`.
    public static func parallelWindow(_ c: ParallelWindowConfiguration) -> ScrollRange {
        let (v, w) = (c.viewportHeight, c.windowHeight)
        return ScrollRange(
            lower: 0, upper: v - w, reach: v, dimension: v, pageSize: w,
            marks: Landmarks(-2 * w, -w, 0, v - w, v, v + w, count: 6))
    }

    /// The content offset of a list under a sticky banner: from `−B` (expanded) to `−T`
    /// (collapsed), and far past both.
    ///
    /// - Parameter c: The banner.
    /// - Returns: The range, with landmarks `−B, −T`.
    public static func bannerHover(_ c: BannerHoverConfiguration) -> ScrollRange {
        ScrollRange(
            lower: -c.bannerHeight, upper: -c.hoverHeight, reach: 3 * c.bannerHeight, dimension: 3 * c.bannerHeight,
            pageSize: c.bannerHeight - c.hoverHeight, marks: Landmarks(-c.bannerHeight, -c.hoverHeight, count: 2))
    }

    /// The content offset of a rolling banner: `[0, 2w]`, resting at `w`.
    ///
    /// - Parameter c: The carousel.
    /// - Returns: The range, with landmarks `0, w, 2w`.
    public static func rollingBanner(_ c: RollingBannerConfiguration) -> ScrollRange {
        ScrollRange(
            lower: 0, upper: 2 * c.width, reach: c.width, dimension: c.width, pageSize: c.width,
            marks: Landmarks(0, c.width, 2 * c.width, count: 3))
    }

    /// The content offset of a profile: pull-down below 0, switches at `s`, `b`, `b + dW`.
    ///
    /// - Parameter c: The profile.
    /// - Returns: The range, with landmarks `0, s, b, b + dW`.
    public static func profileHeader(_ c: ProfileHeaderConfiguration) -> ScrollRange {
        let top = max(c.labelOffset + c.whiteLabelDistance, c.headerStop) * 2
        return ScrollRange(
            lower: 0, upper: top, reach: 2 * c.headerHeight, dimension: 4 * c.headerHeight, pageSize: c.headerHeight,
            marks: Landmarks(0, c.headerStop, c.labelOffset, c.labelOffset + c.whiteLabelDistance, count: 4))
    }
}
