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

    /// The percent in a range the implementation declares, moving against the offset: a safety
    /// invariant for headers that let the percent leave `[0, 1]` by design (a parallax-header
    /// library reports `(visible height − T)/(B − T)` above 1 while the header stretches on
    /// pull-down). Judges every accepted frame, the initial one included: `percent ∈ range`
    /// within `tol(1)`, `frameY ∈ [T − B, 0]` within the length tolerance, and the percent
    /// never rises when the offset rises (nor falls when it falls) between consecutive frames.
    /// With `0...1` it is ``percentInUnitInterval`` plus monotonicity. Run it with
    /// `Suites.bannerHover.allowingPercent(in:)`.
    ///
    /// - Parameter range: The percent's declared range (SPEC's is `0...1`; a stretching header's
    ///   may be `0...Double.infinity`).
    /// - Returns: The oracle, named `percentInRange`.
    /// - Complexity: The oracle is O(frames); it runs over a recorded trace.
    public static func percentInRange(_ range: ClosedRange<Double>) -> Oracle<BannerHoverTrace> {
        Oracle("percentInRange", "§2", "percent in [\(Violation.format(range.lowerBound)), \(Violation.format(range.upperBound))], frameY in [T − B, 0], percent monotone in o", level: .safety) { trace in
            let c = trace.configuration, ratioTol = Tolerance.tol(scale: 1)
            var previous: (o: Double, percent: Double)?
            func judge(_ i: Int, _ o: Double, _ f: BannerHoverFrame) -> Violation? {
                if !(f.percent >= range.lowerBound - ratioTol && f.percent <= range.upperBound + ratioTol) {
                    return Violation("percentInRange", "§2", frame: i, [.init("o", o), .init("percent", f.percent), .init("lower", range.lowerBound), .init("upper", range.upperBound)], "percent left its declared range")
                }
                let tol = Tolerance.tol(scale: max(c.scale, o.magnitude))
                if !(f.frameY >= c.hoverHeight - c.bannerHeight - tol && f.frameY <= tol) {
                    return Violation("percentInRange", "§2", frame: i, [.init("o", o), .init("frameY", f.frameY)], "frameY left [T − B, 0]")
                }
                if let p = previous, o != p.o, (f.percent - p.percent) * (o > p.o ? 1 : -1) > ratioTol {
                    return Violation("percentInRange", "§2", frame: i, [.init("previousO", p.o), .init("o", o), .init("previousPercent", p.percent), .init("percent", f.percent)], "percent moved with the offset: it must fall as the offset rises")
                }
                previous = (o, f.percent)
                return nil
            }
            if trace.initialInput.isFinite, let v = judge(-1, trace.initialInput, trace.initial) { return v }
            for (i, step) in trace.steps.enumerated() {
                if let output = step.output, step.input.isFinite, let v = judge(i, step.input, output) { return v }
            }
            return nil
        }
    }

    /// §0's rules, as this effect's invariants.
    public static let robustness = (0..<3).map { K.oracle(K.robustnessBase + $0) }

    /// Every invariant of §2, then §0's rules.
    public static let all = [percentInUnitInterval, closedForm, epsRule, edgeEventsExactlyOnce, continuity] + robustness
}
