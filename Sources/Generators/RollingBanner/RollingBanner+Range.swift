import Effects

extension ScrollRange {
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
}
