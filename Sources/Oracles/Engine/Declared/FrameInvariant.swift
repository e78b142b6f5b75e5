import Effects

/// One invariant of a declared offset-driven effect as a value: a name, a one-line statement,
/// and a closure that judges one frame given the frame before it, so that it is prefix-closed
/// (a violation at frame k is a violation of the first k frames).
///
/// The building blocks cover the common rules (each is also a type of its own, ``InRange``,
/// ``Monotone``, ``Continuous``, ``ClosedForm``, ``FiresOncePerCrossing``, ``Remembering``,
/// which an ``InvariantsBuilder`` takes as they are); ``init(_:_:level:judge:)`` writes any
/// other. An array of them is a declaration's invariants:
///
///     static let invariants: [FrameInvariant<StretchyHeaderConfiguration, StretchyHeaderFrame>] = [
///         .inRange("titleAlpha", \.titleAlpha, unit: .ratio) { _ in 0...1 },
///         .monotone("titleAlpha", \.titleAlpha, unit: .ratio, .nonDecreasing),
///         .continuous("headerHeight", \.headerHeight) { _ in 1 },
///         .closedForm("headerHeight", \.headerHeight) { c, offset in c.height - min(offset, 0) },
///     ]
public struct FrameInvariant<Configuration, Frame>: _ErasedInvariant {
    public typealias Context = FrameContext<Configuration, Frame>
    public typealias _State = _ErasedInvariantState<Context>
    /// How an output moves with the input (``MonotoneDirection``).
    public typealias Direction = MonotoneDirection
    /// Which crossings of a threshold a callback reports (``ThresholdCrossing``).
    public typealias Crossing = ThresholdCrossing

    /// The invariant's name, as reports show it.
    public let name: String
    /// What it states, in one line.
    public let statement: String
    /// A promise of every implementation (``InvariantLevel/safety``) or agreement with the
    /// effect's formula (``InvariantLevel/conformance``): ``closedForm(_:_:unit:_:)`` is
    /// conformance, every other building block safety; ``at(_:)`` changes it.
    public let level: InvariantLevel
    /// Judges one frame: `nil` when it holds. An invariant with a memory
    /// (``remembering(_:_:level:from:observing:judge:finish:)``) is judged only by a checker,
    /// which keeps its memory; its `judge` alone finds nothing.
    public let judge: @Sendable (FrameContext<Configuration, Frame>) -> InvariantFailure?
    /// Makes a case's memory, for an invariant with one.
    @usableFromInline let memory: (@Sendable (Configuration) -> _ErasedMemory<Context>)?

    /// An invariant written out.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - statement: What it states, in one line.
    ///   - level: A promise of every implementation (the default) or the effect's formula.
    ///   - judge: Judges one frame given the one before it; must allow ScrollProof's one
    ///     tolerance (``FrameContext/lengthTolerance``, or 1e-6 for a ratio).
    @inlinable
    public init(
        _ name: String, _ statement: String, level: InvariantLevel = .safety,
        judge: @escaping @Sendable (FrameContext<Configuration, Frame>) -> InvariantFailure?
    ) {
        self.name = name
        self.statement = statement
        self.level = level
        self.judge = judge
        memory = nil
    }

    /// An invariant of any type, erased (its judgement is called through a closure).
    ///
    /// - Parameter invariant: The invariant.
    @inlinable
    public init<I: Invariant>(_ invariant: I) where I.Context == FrameContext<Configuration, Frame> {
        self.init(invariant.name, invariant.statement, level: invariant.level, judge: invariant.judge)
    }

    /// An invariant with a memory, erased.
    ///
    /// - Parameter invariant: The invariant.
    @inlinable
    public init<I: StatefulInvariant>(_ invariant: I) where I.Context == FrameContext<Configuration, Frame> {
        name = invariant.name
        statement = invariant.statement
        level = invariant.level
        judge = { _ in nil }
        memory = { c in _ErasedMemory(StatefulCell(rule: invariant, memory: invariant.start(c))) }
    }

    @usableFromInline
    init(_ name: String, _ statement: String, level: InvariantLevel, judge: @escaping @Sendable (Context) -> InvariantFailure?,
        memory: (@Sendable (Configuration) -> _ErasedMemory<Context>)?) {
        self.name = name
        self.statement = statement
        self.level = level
        self.judge = judge
        self.memory = memory
    }

    @inlinable
    public func _memory(_ configuration: Configuration) -> _ErasedMemory<Context>? { memory?(configuration) }

