import Effects
import Oracles

// The hand-written checkers of the four offset-driven built-in effects as they were before each
// effect became its declaration (git history: Sources/Oracles/<Effect>/<Effect>Checker.swift),
// frozen here as references: `ReferenceDifferentialTests` holds every declared invariant's full
// report (section, message, values, frame) to theirs. Only their protocol and the slot's
// renamed members are adapted; every rule is as it was.

/// What the reference checkers were: one pass over a trace, each invariant by index.
protocol ReferenceChecker {
    associatedtype Configuration: Sendable
    associatedtype Frame: Sendable & Equatable
    static var invariants: [(name: String, section: String, summary: String)] { get }
    static var levels: [InvariantLevel] { get }
    init(configuration: Configuration, initialInput: Double, initial: Frame, order: _InvariantOrder)
    mutating func step(_ index: Int, input: Double, output: Frame?, state: Frame)
    mutating func release(_ query: ReleaseQuery, state: Frame)
    mutating func finish()
    var slot: _ViolationSlot { get }
}

extension ReferenceChecker {
    mutating func release(_ query: ReleaseQuery, state: Frame) {}
    mutating func finish() {}

    /// The reference's first violation of one invariant over a trace.
    static func check(_ trace: ScrollTrace<Configuration, Frame>, invariant index: Int) -> Violation? {
        var checker = Self(configuration: trace.configuration, initialInput: trace.initialInput, initial: trace.initial, order: _InvariantOrder([index]))
        let releases = trace.releases.enumerated().sorted { ($0.element.step, $0.offset) < ($1.element.step, $1.offset) }.map(\.element)
        var next = 0
        for (i, step) in trace.steps.enumerated() {
            if checker.slot.isDecided { break }
            checker.step(i, input: step.input, output: step.output, state: step.state)
            while next < releases.count, releases[next].step <= i {
                if releases[next].step == i { checker.release(releases[next], state: step.state) }
                next += 1
            }
        }
        checker.finish()
        return checker.slot.violation
    }
}

/// SPEC §0's three rules as the reference checkers embedded them.
struct ReferenceRobustness<Frame: NumericFrame & Sendable & Equatable>: Sendable {
    static var invariants: [(name: String, section: String, summary: String)] {
        [
            ("refusedInputKeepsState", "§0", "NaN and ±infinity are refused; state and last output stay as before"),
            ("finiteInputAccepted", "§0", "any finite input, however far out of range, is accepted"),
            ("noNonFiniteOutput", "§0", "every output of every accepted frame, the initial one included, is finite"),
        ]
    }
    static var levels: [InvariantLevel] { [.safety, .safety, .safety] }
    let base: Int
    var previousState: Frame

    init(base: Int, initialInput: Double, initial: Frame, slot: inout _ViolationSlot) {
        self.base = base
        previousState = initial
        if initialInput.isFinite { judgeOutput(-1, input: initialInput, output: initial, slot: &slot) }
    }

    func judgeOutput(_ index: Int, input: Double, output: Frame, slot: inout _ViolationSlot) {
        guard slot.wants(base + 2), let bad = output.firstNonFinite else { return }
        let name = Frame.numberNames[bad]
        slot.report(base + 2, Violation("noNonFiniteOutput", "§0", frame: index, [.init("input", input), .init(name, output.number(bad))],
            "output \(name) is not finite"))
    }

    mutating func step(_ index: Int, input: Double, output: Frame?, state: Frame, slot: inout _ViolationSlot) {
        if !input.isFinite {
            if slot.wants(base) {
                if output != nil {
                    slot.report(base, Violation("refusedInputKeepsState", "§0", frame: index, [.init("input", input)],
                        "a non-finite input was accepted instead of refused"))
                } else if state != previousState {
                    slot.report(base, Violation("refusedInputKeepsState", "§0", frame: index, [.init("input", input)],
                        "refusing a non-finite input changed the state"))
                }
            }
        } else if output == nil, slot.wants(base + 1) {
            slot.report(base + 1, Violation("finiteInputAccepted", "§0", frame: index, [.init("input", input)], "a finite input was refused"))
        }
        if let output { judgeOutput(index, input: input, output: output, slot: &slot) }
        previousState = state
    }
}


