import Effects

/// A trace of a banner hover (SPEC §2).
public typealias BannerHoverTrace = ScrollTrace<BannerHoverConfiguration, BannerHoverFrame>

/// The banner hover (SPEC §2) declared as any effect is: its invariants, each a type, judged by
/// `DeclaredChecker` with SPEC §0's rules after them.
extension BannerHover: DeclaredInvariants {
    /// What each invariant of the effect reads at a frame: the configuration, the input and the outputs.
    public typealias Context = FrameContext<BannerHoverConfiguration, BannerHoverFrame>

    public static var name: String { "bannerHover" }
    public static var section: String { "§2" }
    public static func scale(of c: BannerHoverConfiguration) -> Double { c.scale }

    /// Every invariant of §2, in report order.
    public static var invariants: some InvariantList<Context> {
        PercentInUnitInterval()
        ClampAndPercent()
        EpsRule()
        EdgeEventsExactlyOnce()
        Continuity()
    }

    /// `percent ∈ [0, 1]` and `frameY ∈ [T − B, 0]`, each within the tolerance (SPEC §0: a
    /// ratio at scale 1, a length at the frame's scale); never NaN.
    @usableFromInline package struct PercentInUnitInterval: Invariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "percentInUnitInterval" }
        @usableFromInline package var statement: String { "percent in [0, 1] and frameY in [T − B, 0]" }

        @inlinable @inline(__always)
        package func judge(_ x: Context) -> InvariantFailure? {
            let f = x.frame, ratioTol = Tolerance.tol(scale: 1)
            if !(f.percent >= -ratioTol && f.percent <= 1 + ratioTol) { let (v0, v1) = (x.input,
                f.percent); return .outOfLine { InvariantFailure("percent left [0, 1]", [.init("o", v0), .init("percent", v1)],
                margin: .outside(v1, 0, 1, tolerance: ratioTol, unit: "")) } }
            return BannerHover.frameYInRange(x)
        }
    }

    /// `frameY ∈ [T − B, 0]` within the length tolerance, stated once for
    /// ``PercentInUnitInterval`` and ``PercentInRange``.
    ///
    /// - Parameter x: The frame's context.
    /// - Returns: The failure, or `nil`.
    @inlinable @inline(__always)
    package static func frameYInRange(_ x: Context) -> InvariantFailure? {
        let c = x.configuration, f = x.frame
        if !(f.frameY >= c.hoverHeight - c.bannerHeight - x.lengthTolerance && f.frameY <= x.lengthTolerance) {
            let (v0, v1, lower, tol) = (x.input, f.frameY, c.hoverHeight - c.bannerHeight, x.lengthTolerance)
            return .outOfLine { InvariantFailure("frameY left [T − B, 0]", [.init("o", v0), .init("frameY", v1)], margin: .outside(v1,
                lower, 0, tolerance: tol)) }
        }
        return nil
    }

    /// The clamp, frame and percent are the closed forms at the current offset:
    /// `frameY = −c − B` and `percent = 1 − (c + B)/(B − T)` with `c = clamp(o)`.
    @usableFromInline package struct ClampAndPercent: Invariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "clampAndPercent" }
        @usableFromInline package var statement: String { "frameY = −c − B and percent = 1 − (c + B)/(B − T) with c = clamp(o)" }
        @usableFromInline package var level: InvariantLevel { .conformance }

        @inlinable @inline(__always)
        package func judge(_ x: Context) -> InvariantFailure? {
            let c = x.configuration, f = x.frame, o = x.input
            if !Tolerance.isApproximatelyEqual(f.frameY, c.frameY(o), scale: max(c.scale, o.magnitude)) {
                let (v0, v1, tol) = (f.frameY, c.frameY(o), Tolerance.tol(scale: max(c.scale, o.magnitude)))
                return .outOfLine { InvariantFailure("frameY is not −clamp(o) − B", [.init("o", o), .init("frameY", v0), .init("expected",
                    v1)], margin: .off(v0, from: v1, tolerance: tol)) }
            }
            if !Tolerance.isApproximatelyEqual(f.percent, c.percent(o), scale: 1) {
                let (v0, v1) = (f.percent, c.percent(o))
                return .outOfLine { InvariantFailure("percent is not 1 − (clamp(o) + B)/(B − T)", [.init("o", o), .init("percent", v0),
                    .init("expected", v1)], margin: .off(v0, from: v1, tolerance: Tolerance.tol(scale: 1), unit: "")) }
            }
            return nil
        }
    }

    /// The reported edge state follows the eps rule on the reported percent (exact: a discrete
    /// rule on a reported number): expanded when `1 − percent < eps`, collapsed when
    /// `percent < eps`, else interior.
    @usableFromInline package struct EpsRule: Invariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "epsRule" }
        @usableFromInline package var statement: String { "edge expanded when 1 − percent < eps, collapsed when percent < eps, else interior" }
        @usableFromInline package var level: InvariantLevel { .conformance }

        @inlinable @inline(__always)
        package func judge(_ x: Context) -> InvariantFailure? {
            guard !x.frame.percent.isNaN else { return nil }
            let expected = x.configuration.edge(percent: x.frame.percent)
            guard x.frame.edge != expected else { return nil }
            let (v0, v1, v2) = (x.frame.edge.rawValue, x.input,
                x.frame.percent); return .outOfLine { InvariantFailure("edge says \(v0) but the percent is \(expected.rawValue)",
                [.init("o", v1), .init("percent", v2)]) }
        }
    }

    /// Edge events fire exactly once per entry into an edge, including a jump from one edge
    /// straight to the other; staying fires nothing; the initial frame fires nothing. The edge
    /// states are the eps rule applied to the reported percents (exact, SPEC §0), so an
    /// implementation whose percent is off by an ulp at an eps boundary is judged by its own
    /// percent; the percent itself is judged by ``ClampAndPercent``.
    @usableFromInline package struct EdgeEventsExactlyOnce: Invariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "edgeEventsExactlyOnce" }
        @usableFromInline package var statement: String { "each entry into an edge fires its event exactly once" }

        @inlinable @inline(__always)
        package func judge(_ x: Context) -> InvariantFailure? {
            let c = x.configuration, f = x.frame, next = c.edge(percent: f.percent)
            let expected: BannerEdgeEvent?, what: String
            if let previous = x.previous {
                let edge = c.edge(percent: previous.frame.percent)
                expected = next == edge ? nil : next == .expanded ? .expanded : next == .collapsed ? .collapsed : nil
                guard f.event != expected else { return nil }
                what = "from \(edge.rawValue) to \(next.rawValue)"
            } else {
                expected = nil
                guard f.event != nil else { return nil }
                what = "the initial frame"
            }
            let (v0, v1, v2) = (f.event, x.input, f.percent); return .outOfLine { InvariantFailure(
                "event: \(what): expected \(expected.map { "'\($0.rawValue)'" } ?? "no event"), got \(v0.map { "'\($0.rawValue)'" } ?? "no event")",
                [.init("o", v1), .init("percent", v2)]) }
        }
    }

    /// Continuity: `|ΔframeY| ≤ |Δo|` and `|Δpercent| ≤ |Δo| / (B − T)` between consecutive
    /// judged frames, within the tolerance.
    @usableFromInline package struct Continuity: Invariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "continuity" }
        @usableFromInline package var statement: String { "frameY is 1-Lipschitz and percent 1/(B − T)-Lipschitz in o" }

        @inlinable @inline(__always)
        package func judge(_ x: Context) -> InvariantFailure? {
            guard let a = x.previous else { return nil }
            let c = x.configuration, f = x.frame, d = (x.input - a.input).magnitude, tol = x.stepTolerance
            if (f.frameY - a.frame.frameY).magnitude > d + tol {
                let (v0, v1) = (f.frameY, a.frame.frameY)
                return .outOfLine { InvariantFailure("frameY jumped further than the offset moved", [.init("do", d), .init("dFrameY",
                    v0 - v1)], margin: .beyond((v0 - v1).magnitude, bound: d, tolerance: tol)) }
            }
            if (f.percent - a.frame.percent).magnitude > d / (c.bannerHeight - c.hoverHeight) + tol {
                let (v0, v1, bound) = (f.percent, a.frame.percent, d / (c.bannerHeight - c.hoverHeight))
                return .outOfLine { InvariantFailure("percent jumped further than |Δo|/(B − T)", [.init("do", d), .init("dPercent",
                    v0 - v1)], margin: .beyond((v0 - v1).magnitude, bound: bound, tolerance: tol, unit: "")) }
            }
            return nil
        }
    }
}

extension BannerHover: BuiltInEffect {
    public typealias Trace = BannerHoverTrace
    public static var effectName: String { name }
    public static func frameCount(of trace: BannerHoverTrace) -> Int { trace.steps.count }
}
