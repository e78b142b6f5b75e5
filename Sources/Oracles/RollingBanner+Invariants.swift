import Effects

/// A trace of a rolling banner (SPEC §3), with release queries.
public typealias RollingBannerTrace = ScrollTrace<RollingBannerConfiguration, RollingBannerFrame>

/// The invariants of SPEC §3.
public enum RollingBannerInvariants {
    /// The page turns SPEC expects from the inputs alone: armed at first; `|m| ≥ w` while armed
    /// turns by `sign(m)` and disarms; `|m| < w` re-arms.
    ///
    /// - Parameters:
    ///   - c: The configuration.
    ///   - inputs: The inputs, in order (non-finite ones are skipped: they are refused).
    /// - Returns: The expected turn per input.
    public static func expectedTurns(_ c: RollingBannerConfiguration, _ inputs: [Double]) -> [PageTurn?] {
        var armed = true
        return inputs.map { x in
            guard x.isFinite else { return nil }
            let m = c.displacement(offset: x)
            if m.magnitude < c.width { armed = true; return nil }
            guard armed else { return nil }
            armed = false
            return m > 0 ? .forward : .backward
        }
    }

    /// Pages are always in `[0, n)`, the side pages are the wrapped neighbours, and the page
    /// is `initial + forward − backward (mod n)`.
    public static let pageCount = Oracle<RollingBannerTrace>("pageCount", "§3", "page in [0, n), neighbours wrapped, page = initial + turns (mod n)") { trace in
        let c = trace.configuration
        let turns = expectedTurns(c, trace.steps.map(\.input))
        var page = c.initialPage
        for (i, step) in trace.steps.enumerated() {
            if let turn = turns[i] { page = c.wrap(page + turn.rawValue) }
            guard let f = step.output else { continue }
            let l = f.layout
            if !(0..<c.imageCount).contains(l.page) || l.leftPage != c.wrap(l.page - 1) || l.rightPage != c.wrap(l.page + 1) {
                return Violation("pageCount", "§3", frame: i, [.init("page", Double(l.page)), .init("left", Double(l.leftPage)), .init("right", Double(l.rightPage)), .init("n", Double(c.imageCount))],
                    "a page index is out of range or not the wrapped neighbour")
            }
            if l.page != page {
                return Violation("pageCount", "§3", frame: i, [.init("x", step.input), .init("page", Double(l.page)), .init("expected", Double(page))],
                    "the page is not the initial page plus the turns so far")
            }
        }
        return nil
    }

    /// Exactly one page turn per armed crossing, however often the edge is reported.
    public static let pageTurnsExactlyOnce = Oracle<RollingBannerTrace>("pageTurnsExactlyOnce", "§3", "one turn per armed crossing, none while disarmed") { trace in
        let turns = expectedTurns(trace.configuration, trace.steps.map(\.input))
        for (i, step) in trace.steps.enumerated() where step.output != nil && step.output?.turn != turns[i] {
            return Violation("pageTurnsExactlyOnce", "§3", frame: i, [.init("x", step.input), .init("m", trace.configuration.displacement(offset: step.input))],
                "expected \(turns[i].map { "a \($0) turn" } ?? "no turn"), got \(step.output?.turn.map { "a \($0) turn" } ?? "no turn")")
        }
        return nil
    }

    /// The whole viewport `[0, w]` is covered by image at every frame: the middle image over
    /// the visible part of the container, the side image over the rest.
    public static let viewportCovered = Oracle<RollingBannerTrace>("viewportCovered", "§3", "the viewport [0, w] is covered by image at every frame") { trace in
        let c = trace.configuration
        let w = c.width
        for (i, x, f) in trace.accepted {
            let l = f.layout, tol = Tolerance.tol(scale: max(c.scale, x.magnitude))
            let lo = max(l.containerMinX, 0), hi = min(l.containerMinX + w, w)
            func uncovered(_ from: Double, _ to: Double, by left: Double) -> Bool { from < to - tol && (left > from + tol || left + w < to - tol) }
            if lo < hi, uncovered(lo, hi, by: l.middleImageMinX) {
                return Violation("viewportCovered", "§3", frame: i, [.init("x", x), .init("middleImageMinX", l.middleImageMinX), .init("containerMinX", l.containerMinX)], "the middle image leaves part of the container empty")
            }
            if uncovered(0, min(lo, w), by: l.leftImageMinX) && uncovered(0, min(lo, w), by: l.rightImageMinX) {
                return Violation("viewportCovered", "§3", frame: i, [.init("x", x), .init("leftImageMinX", l.leftImageMinX), .init("containerMinX", l.containerMinX)], "a gap left of the container")
            }
            if uncovered(max(hi, 0), w, by: l.rightImageMinX) && uncovered(max(hi, 0), w, by: l.leftImageMinX) {
                return Violation("viewportCovered", "§3", frame: i, [.init("x", x), .init("rightImageMinX", l.rightImageMinX), .init("containerMinX", l.containerMinX)], "a gap right of the container")
            }
        }
        return nil
    }

    /// The layout is the closed form at the current offset and page. On a frame that turns the
    /// page the host is asked to reset the offset, so the edge layout and the reset layout
    /// (`m = 0`) are both accepted there.
    public static let layoutClosedForm = Oracle<RollingBannerTrace>("layoutClosedForm", "§3", "the three views sit where the closed form puts them") { trace in
        let c = trace.configuration
        for (i, x, f) in trace.accepted {
            let scale = max(c.scale, x.magnitude)
            func matches(_ m: Double) -> Bool {
                let e = RollingBannerFrame(offset: x, layout: c.layout(displacement: m, page: f.layout.page), turn: nil, isArmed: true)
                return (0..<RollingBannerFrame.numberNames.count).allSatisfy { Tolerance.isApproximatelyEqual(f.number($0), e.number($0), scale: scale) }
            }
            if !(matches(c.displacement(offset: x)) || (f.turn != nil && matches(0))) {
                let e = c.layout(displacement: c.displacement(offset: x), page: f.layout.page)
                return Violation("layoutClosedForm", "§3", frame: i, [.init("x", x), .init("middleImageMinX", f.layout.middleImageMinX), .init("expected", e.middleImageMinX)],
                    "the layout is not the closed form for this offset")
            }
        }
        return nil
    }

    /// Release: complete toward `sign(m)` when `|m| ≥ 0.3w`, or when `|m| ≥ 0.1w` and the
    /// velocity points the same way; otherwise snap back to `w`.
    public static let releaseRule = Oracle<RollingBannerTrace>("releaseRule", "§3", "release completes only when far enough, or flung the same way") { trace in
        let c = trace.configuration
        for query in trace.releases {
            let m = trace.steps[query.step].state.layout.displacement
            let expected = c.releaseTarget(displacement: m, velocity: query.velocity)
            if query.target != expected {
                return Violation("releaseRule", "§3", frame: query.step, [.init("m", m), .init("v", query.velocity), .init("target", query.target), .init("expected", expected)],
                    expected == c.width ? "released short of 0.3w against the velocity: it must snap back" : "the release goes the wrong way")
            }
        }
        return nil
    }

    /// Every invariant of §3, then §0's rules.
    public static let all: [Oracle<RollingBannerTrace>] =
        [pageCount, pageTurnsExactlyOnce, viewportCovered, layoutClosedForm, releaseRule] + RobustnessOracles.all()
}
