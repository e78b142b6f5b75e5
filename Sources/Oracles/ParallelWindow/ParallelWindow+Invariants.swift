import Effects

/// A trace of a parallel window (SPEC §1).
public typealias ParallelWindowTrace = ScrollTrace<ParallelWindowConfiguration, ParallelWindowFrame>

/// The invariants of SPEC §1, each a checker over a ``ParallelWindowTrace`` (the
/// ``ParallelWindowChecker`` with that invariant alone).
public enum ParallelWindowInvariants {
    typealias K = ParallelWindowChecker

    /// No gap: the visible part of the window, `[max(t, 0), min(t + W, V)]`, lies inside the
    /// image `[T, T + I]`, within the tolerance.
    public static let noGap = K.oracle(K.noGap)

    /// Rules 1 and 2: entering at the bottom (`t ≥ V − W`) the image's bottom sits on the
    /// viewport's bottom (`T = V − I`); leaving at the top (`t ≤ 0`) its top on the viewport's
    /// top (`T = 0`).
    public static let edgesAligned = K.oracle(K.edgesAligned)

    /// `y ∈ [W − I, 0]` while the window is fully visible (`0 ≤ t ≤ V − W`).
    public static let offsetInRangeWhileVisible = K.oracle(K.offsetInRange)

    /// Path independence: after any sequence of inputs, `y` equals the closed form at the last
    /// input (catches drift in diff-based implementations).
    public static let pathIndependence = K.oracle(K.pathIndependence)

    /// `T` is monotone in `t` (non-decreasing when `I < V`, non-increasing when `I > V`,
    /// constant when `I = V`) and Lipschitz with bound `|V − I| / (V − W)`, between
    /// consecutive judged frames.
    public static let monotoneContinuous = K.oracle(K.monotone)

    /// §0's rules, as this effect's invariants.
    public static let robustness = (0..<3).map { K.oracle(K.robustnessBase + $0) }

    /// Every invariant of §1, then §0's rules.
    public static let all = [noGap, edgesAligned, offsetInRangeWhileVisible, pathIndependence, monotoneContinuous] + robustness
}
