import Effects
import Oracles
import Testing

/// Every building block judged where it switches: half a tolerance inside passes and half a
/// tolerance beyond fails, at both bounds, for a repeated input, for ±0, NaN and ±infinity. The
/// typed block and its `FrameInvariant` factory are judged alike (one definition, two forms).
@Suite struct BuildingBlockThresholdTests {
    struct C: Sendable { var lower = -10.0, upper = 10.0, lipschitz = 2.0, threshold = 5.0 }
    struct F: Sendable, Equatable { var value = 0.0, fired = false }

    /// The configuration's scale: 1e6 points, so the length tolerance is 1e-3 (well above an ulp).
    static let scale = 1e6
    static let tol = Tolerance.tol(scale: scale)
    static let ratio = Tolerance.tol(scale: 1)

    static func context(_ value: Double, input: Double = 1, previous: (input: Double, value: Double)? = nil, fired: Bool = false,
        c: C = C()) -> FrameContext<C, F> {
        FrameContext(configuration: c, index: previous == nil ? -1 : 0, input: input, frame: F(value: value, fired: fired),
                     previousInput: previous?.input ?? 0, previousFrame: previous.map { F(value: $0.value) }, scale: scale)
    }

    /// Whether both forms of the block hold at a context, and agree.
    static func holds<I: Invariant>(_ block: I, _ x: FrameContext<C, F>,
        sourceLocation: SourceLocation = #_sourceLocation) -> Bool where I.Context == FrameContext<C, F> {
        let typed = block.judge(x) == nil, erased = FrameInvariant(block).judge(x) == nil
        #expect(typed == erased, "the erased form disagrees", sourceLocation: sourceLocation)
        return typed
    }

    // MARK: InRange

    @Test func inRangeSwitchesHalfATolerancePastEitherBound() {
        let points = InRange<C, F>("v", \.value) { c in c.lower...c.upper }
        #expect(Self.holds(points, Self.context(10 + Self.tol / 2)) && !Self.holds(points, Self.context(10 + 1.5 * Self.tol)))
        #expect(Self.holds(points, Self.context(-10 - Self.tol / 2)) && !Self.holds(points, Self.context(-10 - 1.5 * Self.tol)))
        let ratio = InRange<C, F>("v", \.value, unit: .ratio) { _ in 0...1 }
        #expect(Self.holds(ratio, Self.context(1 + Self.ratio / 2)) && !Self.holds(ratio, Self.context(1 + 1.5 * Self.ratio)))
        #expect(Self.holds(ratio, Self.context(-Self.ratio / 2)) && !Self.holds(ratio, Self.context(-1.5 * Self.ratio)))
        #expect(Self.holds(ratio, Self.context(-0.0)) && Self.holds(ratio, Self.context(0.0)))
    }

