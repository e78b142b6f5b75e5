import Effects

/// A trace of a banner hover (SPEC §2).
public typealias BannerHoverTrace = ScrollTrace<BannerHoverConfiguration, BannerHoverFrame>

/// The invariants of SPEC §2.
public enum BannerHoverInvariants {
    /// `percent ∈ [0, 1]` and `frameY ∈ [T − B, 0]`, each within the tolerance (SPEC §0: a
    /// ratio at scale 1, a length at the frame's scale); never NaN.
    public static let percentInUnitInterval = Oracle<BannerHoverTrace>("percentInUnitInterval", "§2", "percent in [0, 1] and frameY in [T − B, 0]") { trace in
        let c = trace.configuration
        let ratioTol = Tolerance.tol(scale: 1)
        for (i, o, f) in trace.accepted {
            if !(f.percent >= -ratioTol && f.percent <= 1 + ratioTol) {
                return Violation("percentInUnitInterval", "§2", frame: i, [.init("o", o), .init("percent", f.percent)], "percent left [0, 1]")
            }
            let tol = Tolerance.tol(scale: max(c.scale, o.magnitude))
            if !(f.frameY >= c.hoverHeight - c.bannerHeight - tol && f.frameY <= tol) {
                return Violation("percentInUnitInterval", "§2", frame: i, [.init("o", o), .init("frameY", f.frameY)], "frameY left [T − B, 0]")
            }
        }
        return nil
    }

    /// The clamp, frame and percent are the closed forms at the current offset.
    public static let closedForm = Oracle<BannerHoverTrace>("clampAndPercent", "§2", "frameY = −c − B and percent = 1 − (c + B)/(B − T) with c = clamp(o)") { trace in
        let c = trace.configuration
        for (i, o, f) in trace.accepted {
            let scale = max(c.scale, o.magnitude)
            if !Tolerance.isApproximatelyEqual(f.frameY, c.frameY(o), scale: scale) {
                return Violation("clampAndPercent", "§2", frame: i, [.init("o", o), .init("frameY", f.frameY), .init("expected", c.frameY(o))], "frameY is not −clamp(o) − B")
            }
            if !Tolerance.isApproximatelyEqual(f.percent, c.percent(o), scale: 1) {
                return Violation("clampAndPercent", "§2", frame: i, [.init("o", o), .init("percent", f.percent), .init("expected", c.percent(o))], "percent is not 1 − (clamp(o) + B)/(B − T)")
            }
        }
        return nil
    }

    /// The reported edge state follows the eps rule on the reported percent (exact: a discrete
    /// rule on a reported number).
    public static let epsRule = Oracle<BannerHoverTrace>("epsRule", "§2", "edge expanded when 1 − percent < eps, collapsed when percent < eps, else interior") { trace in
        let c = trace.configuration
        for (i, o, f) in trace.accepted where !f.percent.isNaN {
            let expected = c.edge(percent: f.percent)
            if f.edge != expected {
                return Violation("epsRule", "§2", frame: i, [.init("o", o), .init("percent", f.percent)],
                    "edge says \(f.edge.rawValue) but the percent is \(expected.rawValue)")
            }
        }
        return nil
    }

    /// Edge events fire exactly once per entry into an edge, including a jump from one edge
    /// straight to the other; staying fires nothing; the initial frame fires nothing. The edge
    /// states are the eps rule applied to the reported percents (exact, SPEC §0), so an
    /// implementation whose percent is off by an ulp at an eps boundary is judged by its own
    /// percent; the percent itself is judged by ``closedForm``.
    public static let edgeEventsExactlyOnce = Oracle<BannerHoverTrace>("edgeEventsExactlyOnce", "§2", "each entry into an edge fires its event exactly once") { trace in
        let c = trace.configuration
        var edge = c.edge(percent: trace.initial.percent)
        for (i, o, f) in trace.accepted {
            let next = c.edge(percent: f.percent)
            let expected: BannerEdgeEvent? = i < 0 || next == edge ? nil : next == .expanded ? .expanded : next == .collapsed ? .collapsed : nil
            if f.event != expected {
                let what = i < 0 ? "the initial frame" : "from \(edge.rawValue) to \(next.rawValue)"
                return Violation("edgeEventsExactlyOnce", "§2", frame: i, [.init("o", o), .init("percent", f.percent)],
                    "event: \(what): expected \(expected.map { "'\($0.rawValue)'" } ?? "no event"), got \(f.event.map { "'\($0.rawValue)'" } ?? "no event")")
            }
            edge = next
        }
        return nil
    }

    /// Continuity: `|ΔframeY| ≤ |Δo|` and `|Δpercent| ≤ |Δo| / (B − T)`.
    public static let continuity = Oracle<BannerHoverTrace>("continuity", "§2", "frameY is 1-Lipschitz and percent 1/(B − T)-Lipschitz in o") { trace in
        let c = trace.configuration
        let accepted = trace.accepted
        for (a, b) in zip(accepted, accepted.dropFirst()) {
            let d = (b.input - a.input).magnitude
            let tol = Tolerance.tol(scale: max(c.scale, a.input.magnitude, b.input.magnitude))
            if (b.output.frameY - a.output.frameY).magnitude > d + tol {
                return Violation("continuity", "§2", frame: b.index, [.init("do", d), .init("dFrameY", b.output.frameY - a.output.frameY)], "frameY jumped further than the offset moved")
            }
            if (b.output.percent - a.output.percent).magnitude > d / (c.bannerHeight - c.hoverHeight) + tol {
                return Violation("continuity", "§2", frame: b.index, [.init("do", d), .init("dPercent", b.output.percent - a.output.percent)], "percent jumped further than |Δo|/(B − T)")
            }
        }
        return nil
    }

    /// Every invariant of §2, then §0's rules.
    public static let all: [Oracle<BannerHoverTrace>] =
        [percentInUnitInterval, closedForm, epsRule, edgeEventsExactlyOnce, continuity] + RobustnessOracles.all()
}
