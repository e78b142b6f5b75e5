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
}
