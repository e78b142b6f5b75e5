import Effects

/// What an invariant of a declared effect sees at one frame: the configuration, the frame's
/// input and output, and the last accepted frame before it (the initial one included).
public struct FrameContext<Configuration, Frame> {
    /// The configuration.
    public let configuration: Configuration
    /// The frame's index; −1 for the initial frame.
    public let index: Int
    /// The frame's input: finite, unless the implementation accepted a non-finite one (a bug
    /// §0's `refusedInputKeepsState` reports; its outputs are judged all the same).
    public let input: Double
    /// The frame the implementation returned.
    public let frame: Frame
    /// The last accepted frame before this one and its input, or `nil` for the initial frame.
    @inlinable
    public var previous: (input: Double, frame: Frame)? { previousFrame.map { (previousInput, $0) } }
    /// The last accepted frame before this one, or `nil` for the initial frame.
    public let previousFrame: Frame?
    /// The input of ``previousFrame`` (meaningless when there is none).
    public let previousInput: Double
    /// ScrollProof's one tolerance for lengths at this frame: `max(1e-6, 1e-9 · scale)`, where
    /// `scale` is the larger of the configuration's scale and `|input|`.
    public let lengthTolerance: Double

    @usableFromInline
    init(configuration: Configuration, index: Int, input: Double, frame: Frame, previousInput: Double, previousFrame: Frame?, lengthTolerance: Double) {
        self.configuration = configuration
        self.index = index
        self.input = input
        self.frame = frame
        self.previousInput = previousInput
        self.previousFrame = previousFrame
        self.lengthTolerance = lengthTolerance
    }
}

/// What broke: one line a person can act on, and the numbers involved.
public struct InvariantFailure: Sendable {
    /// What is wrong.
    public var explanation: String
    /// The numbers involved.
    public var values: [Violation.Value]

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - explanation: What is wrong, in one line.
    ///   - values: The numbers involved.
    public init(_ explanation: String, _ values: [Violation.Value] = []) {
        self.explanation = explanation
        self.values = values
    }
}

/// Whether an output is a length in points (judged within the length tolerance) or a ratio
/// (percent, alpha, scale: judged within `tol(1) = 1e-6`).
public enum OutputUnit: Sendable {
    /// Points: `max(1e-6, 1e-9 · scale)`.
    case points
    /// A ratio: 1e-6.
    case ratio

    func tolerance<C, F>(_ context: FrameContext<C, F>) -> Double {
        self == .points ? context.lengthTolerance : Tolerance.tol(scale: 1)
    }
}

/// One invariant of a declared effect, judged frame by frame as the implementation runs:
/// a name, a one-line statement, and a judgement of one frame given the frame before it, so
/// that it is prefix-closed (a violation at frame k is a violation of the first k frames).
///
/// The building blocks cover the common rules; ``init(_:_:judge:)`` writes any other:
///
///     static let invariants: [FrameInvariant<StretchyHeaderConfiguration, StretchyHeaderFrame>] = [
///         .inRange("titleAlpha", \.titleAlpha, unit: .ratio) { _ in 0...1 },
///         .monotone("titleAlpha", \.titleAlpha, unit: .ratio, .nonDecreasing),
///         .continuous("headerHeight", \.headerHeight) { _ in 1 },
///         .closedForm("headerHeight", \.headerHeight) { c, offset in c.height - min(offset, 0) },
///     ]
public struct FrameInvariant<Configuration, Frame>: Sendable {
    /// The invariant's name, as reports show it.
    public let name: String
    /// What it states, in one line.
    public let statement: String
    /// A promise of every implementation (``InvariantLevel/safety``) or agreement with the
    /// effect's formula (``InvariantLevel/conformance``): ``closedForm(_:_:unit:_:)`` is
    /// conformance, every other building block safety; ``at(_:)`` changes it.
    public let level: InvariantLevel
    /// Judges one frame: `nil` when it holds. An invariant with a memory
    /// (``remembering(_:_:level:from:observing:judge:)``) is judged only by a checker, which
    /// keeps its memory; its `judge` alone finds nothing.
    public let judge: @Sendable (FrameContext<Configuration, Frame>) -> InvariantFailure?
    /// The memory of an invariant that depends on the whole path, or `nil`.
    @usableFromInline let memory: Memory?

