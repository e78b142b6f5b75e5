import Effects
import Generators
import Oracles

/// The parallel window (SPEC §1) declared through the public API for your own effects, exactly
/// as a user would declare it: its configurations, its scroll range with SPEC's switches, and
/// its invariants as ``FrameInvariant``s judged by ``DeclaredChecker``. The built-in suite,
/// ``Suites/parallelWindow``, judges the same invariants with its own checker
/// (``ParallelWindowChecker``); a test runs both over the model, the published port and
/// variants and finds the same first violation of every invariant, at the same frame.
///
/// The configuration's fields are `viewportHeight`, `windowFraction` (`W / V`) and
/// `imageFactor` (`I / V`, raised to `W` when smaller), so that every generated triple is valid
/// and the three regimes `I < V`, `I = V` and `I > V` all come up.
public enum ParallelWindowDeclaration: DeclaredScrollEffect {
    public typealias Configuration = ParallelWindowConfiguration
    public typealias Frame = ParallelWindowFrame

    public static let name = "parallelWindow"

    public static let configurations = ConfigurationSpace(
        ["viewportHeight": .range(100...1_400), "windowFraction": .oneOf([0.25, 0.1, 0.5, 0.9]), "imageFactor": .oneOf([1, 1.75, 0.5, 0.3, 3])]
    ) { v in
        let viewport = v["viewportHeight"], window = viewport * v["windowFraction"]
        return try ParallelWindowConfiguration(windowHeight: window, imageHeight: max(viewport * v["imageFactor"], window), viewportHeight: viewport)
    }

    public static func range(_ c: ParallelWindowConfiguration) -> ScrollRange { .parallelWindow(c) }

    public static func scale(of c: ParallelWindowConfiguration) -> Double { c.scale }

    /// The tolerance of lengths at a frame: `tol` of the largest of the configuration's scale
    /// and the magnitudes involved, as the built-in checker takes it.
    static func tol(_ c: ParallelWindowConfiguration, _ a: Double, _ b: Double = 0) -> Double {
        Tolerance.tol(scale: max(max(c.scale, a.magnitude), b.magnitude))
    }

    public static let invariants: [FrameInvariant<ParallelWindowConfiguration, ParallelWindowFrame>] = [
        FrameInvariant("noGap", "the visible part of the window is covered by the image") { x in
            let c = x.configuration, t = x.input
            let lo = max(t, 0), hi = min(t + c.windowHeight, c.viewportHeight)
            guard lo < hi else { return nil }
            let top = x.frame.imageTop, bottom = top + c.imageHeight, tol = tol(c, t, top)
            if top <= lo + tol && bottom >= hi - tol { return nil }
            let gap = top.isFinite ? max(0, min(top, hi) - lo) + max(0, hi - max(bottom, lo)) : hi - lo
            return InvariantFailure("\(Violation.format(gap)) pt of the visible window show no image",
                                    [.init("t", t), .init("T", top), .init("visibleTop", lo), .init("visibleBottom", hi), .init("gap", gap)])
        },
        FrameInvariant("edgesAligned", "T = V − I for t ≥ V − W and T = 0 for t ≤ 0", level: .conformance) { x in
            let c = x.configuration, t = x.input
            let expected: Double? = t >= c.viewportHeight - c.windowHeight ? c.viewportHeight - c.imageHeight : t <= 0 ? 0 : nil
            guard let expected, !Tolerance.isApproximatelyEqual(x.frame.imageTop, expected, scale: max(c.scale, t.magnitude)) else { return nil }
            return InvariantFailure(t <= 0 ? "leaving at the top, the image's top must sit on the viewport's top" : "entering at the bottom, the image's bottom must sit on the viewport's bottom",
                                    [.init("t", t), .init("T", x.frame.imageTop), .init("expected", expected)])
        },
        FrameInvariant("offsetInRangeWhileVisible", "y ∈ [W − I, 0] while 0 ≤ t ≤ V − W") { x in
            let c = x.configuration, t = x.input, y = x.frame.imageOffset
            guard t >= 0 && t <= c.viewportHeight - c.windowHeight else { return nil }
            let tol = tol(c, t)
            if y > tol || y < c.windowHeight - c.imageHeight - tol {
                return InvariantFailure("imageOffset left [W − I, 0] while the window is fully visible", [.init("t", t), .init("y", y), .init("W - I", c.windowHeight - c.imageHeight)])
            }
            return nil
        },
        FrameInvariant("pathIndependence", "y equals the closed form at the current input, whatever the path", level: .conformance) { x in
            let c = x.configuration, t = x.input, expected = c.imageOffset(windowTop: t)
            if Tolerance.isApproximatelyEqual(x.frame.imageOffset, expected, scale: max(c.scale, t.magnitude)) { return nil }
            return InvariantFailure("imageOffset depends on the path: it differs from the closed form at this t",
                                    [.init("t", t), .init("y", x.frame.imageOffset), .init("closedForm", expected)])
        },
        FrameInvariant("monotoneContinuous", "T is monotone in t with Lipschitz bound |V − I|/(V − W)", level: .conformance) { x in
            guard let previous = x.previous else { return nil }
            let c = x.configuration, dt = x.input - previous.input, dT = x.frame.imageTop - previous.frame.imageTop
            let tol = tol(c, previous.input, x.input)
            let direction: Double = c.imageHeight < c.viewportHeight ? 1 : c.imageHeight > c.viewportHeight ? -1 : 0
            if dT.magnitude > c.lipschitzBound * dt.magnitude + tol {
                return InvariantFailure("the image moved more than L·|dt| between two inputs", [.init("dt", dt), .init("dT", dT), .init("L", c.lipschitzBound)])
            }
            if direction == 0 ? dT.magnitude > tol : direction * dT * (dt >= 0 ? 1 : -1) < -tol {
                return InvariantFailure("T moved against its direction", [.init("dt", dt), .init("dT", dT)])
            }
            return nil
        },
    ]
}
