import Effects

/// A trace of a parallel window (SPEC §1).
public typealias ParallelWindowTrace = ScrollTrace<ParallelWindowConfiguration, ParallelWindowFrame>

/// The invariants of SPEC §1, each a checker over a ``ParallelWindowTrace``.
public enum ParallelWindowInvariants {
    static func tol(_ c: ParallelWindowConfiguration, _ inputs: Double...) -> Double {
        Tolerance.tol(scale: inputs.reduce(c.scale) { max($0, $1.magnitude) })
    }

    /// No gap: the visible part of the window, `[max(t, 0), min(t + W, V)]`, lies inside the
    /// image `[T, T + I]`.
    public static let noGap = Oracle<ParallelWindowTrace>("noGap", "§1", "the visible part of the window is covered by the image") { trace in
        let c = trace.configuration
        for (i, t, frame) in trace.accepted {
            let lo = max(t, 0), hi = min(t + c.windowHeight, c.viewportHeight)
            guard lo < hi else { continue }
            let top = frame.imageTop, bottom = top + c.imageHeight, tol = tol(c, t, top)
            if !(top <= lo + tol && bottom >= hi - tol) {
                // The length of the visible window the image leaves uncovered, above it and below it.
                let gap = top.isFinite ? max(0, min(top, hi) - lo) + max(0, hi - max(bottom, lo)) : hi - lo
                return Violation("noGap", "§1", frame: i,
                    [.init("t", t), .init("T", top), .init("I", c.imageHeight), .init("visibleTop", lo), .init("visibleBottom", hi), .init("gap", gap)],
                    "\(Violation.format(gap)) pt of the visible window show no image (image spans [T, T + I], the visible window [visibleTop, visibleBottom])")
            }
        }
        return nil
    }

    /// Rules 1 and 2: entering at the bottom (`t ≥ V − W`) the image's bottom sits on the
    /// viewport's bottom (`T = V − I`); leaving at the top (`t ≤ 0`) its top on the viewport's
    /// top (`T = 0`).
    public static let edgesAligned = Oracle<ParallelWindowTrace>("edgesAligned", "§1", "T = V − I for t ≥ V − W and T = 0 for t ≤ 0") { trace in
        let c = trace.configuration
        for (i, t, frame) in trace.accepted {
            let expected: Double? = t >= c.viewportHeight - c.windowHeight ? c.viewportHeight - c.imageHeight : t <= 0 ? 0 : nil
            if let expected, !Tolerance.isApproximatelyEqual(frame.imageTop, expected, scale: max(c.scale, t.magnitude)) {
                return Violation("edgesAligned", "§1", frame: i, [.init("t", t), .init("T", frame.imageTop), .init("expected", expected)],
                    t <= 0 ? "leaving at the top, the image's top must sit on the viewport's top" : "entering at the bottom, the image's bottom must sit on the viewport's bottom")
            }
        }
        return nil
    }

    /// `y ∈ [W − I, 0]` while the window is fully visible (`0 ≤ t ≤ V − W`).
    public static let offsetInRangeWhileVisible = Oracle<ParallelWindowTrace>("offsetInRangeWhileVisible", "§1", "y ∈ [W − I, 0] while 0 ≤ t ≤ V − W") { trace in
        let c = trace.configuration
        for (i, t, frame) in trace.accepted where t >= 0 && t <= c.viewportHeight - c.windowHeight {
            let y = frame.imageOffset, tol = tol(c, t)
            if y > tol || y < c.windowHeight - c.imageHeight - tol {
                return Violation("offsetInRangeWhileVisible", "§1", frame: i, [.init("t", t), .init("y", y), .init("W - I", c.windowHeight - c.imageHeight)],
                    "imageOffset left [W − I, 0] while the window is fully visible")
            }
        }
        return nil
    }

    /// Path independence: after any sequence of inputs, `y` equals the closed form at the last
    /// input (catches drift in diff-based implementations).
    public static let pathIndependence = Oracle<ParallelWindowTrace>("pathIndependence", "§1", "y equals the closed form at the current input, whatever the path") { trace in
        let c = trace.configuration
        for (i, t, frame) in trace.accepted {
            let expected = c.imageOffset(windowTop: t)
            if !Tolerance.isApproximatelyEqual(frame.imageOffset, expected, scale: max(c.scale, t.magnitude)) {
                return Violation("pathIndependence", "§1", frame: i, [.init("t", t), .init("y", frame.imageOffset), .init("closedForm", expected)],
                    "imageOffset depends on the path: it differs from the closed form at this t")
            }
        }
        return nil
    }

    /// `T` is monotone in `t` (non-decreasing when `I < V`, non-increasing when `I > V`,
    /// constant when `I = V`) and Lipschitz with bound `|V − I| / (V − W)`.
    public static let monotoneContinuous = Oracle<ParallelWindowTrace>("monotoneContinuous", "§1", "T is monotone in t with Lipschitz bound |V − I|/(V − W)") { trace in
        let c = trace.configuration
        let accepted = trace.accepted
        let direction: Double = c.imageHeight < c.viewportHeight ? 1 : c.imageHeight > c.viewportHeight ? -1 : 0
        for (a, b) in zip(accepted, accepted.dropFirst()) {
            let dt = b.input - a.input, dT = b.output.imageTop - a.output.imageTop
            let tol = tol(c, a.input, b.input)
            if dT.magnitude > c.lipschitzBound * dt.magnitude + tol {
                return Violation("monotoneContinuous", "§1", frame: b.index, [.init("dt", dt), .init("dT", dT), .init("L", c.lipschitzBound)],
                    "the image moved more than L·|dt| between two inputs")
            }
            if direction == 0 ? dT.magnitude > tol : direction * dT * (dt >= 0 ? 1 : -1) < -tol {
                return Violation("monotoneContinuous", "§1", frame: b.index, [.init("dt", dt), .init("dT", dT)],
                    "T moved against its direction (I \(direction > 0 ? "<" : direction < 0 ? ">" : "=") V)")
            }
        }
        return nil
    }

    /// Every invariant of §1, then §0's rules.
    public static let all: [Oracle<ParallelWindowTrace>] =
        [noGap, edgesAligned, offsetInRangeWhileVisible, pathIndependence, monotoneContinuous] + RobustnessOracles.all()
}
