import Effects

/// What a release invariant of a declared effect sees: the drag ended after an accepted frame,
/// and the implementation was asked where the scroll would settle for a release velocity.
///
/// After every accepted frame of a generated case the suite asks twice, once per direction
/// (the finger's own speed, or 60 pt/s for a drag that stood still), as UIKit asks
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
public struct ReleaseContext<Configuration, Frame>: InvariantContext {
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
    /// The configuration's scale (the declaration's `scale(of:)`).
    public let scale: Double
    /// ScrollProof's one tolerance for lengths here: `max(1e-6, 1e-9 · scale)`, where `scale` is
    /// the largest of the configuration's scale, `|input|` and `|target|` (when finite).
    @inlinable
    public var lengthTolerance: Double {
        Tolerance.tol(scale: Swift.max(Swift.max(scale, input.magnitude), target.isFinite ? target.magnitude : 0))
    }

    /// A release's context.
    ///
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - index: The frame after which the drag ended.
    ///   - input: That frame's input.
    ///   - frame: The state at release.
    ///   - velocity: The release velocity.
    ///   - target: The answered target.
    ///   - scale: The configuration's scale.
    @inlinable
    public init(configuration: Configuration, index: Int, input: Double, frame: Frame, velocity: Double, target: Double, scale: Double) {
        self.configuration = configuration
        self.index = index
        self.input = input
        self.frame = frame
        self.velocity = velocity
        self.target = target
        self.scale = scale
    }
}

/// One release rule of a declared effect as a value (a paging carousel's snap, a
/// pull-to-refresh that settles open or closed): a name, a one-line statement and a closure
/// that judges one release. An implementation verified against an effect with release
/// invariants answers the release query (`ReleasingEffect.releaseTarget(velocity:)`).
///
///     static let releaseInvariants: [ReleaseInvariant<CarouselConfiguration, CarouselFrame>] = [
///         .settles("page", on: { c in (0..<c.pages).map { Double($0) * c.width } }),
///         .closedForm("snap") { c, x, v in (v > 0 ? (x / c.width).rounded(.up) : (x / c.width).rounded(.down)) * c.width },
///     ]
public struct ReleaseInvariant<Configuration, Frame>: _ErasedInvariant {
    public typealias Context = ReleaseContext<Configuration, Frame>
    public typealias _State = _ErasedInvariantState<Context>

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
    @inlinable
    public init(
        _ name: String, _ statement: String, level: InvariantLevel = .safety,
        judge: @escaping @Sendable (ReleaseContext<Configuration, Frame>) -> InvariantFailure?
    ) {
        self.name = name
        self.statement = statement
        self.level = level
        self.judge = judge
    }

    /// A release rule of any type, erased.
    ///
    /// - Parameter invariant: The rule.
    @inlinable
    public init<I: Invariant>(_ invariant: I) where I.Context == ReleaseContext<Configuration, Frame> {
        self.init(invariant.name, invariant.statement, level: invariant.level, judge: invariant.judge)
    }

    @inlinable
    public func _memory(_ configuration: Configuration) -> _ErasedMemory<Context>? { nil }

    /// The same rule at another level.
    ///
    /// - Parameter level: The level.
    /// - Returns: The rule.
    /// - Complexity: O(1).
    public func at(_ level: InvariantLevel) -> ReleaseInvariant {
        ReleaseInvariant(name, statement, level: level, judge: judge)
    }

    /// The scroll settles at one of the effect's resting inputs (``SettlesOn``).
    ///
    /// - Parameters:
    ///   - name: What the resting inputs are (`page`); the invariant is named `settlesOn<Name>`.
    ///   - positions: The resting inputs of a configuration.
    /// - Returns: The invariant.
    @inlinable
    public static func settles(_ name: String, on positions: @escaping @Sendable (Configuration) -> [Double]) -> ReleaseInvariant {
        ReleaseInvariant(SettlesOn<Configuration, Frame>(name, on: positions))
    }

    /// The release target equals a closed form of the input at release and the velocity
    /// (``ReleaseClosedForm``).
    ///
    /// - Parameters:
    ///   - name: The rule's name (`snap`); the invariant is named `<name>Rule`.
    ///   - expected: The target for a configuration, an input at release and a velocity.
    /// - Returns: The invariant.
    @inlinable
    public static func closedForm(_ name: String, _ expected: @escaping @Sendable (Configuration, _ input: Double,
        _ velocity: Double) -> Double) -> ReleaseInvariant {
        ReleaseInvariant(ReleaseClosedForm<Configuration, Frame>(name, expected))
    }
}