    @Test func inRangeRefusesNaNAndInfinitiesOutsideTheRange() {
        let points = InRange<C, F>("v", \.value) { c in c.lower...c.upper }
        for v in [Double.nan, .infinity, -.infinity] { #expect(!Self.holds(points, Self.context(v)), "\(v)") }
        let unbounded = InRange<C, F>("v", \.value) { _ in 0...Double.infinity }
        #expect(Self.holds(unbounded, Self.context(.infinity)) && !Self.holds(unbounded, Self.context(-Self.tol * 1.5)))
        #expect(points.judge(Self.context(11))?.values.map(\.name) == ["v", "lower", "upper"])
    }

    // MARK: Monotone

    @Test func monotoneSwitchesHalfAToleranceAgainstItsDirection() {
        let up = Monotone<C, F>("v", \.value, .nonDecreasing), down = Monotone<C, F>("v", \.value, .nonIncreasing)
        let t = Self.tol
        // The input rises.
        #expect(Self.holds(up, Self.context(5 - t / 2, input: 2, previous: (1, 5))) && !Self.holds(up, Self.context(5 - 1.5 * t, input: 2, previous: (1, 5))))
        #expect(Self.holds(down, Self.context(5 + t / 2, input: 2, previous: (1, 5))) && !Self.holds(down, Self.context(5 + 1.5 * t,
            input: 2, previous: (1, 5))))
        // The input falls.
        #expect(Self.holds(up, Self.context(5 + t / 2, input: 0, previous: (1, 5))) && !Self.holds(up, Self.context(5 + 1.5 * t, input: 0, previous: (1, 5))))
        #expect(Self.holds(down, Self.context(5 - t / 2, input: 0, previous: (1, 5))) && !Self.holds(down, Self.context(5 - 1.5 * t,
            input: 0, previous: (1, 5))))
        // A repeated input (0 and −0 are one input) must repeat the output, either way.
        for direction in [up, down] {
            #expect(Self.holds(direction, Self.context(5 + t / 2, input: 1, previous: (1, 5))) && !Self.holds(direction,
                Self.context(5 + 1.5 * t, input: 1, previous: (1, 5))))
            #expect(Self.holds(direction, Self.context(5 - t / 2, input: -0.0, previous: (0.0, 5))) && !Self.holds(direction,
                Self.context(5 - 1.5 * t, input: -0.0, previous: (0.0, 5))))
        }
        // Far moves the right way hold; the initial frame has nothing to compare.
        #expect(Self.holds(up, Self.context(1e9, input: 2, previous: (1, 5))) && Self.holds(up, Self.context(-1e9)))
    }

    @Test func monotoneRefusesNaNAndAnInfiniteJumpTheWrongWay() {
        let up = Monotone<C, F>("v", \.value, .nonDecreasing)
        #expect(!Self.holds(up, Self.context(.nan, input: 2, previous: (1, 5))))
        #expect(!Self.holds(up, Self.context(5, input: 2, previous: (1, .nan))))
        #expect(Self.holds(up, Self.context(.infinity, input: 2, previous: (1, 5))))
        #expect(!Self.holds(up, Self.context(-.infinity, input: 2, previous: (1, 5))))
        #expect(!Self.holds(up, Self.context(.infinity, input: 2, previous: (1, .infinity))), "∞ − ∞ is no move to judge")
    }

    // MARK: Continuous

    @Test func continuousSwitchesHalfAToleranceBeyondItsBound() {
        let block = Continuous<C, F>("v", \.value) { c in c.lipschitz }
        let t = Self.tol, bound = 2 * 3 + 2 * t   // L = 2, |Δinput| = 3, plus twice the tolerance
        for sign in [1.0, -1.0] {
            #expect(Self.holds(block, Self.context(sign * (bound - t / 2), input: 4, previous: (1, 0))))
            #expect(!Self.holds(block, Self.context(sign * (bound + t / 2), input: 4, previous: (1, 0))))
        }
        // A repeated input allows twice the tolerance and no more.
        #expect(Self.holds(block, Self.context(1.5 * t, input: 1, previous: (1, 0))) && !Self.holds(block, Self.context(2.5 * t, input: 1, previous: (1, 0))))
        #expect(Self.holds(block, Self.context(-0.0, input: -0.0, previous: (0.0, 0.0))))
    }

    @Test func continuousRefusesNaNAndInfinities() {
        let block = Continuous<C, F>("v", \.value) { c in c.lipschitz }
        for v in [Double.nan, .infinity, -.infinity] { #expect(!Self.holds(block, Self.context(v, input: 2, previous: (1, 0))), "\(v)") }
        #expect(Self.holds(block, Self.context(.nan)), "the initial frame has nothing to compare")
    }

    // MARK: ClosedForm

    @Test func closedFormSwitchesHalfAToleranceFromTheFormEitherSide() {
        let block = ClosedForm<C, F>("v", \.value) { _, x in 3 * x }
        let t = Self.tol
        #expect(Self.holds(block, Self.context(6 + t / 2, input: 2)) && !Self.holds(block, Self.context(6 + 1.5 * t, input: 2)))
        #expect(Self.holds(block, Self.context(6 - t / 2, input: 2)) && !Self.holds(block, Self.context(6 - 1.5 * t, input: 2)))
        #expect(Self.holds(block, Self.context(-0.0, input: 0)) && Self.holds(block, Self.context(0.0, input: -0.0)))
        let ratio = ClosedForm<C, F>("v", \.value, unit: .ratio) { _, _ in 0.5 }
        #expect(Self.holds(ratio, Self.context(0.5 + Self.ratio / 2)) && !Self.holds(ratio, Self.context(0.5 + 1.5 * Self.ratio)))
        #expect(block.level == .conformance && FrameInvariant(block).level == .conformance)
    }

    @Test func closedFormRefusesNaNAndAcceptsOnlyTheSameInfinity() {
        let block = ClosedForm<C, F>("v", \.value) { _, x in x }
        #expect(!Self.holds(block, Self.context(.nan, input: 1)))
        #expect(!Self.holds(block, Self.context(.infinity, input: 1)) && !Self.holds(block, Self.context(-.infinity, input: 1)))
        let infinite = ClosedForm<C, F>("v", \.value) { _, _ in .infinity }
        #expect(Self.holds(infinite, Self.context(.infinity)) && !Self.holds(infinite, Self.context(-.infinity)) && !Self.holds(infinite, Self.context(1e300)))
    }

    // MARK: FiresOncePerCrossing

    /// A discrete rule on reported numbers: exact, no tolerance. "Past" is `≥ threshold`.
    @Test func firesOncePerCrossingSwitchesExactlyAtTheThreshold() {
        let upward = FiresOncePerCrossing<C, F>("cb", fired: \.fired, quantity: \.value, threshold: { c in c.threshold }, .upward)
        let downward = FiresOncePerCrossing<C, F>("cb", fired: \.fired, quantity: \.value, threshold: { c in c.threshold }, .downward)
        let below = 5.0.nextDown
        // Reaching the threshold exactly from an ulp below is the upward crossing.
        #expect(Self.holds(upward, Self.context(5, input: 2, previous: (1, below), fired: true)))
        #expect(!Self.holds(upward, Self.context(5, input: 2, previous: (1, below), fired: false)))
        // An ulp short crosses nothing.
        #expect(Self.holds(upward, Self.context(below, input: 2, previous: (1, 0), fired: false)))
        #expect(!Self.holds(upward, Self.context(below, input: 2, previous: (1, 0), fired: true)))
        // Staying at or past it fires nothing (a repeated input included).
        #expect(Self.holds(upward, Self.context(5, input: 1, previous: (1, 5))) && !Self.holds(upward, Self.context(5, input: 1,
            previous: (1, 5), fired: true)))
        // Falling from the threshold to an ulp below is the downward crossing.
        #expect(Self.holds(downward, Self.context(below, input: 2, previous: (1, 5), fired: true)))
        #expect(!Self.holds(downward, Self.context(below, input: 2, previous: (1, 5), fired: false)))
        #expect(!Self.holds(upward, Self.context(below, input: 2, previous: (1, 5), fired: true)), "the upward callback ignores a fall")
        // The initial frame crosses nothing.
        #expect(!Self.holds(upward, Self.context(5, fired: true)) && Self.holds(upward, Self.context(5)))
    }

    @Test func firesOncePerCrossingTreatsNaNAsBelowAndInfinityAsPast() {
        let upward = FiresOncePerCrossing<C, F>("cb", fired: \.fired, quantity: \.value, threshold: { c in c.threshold }, .upward)
        #expect(Self.holds(upward, Self.context(.infinity, input: 2, previous: (1, .nan), fired: true)))
        #expect(Self.holds(upward, Self.context(.nan, input: 2, previous: (1, 0))))
        #expect(Self.holds(upward, Self.context(-.infinity, input: 2, previous: (1, 0))) && !Self.holds(upward, Self.context(-.infinity,
            input: 2, previous: (1, 0), fired: true)))
        #expect(Self.holds(upward, Self.context(-0.0, input: 2, previous: (1, 0.0))), "−0 is the same quantity as 0")
    }

    // MARK: Release rules

    struct R: Sendable, Equatable {}

    static func release(target: Double, input: Double = 50, velocity: Double = 60) -> ReleaseContext<C, R> {
        ReleaseContext(configuration: C(), index: 0, input: input, frame: R(), velocity: velocity, target: target, scale: scale)
    }

    @Test func settlesOnSwitchesHalfAToleranceFromARestingInput() {
        let block = SettlesOn<C, R>("page") { _ in [0, 100] }
        let t = Self.tol
        for (resting, sign) in [(0.0, 1.0), (0.0, -1.0), (100.0, 1.0), (100.0, -1.0)] {
            #expect(block.judge(Self.release(target: resting + sign * t / 2)) == nil, "\(resting) \(sign)")
            #expect(block.judge(Self.release(target: resting + sign * 1.5 * t)) != nil, "\(resting) \(sign)")
        }
        #expect(block.judge(Self.release(target: -0.0)) == nil)
        for v in [Double.nan, .infinity, -.infinity] { #expect(block.judge(Self.release(target: v)) != nil, "\(v)") }
        #expect(ReleaseInvariant<C, R>.settles("page") { _ in [0, 100] }.judge(Self.release(target: 100 + 1.5 * t)) != nil)
        #expect(block.name == "settlesOnPage")
    }

    @Test func releaseClosedFormSwitchesHalfAToleranceFromItsTarget() {
        let block = ReleaseClosedForm<C, R>("snap") { _, x, v in v > 0 ? x + 50 : x - 50 }
        let t = Self.tol
        #expect(block.judge(Self.release(target: 100 + t / 2)) == nil && block.judge(Self.release(target: 100 + 1.5 * t)) != nil)
        #expect(block.judge(Self.release(target: 100 - t / 2)) == nil && block.judge(Self.release(target: 100 - 1.5 * t)) != nil)
        #expect(block.judge(Self.release(target: 0, velocity: -60)) == nil && block.judge(Self.release(target: 100, velocity: -60)) != nil)
        for v in [Double.nan, .infinity, -.infinity] { #expect(block.judge(Self.release(target: v)) != nil, "\(v)") }
        #expect(ReleaseInvariant<C, R>.closedForm("snap") { _, x, _ in x + 50 }.judge(Self.release(target: 100 + 1.5 * t)) != nil)
        // The tolerance scales with the frame: at a scale of 1e8 it is 0.1 points, not a fixed amount.
        let large = ReleaseContext<C, R>(configuration: C(), index: 0, input: 50, frame: R(), velocity: 60, target: 100.05, scale: 1e8)
        #expect(block.judge(large) == nil)
        let small = ReleaseContext<C, R>(configuration: C(), index: 0, input: 50, frame: R(), velocity: 60, target: 100 + 1e-4, scale: 1)
        #expect(block.judge(small) != nil)
    }

    /// The built-in carousel's release rule at SPEC's thresholds, `0.3w` and `0.1w` with the
    /// velocity: half a tolerance either side of a threshold both answers are accepted (an
    /// implementation may round the comparison either way); beyond, only the one that is right.
    @Test func theCarouselReleaseRuleSwitchesAtItsThresholds() throws {
        let c = try RollingBannerConfiguration(width: 1_000, portion: 0.6, imageCount: 5, initialPage: 2)
        let rule = RollingBanner.ReleaseRule(), tol = Tolerance.tol(scale: 2_000)
        func judged(_ m: Double, velocity: Double, target: Double) -> Bool {
            let x = c.width + m
            let frame = RollingBannerFrame(offset: x, layout: c.layout(displacement: m, page: 2), turn: nil, isArmed: true)
            return rule.judge(ReleaseContext(configuration: c, index: 0, input: x, frame: frame, velocity: velocity, target: target, scale: c.scale)) == nil
        }
        let complete = 2 * c.width, snapBack = c.width
        for (threshold, velocity) in [(300.0, -60.0), (100.0, 60.0)] {   // far enough against the velocity; flung past 0.1w
            #expect(judged(threshold + 1.5 * tol, velocity: velocity, target: complete) && !judged(threshold + 1.5 * tol, velocity: velocity, target: snapBack))
            #expect(!judged(threshold - 1.5 * tol, velocity: velocity, target: complete) && judged(threshold - 1.5 * tol, velocity: velocity, target: snapBack))
            #expect(judged(threshold + tol / 2, velocity: velocity, target: complete) && judged(threshold + tol / 2, velocity: velocity, target: snapBack))
            #expect(judged(threshold - tol / 2, velocity: velocity, target: complete) && judged(threshold - tol / 2, velocity: velocity, target: snapBack))
        }
        // Flung the other way past 0.1w (and short of 0.3w) snaps back.
        #expect(judged(200, velocity: -60, target: snapBack) && !judged(200, velocity: -60, target: complete))
        #expect(!judged(200, velocity: 60, target: .nan) && !judged(200, velocity: 60, target: .infinity))
    }
}