    /// The memory of an invariant: makes a case's memory cell from the configuration.
    @usableFromInline
    struct Memory: Sendable {
        @usableFromInline let start: @Sendable (Configuration) -> any MemoryCell<Configuration, Frame>
    }

    /// An invariant written out.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - statement: What it states, in one line.
    ///   - level: A promise of every implementation (the default) or the effect's formula.
    ///   - judge: Judges one frame given the one before it; must allow ScrollProof's one
    ///     tolerance (``FrameContext/lengthTolerance``, or 1e-6 for a ratio).
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

    init(_ name: String, _ statement: String, level: InvariantLevel, memory: Memory) {
        self.name = name
        self.statement = statement
        self.level = level
        judge = { _ in nil }
        self.memory = memory
    }

    /// An invariant with a memory, for a rule that depends on the whole path and not only on
    /// the frame before: a trigger that arms and disarms, a hysteresis, the pages turned so far.
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
    ///     `judge` reported one (default none): a break kept for the end because another kind
    ///     of break anywhere in the case takes precedence (the profile header's blur).
    /// - Returns: The invariant.
    /// - Complexity: The memory is kept per case; a small one (up to three words) is stored
    ///   without allocating.
    public static func remembering<State: Sendable>(
        _ name: String, _ statement: String, level: InvariantLevel = .safety,
        from initial: @escaping @Sendable (Configuration) -> State,
        observing observe: @escaping @Sendable (inout State, Configuration, _ input: Double) -> Void = { _, _, _ in },
        judge: @escaping @Sendable (inout State, FrameContext<Configuration, Frame>) -> InvariantFailure?,
        finish: (@Sendable (inout State, Configuration) -> (index: Int, failure: InvariantFailure)?)? = nil
    ) -> FrameInvariant {
        FrameInvariant(name, statement, level: level, memory: Memory(start: { c in
            TypedMemoryCell(state: initial(c), observe: observe, judge: judge, finish: finish)
        }))
    }

    /// The same invariant at another level: a range that is your formula's, not a promise
    /// (`.inRange(…).at(.conformance)`), or a closed form every implementation must meet.
    ///
    /// - Parameter level: The level.
    /// - Returns: The invariant.
    /// - Complexity: O(1).
    public func at(_ level: InvariantLevel) -> FrameInvariant {
        if let memory { return FrameInvariant(name, statement, level: level, memory: memory) }
        return FrameInvariant(name, statement, level: level, judge: judge)
    }

    /// An output stays in a range (within the tolerance).
    ///
    /// - Parameters:
    ///   - output: The output's name.
    ///   - value: Reads it from a frame.
    ///   - unit: Points or a ratio.
    ///   - range: Its range for a configuration.
    /// - Returns: The invariant, named `<output>InRange`.
    public static func inRange(
        _ output: String, _ value: @escaping @Sendable (Frame) -> Double, unit: OutputUnit = .points,
        _ range: @escaping @Sendable (Configuration) -> ClosedRange<Double>
    ) -> FrameInvariant {
        FrameInvariant("\(output)InRange", "\(output) stays in its range") { context in
            let v = value(context.frame), r = range(context.configuration), tol = unit.tolerance(context)
            if v >= r.lowerBound - tol, v <= r.upperBound + tol { return nil }
            return InvariantFailure("\(output) left its range", [.init(output, v), .init("lower", r.lowerBound), .init("upper", r.upperBound)])
        }
    }