/// The hand-written checker of ParallelWindow (reference).
struct ReferenceParallelWindowChecker: ReferenceChecker {
    /// The invariants, by index.
    static let invariants: [(name: String, section: String, summary: String)] = [
        ("noGap", "§1", "the visible part of the window is covered by the image"),
        ("edgesAligned", "§1", "T = V − I for t ≥ V − W and T = 0 for t ≤ 0"),
        ("offsetInRangeWhileVisible", "§1", "y ∈ [W − I, 0] while 0 ≤ t ≤ V − W"),
        ("pathIndependence", "§1", "y equals the closed form at the current input, whatever the path"),
        ("monotoneContinuous", "§1", "T is monotone in t with Lipschitz bound |V − I|/(V − W)"),
    ] + ReferenceRobustness<ParallelWindowFrame>.invariants

    /// The level of each invariant (noGap and offsetInRangeWhileVisible are promises of any parallax cell; the edges, the
    /// closed form and its Lipschitz bound are SPEC's ratio); SPEC §0's rules are safety.
    static let levels: [InvariantLevel] = [.safety, .conformance, .safety, .conformance, .conformance] + ReferenceRobustness<ParallelWindowFrame>.levels

    static let noGap = 0, edgesAligned = 1, offsetInRange = 2, pathIndependence = 3, monotone = 4, robustnessBase = 5

    private(set) var slot: _ViolationSlot
    let c: ParallelWindowConfiguration
    let direction: Double
    var robustness: ReferenceRobustness<ParallelWindowFrame>
    /// The previous judged frame (for monotonicity), if any.
    var previous: (input: Double, imageTop: Double)?

    init(configuration: ParallelWindowConfiguration, initialInput: Double, initial: ParallelWindowFrame, order: _InvariantOrder) {
        c = configuration
        slot = _ViolationSlot(order: order)
        direction = c.imageHeight < c.viewportHeight ? 1 : c.imageHeight > c.viewportHeight ? -1 : 0
        robustness = ReferenceRobustness(base: Self.robustnessBase, initialInput: initialInput, initial: initial, slot: &slot)
        if initialInput.isFinite { judge(-1, initialInput, initial) }
    }

    mutating func step(_ index: Int, input: Double, output: ParallelWindowFrame?, state: ParallelWindowFrame) {
        robustness.step(index, input: input, output: output, state: state, slot: &slot)
        if let output { judge(index, input, output) }
    }

    func tol(_ a: Double, _ b: Double = 0) -> Double {
        // max over magnitudes ignores NaN, as `max(x, .nan)` returns x
        Tolerance.tol(scale: max(max(c.scale, a.magnitude), b.magnitude))
    }

