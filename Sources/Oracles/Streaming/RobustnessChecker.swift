import Effects

/// The rules of SPEC §0 (``RobustnessRules``) as a checker of their own, for any trace whose
/// frames are numeric: the checker behind ``RobustnessOracles``.
public struct RobustnessChecker<Configuration: Sendable, Frame: NumericFrame & Sendable & Equatable>: ScrollChecker {
    /// The three rules: `refusedInputKeepsState`, `finiteInputAccepted`, `noNonFiniteOutput`.
    public static var invariants: [(name: String, section: String, summary: String)] { RobustnessRules<Frame>.invariants }

    public private(set) var slot: ViolationSlot
    var rules: RobustnessRules<Frame>

    /// Starts a pass (indices 0, 1, 2).
    ///
    /// - Parameters:
    ///   - configuration: The configuration (unused by these rules).
    ///   - initialInput: The initial input.
    ///   - initial: The initial frame.
    ///   - order: The rules checked and their order.
    public init(configuration: Configuration, initialInput: Double, initial: Frame, order: InvariantOrder) {
        var slot = ViolationSlot(order: order)
        rules = RobustnessRules(base: 0, initialInput: initialInput, initial: initial, slot: &slot)
        self.slot = slot
    }

    /// Judges one step.
    ///
    /// - Parameters:
    ///   - index: The step's index.
    ///   - input: Its input.
    ///   - output: The returned frame, or `nil`.
    ///   - state: The last frame after it.
    public mutating func step(_ index: Int, input: Double, output: Frame?, state: Frame) {
        rules.step(index, input: input, output: output, state: state, slot: &slot)
    }
}
