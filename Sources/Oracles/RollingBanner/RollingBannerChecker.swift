import Effects

/// Every invariant of SPEC §3 (and §0's rules) in one pass over a carousel's frames and
/// release queries; ``RollingBannerInvariants`` are its oracles.
public struct RollingBannerChecker: ScrollChecker {
    /// The invariants, by index.
    public static let invariants: [(name: String, section: String, summary: String)] = [
        ("pageCount", "§3", "page in [0, n), neighbours wrapped, page = initial + turns (mod n)"),
        ("pageTurnsExactlyOnce", "§3", "one turn per armed crossing, none while disarmed"),
        ("viewportCovered", "§3", "the viewport [0, w] is covered by image at every frame"),
        ("layoutClosedForm", "§3", "the three views sit where the closed form puts them"),
        ("releaseRule", "§3", "release completes only when far enough, or flung the same way"),
    ] + RobustnessRules<RollingBannerFrame>.invariants

    /// The level of each invariant (pages, one turn per crossing and a covered viewport are promises of any carousel; the layout's closed form and the release thresholds are SPEC's); SPEC §0's rules are safety.
    public static let levels: [InvariantLevel] = [.safety, .safety, .safety, .conformance, .conformance] + RobustnessRules<RollingBannerFrame>.levels

    static let pageCount = 0, pageTurns = 1, viewportCovered = 2, layoutClosedForm = 3, releaseRule = 4, robustnessBase = 5

    public private(set) var slot: ViolationSlot
    let c: RollingBannerConfiguration
    var robustness: RobustnessRules<RollingBannerFrame>
    /// SPEC's turn state from the inputs alone.
    var turns = TurnRule()
    /// The page SPEC expects after the judged frames so far.
    var page: Int

    public init(configuration: RollingBannerConfiguration, initialInput: Double, initial: RollingBannerFrame, order: InvariantOrder) {
        c = configuration
        slot = ViolationSlot(order: order)
        page = c.initialPage
        robustness = RobustnessRules(base: Self.robustnessBase, initialInput: initialInput, initial: initial, slot: &slot)
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

    public mutating func step(_ index: Int, input: Double, output: RollingBannerFrame?, state: RollingBannerFrame) {
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
                slot.report(Self.pageCount, Violation("pageCount", "§3", frame: i, [.init("x", x), .init(name, Double(value)), .init("expected", Double(expected)), .init("n", Double(c.imageCount))],
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
            slot.report(Self.viewportCovered, Violation("viewportCovered", "§3", frame: i, [.init("x", x), .init("middleImageMinX", l.middleImageMinX), .init("containerMinX", l.containerMinX)], "the middle image leaves part of the container empty"))
        } else if uncovered(0, min(lo, w), by: l.leftImageMinX) && uncovered(0, min(lo, w), by: l.rightImageMinX) {
            slot.report(Self.viewportCovered, Violation("viewportCovered", "§3", frame: i, [.init("x", x), .init("leftImageMinX", l.leftImageMinX), .init("containerMinX", l.containerMinX)], "a gap left of the container"))
        } else if uncovered(max(hi, 0), w, by: l.rightImageMinX) && uncovered(max(hi, 0), w, by: l.leftImageMinX) {
            slot.report(Self.viewportCovered, Violation("viewportCovered", "§3", frame: i, [.init("x", x), .init("rightImageMinX", l.rightImageMinX), .init("containerMinX", l.containerMinX)], "a gap right of the container"))
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
        slot.report(Self.layoutClosedForm, Violation("layoutClosedForm", "§3", frame: i, [.init("x", x), .init(name, f.number(k)), .init("expected", expected)],
            "\(name) is not the closed form for this offset"))
    }

    public mutating func release(_ query: ReleaseQuery, state: RollingBannerFrame) {
        guard slot.wants(Self.releaseRule) else { return }
        let m = c.displacement(offset: state.offset)
        let scale = max(c.scale, state.offset.magnitude), tol = Tolerance.tol(scale: scale)
        // Accepted: the answer for m, for m ± tol (a comparison may round either way), and,
        // after a page turn, for the reset m = 0.
        func target(_ d: Double) -> Double { c.releaseTarget(displacement: max(-c.width, min(c.width, d)), velocity: query.velocity) }
        let expected = target(m)
        for k in 0..<3 where Tolerance.isApproximatelyEqual(query.target, target(k == 0 ? m : k == 1 ? m - tol : m + tol), scale: scale) { return }
        if state.turn != nil, Tolerance.isApproximatelyEqual(query.target, target(0), scale: scale) { return }
        slot.report(Self.releaseRule, Violation("releaseRule", "§3", frame: query.step, [.init("m", m), .init("v", query.velocity), .init("target", query.target), .init("expected", expected)],
            expected == c.width ? "target: released short of 0.3w against the velocity, it must snap back" : "target: the release goes the wrong way"))
    }
}