    /// One accepted frame, for every §1 invariant.
    mutating func judge(_ i: Int, _ t: Double, _ frame: ParallelWindowFrame) {
        let v = c.viewportHeight, w = c.windowHeight
        if slot.wants(Self.noGap) {
            let lo = max(t, 0), hi = min(t + w, v)
            if lo < hi {
                let top = frame.imageTop, bottom = top + c.imageHeight, tol = tol(t, top)
                if !(top <= lo + tol && bottom >= hi - tol) {
                    // The length of the visible window the image leaves uncovered, above it and below it.
                    let gap = top.isFinite ? max(0, min(top, hi) - lo) + max(0, hi - max(bottom, lo)) : hi - lo
                    if gap > tol { slot.report(Self.noGap, Violation("noGap", "§1", frame: i,
                        [.init("t", t), .init("T", top), .init("I", c.imageHeight), .init("visibleTop", lo), .init("visibleBottom", hi), .init("gap", gap)],
                        """
                            \(Violation.format(gap)) pt of the visible window show no image (image spans [T, T + I], the visible window \
                            [visibleTop, visibleBottom])
                            """)) }
                }
            }
        }
        if slot.wants(Self.edgesAligned) {
            let expected: Double? = t >= v - w ? v - c.imageHeight : t <= 0 ? 0 : nil
            if let expected, !Tolerance.isApproximatelyEqual(frame.imageTop, expected, scale: max(c.scale, t.magnitude)) {
                slot.report(Self.edgesAligned, Violation("edgesAligned", "§1", frame: i, [.init("t", t), .init("T", frame.imageTop),
                    .init("expected", expected)],
                    t <= 0 ? "leaving at the top, the image's top must sit on the viewport's top" : """
                        entering at the bottom, the image's bottom must sit on the viewport's bottom
                        """))
            }
        }
        if slot.wants(Self.offsetInRange), t >= 0 && t <= v - w {
            let y = frame.imageOffset, tol = tol(t)
            if y > tol || y < w - c.imageHeight - tol {
                slot.report(Self.offsetInRange, Violation("offsetInRangeWhileVisible", "§1", frame: i, [.init("t", t), .init("y", y),
                    .init("W - I", w - c.imageHeight)],
                    "imageOffset left [W − I, 0] while the window is fully visible"))
            }
        }
        if slot.wants(Self.pathIndependence) {
            let expected = c.imageOffset(windowTop: t)
            if !Tolerance.isApproximatelyEqual(frame.imageOffset, expected, scale: max(c.scale, t.magnitude)) {
                slot.report(Self.pathIndependence, Violation("pathIndependence", "§1", frame: i, [.init("t", t), .init("y",
                    frame.imageOffset), .init("closedForm", expected)],
                    "imageOffset depends on the path: it differs from the closed form at this t"))
            }
        }
        if slot.wants(Self.monotone), let a = previous {
            let dt = t - a.input, dT = frame.imageTop - a.imageTop
            let tol = tol(a.input, t)
            if dT.magnitude > c.lipschitzBound * dt.magnitude + tol {
                slot.report(Self.monotone, Violation("monotoneContinuous", "§1", frame: i, [.init("dt", dt), .init("dT", dT), .init("L", c.lipschitzBound)],
                    "the image moved more than L·|dt| between two inputs"))
            } else if direction == 0 ? dT.magnitude > tol : direction * dT * (dt >= 0 ? 1 : -1) < -tol {
                slot.report(Self.monotone, Violation("monotoneContinuous", "§1", frame: i, [.init("dt", dt), .init("dT", dT)],
                    "T moved against its direction (I \(direction > 0 ? "<" : direction < 0 ? ">" : "=") V)"))
            }
        }
        previous = (t, frame.imageTop)
    }
}


/// The hand-written checker of BannerHover (reference).
struct ReferenceBannerHoverChecker: ReferenceChecker {
    /// The invariants, by index.
    static let invariants: [(name: String, section: String, summary: String)] = [
        ("percentInUnitInterval", "§2", "percent in [0, 1] and frameY in [T − B, 0]"),
        ("clampAndPercent", "§2", "frameY = −c − B and percent = 1 − (c + B)/(B − T) with c = clamp(o)"),
        ("epsRule", "§2", "edge expanded when 1 − percent < eps, collapsed when percent < eps, else interior"),
        ("edgeEventsExactlyOnce", "§2", "each entry into an edge fires its event exactly once"),
        ("continuity", "§2", "frameY is 1-Lipschitz and percent 1/(B − T)-Lipschitz in o"),
    ] + ReferenceRobustness<BannerHoverFrame>.invariants

    /// The level of each invariant (the percent's range, one event per edge entry and continuity are promises of any sticky
    /// banner; the clamp-and-percent formula and the eps rule are SPEC's); SPEC §0's rules are safety.
    static let levels: [InvariantLevel] = [.safety, .conformance, .conformance, .safety, .safety] + ReferenceRobustness<BannerHoverFrame>.levels

    static let unitInterval = 0, closedForm = 1, epsRule = 2, edgeEvents = 3, continuity = 4, robustnessBase = 5

    private(set) var slot: _ViolationSlot
    let c: BannerHoverConfiguration
    var robustness: ReferenceRobustness<BannerHoverFrame>
    /// The edge of the previous judged frame (the initial frame's, to start).
    var edge: BannerEdge
    /// The previous judged frame (for continuity), if any.
    var previous: (input: Double, frameY: Double, percent: Double)?

    init(configuration: BannerHoverConfiguration, initialInput: Double, initial: BannerHoverFrame, order: _InvariantOrder) {
        c = configuration
        slot = _ViolationSlot(order: order)
        edge = c.edge(percent: initial.percent)
        robustness = ReferenceRobustness(base: Self.robustnessBase, initialInput: initialInput, initial: initial, slot: &slot)
        if initialInput.isFinite { judge(-1, initialInput, initial) }
    }

    mutating func step(_ index: Int, input: Double, output: BannerHoverFrame?, state: BannerHoverFrame) {
        robustness.step(index, input: input, output: output, state: state, slot: &slot)
        if let output { judge(index, input, output) }
    }

