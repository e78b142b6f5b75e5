extension SnapGeometry {
    /// Where SPEC §8's rule rests a release: among the allowed snap points, the one nearest the
    /// proposal.
    ///
    /// The allowed points are those more than the tolerance beyond `o` in the flick's
    /// direction when `|v| > v_f` (if there is none, the end the flick points to), and all of
    /// them otherwise. With `m`, they are further limited to within `m` places of the point
    /// nearest `o` (halfway, within the tolerance: the point the flick leaves, or the smaller at
    /// rest); where that window holds no point beyond `o` in the flick's direction, the target
    /// is the window's far end that way. A tie between two points, their distances to `t`
    /// within the tolerance, goes the flick's way, or to the smaller offset at rest.
    ///
    /// - Parameters:
    ///   - o: The offset when the finger lifts (finite).
    ///   - v: The velocity, points per second (finite).
    ///   - t: The proposal (finite).
    ///   - vf: The flick threshold `v_f`.
    ///   - m: The most places per release, or `nil`.
    /// - Returns: The target `T`, a snap point.
    /// - Complexity: O(log points).
    public func ruleTarget(offset o: Double, velocity v: Double, proposal t: Double, flickThreshold vf: Double, placesPerRelease m: Int?) -> Double {
        let n = points.count, tol = tolerance
        let way = v > vf ? 1 : v < -vf ? -1 : 0
        var low = 0, high = n - 1
        if let m {
            let k = nearestPlace(o, way: way)
            low = Swift.max(0, k - m)
            high = Swift.min(n - 1, k + m)
        }
        if way > 0 {
            // The first point beyond o; none in the window: its far end that way.
            let beyond = firstIndex { $0 > o + tol }
            if beyond > high { return points[m == nil ? n - 1 : high] }
            low = Swift.max(low, beyond)
        } else if way < 0 {
            let beyond = firstIndex { $0 >= o - tol } - 1
            if beyond < low { return points[m == nil ? 0 : low] }
            high = Swift.min(high, beyond)
        }
        // The nearest point to t in low...high: its neighbours below and above t.
        let above = Swift.min(Swift.max(firstIndex { $0 > t }, low), high + 1)
        let below = above - 1
        if below < low { return points[above] }
        if above > high { return points[below] }
        let (db, da) = (t - points[below], points[above] - t)
        if (da - db).magnitude <= tol { return points[way > 0 ? above : below] }
        return points[da < db ? above : below]
    }

    /// The index of the snap point nearest `o`, halfway (within the tolerance) the point the
    /// flick leaves: the lower for a flick forward or at rest, the upper for a flick back.
    func nearestPlace(_ o: Double, way: Int) -> Int {
        let above = firstIndex { $0 > o }
        if above == 0 { return 0 }
        if above == points.count { return points.count - 1 }
        let (db, da) = (o - points[above - 1], points[above] - o)
        if (da - db).magnitude <= tolerance { return way < 0 ? above : above - 1 }
        return da < db ? above : above - 1
    }

    /// The first index whose point satisfies a predicate that is false then true along the
    /// points (`points.count` when none does).
    func firstIndex(where isAfter: (Double) -> Bool) -> Int {
        var low = 0, high = points.count
        while low < high {
            let mid = (low + high) / 2
            if isAfter(points[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
