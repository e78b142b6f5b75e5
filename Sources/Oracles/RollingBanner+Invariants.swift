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
    /// is `initial + forward − backward (mod n)`; the initial frame shows the initial page.
    public static let pageCount = Oracle<RollingBannerTrace>("pageCount", "§3", "page in [0, n), neighbours wrapped, page = initial + turns (mod n)") { trace in
        let c = trace.configuration
        let turns = expectedTurns(c, trace.steps.map(\.input))
        var page = c.initialPage
        for (i, x, f) in trace.accepted {
            if i >= 0, let turn = turns[i] { page = c.wrap(page + turn.rawValue) }
            let l = f.layout
            for (name, value, expected) in [("page", l.page, page), ("leftPage", l.leftPage, c.wrap(page - 1)), ("rightPage", l.rightPage, c.wrap(page + 1))] where value != expected {
                let range = (0..<c.imageCount).contains(value) ? "" : ", out of [0, n)"
                return Violation("pageCount", "§3", frame: i, [.init("x", x), .init(name, Double(value)), .init("expected", Double(expected)), .init("n", Double(c.imageCount))],
                    name == "page" ? "page is not the initial page plus the turns so far\(range)" : "\(name) is not the wrapped neighbour of the page\(range)")
            }
        }
        return nil
    }

    /// Exactly one page turn per armed crossing, however often the edge is reported; the
    /// initial frame turns nothing.
    public static let pageTurnsExactlyOnce = Oracle<RollingBannerTrace>("pageTurnsExactlyOnce", "§3", "one turn per armed crossing, none while disarmed") { trace in
        let turns = expectedTurns(trace.configuration, trace.steps.map(\.input))
        for (i, x, f) in trace.accepted {
            let expected = i < 0 ? nil : turns[i]
            guard f.turn != expected else { continue }
            return Violation("pageTurnsExactlyOnce", "§3", frame: i, [.init("x", x), .init("m", trace.configuration.displacement(offset: x))],
                "turn: expected \(expected.map { "a \($0) turn" } ?? "no turn"), got \(f.turn.map { "a \($0) turn" } ?? "no turn")")
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

    /// The layout (displacement and the four edges) is the closed form at the current offset
    /// and page. On a frame that turns the page the host is asked to reset the offset, so the
    /// edge layout and the reset layout (`m = 0`) are both accepted there. A violation names
    /// the first field that differs from the closed form at the offset.
    public static let layoutClosedForm = Oracle<RollingBannerTrace>("layoutClosedForm", "§3", "the three views sit where the closed form puts them") { trace in
        let c = trace.configuration
        let names = RollingBannerFrame.numberNames
        for (i, x, f) in trace.accepted {
            let scale = max(c.scale, x.magnitude)
            func mismatch(_ m: Double) -> (index: Int, expected: Double)? {
                let e = RollingBannerFrame(offset: x, layout: c.layout(displacement: m, page: f.layout.page), turn: nil, isArmed: true)
                return names.indices.lazy.map { ($0, e.number($0)) }.first { !Tolerance.isApproximatelyEqual(f.number($0.0), $0.1, scale: scale) }
            }
            guard let (k, expected) = mismatch(c.displacement(offset: x)), !(f.turn != nil && mismatch(0) == nil) else { continue }
            return Violation("layoutClosedForm", "§3", frame: i, [.init("x", x), .init(names[k], f.number(k)), .init("expected", expected)],
                "\(names[k]) is not the closed form for this offset")
        }
        return nil
    }

    /// Release: complete toward `sign(m)` when `|m| ≥ 0.3w`, or when `|m| ≥ 0.1w` and the
    /// velocity points the same way; otherwise snap back to `w`. `m` is the displacement of the
    /// offset the drag ended at (after a page turn, the reset `m = 0` is accepted too). Within
    /// the tolerance of a threshold either side's answer is accepted: an implementation that
    /// compares `|m|/w ≥ 0.3` may round the other way than one comparing `|m| ≥ 0.3·w`.
    public static let releaseRule = Oracle<RollingBannerTrace>("releaseRule", "§3", "release completes only when far enough, or flung the same way") { trace in
        let c = trace.configuration
        for query in trace.releases {
            let state = trace.steps[query.step].state
            let m = c.displacement(offset: state.offset)
            let scale = max(c.scale, state.offset.magnitude), tol = Tolerance.tol(scale: scale)
            let displacements = [m, m - tol, m + tol] + (state.turn != nil ? [0] : [])
            let acceptable = displacements.map { c.releaseTarget(displacement: max(-c.width, min(c.width, $0)), velocity: query.velocity) }
            if !acceptable.contains(where: { Tolerance.isApproximatelyEqual(query.target, $0, scale: scale) }) {
                let expected = acceptable[0]
                return Violation("releaseRule", "§3", frame: query.step, [.init("m", m), .init("v", query.velocity), .init("target", query.target), .init("expected", expected)],
                    expected == c.width ? "target: released short of 0.3w against the velocity, it must snap back" : "target: the release goes the wrong way")
            }
        }
        return nil
    }

    /// Every invariant of §3, then §0's rules.
    public static let all: [Oracle<RollingBannerTrace>] =
        [pageCount, pageTurnsExactlyOnce, viewportCovered, layoutClosedForm, releaseRule] + RobustnessOracles.all()
}