    /// One accepted frame, for every §2 invariant.
    mutating func judge(_ i: Int, _ o: Double, _ f: BannerHoverFrame) {
        if slot.wants(Self.unitInterval) {
            let ratioTol = Tolerance.tol(scale: 1)
            if !(f.percent >= -ratioTol && f.percent <= 1 + ratioTol) {
                slot.report(Self.unitInterval, Violation("percentInUnitInterval", "§2", frame: i, [.init("o", o), .init("percent",
                    f.percent)], "percent left [0, 1]"))
            } else {
                let tol = Tolerance.tol(scale: max(c.scale, o.magnitude))
                if !(f.frameY >= c.hoverHeight - c.bannerHeight - tol && f.frameY <= tol) {
                    slot.report(Self.unitInterval, Violation("percentInUnitInterval", "§2", frame: i, [.init("o", o), .init("frameY",
                        f.frameY)], "frameY left [T − B, 0]"))
                }
            }
        }
        if slot.wants(Self.closedForm) {
            let scale = max(c.scale, o.magnitude)
            if !Tolerance.isApproximatelyEqual(f.frameY, c.frameY(o), scale: scale) {
                slot.report(Self.closedForm, Violation("clampAndPercent", "§2", frame: i, [.init("o", o), .init("frameY", f.frameY),
                    .init("expected", c.frameY(o))], "frameY is not −clamp(o) − B"))
            } else if !Tolerance.isApproximatelyEqual(f.percent, c.percent(o), scale: 1) {
                slot.report(Self.closedForm, Violation("clampAndPercent", "§2", frame: i, [.init("o", o), .init("percent", f.percent),
                    .init("expected", c.percent(o))], "percent is not 1 − (clamp(o) + B)/(B − T)"))
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
                slot.report(Self.continuity, Violation("continuity", "§2", frame: i, [.init("do", d), .init("dFrameY",
                    f.frameY - a.frameY)], "frameY jumped further than the offset moved"))
            } else if (f.percent - a.percent).magnitude > d / (c.bannerHeight - c.hoverHeight) + tol {
                slot.report(Self.continuity, Violation("continuity", "§2", frame: i, [.init("do", d), .init("dPercent",
                    f.percent - a.percent)], "percent jumped further than |Δo|/(B − T)"))
            }
        }
        previous = (o, f.frameY, f.percent)
    }
}


/// The hand-written checker of RollingBanner (reference).
struct ReferenceRollingBannerChecker: ReferenceChecker {
    /// The invariants, by index.
    static let invariants: [(name: String, section: String, summary: String)] = [
        ("pageCount", "§3", "page in [0, n), neighbours wrapped, page = initial + turns (mod n)"),
        ("pageTurnsExactlyOnce", "§3", "one turn per armed crossing, none while disarmed"),
        ("viewportCovered", "§3", "the viewport [0, w] is covered by image at every frame"),
        ("layoutClosedForm", "§3", "the three views sit where the closed form puts them"),
        ("releaseRule", "§3", "release completes only when far enough, or flung the same way"),
    ] + ReferenceRobustness<RollingBannerFrame>.invariants

    /// The level of each invariant (pages, one turn per crossing and a covered viewport are promises of any carousel; the
    /// layout's closed form and the release thresholds are SPEC's); SPEC §0's rules are safety.
    static let levels: [InvariantLevel] = [.safety, .safety, .safety, .conformance, .conformance] + ReferenceRobustness<RollingBannerFrame>.levels

    static let pageCount = 0, pageTurns = 1, viewportCovered = 2, layoutClosedForm = 3, releaseRule = 4, robustnessBase = 5

    private(set) var slot: _ViolationSlot
    let c: RollingBannerConfiguration
    var robustness: ReferenceRobustness<RollingBannerFrame>
    /// SPEC's turn state from the inputs alone.
    var turns = TurnRule()
    /// The page SPEC expects after the judged frames so far.
    var page: Int

    init(configuration: RollingBannerConfiguration, initialInput: Double, initial: RollingBannerFrame, order: _InvariantOrder) {
        c = configuration
        slot = _ViolationSlot(order: order)
        page = c.initialPage
        robustness = ReferenceRobustness(base: Self.robustnessBase, initialInput: initialInput, initial: initial, slot: &slot)
        if initialInput.isFinite { judge(-1, initialInput, initial, turn: nil) }
    }

