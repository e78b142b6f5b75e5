import Effects

extension ScrollRange {
    /// The window position `t` of a parallel window: switches at 0 and `V − W`; the window is
    /// visible on `(−W, V)`, and a cell waits off screen, one window beyond either edge, before
    /// it enters.
    ///
    /// - Parameter c: The geometry.
    /// - Returns: The range, with landmarks `−2W, −W, 0, V − W, V, V + W` and the doubles on
    ///   either side of each switch (`t ≤ 0`, `t ≥ V − W`, the window visible from `t > −W`
    ///   to `t < V`).
    public static func parallelWindow(_ c: ParallelWindowConfiguration) -> ScrollRange {
        let (v, w) = (c.viewportHeight, c.windowHeight)
        var range = ScrollRange(
            lower: 0, upper: v - w, reach: v, dimension: v, pageSize: w,
            marks: Landmarks(-2 * w, -w, 0, v - w, v, v + w, count: 6))
        range.addThreshold(near: 0) { t in t <= 0 }
        range.addThreshold(near: v - w) { t in t >= v - w }
        range.addThreshold(near: -w) { t in t + w > 0 }
        range.addThreshold(near: v) { t in t < v }
        return range
    }

    /// The content offset of a list under a sticky banner: from `−B` (expanded) to `−T`
    /// (collapsed), and far past both.
    ///
    /// - Parameter c: The banner.
    /// - Returns: The range, with landmarks `−B, −T` and the doubles on either side of the eps
    ///   rule's two thresholds (`percent < eps`, `1 − percent < eps`), for the percent as SPEC
    ///   writes it, `1 − (c + B)/(B − T)`, and as the visible height over the range,
    ///   `(−T − c)/(B − T)`. (The `<=` twin of `1 − percent < eps` cannot be told apart by any
    ///   input at the default eps: `1 − percent` is a multiple of 2⁻⁵³ for `percent ≥ ½`, and
    ///   1e-6 is not; at an eps on that grid, such as 2⁻¹⁰, the landmark lands on it.)
    public static func bannerHover(_ c: BannerHoverConfiguration) -> ScrollRange {
        let (b, t, eps) = (c.bannerHeight, c.hoverHeight, c.eps)
        var range = ScrollRange(
            lower: -b, upper: -t, reach: 3 * b, dimension: 3 * b,
            pageSize: b - t, marks: Landmarks(-b, -t, count: 2))
        // Local functions, not closures in an array: a range is built per case, allocation-free.
        func clamp(_ o: Double) -> Double { Swift.min(Swift.max(o, -b), -t) }
        func spec(_ o: Double) -> Double { 1 - (clamp(o) + b) / (b - t) }
        func visible(_ o: Double) -> Double { (-t - clamp(o)) / (b - t) }
        let collapsing = -t - eps * (b - t), expanding = -b + eps * (b - t)
        for form in 0..<2 {
            func percent(_ o: Double) -> Double { form == 0 ? spec(o) : visible(o) }
            range.addThreshold(near: collapsing) { o in percent(o) < eps }
            range.addThreshold(near: expanding) { o in 1 - percent(o) < eps }
        }
        return range
    }

    /// The content offset of a rolling banner: `[0, 2w]`, resting at `w`.
    ///
    /// - Parameter c: The carousel.
    /// - Returns: The range, with landmarks `0, w, 2w` and the doubles on either side of each
    ///   switch: the page turn at `|m| ≥ w` and the release rule's `|m| ≥ 0.1w` and
    ///   `|m| ≥ 0.3w` on both sides (`m = x − w`), also compared as `|m|/w ≥ 0.1`.
    public static func rollingBanner(_ c: RollingBannerConfiguration) -> ScrollRange {
        let w = c.width
        var range = ScrollRange(
            lower: 0, upper: 2 * w, reach: w, dimension: w, pageSize: w,
            marks: Landmarks(0, w, 2 * w, count: 3))
        // The page turn on the left needs no search: any x ≤ 0 clamps to m = −w exactly.
        range.addThreshold(near: 2 * w) { x in (x - w).magnitude >= w }
        for k in 0..<4 {
            let fraction = k < 2 ? 0.3 : 0.1, sign: Double = k % 2 == 0 ? 1 : -1
            range.addThreshold(near: w + sign * fraction * w) { x in (x - w).magnitude >= fraction * w }
            range.addThreshold(near: w + sign * fraction * w) { x in (x - w).magnitude / w >= fraction }
        }
        return range
    }

    /// The content offset of a profile: pull-down below 0, switches at `s`, `b`, `b + dW`.
    ///
    /// - Parameter c: The profile.
    /// - Returns: The range, with landmarks `0, s, b, b + dW` and the doubles on either side of
    ///   each switch: the pull-down at `o < 0`, the header stop and the z-order at `o > s`, the
    ///   blur's `(o − b)/dW` at 0 and 1, the white label's `b − o` at `−dW`.
    public static func profileHeader(_ c: ProfileHeaderConfiguration) -> ScrollRange {
        let (s, b, dw) = (c.headerStop, c.labelOffset, c.whiteLabelDistance)
        let top = max(b + dw, s) * 2
        var range = ScrollRange(
            lower: 0, upper: top, reach: 2 * c.headerHeight, dimension: 4 * c.headerHeight, pageSize: c.headerHeight,
            marks: Landmarks(0, s, b, b + dw, count: 4))
        range.addThreshold(near: s) { o in o > s }
        range.addThreshold(near: 0) { o in o < 0 }
        range.addThreshold(near: b) { o in (o - b) / dw > 0 }
        range.addThreshold(near: b + dw) { o in (o - b) / dw >= 1 }
        range.addThreshold(near: b + dw) { o in b - o < -dw }
        return range
    }
}
