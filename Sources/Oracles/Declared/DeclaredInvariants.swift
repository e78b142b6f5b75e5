import Effects

/// The invariants of an effect you declare (see `DeclaredScrollEffect` in `Properties`): its
/// configuration and frame types, how large its configuration is, and its invariants.
public protocol DeclaredInvariants: Sendable {
    /// The validated configuration type.
    associatedtype Configuration: Sendable & CustomStringConvertible
    /// The frame type: its numeric outputs by name (``NumericFrame``), and any discrete ones.
    associatedtype Frame: NumericFrame & Sendable & Equatable

    /// The effect's name: the prefix of its property names.
    static var name: String { get }
    /// The invariants, in order (at most 13; declare them with `static let`, built once).
    static var invariants: [FrameInvariant<Configuration, Frame>] { get }
    /// The largest length of a configuration, in points: the scale of the length tolerance.
    ///
    /// - Parameter configuration: The configuration.
    /// - Returns: Its largest length.
    static func scale(of configuration: Configuration) -> Double
}

/// The streaming checker of a declared effect: every declared invariant, then SPEC §0's three
/// rules for any offset-driven effect (a non-finite input is refused and keeps the state, a
/// finite one is accepted, no numeric output is non-finite), in one pass.
public struct DeclaredChecker<Effect: DeclaredInvariants>: ScrollChecker {
    public typealias Configuration = Effect.Configuration
    public typealias Frame = Effect.Frame

    public static var invariants: [(name: String, section: String, summary: String)] {
        Effect.invariants.map { ($0.name, Effect.name, $0.statement) } + RobustnessRules<Frame>.invariants
    }

    public static var levels: [InvariantLevel] { Effect.invariants.map(\.level) + RobustnessRules<Frame>.levels }

    let configuration: Configuration
    let declared: [FrameInvariant<Configuration, Frame>]
    let scale: Double
    var rules: RobustnessRules<Frame>
    var previous: (input: Double, frame: Frame)?
    public private(set) var slot: ViolationSlot

    public init(configuration: Configuration, initialInput: Double, initial: Frame, order: InvariantOrder) {
        self.configuration = configuration
        declared = Effect.invariants
        precondition(declared.count <= 13, "\(Effect.name) declares \(declared.count) invariants; at most 13 fit one checker")
        scale = Effect.scale(of: configuration)
        slot = ViolationSlot(order: order)
        rules = RobustnessRules(base: declared.count, initialInput: initialInput, initial: initial, slot: &slot)
        if initialInput.isFinite {
            judge(-1, input: initialInput, frame: initial)
            previous = (initialInput, initial)
        }
    }

    public mutating func step(_ index: Int, input: Double, output: Frame?, state: Frame) {
        rules.step(index, input: input, output: output, state: state, slot: &slot)
        guard let output, input.isFinite else { return }
        judge(index, input: input, frame: output)
        previous = (input, output)
    }

    mutating func judge(_ index: Int, input: Double, frame: Frame) {
        let tol = Tolerance.tol(scale: Swift.max(scale, input.magnitude))
        let context = FrameContext(configuration: configuration, index: index, input: input, frame: frame, previous: previous, lengthTolerance: tol)
        for (i, invariant) in declared.enumerated() where slot.wants(i) {
            if let failure = invariant.judge(context) {
                slot.report(i, Violation(invariant.name, Effect.name, frame: index, failure.values, failure.explanation))
            }
        }
    }
}
