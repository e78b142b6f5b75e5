import Effects

/// The rules of SPEC §0 that hold for every offset-driven effect, as a part of a checker: a
/// non-finite input is refused and keeps the state, a finite input is accepted, no output is
/// non-finite. They are the checker's three invariants from index `base`, reported into its
/// slot; each effect's checker embeds one, and ``RobustnessChecker`` is one on its own.
@usableFromInline
struct RobustnessRules<Frame: NumericFrame & Sendable & Equatable>: Sendable {
    /// The three rules, in index order from `base`.
    static var invariants: [(name: String, section: String, summary: String)] {
        [
            ("refusedInputKeepsState", "§0", "NaN and ±infinity are refused; state and last output stay as before"),
            ("finiteInputAccepted", "§0", "any finite input, however far out of range, is accepted"),
            ("noNonFiniteOutput", "§0", "every output of every accepted frame, the initial one included, is finite"),
        ]
    }

    /// The three rules are promises of any implementation.
    static var levels: [InvariantLevel] { [.safety, .safety, .safety] }

    /// The index of `refusedInputKeepsState` in the checker.
    @usableFromInline let base: Int
    /// The last frame after the previous step (the initial frame, to start).
    @usableFromInline var previousState: Frame

    /// Starts the rules and judges the initial frame (frame −1, when its input is finite).
    ///
    /// - Parameters:
    ///   - base: The index of `refusedInputKeepsState` in the checker.
    ///   - initialInput: The initial input.
    ///   - initial: The initial frame.
    ///   - slot: The checker's result.
    @inlinable
    init(base: Int, initialInput: Double, initial: Frame, slot: inout ViolationSlot) {
        self.base = base
        previousState = initial
        if initialInput.isFinite { judgeOutput(-1, input: initialInput, output: initial, slot: &slot) }
    }

    @inlinable
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
    ///   - slot: The checker's result.
    @inlinable
    mutating func step(_ index: Int, input: Double, output: Frame?, state: Frame, slot: inout ViolationSlot) {
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
}