    /// SPEC's page turns from the inputs alone: armed at first; `|m| ≥ w` while armed turns
    /// by `sign(m)` and disarms; `|m| < w` re-arms. Every step's input counts, accepted or
    /// not; a non-finite one is skipped (it is refused).
    struct TurnRule {
        var armed = true

        /// The turn expected for the next input.
        mutating func next(_ c: RollingBannerConfiguration, _ x: Double) -> PageTurn? {
            guard x.isFinite else { return nil }
            let m = c.displacement(offset: x)
            if m.magnitude < c.width { armed = true; return nil }
            guard armed else { return nil }
            armed = false
            return m > 0 ? .forward : .backward
        }
    }

    mutating func step(_ index: Int, input: Double, output: RollingBannerFrame?, state: RollingBannerFrame) {
        robustness.step(index, input: input, output: output, state: state, slot: &slot)
        let turn = turns.next(c, input)
        if let output { judge(index, input, output, turn: turn) }
    }

    /// One accepted frame: pages, turns, coverage and layout.
    mutating func judge(_ i: Int, _ x: Double, _ f: RollingBannerFrame, turn: PageTurn?) {
        if i >= 0, let turn { page = c.wrap(page + turn.rawValue) }
        let l = f.layout
        if slot.wants(Self.pageCount) {
            for k in 0..<3 {
                let value = k == 0 ? l.page : k == 1 ? l.leftPage : l.rightPage
                let expected = k == 0 ? page : k == 1 ? c.wrap(page - 1) : c.wrap(page + 1)
                guard value != expected else { continue }
                let name = k == 0 ? "page" : k == 1 ? "leftPage" : "rightPage"
                let range = (0..<c.imageCount).contains(value) ? "" : ", out of [0, n)"
                slot.report(Self.pageCount, Violation("pageCount", "§3", frame: i, [.init("x", x), .init(name, Double(value)),
                    .init("expected", Double(expected)), .init("n", Double(c.imageCount))],
                    name == "page" ? "page is not the initial page plus the turns so far\(range)" : "\(name) is not the wrapped neighbour of the page\(range)"))
                break
            }
        }
        if slot.wants(Self.pageTurns) {
            let expected = i < 0 ? nil : turn
            if f.turn != expected {
                slot.report(Self.pageTurns, Violation("pageTurnsExactlyOnce", "§3", frame: i, [.init("x", x), .init("m", c.displacement(offset: x))],
                    "turn: expected \(expected.map { "a \($0) turn" } ?? "no turn"), got \(f.turn.map { "a \($0) turn" } ?? "no turn")"))
            }
        }
        if slot.wants(Self.viewportCovered) { judgeCoverage(i, x, l) }
        if slot.wants(Self.layoutClosedForm) { judgeLayout(i, x, f) }
    }

    mutating func judgeCoverage(_ i: Int, _ x: Double, _ l: RollingBannerLayout) {
        let w = c.width, tol = Tolerance.tol(scale: max(c.scale, x.magnitude))
        let lo = max(l.containerMinX, 0), hi = min(l.containerMinX + w, w)
        func uncovered(_ from: Double, _ to: Double, by left: Double) -> Bool { from < to - tol && (left > from + tol || left + w < to - tol) }
        if lo < hi, uncovered(lo, hi, by: l.middleImageMinX) {
            slot.report(Self.viewportCovered, Violation("viewportCovered", "§3", frame: i, [.init("x", x), .init("middleImageMinX",
                l.middleImageMinX), .init("containerMinX", l.containerMinX)], "the middle image leaves part of the container empty"))
        } else if uncovered(0, min(lo, w), by: l.leftImageMinX) && uncovered(0, min(lo, w), by: l.rightImageMinX) {
            slot.report(Self.viewportCovered, Violation("viewportCovered", "§3", frame: i, [.init("x", x), .init("leftImageMinX",
                l.leftImageMinX), .init("containerMinX", l.containerMinX)], "a gap left of the container"))
        } else if uncovered(max(hi, 0), w, by: l.rightImageMinX) && uncovered(max(hi, 0), w, by: l.leftImageMinX) {
            slot.report(Self.viewportCovered, Violation("viewportCovered", "§3", frame: i, [.init("x", x), .init("rightImageMinX",
                l.rightImageMinX), .init("containerMinX", l.containerMinX)], "a gap right of the container"))
        }
    }

