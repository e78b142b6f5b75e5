import Effects

/// A trace of a profile header (SPEC §5).
public typealias ProfileHeaderTrace = ScrollTrace<ProfileHeaderConfiguration, ProfileHeaderFrame>

/// The invariants of SPEC §5, each the ``ProfileHeaderChecker`` with that invariant alone.
public enum ProfileHeaderInvariants {
    typealias K = ProfileHeaderChecker

    /// During pull-down the header covers `[0, Hh − o]`; otherwise it shows at least `Hh − s`.
    public static let headerCovers = K.oracle(K.headerCovers)

    /// The avatar shrinks toward its own bottom edge, with scale in `[1 − s/(1.4·A), 1]`.
    public static let avatarShrinksTowardBottom = K.oracle(K.avatar)

    /// Blur alpha in [0, 1], 0 up to `b`, 1 from `b + dW`, monotone in the offset; each within
    /// the ratio tolerance `tol(1)` (SPEC §0: exact endpoints are the model's virtue, not a
    /// requirement on other implementations). A broken range is reported before a broken
    /// monotonicity, wherever each is.
    public static let blurAlpha = K.oracle(K.blurAlpha)

    /// The promise of any blurring header, without SPEC's thresholds: the blur alpha stays in
    /// [0, 1] and never falls as the offset rises (it grows as the header collapses), within
    /// `tol(1)`. Safety; ``blurAlpha`` adds SPEC's 0 up to `b` and 1 from `b + dW`.
    public static let blurAlphaInRange = K.oracle(K.blurRange)

    /// The header is above the avatar exactly when `o > s`.
    public static let zOrder = K.oracle(K.zOrder)

    /// Every output is the closed form at the current offset, whatever the path: the ratios
    /// (the two scales, the alpha) within `tol(1)`, the lengths at the frame's scale.
    public static let pathIndependence = K.oracle(K.pathIndependence)

    /// Continuity: every output moves at most its Lipschitz bound times the offset step (the
    /// z-order switch at `s` is the documented discontinuity).
    public static let continuity = K.oracle(K.continuity)

    /// §0's rules, as this effect's invariants.
    public static let robustness = (0..<3).map { K.oracle(K.robustnessBase + $0) }

    /// Every invariant of §5, then §0's rules.
    public static let all = [headerCovers, avatarShrinksTowardBottom, blurAlpha, zOrder, pathIndependence, continuity, blurAlphaInRange] + robustness
}