    /// How an output moves with the input.
    public enum Direction: Sendable {
        /// It never decreases when the input increases.
        case nonDecreasing
        /// It never increases when the input increases.
        case nonIncreasing
    }

    /// An output is monotone in the input, between any two consecutive accepted frames.
    ///
    /// - Parameters:
    ///   - output: The output's name.
    ///   - value: Reads it from a frame.
    ///   - unit: Points or a ratio.
    ///   - direction: Which way it moves with the input.
    /// - Returns: The invariant, named `<output>Monotone`.
    public static func monotone(
        _ output: String, _ value: @escaping @Sendable (Frame) -> Double, unit: OutputUnit = .points, _ direction: Direction
    ) -> FrameInvariant {
        FrameInvariant("\(output)Monotone", "\(output) moves \(direction == .nonDecreasing ? "with" : "against") the input, never back") { context in
            guard let previous = context.previous else { return nil }
            let dx = context.input - previous.input, dv = value(context.frame) - value(previous.frame)
            let signed = direction == .nonDecreasing ? dv : -dv
            if (dx > 0 && signed < -unit.tolerance(context)) || (dx < 0 && signed > unit.tolerance(context)) || (dx == 0 && dv.magnitude > unit.tolerance(context)) {
                return InvariantFailure("\(output) moved the wrong way", [.init("input", context.input), .init("previous input", previous.input), .init(output, value(context.frame)), .init("previous \(output)", value(previous.frame))])
            }
            return nil
        }
    }

    /// An output is continuous: between consecutive accepted frames it moves by at most
    /// `lipschitz · |Δinput|` (plus the tolerance).
    ///
    /// - Parameters:
    ///   - output: The output's name.
    ///   - value: Reads it from a frame.
    ///   - unit: Points or a ratio.
    ///   - lipschitz: The bound for a configuration (points of output per point of input).
    /// - Returns: The invariant, named `<output>Continuous`.
    public static func continuous(
        _ output: String, _ value: @escaping @Sendable (Frame) -> Double, unit: OutputUnit = .points,
        lipschitz: @escaping @Sendable (Configuration) -> Double
    ) -> FrameInvariant {
        FrameInvariant("\(output)Continuous", "\(output) moves at most L·|Δinput| between frames") { context in
            guard let previous = context.previous else { return nil }
            let dx = (context.input - previous.input).magnitude, dv = (value(context.frame) - value(previous.frame)).magnitude
            let bound = lipschitz(context.configuration) * dx + 2 * unit.tolerance(context)
            if dv <= bound { return nil }
            return InvariantFailure("\(output) jumped", [.init("Δinput", dx), .init("Δ\(output)", dv), .init("L", lipschitz(context.configuration))])
        }
    }

    /// An output equals a closed form of the configuration and the current input: whatever
    /// path led there (this is what catches drift).
    ///
    /// - Parameters:
    ///   - output: The output's name.
    ///   - value: Reads it from a frame.
    ///   - unit: Points or a ratio.
    ///   - expected: The closed form.
    /// - Returns: The invariant, named `<output>ClosedForm`, a ``InvariantLevel/conformance``
    ///   invariant (another implementation may choose another formula).
    public static func closedForm(
        _ output: String, _ value: @escaping @Sendable (Frame) -> Double, unit: OutputUnit = .points,
        _ expected: @escaping @Sendable (Configuration, Double) -> Double
    ) -> FrameInvariant {
        FrameInvariant("\(output)ClosedForm", "\(output) is its closed form at the current input", level: .conformance) { context in
            let v = value(context.frame), e = expected(context.configuration, context.input)
            if v == e || (v - e).magnitude <= unit.tolerance(context) { return nil }
            return InvariantFailure("\(output) is not its closed form at this input", [.init("input", context.input), .init(output, v), .init("expected", e)])
        }
    }

    /// Which crossings of a threshold a callback reports.
    public enum Crossing: Sendable {
        /// The quantity rises to or past the threshold.
        case upward
        /// The quantity falls below the threshold.
        case downward
    }

