import Effects

/// A trace of a banner hover (SPEC §2).
public typealias BannerHoverTrace = ScrollTrace<BannerHoverConfiguration, BannerHoverFrame>

/// The invariants of SPEC §2.
public enum BannerHoverInvariants {
    /// `percent ∈ [0, 1]`, never NaN; `frameY ∈ [T − B, 0]`.
    public static let percentInUnitInterval = Oracle<BannerHoverTrace>("percentInUnitInterval", "§2", "percent in [0, 1] and frameY in [T − B, 0]") { trace in
        let c = trace.configuration
        for (i, o, f) in trace.accepted {
            if !(f.percent >= 0 && f.percent <= 1) {
                return Violation("percentInUnitInterval", "§2", frame: i, [.init("o", o), .init("percent", f.percent)], "the percent left [0, 1]")
            }
            let tol = Tolerance.tol(scale: max(c.scale, o.magnitude))
            if !(f.frameY >= c.hoverHeight - c.bannerHeight - tol && f.frameY <= tol) {
                return Violation("percentInUnitInterval", "§2", frame: i, [.init("o", o), .init("frameY", f.frameY)], "the banner frame left [T − B, 0]")
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
                return Violation("clampAndPercent", "§2", frame: i, [.init("o", o), .init("frameY", f.frameY), .init("expected", c.frameY(o))], "the banner frame is not −clamp(o) − B")
            }
            if !Tolerance.isApproximatelyEqual(f.percent, c.percent(o), scale: 1) {
                return Violation("clampAndPercent", "§2", frame: i, [.init("o", o), .init("percent", f.percent), .init("expected", c.percent(o))], "the percent is not the closed form")
            }
        }
        return nil
    }

    /// The reported edge state follows the eps rule on the reported percent.
    public static let epsRule = Oracle<BannerHoverTrace>("epsRule", "§2", "expanded when 1 − percent < eps, collapsed when percent < eps, else interior") { trace in
        let c = trace.configuration
        for (i, o, f) in trace.accepted where !f.percent.isNaN {
            let expected = c.edge(percent: f.percent)
            if f.edge != expected {
                return Violation("epsRule", "§2", frame: i, [.init("o", o), .init("percent", f.percent)],
                    "the edge state says \(f.edge.rawValue) but the percent is \(expected.rawValue)")
            }
        }
        return nil
    }

    /// Edge events fire exactly once per entry into an edge, including a jump from one edge
    /// straight to the other; staying fires nothing; the initial state fires nothing. The
    /// expected events are computed from the inputs alone.
    public static let edgeEventsExactlyOnce = Oracle<BannerHoverTrace>("edgeEventsExactlyOnce", "§2", "each entry into an edge fires its event exactly once") { trace in
        let c = trace.configuration
        guard trace.initialInput.isFinite else { return nil }
        var edge = c.edge(percent: c.percent(trace.initialInput))
        if trace.initial.event != nil {
            return Violation("edgeEventsExactlyOnce", "§2", frame: -1, [.init("o", trace.initialInput)], "the initial state fired an event")
        }
        for (i, step) in trace.steps.enumerated() where step.input.isFinite {
            let next = c.edge(percent: c.percent(step.input))
            let expected: BannerEdgeEvent? = next == edge ? nil : next == .expanded ? .expanded : next == .collapsed ? .collapsed : nil
            let fired = step.output?.event
            if fired != expected {
                return Violation("edgeEventsExactlyOnce", "§2", frame: i, [.init("o", step.input), .init("percent", c.percent(step.input))],
                    "from \(edge.rawValue) to \(next.rawValue): expected \(expected.map { "'\($0.rawValue)'" } ?? "no event"), got \(fired.map { "'\($0.rawValue)'" } ?? "no event")")
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
                return Violation("continuity", "§2", frame: b.index, [.init("do", d), .init("dFrameY", b.output.frameY - a.output.frameY)], "the banner jumped further than the offset moved")
            }
            if (b.output.percent - a.output.percent).magnitude > d / (c.bannerHeight - c.hoverHeight) + tol {
                return Violation("continuity", "§2", frame: b.index, [.init("do", d), .init("dPercent", b.output.percent - a.output.percent)], "the percent jumped")
            }
        }
        return nil
    }

    /// Every invariant of §2, then §0's rules.
    public static let all: [Oracle<BannerHoverTrace>] =
        [percentInUnitInterval, closedForm, epsRule, edgeEventsExactlyOnce, continuity] + RobustnessOracles.all()
}
