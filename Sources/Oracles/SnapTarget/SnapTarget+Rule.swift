import Effects

extension SnapTarget {
    /// SPEC §8's conformance rule, stated over the list of snap points as SPEC states it, one
    /// point at a time: the reference the conformance invariant holds any implementation to
    /// (the model's own ``SnapGeometry/ruleTarget(offset:velocity:proposal:flickThreshold:placesPerRelease:)``
    /// searches; this one scans, so the two are written apart).
    ///
    /// - Parameters:
    ///   - g: The snap points.
    ///   - o: The offset when the finger lifts.
    ///   - v: The velocity, points per second.
    ///   - t: The proposal.
    ///   - vf: The flick threshold.
    ///   - m: The most places per release, or `nil`.
    /// - Returns: The target the rule chooses.
    /// - Complexity: O(points).
    package static func expectedTarget(_ g: SnapGeometry, offset o: Double, velocity v: Double, proposal t: Double,
        flickThreshold vf: Double, placesPerRelease m: Int?) -> Double {
        let p = g.points, tol = g.tolerance
        let way = v > vf ? 1 : v < -vf ? -1 : 0
        // The places the release may reach.
        var window = p.indices
        if let m {
            // The point nearest o; halfway, the point the flick leaves (the smaller at rest).
            var nearest = 0
            for i in p.indices {
                let (d, best) = ((p[i] - o).magnitude, (p[nearest] - o).magnitude)
                if d < best - tol || ((d - best).magnitude <= tol && way < 0 && p[i] > p[nearest]) { nearest = i }
            }
            window = Swift.max(0, nearest - m)..<Swift.min(p.count, nearest + m + 1)
        }
        // The allowed points, in increasing order: the window's, beyond o when a flick leaves
        // it; the one nearest t, a tie within tol going the flick's way, or lower at rest.
        var best: Int?
        for i in window where way == 0 || (way > 0 ? p[i] > o + tol : p[i] < o - tol) {
            guard let b = best else { best = i; continue }
            let (d, e) = ((p[i] - t).magnitude, (p[b] - t).magnitude)
            if d < e - tol || ((d - e).magnitude <= tol && way > 0) { best = i }
        }
        // None beyond o that way: the window's far end that way, or the content's end.
        guard let best else { return way > 0 ? p[m == nil ? p.count - 1 : window.upperBound - 1] : p[m == nil ? 0 : window.lowerBound] }
        return p[best]
    }
}