    /// A callback fires exactly once per crossing of a threshold: on the frame whose quantity
    /// crosses it (from the previous accepted frame), and on no other; the initial frame fires
    /// nothing. "Past" is `quantity ≥ threshold`, compared exactly (a discrete rule).
    ///
    /// - Parameters:
    ///   - callback: The callback's name.
    ///   - fired: Whether a frame fired it.
    ///   - quantity: The quantity the threshold applies to.
    ///   - threshold: The threshold for a configuration.
    ///   - crossing: Which crossings fire it.
    /// - Returns: The invariant, named `<callback>OncePerCrossing`.
    public static func firesOncePerCrossing(
        _ callback: String, fired: @escaping @Sendable (Frame) -> Bool, quantity: @escaping @Sendable (Frame) -> Double,
        threshold: @escaping @Sendable (Configuration) -> Double, _ crossing: Crossing
    ) -> FrameInvariant {
        FrameInvariant("\(callback)OncePerCrossing", "\(callback) fires exactly once per \(crossing == .upward ? "upward" : "downward") crossing") { context in
            let didFire = fired(context.frame)
            guard let previous = context.previous else {
                return didFire ? InvariantFailure("\(callback) fired on the initial frame, which crosses nothing") : nil
            }
            let t = threshold(context.configuration)
            let before = quantity(previous.frame) >= t, after = quantity(context.frame) >= t
            let crossed = crossing == .upward ? !before && after : before && !after
            if crossed == didFire { return nil }
            return InvariantFailure(
                crossed ? "\(callback) did not fire on a crossing" : "\(callback) fired without a crossing",
                [.init("previous", quantity(previous.frame)), .init("current", quantity(context.frame)), .init("threshold", t)])
        }
    }
}

/// One case's memory of an invariant (``FrameInvariant/remembering(_:_:level:from:observing:judge:)``),
/// held by the checker and updated in place, without a cast per frame.
@usableFromInline
protocol MemoryCell<Configuration, Frame>: Sendable {
    associatedtype Configuration
    associatedtype Frame
    /// Learns from a finite input.
    mutating func observe(_ configuration: Configuration, _ input: Double)
    /// Judges an accepted frame.
    mutating func judge(_ context: FrameContext<Configuration, Frame>) -> InvariantFailure?
    /// The failure kept for the end of the case, and its frame.
    mutating func finish(_ configuration: Configuration) -> (index: Int, failure: InvariantFailure)?
}

/// A memory of a concrete state.
@usableFromInline
struct TypedMemoryCell<Configuration, Frame, State: Sendable>: MemoryCell {
    @usableFromInline var state: State
    @usableFromInline let observeState: @Sendable (inout State, Configuration, Double) -> Void
    @usableFromInline let judgeState: @Sendable (inout State, FrameContext<Configuration, Frame>) -> InvariantFailure?
    @usableFromInline let finishState: (@Sendable (inout State, Configuration) -> (index: Int, failure: InvariantFailure)?)?

    @usableFromInline
    init(state: State, observe: @escaping @Sendable (inout State, Configuration, Double) -> Void,
         judge: @escaping @Sendable (inout State, FrameContext<Configuration, Frame>) -> InvariantFailure?,
         finish: (@Sendable (inout State, Configuration) -> (index: Int, failure: InvariantFailure)?)?) {
        self.state = state
        observeState = observe
        judgeState = judge
        finishState = finish
    }

    @usableFromInline
    mutating func observe(_ configuration: Configuration, _ input: Double) { observeState(&state, configuration, input) }

    @usableFromInline
    mutating func judge(_ context: FrameContext<Configuration, Frame>) -> InvariantFailure? { judgeState(&state, context) }

    @usableFromInline
    mutating func finish(_ configuration: Configuration) -> (index: Int, failure: InvariantFailure)? { finishState?(&state, configuration) }
}
