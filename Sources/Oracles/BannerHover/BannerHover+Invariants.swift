import Effects

/// A trace of a banner hover (SPEC §2).
public typealias BannerHoverTrace = ScrollTrace<BannerHoverConfiguration, BannerHoverFrame>

/// The invariants of SPEC §2, each the ``BannerHoverChecker`` with that invariant alone.
public enum BannerHoverInvariants {
    typealias K = BannerHoverChecker

    /// `percent ∈ [0, 1]` and `frameY ∈ [T − B, 0]`, each within the tolerance (SPEC §0: a
    /// ratio at scale 1, a length at the frame's scale); never NaN.
    public static let percentInUnitInterval = K.oracle(K.unitInterval)

    /// The clamp, frame and percent are the closed forms at the current offset.
    public static let closedForm = K.oracle(K.closedForm)

    /// The reported edge state follows the eps rule on the reported percent (exact: a discrete
    /// rule on a reported number).
    public static let epsRule = K.oracle(K.epsRule)

    /// Edge events fire exactly once per entry into an edge, including a jump from one edge
    /// straight to the other; staying fires nothing; the initial frame fires nothing. The edge
    /// states are the eps rule applied to the reported percents (exact, SPEC §0), so an
    /// implementation whose percent is off by an ulp at an eps boundary is judged by its own
    /// percent; the percent itself is judged by ``closedForm``.
    public static let edgeEventsExactlyOnce = K.oracle(K.edgeEvents)

    /// Continuity: `|ΔframeY| ≤ |Δo|` and `|Δpercent| ≤ |Δo| / (B − T)` between consecutive
    /// judged frames, within the tolerance.
    public static let continuity = K.oracle(K.continuity)

    /// §0's rules, as this effect's invariants.
    public static let robustness = (0..<3).map { K.oracle(K.robustnessBase + $0) }

    /// Every invariant of §2, then §0's rules.
    public static let all = [percentInUnitInterval, closedForm, epsRule, edgeEventsExactlyOnce, continuity] + robustness
}
