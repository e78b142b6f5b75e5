import Effects

/// A trace of a rolling banner (SPEC §3), with release queries.
public typealias RollingBannerTrace = ScrollTrace<RollingBannerConfiguration, RollingBannerFrame>

/// The rolling banner (SPEC §3) declared as any effect is: its invariants and its release rule,
/// each a type, judged by `DeclaredChecker` with SPEC §0's rules after them.
extension RollingBanner: DeclaredInvariants {
    /// What each invariant of the effect reads at a frame: the configuration, the input and the outputs.
    public typealias Context = FrameContext<RollingBannerConfiguration, RollingBannerFrame>
    /// What each release rule of the effect reads: the release velocity, the target and the frame it follows.
    public typealias Release = ReleaseContext<RollingBannerConfiguration, RollingBannerFrame>

    public static var name: String { "rollingBanner" }
    public static var section: String { "§3" }
    public static func scale(of c: RollingBannerConfiguration) -> Double { c.scale }

    /// Every invariant of §3, in report order.
    public static var invariants: some InvariantList<Context> {
        PageCount()
        PageTurnsExactlyOnce()
        ViewportCovered()
        LayoutClosedForm()
    }

    /// The release rule of §3.
    public static var releaseInvariants: some InvariantList<Release> {
        ReleaseRule()
    }

    /// SPEC's page turns from the inputs alone: armed at first; `|m| ≥ w` while armed turns by
    /// `sign(m)` and disarms; `|m| < w` re-arms. Every finite input counts, accepted or not
    /// (a non-finite one is refused); the turn of an input is kept for its frame.
    @usableFromInline package struct Turns: Sendable {
        /// Whether the next crossing turns a page.
        @usableFromInline package var armed = true
        /// The turn of the latest observed input.
        @usableFromInline package var turn: PageTurn?
        /// The page SPEC expects after the judged frames so far.
        @usableFromInline package var page: Int

        /// The turns before any input.
        ///
        /// - Parameter c: The configuration.
        @usableFromInline package init(_ c: RollingBannerConfiguration) { page = c.initialPage }

        /// Learns one finite input.
        ///
        /// - Parameters:
        ///   - c: The configuration.
        ///   - x: The input.
        @inlinable
        package mutating func observe(_ c: RollingBannerConfiguration, _ x: Double) {
            turn = nil
            let m = c.displacement(offset: x)
            if m.magnitude < c.width { armed = true; return }
            guard armed else { return }
            armed = false
            turn = m > 0 ? .forward : .backward
        }

        /// The turn expected at a judged frame: none at the initial frame or for a non-finite
        /// input (observed by no one), else the turn of the frame's input.
        @inlinable
        package func expected(_ x: Context) -> PageTurn? {
            x.index < 0 || !x.input.isFinite ? nil : turn
        }

        /// The page turns SPEC expects from the inputs alone, one per input (non-finite inputs
        /// turn nothing and are skipped).
        ///
        /// - Parameters:
        ///   - c: The configuration.
        ///   - inputs: The inputs, in order.
        /// - Returns: The expected turn per input.
        /// - Complexity: O(inputs).
        @usableFromInline package static func expected(_ c: RollingBannerConfiguration, _ inputs: [Double]) -> [PageTurn?] {
            var turns = Turns(c)
            return inputs.map { x in
                guard x.isFinite else { return nil }
                turns.observe(c, x)
                return turns.turn
            }
        }
    }

