import Effects
import Generators
import Oracles

/// The rolling banner (SPEC §3) declared through the public API for your own effects, exactly as
/// a user would declare it: its page count and page turns as invariants with a memory
/// (``FrameInvariant/remembering(_:_:level:from:observing:judge:)``: the turns depend on the
/// whole path, armed and disarmed), its coverage and layout frame by frame, and its release
/// rule as a ``ReleaseInvariant``. The built-in suite, ``Suites/rollingBanner``, judges the same
/// invariants with its own checker (``RollingBannerChecker``); a test runs both over the model,
/// the published port and mutants and finds the same first violation of every invariant, at
/// the same frame.
///
/// The configuration's fields are `width`, `portion`, `imageCount` and `initialPageFraction`
/// (the initial page as a fraction of the last), so that every generated set is valid.
public enum RollingBannerDeclaration: DeclaredScrollEffect {
    public typealias Configuration = RollingBannerConfiguration
    public typealias Frame = RollingBannerFrame

    public static let name = "rollingBanner"

    public static let configurations = ConfigurationSpace(
        ["width": .range(100...1_400), "portion": .oneOf([0.6, 0, 1, 0.5]), "imageCount": .oneOf([5, 1, 2, 3]), "initialPageFraction": .oneOf([0, 1, 0.5])]
    ) { v in
        let n = Int(v["imageCount"])
        return try RollingBannerConfiguration(width: v["width"], portion: v["portion"], imageCount: n, initialPage: Int(v["initialPageFraction"] * Double(n - 1)))
    }

    public static func range(_ c: RollingBannerConfiguration) -> ScrollRange { .rollingBanner(c) }

    public static func scale(of c: RollingBannerConfiguration) -> Double { c.scale }

    /// A carousel starts at rest, at `w`, whatever the case drew.
    public static func start(_ c: RollingBannerConfiguration, generated: Double) -> Double { c.width }

    /// SPEC's page turns from the inputs alone: armed at first; `|m| ≥ w` while armed turns by
    /// `sign(m)` and disarms; `|m| < w` re-arms. Every finite input counts, accepted or not;
    /// the turn of an input is kept for its frame.
    public struct Turns: Sendable {
        var armed = true
        var turn: PageTurn?
        var page: Int

        mutating func observe(_ c: RollingBannerConfiguration, _ x: Double) {
            turn = nil
            let m = c.displacement(offset: x)
            if m.magnitude < c.width { armed = true; return }
            guard armed else { return }
            armed = false
            turn = m > 0 ? .forward : .backward
        }

        /// The turn expected at a judged frame: none at the initial frame or for a non-finite
        /// input (observed by no one), else the turn of the frame's input.
        func expected(_ context: FrameContext<RollingBannerConfiguration, RollingBannerFrame>) -> PageTurn? {
            context.index < 0 || !context.input.isFinite ? nil : turn
        }
    }