    /// An invariant with a memory, for a rule that depends on the whole path and not only on
    /// the frame before (``Remembering``).
    ///
    ///     // The back-to-top button shows past `showAt` and hides only below `hideAt`.
    ///     .remembering("buttonHysteresis", "shown past showAt, hidden below hideAt", from: { _ in false }) { shown, c, y in
    ///         if y > c.showAt { shown = true } else if y < c.hideAt { shown = false }
    ///     } judge: { shown, context in
    ///         context.frame.buttonShown == shown ? nil : InvariantFailure("the button should be \(shown ? "shown" : "hidden")")
    ///     }
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - statement: What it states, in one line.
    ///   - level: A promise of every implementation (the default) or the effect's formula.
    ///   - initial: The memory for a configuration, before any input.
    ///   - observe: Learns from each finite input, in order, whether the implementation accepted
    ///     it or not, before its frame is judged (the initial input is not observed).
    ///   - judge: Judges each accepted frame, the initial one (index −1) included, with the
    ///     memory (which it may update); `nil` when it holds.
    ///   - finish: A failure reported once the case is over, at the frame it names, unless
    ///     `judge` reported one (default none).
    /// - Returns: The invariant.
    /// - Complexity: The memory is kept per case.
    @inlinable
    public static func remembering<State: Sendable>(
        _ name: String, _ statement: String, level: InvariantLevel = .safety,
        from initial: @escaping @Sendable (Configuration) -> State,
        observing observe: @escaping @Sendable (inout State, Configuration, _ input: Double) -> Void = { _, _, _ in },
        judge: @escaping @Sendable (inout State, FrameContext<Configuration, Frame>) -> InvariantFailure?,
        finish: (@Sendable (inout State, Configuration) -> (index: Int, failure: InvariantFailure)?)? = nil
    ) -> FrameInvariant {
        FrameInvariant(Remembering(name, statement, level: level, from: initial, observing: observe, judge: judge, finish: finish))
    }

    /// The same invariant at another level: a range that is your formula's, not a promise
    /// (`.inRange(…).at(.conformance)`), or a closed form every implementation must meet.
    ///
    /// - Parameter level: The level.
    /// - Returns: The invariant.
    /// - Complexity: O(1).
    public func at(_ level: InvariantLevel) -> FrameInvariant {
        FrameInvariant(name, statement, level: level, judge: judge, memory: memory)
    }

    /// An output stays in a range (``InRange``).
    ///
    /// - Parameters:
    ///   - output: The output's name.
    ///   - value: Reads it from a frame.
    ///   - unit: Points or a ratio.
    ///   - range: Its range for a configuration.
    /// - Returns: The invariant, named `<output>InRange`.
    @inlinable
    public static func inRange(
        _ output: String, _ value: @escaping @Sendable (Frame) -> Double, unit: OutputUnit = .points,
        _ range: @escaping @Sendable (Configuration) -> ClosedRange<Double>
    ) -> FrameInvariant {
        FrameInvariant(InRange(output, value, unit: unit, range))
    }

    /// An output is monotone in the input (``Monotone``).
    ///
    /// - Parameters:
    ///   - output: The output's name.
    ///   - value: Reads it from a frame.
    ///   - unit: Points or a ratio.
    ///   - direction: Which way it moves with the input.
    /// - Returns: The invariant, named `<output>Monotone`.
    @inlinable
    public static func monotone(
        _ output: String, _ value: @escaping @Sendable (Frame) -> Double, unit: OutputUnit = .points, _ direction: Direction
    ) -> FrameInvariant {
        FrameInvariant(Monotone(output, value, unit: unit, direction))
    }

    /// An output is continuous (``Continuous``).
    ///
    /// - Parameters:
    ///   - output: The output's name.
    ///   - value: Reads it from a frame.
    ///   - unit: Points or a ratio.
    ///   - lipschitz: The bound for a configuration (points of output per point of input).
    /// - Returns: The invariant, named `<output>Continuous`.
    @inlinable
    public static func continuous(
        _ output: String, _ value: @escaping @Sendable (Frame) -> Double, unit: OutputUnit = .points,
        lipschitz: @escaping @Sendable (Configuration) -> Double
    ) -> FrameInvariant {
        FrameInvariant(Continuous(output, value, unit: unit, lipschitz: lipschitz))
    }

    /// An output equals a closed form of the configuration and the current input
    /// (``ClosedForm``).
    ///
    /// - Parameters:
    ///   - output: The output's name.
    ///   - value: Reads it from a frame.
    ///   - unit: Points or a ratio.
    ///   - expected: The closed form.
    /// - Returns: The invariant, named `<output>ClosedForm`, a ``InvariantLevel/conformance``
    ///   invariant.
    @inlinable
    public static func closedForm(
        _ output: String, _ value: @escaping @Sendable (Frame) -> Double, unit: OutputUnit = .points,
        _ expected: @escaping @Sendable (Configuration, Double) -> Double
    ) -> FrameInvariant {
        FrameInvariant(ClosedForm(output, value, unit: unit, expected))
    }

    /// A callback fires exactly once per crossing of a threshold (``FiresOncePerCrossing``).
    ///
    /// - Parameters:
    ///   - callback: The callback's name.
    ///   - fired: Whether a frame fired it.
    ///   - quantity: The quantity the threshold applies to.
    ///   - threshold: The threshold for a configuration.
    ///   - crossing: Which crossings fire it.
    /// - Returns: The invariant, named `<callback>OncePerCrossing`.
    @inlinable
    public static func firesOncePerCrossing(
        _ callback: String, fired: @escaping @Sendable (Frame) -> Bool, quantity: @escaping @Sendable (Frame) -> Double,
        threshold: @escaping @Sendable (Configuration) -> Double, _ crossing: Crossing
    ) -> FrameInvariant {
        FrameInvariant(FiresOncePerCrossing(callback, fired: fired, quantity: quantity, threshold: threshold, crossing))
    }
}