    /// Pages are always in `[0, n)`, the side pages are the wrapped neighbours, and the page
    /// is `initial + forward − backward (mod n)`; the initial frame shows the initial page.
    @usableFromInline package struct PageCount: StatefulInvariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "pageCount" }
        @usableFromInline package var statement: String { "page in [0, n), neighbours wrapped, page = initial + turns (mod n)" }
        @usableFromInline package func start(_ c: RollingBannerConfiguration) -> Turns { Turns(c) }
        @inlinable package func observe(_ x: Double, _ c: RollingBannerConfiguration, _ turns: inout Turns) { turns.observe(c, x) }

        @inlinable @inline(__always)
        package func judge(_ x: Context, _ turns: inout Turns) -> InvariantFailure? {
            let c = x.configuration, l = x.frame.layout
            if let turn = turns.expected(x) { turns.page = c.wrap(turns.page + turn.rawValue) }
            for k in 0..<3 {
                let value = k == 0 ? l.page : k == 1 ? l.leftPage : l.rightPage
                let expected = k == 0 ? turns.page : k == 1 ? c.wrap(turns.page - 1) : c.wrap(turns.page + 1)
                guard value != expected else { continue }
                let name = k == 0 ? "page" : k == 1 ? "leftPage" : "rightPage"
                let range = (0..<c.imageCount).contains(value) ? "" : ", out of [0, n)"
                let (v0, v1) = (x.input, c.imageCount); return .outOfLine { InvariantFailure(
                    name == "page" ? "page is not the initial page plus the turns so far\(range)" : "\(name) is not the wrapped neighbour of the page\(range)",
                    [.init("x", v0), .init(name, Double(value)), .init("expected", Double(expected)), .init("n", Double(v1))]) }
            }
            return nil
        }
    }

    /// Exactly one page turn per armed crossing, however often the edge is reported; the
    /// initial frame turns nothing.
    @usableFromInline package struct PageTurnsExactlyOnce: StatefulInvariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "pageTurnsExactlyOnce" }
        @usableFromInline package var statement: String { "one turn per armed crossing, none while disarmed" }
        @usableFromInline package func start(_ c: RollingBannerConfiguration) -> Turns { Turns(c) }
        @inlinable package func observe(_ x: Double, _ c: RollingBannerConfiguration, _ turns: inout Turns) { turns.observe(c, x) }

        @inlinable @inline(__always)
        package func judge(_ x: Context, _ turns: inout Turns) -> InvariantFailure? {
            let expected = turns.expected(x)
            guard x.frame.turn != expected else { return nil }
            let (v0, v1, v2) = (x.frame.turn, x.input,
                x.configuration.displacement(offset: x.input)); return .outOfLine { InvariantFailure("""
                    turn: expected \(expected.map { "a \($0) turn" } ?? "no turn"), got \(v0.map { "a \($0) turn" } ?? "no turn")
                    """,
                                    [.init("x", v1), .init("m", v2)]) }
        }
    }

    /// The whole viewport `[0, w]` is covered by image at every frame: the middle image over
    /// the visible part of the container, the side image over the rest.
    @usableFromInline package struct ViewportCovered: Invariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "viewportCovered" }
        @usableFromInline package var statement: String { "the viewport [0, w] is covered by image at every frame" }

        @inlinable @inline(__always)
        package func judge(_ x: Context) -> InvariantFailure? {
            let c = x.configuration, l = x.frame.layout, w = c.width, tol = x.lengthTolerance
            let lo = max(l.containerMinX, 0), hi = min(l.containerMinX + w, w)
            func uncovered(_ from: Double, _ to: Double, by left: Double) -> Bool { from < to - tol && (left > from + tol || left + w < to - tol) }
            if lo < hi, uncovered(lo, hi, by: l.middleImageMinX) {
                let (v0, v1, v2) = (x.input, l.middleImageMinX,
                    l.containerMinX); return .outOfLine { InvariantFailure("the middle image leaves part of the container empty",
                    [.init("x", v0), .init("middleImageMinX", v1), .init("containerMinX", v2)]) }
            }
            if uncovered(0, min(lo, w), by: l.leftImageMinX) && uncovered(0, min(lo, w), by: l.rightImageMinX) {
                let (v0, v1, v2) = (x.input, l.leftImageMinX,
                    l.containerMinX); return .outOfLine { InvariantFailure("a gap left of the container", [.init("x", v0),
                    .init("leftImageMinX", v1), .init("containerMinX", v2)]) }
            }
            if uncovered(max(hi, 0), w, by: l.rightImageMinX) && uncovered(max(hi, 0), w, by: l.leftImageMinX) {
                let (v0, v1, v2) = (x.input, l.rightImageMinX,
                    l.containerMinX); return .outOfLine { InvariantFailure("a gap right of the container", [.init("x", v0),
                    .init("rightImageMinX", v1), .init("containerMinX", v2)]) }
            }
            return nil
        }
    }

    /// The layout (displacement and the four edges) is the closed form at the current offset
    /// and page. On a frame that turns the page the host is asked to reset the offset, so the
    /// edge layout and the reset layout (`m = 0`) are both accepted there. A violation names
    /// the first field that differs from the closed form at the offset.
    @usableFromInline package struct LayoutClosedForm: Invariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "layoutClosedForm" }
        @usableFromInline package var statement: String { "the three views sit where the closed form puts them" }
        @usableFromInline package var level: InvariantLevel { .conformance }

        /// The first field of `f` that differs from the closed form at displacement `m`.
        @inlinable @inline(__always)
        func mismatch(_ c: RollingBannerConfiguration, _ f: RollingBannerFrame, _ m: Double, scale: Double) -> (index: Int, expected: Double)? {
            let e = RollingBannerFrame(offset: f.offset, layout: c.layout(displacement: m, page: f.layout.page), turn: nil, isArmed: true)
            for k in 0..<5 where !Tolerance.isApproximatelyEqual(f.number(k), e.number(k), scale: scale) { return (k, e.number(k)) }
            return nil
        }

        @inlinable @inline(__always)
        package func judge(_ x: Context) -> InvariantFailure? {
            let c = x.configuration, f = x.frame, scale = max(c.scale, x.input.magnitude)
            guard let (k, expected) = mismatch(c, f, c.displacement(offset: x.input), scale: scale), !(f.turn != nil && mismatch(c, f, 0,
                scale: scale) == nil) else { return nil }
            let name = RollingBannerFrame.numberNames[k]
            let (v0, v1, tol) = (x.input, f.number(k), Tolerance.tol(scale: scale))
            return .outOfLine { InvariantFailure("\(name) is not the closed form for this offset", [.init("x", v0), .init(name, v1),
                .init("expected", expected)], margin: .off(v1, from: expected, tolerance: tol)) }
        }
    }

    /// Release: complete toward `sign(m)` when `|m| ≥ 0.3w`, or when `|m| ≥ 0.1w` and the
    /// velocity points the same way; otherwise snap back to `w`. `m` is the displacement of the
    /// offset the drag ended at (after a page turn, the reset `m = 0` is accepted too). Within
    /// the tolerance of a threshold either side's answer is accepted: an implementation that
    /// compares `|m|/w ≥ 0.3` may round the other way than one comparing `|m| ≥ 0.3·w`.
    @usableFromInline package struct ReleaseRule: Invariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "releaseRule" }
        @usableFromInline package var statement: String { "release completes only when far enough, or flung the same way" }
        @usableFromInline package var level: InvariantLevel { .conformance }

        /// SPEC's release target for a displacement, clamped to `[−w, w]`, and a velocity.
        @inlinable
        static func target(_ c: RollingBannerConfiguration, _ d: Double, _ velocity: Double) -> Double {
            c.releaseTarget(displacement: max(-c.width, min(c.width, d)), velocity: velocity)
        }

        @inlinable @inline(__always)
        package func judge(_ q: Release) -> InvariantFailure? {
            let c = q.configuration, m = c.displacement(offset: q.frame.offset), v = q.velocity
            let scale = max(c.scale, q.frame.offset.magnitude), tol = Tolerance.tol(scale: scale)
            // Accepted: the answer for m, for m ± tol (a comparison may round either way), and,
            // after a page turn, for the reset m = 0.
            let expected = Self.target(c, m, v)
            for k in 0..<3 where Tolerance.isApproximatelyEqual(q.target, Self.target(c, k == 0 ? m : k == 1 ? m - tol : m + tol, v),
                scale: scale) { return nil }
            if q.frame.turn != nil, Tolerance.isApproximatelyEqual(q.target, Self.target(c, 0, v), scale: scale) { return nil }
            let target = q.target, snapsBack = expected == c.width
            let why = snapsBack ? "target: released short of 0.3w against the velocity, it must snap back" : "target: the release goes the wrong way"
            return .outOfLine {
                InvariantFailure(why, [.init("m", m), .init("v", v), .init("target", target), .init("expected", expected)],
                                 margin: .off(target, from: expected, tolerance: tol))
            }
        }
    }
}

extension RollingBanner: BuiltInEffect {
    public typealias Trace = RollingBannerTrace
    public static var effectName: String { name }
    public static func frameCount(of trace: RollingBannerTrace) -> Int { trace.steps.count }
}