    public static let invariants: [FrameInvariant<RollingBannerConfiguration, RollingBannerFrame>] = [
        .remembering("pageCount", "page in [0, n), neighbours wrapped, page = initial + turns (mod n)", from: { c in Turns(page: c.initialPage) }) { turns, c, x in
            turns.observe(c, x)
        } judge: { turns, x in
            let c = x.configuration, l = x.frame.layout
            if let turn = turns.expected(x) { turns.page = c.wrap(turns.page + turn.rawValue) }
            for k in 0..<3 {
                let value = k == 0 ? l.page : k == 1 ? l.leftPage : l.rightPage
                let expected = k == 0 ? turns.page : k == 1 ? c.wrap(turns.page - 1) : c.wrap(turns.page + 1)
                guard value != expected else { continue }
                let name = k == 0 ? "page" : k == 1 ? "leftPage" : "rightPage"
                return InvariantFailure(name == "page" ? "page is not the initial page plus the turns so far" : "\(name) is not the wrapped neighbour of the page",
                                        [.init("x", x.input), .init(name, Double(value)), .init("expected", Double(expected))])
            }
            return nil
        },
        .remembering("pageTurnsExactlyOnce", "one turn per armed crossing, none while disarmed", from: { c in Turns(page: c.initialPage) }) { turns, c, x in
            turns.observe(c, x)
        } judge: { turns, x in
            let expected = turns.expected(x)
            guard x.frame.turn != expected else { return nil }
            return InvariantFailure("turn: expected \(expected.map { "a \($0) turn" } ?? "no turn"), got \(x.frame.turn.map { "a \($0) turn" } ?? "no turn")",
                                    [.init("x", x.input), .init("m", x.configuration.displacement(offset: x.input))])
        },
        FrameInvariant("viewportCovered", "the viewport [0, w] is covered by image at every frame") { x in
            let c = x.configuration, l = x.frame.layout, w = c.width, tol = x.lengthTolerance
            let lo = max(l.containerMinX, 0), hi = min(l.containerMinX + w, w)
            func uncovered(_ from: Double, _ to: Double, by left: Double) -> Bool { from < to - tol && (left > from + tol || left + w < to - tol) }
            if lo < hi, uncovered(lo, hi, by: l.middleImageMinX) {
                return InvariantFailure("the middle image leaves part of the container empty", [.init("x", x.input), .init("middleImageMinX", l.middleImageMinX)])
            }
            if uncovered(0, min(lo, w), by: l.leftImageMinX) && uncovered(0, min(lo, w), by: l.rightImageMinX) {
                return InvariantFailure("a gap left of the container", [.init("x", x.input), .init("leftImageMinX", l.leftImageMinX)])
            }
            if uncovered(max(hi, 0), w, by: l.rightImageMinX) && uncovered(max(hi, 0), w, by: l.leftImageMinX) {
                return InvariantFailure("a gap right of the container", [.init("x", x.input), .init("rightImageMinX", l.rightImageMinX)])
            }
            return nil
        },
        FrameInvariant("layoutClosedForm", "the three views sit where the closed form puts them", level: .conformance) { x in
            let c = x.configuration, f = x.frame, scale = max(c.scale, x.input.magnitude)
            func mismatch(_ m: Double) -> Int? {
                let e = RollingBannerFrame(offset: f.offset, layout: c.layout(displacement: m, page: f.layout.page), turn: nil, isArmed: true)
                return (0..<5).first { !Tolerance.isApproximatelyEqual(f.number($0), e.number($0), scale: scale) }
            }
            // On a frame that turns the page the reset layout (m = 0) is accepted too.
            guard let k = mismatch(c.displacement(offset: x.input)), !(f.turn != nil && mismatch(0) == nil) else { return nil }
            return InvariantFailure("\(RollingBannerFrame.numberNames[k]) is not the closed form for this offset", [.init("x", x.input), .init(RollingBannerFrame.numberNames[k], f.number(k))])
        },
    ]

    public static let releaseInvariants: [ReleaseInvariant<RollingBannerConfiguration, RollingBannerFrame>] = [
        ReleaseInvariant("releaseRule", "release completes only when far enough, or flung the same way", level: .conformance) { q in
            let c = q.configuration, m = c.displacement(offset: q.frame.offset)
            let scale = max(c.scale, q.frame.offset.magnitude), tol = Tolerance.tol(scale: scale)
            // Accepted: the answer for m, for m ± tol (a comparison may round either way), and,
            // after a page turn, for the reset m = 0.
            func target(_ d: Double) -> Double { c.releaseTarget(displacement: max(-c.width, min(c.width, d)), velocity: q.velocity) }
            for k in 0..<3 where Tolerance.isApproximatelyEqual(q.target, target(k == 0 ? m : k == 1 ? m - tol : m + tol), scale: scale) { return nil }
            if q.frame.turn != nil, Tolerance.isApproximatelyEqual(q.target, target(0), scale: scale) { return nil }
            return InvariantFailure(target(m) == c.width ? "target: released short of 0.3w against the velocity, it must snap back" : "target: the release goes the wrong way",
                                    [.init("m", m), .init("v", q.velocity), .init("target", q.target), .init("expected", target(m))])
        },
    ]
}
