/// The single tolerance of ScrollProof (SPEC §0), used by every model, port and oracle.
///
/// Two lengths are "the same" when they differ by at most `tol(scale)` points, where
///
///     tol(scale) = max(1e-6, 1e-9 · scale)
///
/// and `scale` is the largest magnitude among the configuration's lengths and the frame's
/// input. The absolute floor (1e-6 pt) keeps comparisons near zero meaningful; the relative
/// part (1e-9, about 4.5 million ulps of a `Double`) absorbs the rounding of a handful of
/// arithmetic operations at huge scales (1e6 pt and beyond) without hiding a real error:
/// a gap narrower than `tol` is not a gap, a gap of one point always is.
///
/// The model is swift-numerics' `isApproximatelyEqual(to:absoluteTolerance:relativeTolerance:)`:
/// a relative tolerance with an absolute floor. Comparing floating-point values anywhere else
/// in the package with a literal epsilon is a bug.
public enum Tolerance {
    /// The absolute floor, in points.
    public static let absoluteFloor: Double = 1e-6
    /// The relative part, a fraction of the scale.
    public static let relative: Double = 1e-9

    /// The tolerance, in points, at a given scale.
    ///
    /// - Parameter scale: The largest magnitude among the configuration's lengths and the
    ///   frame's input. Non-finite or negative scales are treated by magnitude; a NaN scale
    ///   yields the floor.
    /// - Returns: `max(1e-6, 1e-9 · |scale|)`.
    @inlinable
    public static func tol(scale: Double) -> Double {
        let magnitude = scale.magnitude
        return magnitude.isNaN ? absoluteFloor : Swift.max(absoluteFloor, relative * magnitude)
    }

    /// The scale of a frame: the largest magnitude among the given values.
    ///
    /// - Parameter values: The configuration's lengths and the frame's input.
    /// - Returns: The largest finite magnitude (non-finite values are ignored), or 0.
    @inlinable
    public static func scale(_ values: Double...) -> Double {
        var result = 0.0
        for value in values where value.isFinite { result = Swift.max(result, value.magnitude) }
        return result
    }

    /// Whether `a` and `b` are equal within `tol(scale)`.
    ///
    /// - Parameters:
    ///   - a: A value.
    ///   - b: Another value.
    ///   - scale: The scale of the comparison (see ``tol(scale:)``).
    /// - Returns: `|a − b| ≤ tol(scale)`; false when either value is NaN.
    @inlinable
    public static func isApproximatelyEqual(_ a: Double, _ b: Double, scale: Double) -> Bool {
        if a == b { return true }  // also equal infinities
        return (a - b).magnitude <= tol(scale: scale)
    }

    /// Whether `a ≤ b` within `tol(scale)`.
    ///
    /// - Parameters:
    ///   - a: The value expected to be smaller.
    ///   - b: The value expected to be larger.
    ///   - scale: The scale of the comparison.
    /// - Returns: `a ≤ b + tol(scale)`; false when either value is NaN.
    @inlinable
    public static func isLessThanOrApproximatelyEqual(_ a: Double, _ b: Double, scale: Double) -> Bool {
        a <= b + tol(scale: scale)
    }
}
