import Effects

/// Where scrolling comes to rest (SPEC §8), declared as any event-driven effect is: its world is
/// the container's length after the resizes (``SnapWorld``), its frame the answer
/// (``SnapTargetFrame``), its invariants each a type, judged by `EventChecker`. Every rule but
/// the conformance one is a safety rule that any snapping code must keep with its own numbers
/// (its own configuration: free snapping, a centred alignment, another threshold).
extension SnapTarget: DeclaredEventInvariants {
    public typealias World = SnapWorld
    /// What each invariant of §8 reads at an event: the configuration, the container after the
    /// resizes, the event and the answer.
    public typealias Context = EventContext<SnapTargetConfiguration, SnapWorld, SnapTargetFrame>

    public static var name: String { "snapTarget" }
    public static var section: String { "§8" }

    /// Every invariant of §8, in report order.
    public static var invariants: some EventInvariantList<SnapTargetConfiguration, SnapWorld, SnapTargetFrame> {
        InBounds()
        OnSnapPoint()
        FlickWay()
        RestStays()
        Monotone()
        ResizeKeepsPlace()
        RefusedInputKeepsState()
        FiniteInputAccepted()
        NoNonFiniteOutput()
        ConformsToRule()
    }

    /// The answer's target when the event must be answered and was, finite, with the snap
    /// points of the configuration as the resizes have made it (the world's, derived once a
    /// resize): what most rules judge. Their other numbers are the configuration's own.
    @inline(__always)
    static func judgedPoints(_ x: Context) -> (target: Double, geometry: SnapGeometry)? {
        guard SnapTarget.isAnswerable(x.event), let t = x.frame.target, t.isFinite else { return nil }
        if let g = x.world.geometry { return (t, g) }
        return x.currentConfiguration.map { (t, $0.geometry) }
    }

    /// The page or item at the alignment line before a resize: the place of the snap point the
    /// content rested on, in the container it had then, or `nil` when it rested on none. The
    /// snap points of that container are the world's from before the resize (or now) when they
    /// are those of that container, else made anew.
    static func placeBefore(_ rest: (offset: Double, container: Double), _ x: Context) -> SnapPlace? {
        if let (c, g) = x.world.previous, c.containerLength == rest.container { return g.place(at: rest.offset) }
        if let c = x.world.configuration, let g = x.world.geometry, c.containerLength == rest.container { return g.place(at: rest.offset) }
        return (try? x.configuration.resized(containerLength: rest.container))?.geometry.place(at: rest.offset)
    }

    /// `T ∈ [lo, hi]`: a target beyond the end scrolls past it and bounces back.
    @usableFromInline package struct InBounds: Invariant {
        @usableFromInline package typealias Context = SnapTarget.Context
        /// The invariant.
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "inBounds" }
        @usableFromInline package var statement: String { "the content comes to rest inside [lo, hi]" }

