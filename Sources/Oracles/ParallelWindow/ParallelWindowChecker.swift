import Effects

/// Every invariant of SPEC §1 (and §0's rules) in one pass over a parallel window's frames;
/// ``ParallelWindowInvariants`` are its oracles.
public struct ParallelWindowChecker: ScrollChecker {
    /// The invariants, by index.
    public static let invariants: [(name: String, section: String, summary: String)] = [
        ("noGap", "§1", "the visible part of the window is covered by the image"),
        ("edgesAligned", "§1", "T = V − I for t ≥ V − W and T = 0 for t ≤ 0"),
        ("offsetInRangeWhileVisible", "§1", "y ∈ [W − I, 0] while 0 ≤ t ≤ V − W"),
        ("pathIndependence", "§1", "y equals the closed form at the current input, whatever the path"),
        ("monotoneContinuous", "§1", "T is monotone in t with Lipschitz bound |V − I|/(V − W)"),
    ] + RobustnessRules<ParallelWindowFrame>.invariants

    /// The level of each invariant (noGap and offsetInRangeWhileVisible are promises of any parallax cell; the edges, the closed form and its Lipschitz bound are SPEC's ratio); SPEC §0's rules are safety.
    public static let levels: [InvariantLevel] = [.safety, .conformance, .safety, .conformance, .conformance] + RobustnessRules<ParallelWindowFrame>.levels

    static let noGap = 0, edgesAligned = 1, offsetInRange = 2, pathIndependence = 3, monotone = 4, robustnessBase = 5

    public private(set) var slot: ViolationSlot
    let c: ParallelWindowConfiguration
    let direction: Double
    var robustness: RobustnessRules<ParallelWindowFrame>
    /// The previous judged frame (for monotonicity), if any.
    var previous: (input: Double, imageTop: Double)?

    public init(configuration: ParallelWindowConfiguration, initialInput: Double, initial: ParallelWindowFrame, order: InvariantOrder) {
        c = configuration
        slot = ViolationSlot(order: order)
        direction = c.imageHeight < c.viewportHeight ? 1 : c.imageHeight > c.viewportHeight ? -1 : 0
        robustness = RobustnessRules(base: Self.robustnessBase, initialInput: initialInput, initial: initial, slot: &slot)
        if initialInput.isFinite { judge(-1, initialInput, initial) }
    }

    public mutating func step(_ index: Int, input: Double, output: ParallelWindowFrame?, state: ParallelWindowFrame) {
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
                    slot.report(Self.noGap, Violation("noGap", "§1", frame: i,
                        [.init("t", t), .init("T", top), .init("I", c.imageHeight), .init("visibleTop", lo), .init("visibleBottom", hi), .init("gap", gap)],
                        "\(Violation.format(gap)) pt of the visible window show no image (image spans [T, T + I], the visible window [visibleTop, visibleBottom])"))
                }
            }
        }
        if slot.wants(Self.edgesAligned) {
            let expected: Double? = t >= v - w ? v - c.imageHeight : t <= 0 ? 0 : nil
            if let expected, !Tolerance.isApproximatelyEqual(frame.imageTop, expected, scale: max(c.scale, t.magnitude)) {
                slot.report(Self.edgesAligned, Violation("edgesAligned", "§1", frame: i, [.init("t", t), .init("T", frame.imageTop), .init("expected", expected)],
                    t <= 0 ? "leaving at the top, the image's top must sit on the viewport's top" : "entering at the bottom, the image's bottom must sit on the viewport's bottom"))
            }
        }
        if slot.wants(Self.offsetInRange), t >= 0 && t <= v - w {
            let y = frame.imageOffset, tol = tol(t)
            if y > tol || y < w - c.imageHeight - tol {
                slot.report(Self.offsetInRange, Violation("offsetInRangeWhileVisible", "§1", frame: i, [.init("t", t), .init("y", y), .init("W - I", w - c.imageHeight)],
                    "imageOffset left [W − I, 0] while the window is fully visible"))
            }
        }
        if slot.wants(Self.pathIndependence) {
            let expected = c.imageOffset(windowTop: t)
            if !Tolerance.isApproximatelyEqual(frame.imageOffset, expected, scale: max(c.scale, t.magnitude)) {
                slot.report(Self.pathIndependence, Violation("pathIndependence", "§1", frame: i, [.init("t", t), .init("y", frame.imageOffset), .init("closedForm", expected)],
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
