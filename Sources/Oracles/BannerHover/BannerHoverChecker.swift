import Effects

/// Every invariant of SPEC §2 (and §0's rules) in one pass over a banner's frames;
/// ``BannerHoverInvariants`` are its oracles.
public struct BannerHoverChecker: ScrollChecker {
    /// The invariants, by index.
    public static let invariants: [(name: String, section: String, summary: String)] = [
        ("percentInUnitInterval", "§2", "percent in [0, 1] and frameY in [T − B, 0]"),
        ("clampAndPercent", "§2", "frameY = −c − B and percent = 1 − (c + B)/(B − T) with c = clamp(o)"),
        ("epsRule", "§2", "edge expanded when 1 − percent < eps, collapsed when percent < eps, else interior"),
        ("edgeEventsExactlyOnce", "§2", "each entry into an edge fires its event exactly once"),
        ("continuity", "§2", "frameY is 1-Lipschitz and percent 1/(B − T)-Lipschitz in o"),
    ] + RobustnessRules<BannerHoverFrame>.invariants

    /// The level of each invariant (the percent's range, one event per edge entry and continuity are promises of any sticky banner; the clamp-and-percent formula and the eps rule are SPEC's); SPEC §0's rules are safety.
    public static let levels: [InvariantLevel] = [.safety, .conformance, .conformance, .safety, .safety] + RobustnessRules<BannerHoverFrame>.levels

    static let unitInterval = 0, closedForm = 1, epsRule = 2, edgeEvents = 3, continuity = 4, robustnessBase = 5

    public private(set) var slot: ViolationSlot
    let c: BannerHoverConfiguration
    var robustness: RobustnessRules<BannerHoverFrame>
    /// The edge of the previous judged frame (the initial frame's, to start).
    var edge: BannerEdge
    /// The previous judged frame (for continuity), if any.
    var previous: (input: Double, frameY: Double, percent: Double)?

    public init(configuration: BannerHoverConfiguration, initialInput: Double, initial: BannerHoverFrame, order: InvariantOrder) {
        c = configuration
        slot = ViolationSlot(order: order)
        edge = c.edge(percent: initial.percent)
        robustness = RobustnessRules(base: Self.robustnessBase, initialInput: initialInput, initial: initial, slot: &slot)
        if initialInput.isFinite { judge(-1, initialInput, initial) }
    }

    public mutating func step(_ index: Int, input: Double, output: BannerHoverFrame?, state: BannerHoverFrame) {
        robustness.step(index, input: input, output: output, state: state, slot: &slot)
        if let output { judge(index, input, output) }
    }

    /// One accepted frame, for every §2 invariant.
    mutating func judge(_ i: Int, _ o: Double, _ f: BannerHoverFrame) {
        if slot.wants(Self.unitInterval) {
            let ratioTol = Tolerance.tol(scale: 1)
            if !(f.percent >= -ratioTol && f.percent <= 1 + ratioTol) {
                slot.report(Self.unitInterval, Violation("percentInUnitInterval", "§2", frame: i, [.init("o", o), .init("percent", f.percent)], "percent left [0, 1]"))
            } else {
                let tol = Tolerance.tol(scale: max(c.scale, o.magnitude))
                if !(f.frameY >= c.hoverHeight - c.bannerHeight - tol && f.frameY <= tol) {
                    slot.report(Self.unitInterval, Violation("percentInUnitInterval", "§2", frame: i, [.init("o", o), .init("frameY", f.frameY)], "frameY left [T − B, 0]"))
                }
            }
        }
        if slot.wants(Self.closedForm) {
            let scale = max(c.scale, o.magnitude)
            if !Tolerance.isApproximatelyEqual(f.frameY, c.frameY(o), scale: scale) {
                slot.report(Self.closedForm, Violation("clampAndPercent", "§2", frame: i, [.init("o", o), .init("frameY", f.frameY), .init("expected", c.frameY(o))], "frameY is not −clamp(o) − B"))
            } else if !Tolerance.isApproximatelyEqual(f.percent, c.percent(o), scale: 1) {
                slot.report(Self.closedForm, Violation("clampAndPercent", "§2", frame: i, [.init("o", o), .init("percent", f.percent), .init("expected", c.percent(o))], "percent is not 1 − (clamp(o) + B)/(B − T)"))
            }
        }
        if slot.wants(Self.epsRule), !f.percent.isNaN {
            let expected = c.edge(percent: f.percent)
            if f.edge != expected {
                slot.report(Self.epsRule, Violation("epsRule", "§2", frame: i, [.init("o", o), .init("percent", f.percent)],
                    "edge says \(f.edge.rawValue) but the percent is \(expected.rawValue)"))
            }
        }
        let next = c.edge(percent: f.percent)
        if slot.wants(Self.edgeEvents) {
            let expected: BannerEdgeEvent? = i < 0 || next == edge ? nil : next == .expanded ? .expanded : next == .collapsed ? .collapsed : nil
            if f.event != expected {
                let what = i < 0 ? "the initial frame" : "from \(edge.rawValue) to \(next.rawValue)"
                slot.report(Self.edgeEvents, Violation("edgeEventsExactlyOnce", "§2", frame: i, [.init("o", o), .init("percent", f.percent)],
                    "event: \(what): expected \(expected.map { "'\($0.rawValue)'" } ?? "no event"), got \(f.event.map { "'\($0.rawValue)'" } ?? "no event")"))
            }
        }
        edge = next
        if slot.wants(Self.continuity), let a = previous {
            let d = (o - a.input).magnitude
            let tol = Tolerance.tol(scale: max(max(c.scale, a.input.magnitude), o.magnitude))
            if (f.frameY - a.frameY).magnitude > d + tol {
                slot.report(Self.continuity, Violation("continuity", "§2", frame: i, [.init("do", d), .init("dFrameY", f.frameY - a.frameY)], "frameY jumped further than the offset moved"))
            } else if (f.percent - a.percent).magnitude > d / (c.bannerHeight - c.hoverHeight) + tol {
                slot.report(Self.continuity, Violation("continuity", "§2", frame: i, [.init("do", d), .init("dPercent", f.percent - a.percent)], "percent jumped further than |Δo|/(B − T)"))
            }
        }
        previous = (o, f.frameY, f.percent)
    }
}