        @usableFromInline package func judge(_ x: Context) -> InvariantFailure? {
            guard let (t, g) = SnapTarget.judgedPoints(x) else { return nil }
            // A bound's sign of zero means nothing (`lo` is `-leadingInset`, -0 with no inset):
            // `+ 0` writes it as a person does, `[0, 225]`, and changes no other value.
            let (lo, hi, tol) = (g.lowerBound + 0, g.upperBound + 0, g.tolerance)
            guard t < lo - tol || t > hi + tol else { return nil }
            return InvariantFailure(
                """
                    after \(x.event), the content rests at \(Violation.format(t)), \(t > hi ? "past the end" : "before the start") of \
                    [\(Violation.format(lo)), \(Violation.format(hi))]: it scrolls there and bounces back
                    """,
                [.init("T", t), .init("lo", lo), .init("hi", hi)], margin: .outside(t, lo, hi, tolerance: tol))
        }
    }

    /// `T` is a snap point.
    @usableFromInline package struct OnSnapPoint: Invariant {
        @usableFromInline package typealias Context = SnapTarget.Context
        /// The invariant.
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "onSnapPoint" }
        @usableFromInline package var statement: String { "the content comes to rest on a snap point" }

        @usableFromInline package func judge(_ x: Context) -> InvariantFailure? {
            guard let (t, g) = SnapTarget.judgedPoints(x) else { return nil }
            guard let i = g.nearestIndex(t), (g.points[i] - t).magnitude > g.tolerance else { return nil }
            return InvariantFailure(
                """
                    after \(x.event), the content rests at \(Violation.format(t)), between snap points: the nearest is \
                    \(Violation.format(g.points[i])) (\(g.places[i]))
                    """,
                [.init("T", t), .init("nearest", g.points[i])], margin: .off(t, from: g.points[i], tolerance: g.tolerance))
        }
    }

    /// A flick never rests behind the finger: `v > v_f` and `o < hi − tol` give `T > o`;
    /// `v < −v_f` and `o > lo + tol` give `T < o`. Judged without slack.
    @usableFromInline package struct FlickWay: Invariant {
        @usableFromInline package typealias Context = SnapTarget.Context
        /// The invariant.
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "flickWay" }
        @usableFromInline package var statement: String { "a flick faster than v_f rests beyond the offset in its direction" }

        @usableFromInline package func judge(_ x: Context) -> InvariantFailure? {
            guard case let .release(o, v, _) = x.event, let (t, g) = SnapTarget.judgedPoints(x) else { return nil }
            let (vf, tol) = (x.configuration.flickThreshold, g.tolerance)
            if v > vf, o < g.upperBound - tol, !(t > o) {
                return InvariantFailure(
                    """
                        a flick forward at \(Violation.format(v)) pt/s (threshold \(Violation.format(vf))) released at \(Violation.format(o)) rests \
                        at \(Violation.format(t)), behind the finger
                        """,
                    [.init("o", o), .init("v", v), .init("T", t)])
            }
            if v < -vf, o > g.lowerBound + tol, !(t < o) {
                return InvariantFailure(
                    """
                        a flick back at \(Violation.format(v)) pt/s (threshold \(Violation.format(vf))) released at \(Violation.format(o)) rests at \
                        \(Violation.format(t)), behind the finger
                        """,
                    [.init("o", o), .init("v", v), .init("T", t)])
            }
            return nil
        }
    }

    /// Released exactly on a snap point with `|v| ≤ v_f` and `t = o`, the content stays: every
    /// snap point, `hi` included, can be rested on. Code told only the proposal and the
    /// velocity (``SnapTold/proposalAndVelocity``) cannot tell a slow push at an end, clamped to
    /// `t = o`, from a release at rest: for it, at rest means `v = 0`.
    @usableFromInline package struct RestStays: Invariant {
        @usableFromInline package typealias Context = SnapTarget.Context
        /// The invariant.
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "restStays" }
        @usableFromInline package var statement: String { "released at rest exactly on a snap point, the content stays there" }

        @usableFromInline package func judge(_ x: Context) -> InvariantFailure? {
            let c = x.configuration
            guard case let .release(o, v, p) = x.event, p == o, c.told == .proposalAndVelocity ? v == 0 : v.magnitude <= c.flickThreshold,
                  let (t, g) = SnapTarget.judgedPoints(x)
            else { return nil }
            guard let i = g.nearestIndex(o), g.points[i] == o, (t - o).magnitude > g.tolerance else { return nil }
            return InvariantFailure(
                "released at rest on the snap point \(Violation.format(o)) (\(g.places[i])), the content moves to \(Violation.format(t))",
                [.init("o", o), .init("T", t)], margin: .off(t, from: o, tolerance: g.tolerance))
        }
    }

    /// For the same `o` and `v`, a larger proposal never gives a smaller target (judged
    /// between one release and the next when both have the same `o`, `v` and container).
    @usableFromInline package struct Monotone: StatefulInvariant {
        @usableFromInline package typealias Context = SnapTarget.Context
        /// The latest release: its offset, velocity, proposal and target, and the container.
        @usableFromInline package typealias Memory = (o: Double, v: Double, t: Double, target: Double, container: Double)?
        /// The invariant.
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "monotone" }
        @usableFromInline package var statement: String { "for the same offset and velocity, a larger proposal never gives a smaller target" }

        @usableFromInline package func start(_ configuration: SnapTargetConfiguration) -> Memory { nil }

        @usableFromInline package func judge(_ x: Context, _ memory: inout Memory) -> InvariantFailure? {
            guard case let .release(o, v, p) = x.event, let (t, g) = SnapTarget.judgedPoints(x) else { return nil }
            let container = x.world.containerLength ?? x.configuration.containerLength
            defer { memory = (o, v, p, t, container) }
            guard let last = memory, last.o == o, last.v == v, last.container == container, last.t != p else { return nil }
            let tol = g.tolerance
            let (smallT, largeT) = last.t < p ? (last.target, t) : (t, last.target)
            guard largeT < smallT - tol else { return nil }
            let (lowP, highP) = (Swift.min(last.t, p), Swift.max(last.t, p))
            return InvariantFailure(
                """
                    released at \(Violation.format(o)), \(Violation.format(v)) pt/s: the proposal \(Violation.format(highP)) rests at \
                    \(Violation.format(largeT)), before the \(Violation.format(smallT)) of the smaller proposal \(Violation.format(lowP))
                    """,
                [.init("o", o), .init("v", v), .init("smaller t", lowP), .init("its T", smallT), .init("larger t", highP), .init("its T", largeT)],
                margin: .off(largeT, from: smallT, tolerance: tol))
        }
    }

    /// After a resize, the page or item that was at the alignment line is there again (or the
    /// content rests at `hi` when its new snap point no longer fits): keeping the old offset,
    /// as a naive layout does, shows another page after a rotation.
    @usableFromInline package struct ResizeKeepsPlace: StatefulInvariant {
        @usableFromInline package typealias Context = SnapTarget.Context
        /// Where the content rested before the event, and the container then.
        @usableFromInline package typealias Memory = (offset: Double, container: Double)
        /// The invariant.
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "resizeKeepsPlace" }
        @usableFromInline package var statement: String { "after a resize, the page or item that was at the alignment line is there again" }

        @usableFromInline package func start(_ configuration: SnapTargetConfiguration) -> Memory { (configuration.lowerBound, configuration.containerLength) }

        @usableFromInline package func judge(_ x: Context, _ memory: inout Memory) -> InvariantFailure? {
            guard let (t, g) = SnapTarget.judgedPoints(x) else { return nil }
            defer { memory = (t, x.world.containerLength ?? x.configuration.containerLength) }
            guard case .resize = x.event, let place = SnapTarget.placeBefore(memory, x) else { return nil }
            let expected = g.point(of: place)
            guard (t - expected).magnitude > g.tolerance else { return nil }
            return InvariantFailure(
                """
                    after \(x.event), \(place) (at \(Violation.format(memory.offset)) before) belongs at \(Violation.format(expected)); the content \
                    rests at \(Violation.format(t))\(g.place(at: t).map { ", showing \($0)" } ?? "")
                    """,
                [.init("before", memory.offset), .init("expected", expected), .init("T", t)], margin: .off(t, from: expected, tolerance: g.tolerance))
        }
    }

    /// An input that cannot be answered (a non-finite number, a container that is not a
    /// positive length) is refused, or its proposal handed back unchanged by a method that
    /// cannot throw; the state is kept.
    @usableFromInline package struct RefusedInputKeepsState: StatefulInvariant {
        @usableFromInline package typealias Context = SnapTarget.Context
        /// Where the content rests before the event.
        @usableFromInline package typealias Memory = Double
        /// The invariant.
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "refusedInputKeepsState" }
        @usableFromInline package var statement: String { "a non-finite input is refused (or its proposal handed back), the state kept" }

        @usableFromInline package func start(_ configuration: SnapTargetConfiguration) -> Memory { configuration.lowerBound }

        @usableFromInline package func judge(_ x: Context, _ memory: inout Memory) -> InvariantFailure? {
            guard !SnapTarget.isAnswerable(x.event) else {
                if let t = x.frame.target, t.isFinite { memory = t }
                return nil
            }
            guard let t = x.frame.target else { return nil }
            let handedBack: Double = switch x.event {
            case let .release(_, _, p): p
            case .resize: memory
            }
            // The same offset: -0 and 0 are one place, and a NaN proposal handed back is NaN.
            guard t != handedBack, !(t.isNaN && handedBack.isNaN) else { return nil }
            return InvariantFailure(
                "\(x.event) cannot be answered, yet the answer is to rest at \(Violation.format(t)) (refuse it, or hand back \(Violation.format(handedBack)))",
                [.init("T", t)])
        }
    }

    /// An input that can be answered is answered.
    @usableFromInline package struct FiniteInputAccepted: Invariant {
        @usableFromInline package typealias Context = SnapTarget.Context
        /// The invariant.
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "finiteInputAccepted" }
        @usableFromInline package var statement: String { "a finite release, or a resize to a positive length, is answered" }

        @usableFromInline package func judge(_ x: Context) -> InvariantFailure? {
            guard SnapTarget.isAnswerable(x.event), x.frame.isRefused, x.world.geometry != nil || x.currentConfiguration != nil else { return nil }
            return InvariantFailure("\(x.event) is refused, though every number of it is finite")
        }
    }

    /// An answer to a finite input is finite.
    @usableFromInline package struct NoNonFiniteOutput: Invariant {
        @usableFromInline package typealias Context = SnapTarget.Context
        /// The invariant.
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "noNonFiniteOutput" }
        @usableFromInline package var statement: String { "the answer to a finite input is finite" }

        @usableFromInline package func judge(_ x: Context) -> InvariantFailure? {
            guard SnapTarget.isAnswerable(x.event), let t = x.frame.target, !t.isFinite else { return nil }
            return InvariantFailure("after \(x.event), the content would rest at \(Violation.format(t)): not finite", [.init("T", t)])
        }
    }

    /// SPEC §8's rule (``SnapTarget/expectedTarget(_:offset:velocity:proposal:flickThreshold:placesPerRelease:)``);
    /// after a resize, the new snap point of the place that was at the alignment line.
    @usableFromInline package struct ConformsToRule: StatefulInvariant {
        @usableFromInline package typealias Context = SnapTarget.Context
        /// Where the content rested before the event, and the container then.
        @usableFromInline package typealias Memory = (offset: Double, container: Double)
        /// The invariant.
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "conformsToRule" }
        @usableFromInline package var statement: String { "the target is the allowed snap point nearest the proposal (SPEC §8's rule)" }
        @usableFromInline package var level: InvariantLevel { .conformance }

        @usableFromInline package func start(_ configuration: SnapTargetConfiguration) -> Memory { (configuration.lowerBound, configuration.containerLength) }

        @usableFromInline package func judge(_ x: Context, _ memory: inout Memory) -> InvariantFailure? {
            guard let (t, g) = SnapTarget.judgedPoints(x) else { return nil }
            defer { memory = (t, x.world.containerLength ?? x.configuration.containerLength) }
            let expected: Double
            switch x.event {
            case let .release(o, v, p):
                let c = x.configuration
                expected = SnapTarget.expectedTarget(g, offset: o, velocity: v, proposal: p, flickThreshold: c.flickThreshold,
                    placesPerRelease: c.placesPerRelease)
            case .resize:
                guard let place = SnapTarget.placeBefore(memory, x) else { return nil }
                expected = g.point(of: place)
            }
            guard (t - expected).magnitude > g.tolerance else { return nil }
            return InvariantFailure(
                """
                    after \(x.event), the rule rests the content at \(Violation.format(expected))\(g.place(at: expected).map { " (\($0))" } ?? ""); \
                    it rests at \(Violation.format(t))
                    """,
                [.init("expected", expected), .init("T", t)], margin: .off(t, from: expected, tolerance: g.tolerance))
        }
    }
}
