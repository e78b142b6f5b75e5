import Effects

/// The rules of SPEC §0 that hold for every offset-driven effect. Inlinable, so that a caller
/// specializes them for its frame type (unspecialized, they spent a third of their time in
/// generic-metadata lookups).
public enum RobustnessOracles {
    /// "Bad input is refused, state is kept": a non-finite input is refused and the state after
    /// it equals the state before it.
    ///
    /// - Returns: The oracle.
    @inlinable
    public static func refusedInputKeepsState<C, F: NumericFrame>() -> Oracle<ScrollTrace<C, F>> {
        Oracle("refusedInputKeepsState", "§0", "NaN and ±infinity are refused; state and last output stay as before") { trace in
            for (i, step) in trace.steps.enumerated() where !step.input.isFinite {
                if step.output != nil {
                    return Violation("refusedInputKeepsState", "§0", frame: i, [.init("input", step.input)],
                        "a non-finite input was accepted instead of refused")
                }
                if step.state != trace.state(before: i) {
                    return Violation("refusedInputKeepsState", "§0", frame: i, [.init("input", step.input)],
                        "refusing a non-finite input changed the state")
                }
            }
            return nil
        }
    }

    /// "Nothing else is refused": every finite input is accepted.
    ///
    /// - Returns: The oracle.
    @inlinable
    public static func finiteInputAccepted<C, F: NumericFrame>() -> Oracle<ScrollTrace<C, F>> {
        Oracle("finiteInputAccepted", "§0", "any finite input, however far out of range, is accepted") { trace in
            for (i, step) in trace.steps.enumerated() where step.input.isFinite && step.output == nil {
                return Violation("finiteInputAccepted", "§0", frame: i, [.init("input", step.input)], "a finite input was refused")
            }
            return nil
        }
    }

    /// "No input sequence produces a non-finite output."
    ///
    /// - Returns: The oracle.
    @inlinable
    public static func noNonFiniteOutput<C, F: NumericFrame>() -> Oracle<ScrollTrace<C, F>> {
        Oracle("noNonFiniteOutput", "§0", "every output of every accepted frame, the initial one included, is finite") { trace in
            for (i, input, output) in trace.accepted {
                if let bad = output.firstNonFinite {
                    let name = F.numberNames[bad]
                    return Violation("noNonFiniteOutput", "§0", frame: i, [.init("input", input), .init(name, output.number(bad))],
                        "output \(name) is not finite")
                }
            }
            return nil
        }
    }

    /// The three rules together.
    ///
    /// - Returns: The oracles.
    @inlinable
    public static func all<C, F: NumericFrame>() -> [Oracle<ScrollTrace<C, F>>] {
        [refusedInputKeepsState(), finiteInputAccepted(), noNonFiniteOutput()]
    }
}
