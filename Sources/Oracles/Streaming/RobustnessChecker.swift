import Effects

/// The rules of SPEC §0 that hold for every offset-driven effect, in one pass: a non-finite
/// input is refused and keeps the state, a finite input is accepted, no output is non-finite.
/// Each effect's checker embeds one (its last three invariants, from `base`); on its own it is
/// the checker behind ``RobustnessOracles``.
public struct RobustnessChecker<Configuration: Sendable, Frame: NumericFrame & Sendable & Equatable>: ScrollChecker {
    /// The three rules, from index `base`.
    public static var invariants: [(name: String, section: String, summary: String)] {
        [
            ("refusedInputKeepsState", "§0", "NaN and ±infinity are refused; state and last output stay as before"),
            ("finiteInputAccepted", "§0", "any finite input, however far out of range, is accepted"),
            ("noNonFiniteOutput", "§0", "every output of every accepted frame, the initial one included, is finite"),
        ]
    }

    public private(set) var slot: ViolationSlot
    let base: Int
    var previousState: Frame

    /// Starts a pass on its own (indices 0, 1, 2).
    ///
    /// - Parameters:
    ///   - configuration: The configuration (unused by these rules).
    ///   - initialInput: The initial input.
    ///   - initial: The initial frame.
    ///   - order: The rules checked and their order.
    public init(configuration: Configuration, initialInput: Double, initial: Frame, order: InvariantOrder) {
        self.init(base: 0, initial: initial)
        var s = ViolationSlot(order: order)
        start(initialInput: initialInput, initial: initial, slot: &s)
        slot = s
    }

    /// A component of an effect's checker, whose rules start at index `base`.
    ///
    /// - Parameters:
    ///   - base: The index of `refusedInputKeepsState` in the effect's checker.
    ///   - initial: The initial frame.
    public init(base: Int, initial: Frame) {
        self.base = base
        previousState = initial
        slot = ViolationSlot(order: InvariantOrder([]))
    }

    /// Judges the initial frame (frame −1, when its input is finite).
    ///
    /// - Parameters:
    ///   - initialInput: The initial input.
    ///   - initial: The initial frame.
    ///   - slot: The effect's result.
    public func start(initialInput: Double, initial: Frame, slot: inout ViolationSlot) {
        if initialInput.isFinite { judgeOutput(-1, input: initialInput, output: initial, slot: &slot) }
    }

    func judgeOutput(_ index: Int, input: Double, output: Frame, slot: inout ViolationSlot) {
        guard slot.wants(base + 2), let bad = output.firstNonFinite else { return }
        let name = Frame.numberNames[bad]
        slot.report(base + 2, Violation("noNonFiniteOutput", "§0", frame: index, [.init("input", input), .init(name, output.number(bad))],
            "output \(name) is not finite"))
    }

    /// Judges one step.
    ///
    /// - Parameters:
    ///   - index: The step's index.
    ///   - input: Its input.
    ///   - output: The returned frame, or `nil` when refused.
    ///   - state: The last frame after it.
    ///   - slot: The effect's result.
    public mutating func step(_ index: Int, input: Double, output: Frame?, state: Frame, slot: inout ViolationSlot) {
        if !input.isFinite {
            if slot.wants(base) {
                if output != nil {
                    slot.report(base, Violation("refusedInputKeepsState", "§0", frame: index, [.init("input", input)], "a non-finite input was accepted instead of refused"))
                } else if state != previousState {
                    slot.report(base, Violation("refusedInputKeepsState", "§0", frame: index, [.init("input", input)], "refusing a non-finite input changed the state"))
                }
            }
        } else if output == nil, slot.wants(base + 1) {
            slot.report(base + 1, Violation("finiteInputAccepted", "§0", frame: index, [.init("input", input)], "a finite input was refused"))
        }
        if let output { judgeOutput(index, input: input, output: output, slot: &slot) }
        previousState = state
    }

    /// Judges one step (on its own).
    ///
    /// - Parameters:
    ///   - index: The step's index.
    ///   - input: Its input.
    ///   - output: The returned frame, or `nil`.
    ///   - state: The last frame after it.
    public mutating func step(_ index: Int, input: Double, output: Frame?, state: Frame) {
        var s = slot
        step(index, input: input, output: output, state: state, slot: &s)
        slot = s
    }
}
