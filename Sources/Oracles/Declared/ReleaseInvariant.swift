import Effects

/// What a release invariant of a declared effect sees: the drag ended after an accepted frame,
/// and the implementation was asked where the scroll would settle for a release velocity.
///
/// After every accepted frame of a generated case the suite asks twice, once per direction
/// (the finger's own speed, or 60 pt/s for a drag that stood still), as UIKit asks
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
public struct ReleaseContext<Configuration, Frame> {
    /// The configuration.
    public let configuration: Configuration
    /// The index of the frame after which the drag ended.
    public let index: Int
    /// The input of that frame: where the finger let go.
    public let input: Double
    /// The state at release (that frame's output).
    public let frame: Frame
    /// The release velocity, in points per second along the input (positive: the input grows).
    public let velocity: Double
    /// The implementation's answer: the input the scroll settles at.
    public let target: Double
    /// ScrollProof's one tolerance for lengths here: `max(1e-6, 1e-9 · scale)`, where `scale` is
    /// the largest of the configuration's scale, `|input|` and `|target|`.
    public let lengthTolerance: Double

    @usableFromInline
    init(configuration: Configuration, index: Int, input: Double, frame: Frame, velocity: Double, target: Double, lengthTolerance: Double) {
        self.configuration = configuration
        self.index = index
        self.input = input
        self.frame = frame
        self.velocity = velocity
        self.target = target
        self.lengthTolerance = lengthTolerance
    }
}

/// One release rule of a declared effect (a paging carousel's snap, a pull-to-refresh that
/// settles open or closed): a name, a one-line statement and a judgement of one release.
/// An implementation verified against an effect with release invariants answers the release
/// query (`ReleasingEffect.releaseTarget(velocity:)`).
///
///     static let releaseInvariants: [ReleaseInvariant<CarouselConfiguration, CarouselFrame>] = [
///         .settles("page", on: { c in (0..<c.pages).map { Double($0) * c.width } }),
///         .closedForm("snap") { c, x, v in (v > 0 ? (x / c.width).rounded(.up) : (x / c.width).rounded(.down)) * c.width },
///     ]
public struct ReleaseInvariant<Configuration, Frame>: Sendable {
    /// The invariant's name, as reports show it.
    public let name: String
    /// What it states, in one line.
    public let statement: String
    /// A promise of every implementation or agreement with the effect's formula:
    /// ``closedForm(_:_:)`` is conformance, ``settles(_:on:)`` safety; ``at(_:)`` changes it.
    public let level: InvariantLevel
    /// Judges one release: `nil` when it holds.
    public let judge: @Sendable (ReleaseContext<Configuration, Frame>) -> InvariantFailure?

    /// A release rule written out.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - statement: What it states, in one line.
    ///   - level: A promise of every implementation (the default) or the effect's formula.
    ///   - judge: Judges one release; must allow ScrollProof's one tolerance
    ///     (``ReleaseContext/lengthTolerance``).
    public init(
        _ name: String, _ statement: String, level: InvariantLevel = .safety,
        judge: @escaping @Sendable (ReleaseContext<Configuration, Frame>) -> InvariantFailure?
    ) {
        self.name = name
        self.statement = statement
        self.level = level
        self.judge = judge
    }

    /// The same rule at another level.
    ///
    /// - Parameter level: The level.
    /// - Returns: The rule.
    /// - Complexity: O(1).
    public func at(_ level: InvariantLevel) -> ReleaseInvariant {
        ReleaseInvariant(name, statement, level: level, judge: judge)
    }

    /// The scroll settles at one of the effect's resting inputs (a page boundary, the open or
    /// the closed position), within the tolerance: safety.
    ///
    /// - Parameters:
    ///   - name: What the resting inputs are (`page`); the invariant is named `settlesOn<Name>`.
    ///   - positions: The resting inputs of a configuration.
    /// - Returns: The invariant.
    public static func settles(_ name: String, on positions: @escaping @Sendable (Configuration) -> [Double]) -> ReleaseInvariant {
        let title = name.prefix(1).uppercased() + name.dropFirst()
        return ReleaseInvariant("settlesOn\(title)", "a release settles on a \(name)") { context in
            let target = context.target
            if target.isFinite, positions(context.configuration).contains(where: { ($0 - target).magnitude <= context.lengthTolerance }) { return nil }
            return InvariantFailure("the release settles between \(name)s", [.init("input", context.input), .init("velocity", context.velocity), .init("target", target)])
        }
    }

    /// The release target equals a closed form of the input at release and the velocity,
    /// within the tolerance: conformance.
    ///
    /// - Parameters:
    ///   - name: The rule's name (`snap`); the invariant is named `<name>Rule`.
    ///   - expected: The target for a configuration, an input at release and a velocity.
    /// - Returns: The invariant.
    public static func closedForm(_ name: String, _ expected: @escaping @Sendable (Configuration, _ input: Double, _ velocity: Double) -> Double) -> ReleaseInvariant {
        ReleaseInvariant("\(name)Rule", "a release settles where the \(name) rule says", level: .conformance) { context in
            let want = expected(context.configuration, context.input, context.velocity)
            if (context.target - want).magnitude <= context.lengthTolerance { return nil }
            return InvariantFailure("the release settles away from the \(name) rule's target",
                                    [.init("input", context.input), .init("velocity", context.velocity), .init("target", context.target), .init("expected", want)])
        }
    }
}