    /// The first field of `f` that differs from the closed form at displacement `m`.
    func mismatch(_ f: RollingBannerFrame, _ m: Double, scale: Double) -> (index: Int, expected: Double)? {
        let e = RollingBannerFrame(offset: f.offset, layout: c.layout(displacement: m, page: f.layout.page), turn: nil, isArmed: true)
        for k in 0..<5 where !Tolerance.isApproximatelyEqual(f.number(k), e.number(k), scale: scale) { return (k, e.number(k)) }
        return nil
    }

    /// The layout is the closed form at the offset and page; on a frame that turns the page
    /// the reset layout (`m = 0`) is accepted too.
    mutating func judgeLayout(_ i: Int, _ x: Double, _ f: RollingBannerFrame) {
        let scale = max(c.scale, x.magnitude)
        guard let (k, expected) = mismatch(f, c.displacement(offset: x), scale: scale), !(f.turn != nil && mismatch(f, 0, scale: scale) == nil) else { return }
        let name = RollingBannerFrame.numberNames[k]
        slot.report(Self.layoutClosedForm, Violation("layoutClosedForm", "§3", frame: i,
                                                     [.init("x", x), .init(name, f.number(k)), .init("expected", expected)],
            "\(name) is not the closed form for this offset"))
    }

    mutating func release(_ query: ReleaseQuery, state: RollingBannerFrame) {
        guard slot.wants(Self.releaseRule) else { return }
        let m = c.displacement(offset: state.offset)
        let scale = max(c.scale, state.offset.magnitude), tol = Tolerance.tol(scale: scale)
        // Accepted: the answer for m, for m ± tol (a comparison may round either way), and,
        // after a page turn, for the reset m = 0.
        func target(_ d: Double) -> Double { c.releaseTarget(displacement: max(-c.width, min(c.width, d)), velocity: query.velocity) }
        let expected = target(m)
        for k in 0..<3 where Tolerance.isApproximatelyEqual(query.target, target(k == 0 ? m : k == 1 ? m - tol : m + tol), scale: scale) { return }
        if state.turn != nil, Tolerance.isApproximatelyEqual(query.target, target(0), scale: scale) { return }
        slot.report(Self.releaseRule, Violation("releaseRule", "§3", frame: query.step, [.init("m", m), .init("v", query.velocity),
            .init("target", query.target), .init("expected", expected)],
            expected == c.width ? "target: released short of 0.3w against the velocity, it must snap back" : "target: the release goes the wrong way"))
    }
}


/// The hand-written checker of ProfileHeader (reference).
struct ReferenceProfileHeaderChecker: ReferenceChecker {
    /// The invariants, by index.
    static let invariants: [(name: String, section: String, summary: String)] = [
        ("headerCovers", "§5", "pull-down: header spans [0, Hh − o]; never shows less than Hh − s"),
        ("avatarShrinksTowardBottom", "§5", "the avatar's bottom stays put and its scale stays in [1 − s/(k·A), 1]"),
        ("blurAlpha", "§5", "alpha in [0, 1], 0 up to b, 1 from b + dW, monotone"),
        ("zOrder", "§5", "header above avatar exactly when o > s"),
        ("pathIndependence", "§5", "every output is a function of the current offset alone"),
        ("continuity", "§5", "outputs are Lipschitz in o except the z-order switch"),
        ("blurAlphaInRange", "§5", "alpha in [0, 1], never falling as the offset rises"),
    ] + ReferenceRobustness<ProfileHeaderFrame>.invariants

    /// The level of each invariant: a header that covers what it must is a promise of any
    /// profile header; the avatar's scale, the blur's thresholds, the z-order switch at s, the
    /// closed form (path independence is judged against it) and the Lipschitz bounds are
    /// SPEC's; a blur whose alpha stays in [0, 1] and grows as the header collapses is a promise
    /// of any blurring header, whatever its thresholds; SPEC §0's rules are safety.
    static let levels: [InvariantLevel] = [.safety, .conformance, .conformance, .conformance, .conformance, .conformance,
        .safety] + ReferenceRobustness<ProfileHeaderFrame>.levels

    static let headerCovers = 0, avatar = 1, blurAlpha = 2, zOrder = 3, pathIndependence = 4, continuity = 5, blurRange = 6, robustnessBase = 7

