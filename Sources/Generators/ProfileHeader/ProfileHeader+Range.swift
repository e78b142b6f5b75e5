import Effects

extension ScrollRange {
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
