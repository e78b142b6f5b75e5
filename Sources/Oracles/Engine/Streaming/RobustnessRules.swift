import Effects

/// The rules of SPEC §0 that hold for every offset-driven effect, as a part of a checker: a
/// non-finite input is refused and keeps the state, a finite input is accepted, no output is
/// non-finite. They are the checker's three invariants from index `base`, reported into its
/// slot; every declared effect's checker (`DeclaredChecker`) embeds them after its own.
@usableFromInline
struct RobustnessRules<Frame: NumericFrame & Sendable & Equatable>: Sendable {
    /// The three rules, in index order from `base`.
    static var descriptions: [InvariantDescription] {
        [
            InvariantDescription("refusedInputKeepsState", "NaN and ±infinity are refused; state and last output stay as before"),
            InvariantDescription("finiteInputAccepted", "any finite input, however far out of range, is accepted"),
            InvariantDescription("noNonFiniteOutput", "every output of every accepted frame, the initial one included, is finite"),
        ]
    }

    /// The ranks of the three rules in the checker's order (`Int.max`: not checked).
    @usableFromInline let refusedRank: Int, acceptedRank: Int, finiteRank: Int
    /// The last frame after the previous step (the initial frame, to start).
    @usableFromInline var previousState: Frame
    /// The number of numeric outputs, read once (``NumericFrame/numberNames`` is a global).
    @usableFromInline let outputCount: Int

    /// Starts the rules and judges the initial frame (frame −1, when its input is finite).
    ///
    /// - Parameters:
    ///   - base: The index of `refusedInputKeepsState` in the checker.
    ///   - initialInput: The initial input.
    ///   - initial: The initial frame.
    ///   - slot: The checker's result.
    @inlinable
    init(base: Int, initialInput: Double, initial: Frame, slot: inout _ViolationSlot) {
        refusedRank = slot.order.rank(base)
        acceptedRank = slot.order.rank(base + 1)
        finiteRank = slot.order.rank(base + 2)
        previousState = initial
        outputCount = Frame.numberNames.count
        if initialInput.isFinite { judgeOutput(-1, input: initialInput, output: initial, slot: &slot) }
    }

    @inlinable
    func judgeOutput(_ index: Int, input: Double, output: Frame, slot: inout _ViolationSlot) {
        guard slot.wants(rank: finiteRank) else { return }
        var i = 0
        while i < outputCount {
            if !output.number(i).isFinite { return reportNonFinite(index, input: input, output: output, bad: i, slot: &slot) }
            i += 1
        }
    }

    @inlinable @inline(never)
    func reportNonFinite(_ index: Int, input: Double, output: Frame, bad: Int, slot: inout _ViolationSlot) {
        let name = Frame.numberNames[bad]
        slot.report(rank: finiteRank, Violation("noNonFiniteOutput", "§0", frame: index, [.init("input", input), .init(name, output.number(bad))],
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
    mutating func step(_ index: Int, input: Double, output: Frame?, state: Frame, slot: inout _ViolationSlot) {
        if !input.isFinite {
            if slot.wants(rank: refusedRank) {
                if output != nil {
                    slot.report(rank: refusedRank, Violation("refusedInputKeepsState", "§0", frame: index, [.init("input", input)],
                        "a non-finite input was accepted instead of refused"))
                } else if state != previousState {
                    slot.report(rank: refusedRank, Violation("refusedInputKeepsState", "§0", frame: index, [.init("input", input)],
                        "refusing a non-finite input changed the state"))
                }
            }
        } else if output == nil, slot.wants(rank: acceptedRank) {
            slot.report(rank: acceptedRank, Violation("finiteInputAccepted", "§0", frame: index, [.init("input", input)], "a finite input was refused"))
        }
        if let output { judgeOutput(index, input: input, output: output, slot: &slot) }
        previousState = state
    }
}
