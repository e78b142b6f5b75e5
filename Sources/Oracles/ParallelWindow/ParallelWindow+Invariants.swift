import Effects

/// A trace of a parallel window (SPEC §1).
public typealias ParallelWindowTrace = ScrollTrace<ParallelWindowConfiguration, ParallelWindowFrame>

/// The parallel window (SPEC §1) declared as any effect is: its invariants, each a type, judged
/// by `DeclaredChecker` with SPEC §0's rules after them.
extension ParallelWindow: DeclaredInvariants {
    /// What each invariant of the effect reads at a frame: the configuration, the input and the outputs.
    public typealias Context = FrameContext<ParallelWindowConfiguration, ParallelWindowFrame>

    public static var name: String { "parallelWindow" }
    public static var section: String { "§1" }
    public static func scale(of c: ParallelWindowConfiguration) -> Double { c.scale }

    /// Every invariant of §1, in report order.
    public static var invariants: some InvariantList<Context> {
        NoGap()
        EdgesAligned()
        OffsetInRangeWhileVisible()
        PathIndependence()
        MonotoneContinuous()
    }

    /// No gap: the visible part of the window, `[max(t, 0), min(t + W, V)]`, lies inside the
    /// image `[T, T + I]`, within the tolerance.
    @usableFromInline package struct NoGap: Invariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "noGap" }
        @usableFromInline package var statement: String { "the visible part of the window is covered by the image" }

        @inlinable @inline(__always)
        package func judge(_ x: Context) -> InvariantFailure? {
            let c = x.configuration, t = x.input
            let lo = max(t, 0), hi = min(t + c.windowHeight, c.viewportHeight)
            guard lo < hi else { return nil }
            let top = x.frame.imageTop, bottom = top + c.imageHeight, tol = x.lengthTolerance(including: top)
            if top <= lo + tol && bottom >= hi - tol { return nil }
            // The length of the visible window the image leaves uncovered, above it and below it:
            // the quantity the report names, judged itself (SPEC §0: a gap no wider than the
            // tolerance is not a gap, however far the image's edge sits from the window's).
            let gap = top.isFinite ? max(0, min(top, hi) - lo) + max(0, hi - max(bottom, lo)) : hi - lo
            guard gap > tol else { return nil }
            let v0 = c.imageHeight; return .outOfLine { InvariantFailure(
                "\(Violation.format(gap)) pt of the visible window show no image (image spans [T, T + I], the visible window [visibleTop, visibleBottom])",
                [.init("t", t), .init("T", top), .init("I", v0), .init("visibleTop", lo), .init("visibleBottom", hi), .init("gap", gap)],
                margin: .init(gap, tolerance: tol)) }
        }
    }

    /// Rules 1 and 2: entering at the bottom (`t ≥ V − W`) the image's bottom sits on the
    /// viewport's bottom (`T = V − I`); leaving at the top (`t ≤ 0`) its top on the viewport's
    /// top (`T = 0`).
    @usableFromInline package struct EdgesAligned: Invariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "edgesAligned" }
        @usableFromInline package var statement: String { "T = V − I for t ≥ V − W and T = 0 for t ≤ 0" }
        @usableFromInline package var level: InvariantLevel { .conformance }

        @inlinable @inline(__always)
        package func judge(_ x: Context) -> InvariantFailure? {
            let c = x.configuration, t = x.input, v = c.viewportHeight
            let expected: Double? = t >= v - c.windowHeight ? v - c.imageHeight : t <= 0 ? 0 : nil
            guard let expected, !Tolerance.isApproximatelyEqual(x.frame.imageTop, expected, scale: max(c.scale, t.magnitude)) else { return nil }
            let v0 = x.frame.imageTop, tol = Tolerance.tol(scale: max(c.scale, t.magnitude)); return .outOfLine { InvariantFailure(
                t <= 0 ? "leaving at the top, the image's top must sit on the viewport's top" : """
                    entering at the bottom, the image's bottom must sit on the viewport's bottom
                    """,
                [.init("t", t), .init("T", v0), .init("expected", expected)], margin: .off(v0, from: expected, tolerance: tol)) }
        }
    }

    /// `y ∈ [W − I, 0]` while the window is fully visible (`0 ≤ t ≤ V − W`).
    @usableFromInline package struct OffsetInRangeWhileVisible: Invariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "offsetInRangeWhileVisible" }
        @usableFromInline package var statement: String { "y ∈ [W − I, 0] while 0 ≤ t ≤ V − W" }

        @inlinable @inline(__always)
        package func judge(_ x: Context) -> InvariantFailure? {
            let c = x.configuration, t = x.input, w = c.windowHeight
            guard t >= 0 && t <= c.viewportHeight - w else { return nil }
            let y = x.frame.imageOffset, tol = x.lengthTolerance
            guard y > tol || y < w - c.imageHeight - tol else { return nil }
            let v0 = c.imageHeight; return .outOfLine { InvariantFailure("imageOffset left [W − I, 0] while the window is fully visible",
                [.init("t", t), .init("y", y), .init("W - I", w - v0)],
                margin: .outside(y, w - v0, 0, tolerance: tol)) }
        }
    }

    /// Path independence: after any sequence of inputs, `y` equals the closed form at the last
    /// input (catches drift in diff-based implementations).
    @usableFromInline package struct PathIndependence: Invariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "pathIndependence" }
        @usableFromInline package var statement: String { "y equals the closed form at the current input, whatever the path" }
        @usableFromInline package var level: InvariantLevel { .conformance }

        @inlinable @inline(__always)
        package func judge(_ x: Context) -> InvariantFailure? {
            let c = x.configuration, t = x.input, expected = c.imageOffset(windowTop: t)
            if Tolerance.isApproximatelyEqual(x.frame.imageOffset, expected, scale: max(c.scale, t.magnitude)) { return nil }
            let v0 = x.frame.imageOffset, tol = Tolerance.tol(scale: max(c.scale,
                t.magnitude)); return .outOfLine { InvariantFailure("imageOffset depends on the path: it differs from the closed form at this t",
                                    [.init("t", t), .init("y", v0), .init("closedForm", expected)], margin: .off(v0, from: expected, tolerance: tol)) }
        }
    }

    /// `T` is monotone in `t` (non-decreasing when `I < V`, non-increasing when `I > V`,
    /// constant when `I = V`) and Lipschitz with bound `|V − I| / (V − W)`, between
    /// consecutive judged frames.
    @usableFromInline package struct MonotoneContinuous: Invariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "monotoneContinuous" }
        @usableFromInline package var statement: String { "T is monotone in t with Lipschitz bound |V − I|/(V − W)" }
        @usableFromInline package var level: InvariantLevel { .conformance }

        @inlinable @inline(__always)
        package func judge(_ x: Context) -> InvariantFailure? {
            guard let a = x.previous else { return nil }
            let c = x.configuration, dt = x.input - a.input, dT = x.frame.imageTop - a.frame.imageTop, tol = x.stepTolerance
            let direction: Double = c.imageHeight < c.viewportHeight ? 1 : c.imageHeight > c.viewportHeight ? -1 : 0
            if dT.magnitude > c.lipschitzBound * dt.magnitude + tol {
                let v0 = c.lipschitzBound; return .outOfLine { InvariantFailure("the image moved more than L·|dt| between two inputs",
                    [.init("dt", dt), .init("dT", dT), .init("L", v0)],
                    margin: .beyond(dT.magnitude, bound: v0 * dt.magnitude, tolerance: tol)) }
            }
            if direction == 0 ? dT.magnitude > tol : direction * dT * (dt >= 0 ? 1 : -1) < -tol {
                return .outOfLine { InvariantFailure("T moved against its direction (I \(direction > 0 ? "<" : direction < 0 ? ">" : "=") V)", [.init("dt", dt),
                    .init("dT", dT)],
                    margin: .init(dT.magnitude, tolerance: tol)) }
            }
            return nil
        }
    }
}

extension ParallelWindow: BuiltInEffect {
    public typealias Trace = ParallelWindowTrace
    public static var effectName: String { name }
    public static func frameCount(of trace: ParallelWindowTrace) -> Int { trace.steps.count }
}