    private(set) var slot: _ViolationSlot
    let c: ProfileHeaderConfiguration
    var robustness: ReferenceRobustness<ProfileHeaderFrame>
    /// The previous judged frame (for monotonicity and continuity), if any.
    var previous: (index: Int, input: Double, frame: ProfileHeaderFrame)?
    /// The first break of the alpha's monotonicity: reported at the end unless a range rule of
    /// the alpha breaks anywhere (those come first, as the range is checked over every frame
    /// before monotonicity).
    var alphaNotMonotone: Violation?

    init(configuration: ProfileHeaderConfiguration, initialInput: Double, initial: ProfileHeaderFrame, order: _InvariantOrder) {
        c = configuration
        slot = _ViolationSlot(order: order)
        robustness = ReferenceRobustness(base: Self.robustnessBase, initialInput: initialInput, initial: initial, slot: &slot)
        if initialInput.isFinite { judge(-1, initialInput, initial) }
    }

    mutating func step(_ index: Int, input: Double, output: ProfileHeaderFrame?, state: ProfileHeaderFrame) {
        robustness.step(index, input: input, output: output, state: state, slot: &slot)
        if let output { judge(index, input, output) }
    }

    mutating func finish() {
        if let alphaNotMonotone { slot.report(Self.blurAlpha, alphaNotMonotone) }
    }

    static func fail(_ name: String, _ i: Int, _ o: Double, _ values: [Violation.Value], _ why: String) -> Violation {
        Violation(name, "§5", frame: i, [.init("o", o)] + values, why)
    }

    /// One accepted frame, for every §5 invariant.
    mutating func judge(_ i: Int, _ o: Double, _ f: ProfileHeaderFrame) {
        let scale = max(c.scale, o.magnitude)
        if slot.wants(Self.headerCovers) {
            let top = f.headerTop(headerHeight: c.headerHeight), bottom = f.headerBottom(headerHeight: c.headerHeight)
            if o < 0 {
                if !Tolerance.isApproximatelyEqual(top, 0, scale: scale) || !Tolerance.isApproximatelyEqual(bottom, c.headerHeight - o, scale: scale) {
                    slot.report(Self.headerCovers, Self.fail("headerCovers", i, o, [.init("top", top), .init("bottom", bottom),
                        .init("expectedBottom", c.headerHeight - o)],
                        "while pulling down the header (headerScale, headerTranslation) must span [0, Hh − o]: a gap above the content"))
                }
            } else if bottom < c.headerHeight - c.headerStop - Tolerance.tol(scale: scale) {
                slot.report(Self.headerCovers, Self.fail("headerCovers", i, o, [.init("bottom", bottom)],
                    "the header (headerScale, headerTranslation) shows less than Hh − s"))
            }
        }
        if slot.wants(Self.avatar) {
            let tol = Tolerance.tol(scale: scale)
            let bottom = f.avatarBottom(avatarHeight: c.avatarHeight)
            if !Tolerance.isApproximatelyEqual(bottom, c.avatarHeight, scale: scale) {
                slot.report(Self.avatar, Self.fail("avatarShrinksTowardBottom", i, o, [.init("avatarBottom", bottom), .init("A",
                    c.avatarHeight)], "the avatar's bottom edge (from avatarScale and avatarTranslation) moved"))
            } else if f.avatarScale < c.minimumAvatarScale - tol || f.avatarScale > 1 + tol {
                slot.report(Self.avatar, Self.fail("avatarShrinksTowardBottom", i, o, [.init("avatarScale", f.avatarScale), .init("minimum",
                    c.minimumAvatarScale)], "avatarScale left its range"))
            }
        }
        if slot.wants(Self.blurAlpha) { judgeAlpha(i, o, f) }
        if slot.wants(Self.blurRange) { judgeAlphaRange(i, o, f) }
        if slot.wants(Self.zOrder), f.headerAboveAvatar != (o > c.headerStop) {
            slot.report(Self.zOrder, Self.fail("zOrder", i, o, [.init("s", c.headerStop)],
                f.headerAboveAvatar ? "headerAboveAvatar: the header covers the avatar at o ≤ s" : """
                    headerAboveAvatar: the avatar is above the header at o > s
                    """))
        }
        if slot.wants(Self.pathIndependence) {
            let expected = c.frame(offset: o)
            // Ratios (the scales and the alpha) at scale 1, lengths at the frame's scale (SPEC §0).
            for k in 0..<6 where !Tolerance.isApproximatelyEqual(f.number(k), expected.number(k), scale: k == 0 || k == 2 || k == 5 ? 1 : scale) {
                let name = ProfileHeaderFrame.numberNames[k]
                slot.report(Self.pathIndependence, Self.fail("pathIndependence", i, o, [.init(name, f.number(k)), .init("expected",
                    expected.number(k))], "\(name) depends on the path"))
                break
            }
        }
        if slot.wants(Self.continuity), let a = previous {
            let d = (o - a.input).magnitude, tol = Tolerance.tol(scale: max(max(c.scale, a.input.magnitude), o.magnitude))
            for k in 0..<6 where (f.number(k) - a.frame.number(k)).magnitude > c.lipschitzBound(output: k) * d + tol {
                let name = ProfileHeaderFrame.numberNames[k]
                slot.report(Self.continuity, Self.fail("continuity", i, o, [.init("do", d), .init("d" + name,
                    f.number(k) - a.frame.number(k))], "\(name) jumped"))
                break
            }
        }
        previous = (i, o, f)
    }

