import Effects

extension ScrollRange {
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
}