    /// The safety part of the blur, without SPEC's thresholds: alpha in [0, 1] and never
    /// falling as the offset rises (between consecutive judged frames), each within `tol(1)`;
    /// reported at the first frame that breaks either.
    mutating func judgeAlphaRange(_ i: Int, _ o: Double, _ f: ProfileHeaderFrame) {
        let tol = Tolerance.tol(scale: 1)
        if !(f.blurAlpha >= -tol && f.blurAlpha <= 1 + tol) {
            slot.report(Self.blurRange, Self.fail("blurAlphaInRange", i, o, [.init("blurAlpha", f.blurAlpha)], "blurAlpha left [0, 1]"))
        } else if let a = previous, (f.blurAlpha - a.frame.blurAlpha) * (o < a.input ? -1 : 1) < -tol {
            slot.report(Self.blurRange, Self.fail("blurAlphaInRange", i, o, [.init("previousO", a.input), .init("blurAlpha", f.blurAlpha),
                .init("previousAlpha", a.frame.blurAlpha)],
                                                  o > a.input ? "blurAlpha fell as the offset rose"
                    : o == a.input ? "blurAlpha fell while the offset stayed" : "blurAlpha rose as the offset fell"))
        }
    }

    /// Blur alpha in [0, 1], 0 up to `b`, 1 from `b + dW` (reported at once), monotone in the
    /// offset (its first break kept for the end); each within `tol(1)`.
    mutating func judgeAlpha(_ i: Int, _ o: Double, _ f: ProfileHeaderFrame) {
        let tol = Tolerance.tol(scale: 1)
        if !(f.blurAlpha >= -tol && f.blurAlpha <= 1 + tol) {
            slot.report(Self.blurAlpha, Self.fail("blurAlpha", i, o, [.init("blurAlpha", f.blurAlpha)], "blurAlpha left [0, 1]"))
        } else if o <= c.labelOffset && !Tolerance.isApproximatelyEqual(f.blurAlpha, 0, scale: 1) {
            slot.report(Self.blurAlpha, Self.fail("blurAlpha", i, o, [.init("blurAlpha", f.blurAlpha), .init("b", c.labelOffset)],
                "blurAlpha must be 0 up to b"))
        } else if o >= c.labelOffset + c.whiteLabelDistance && !Tolerance.isApproximatelyEqual(f.blurAlpha, 1, scale: 1) {
            slot.report(Self.blurAlpha, Self.fail("blurAlpha", i, o, [.init("blurAlpha", f.blurAlpha), .init("b + dW",
                c.labelOffset + c.whiteLabelDistance)], "blurAlpha must be 1 from b + dW"))
        } else if alphaNotMonotone == nil, let a = previous, (f.blurAlpha - a.frame.blurAlpha) * (o < a.input ? -1 : 1) < -tol {
            alphaNotMonotone = Self.fail("blurAlpha", i, o, [.init("previousO", a.input), .init("blurAlpha", f.blurAlpha),
                .init("previousAlpha", a.frame.blurAlpha)], "blurAlpha is not monotone in the offset")
        }
    }
}
