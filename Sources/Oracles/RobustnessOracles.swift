import Effects

/// The rules of SPEC §0 that hold for every offset-driven effect, as oracles over any trace
/// whose frames are numeric: ``RobustnessChecker`` run over the trace with one rule enabled.
/// Each effect's own invariants (``ParallelWindowInvariants/robustness`` and the others) are
/// the same rules inside that effect's checker.
public enum RobustnessOracles {
    /// "Bad input is refused, state is kept": a non-finite input is refused and the state after
    /// it equals the state before it.
    ///
    /// - Returns: The oracle.
    public static func refusedInputKeepsState<C: Sendable, F: NumericFrame & Sendable & Equatable>() -> Oracle<ScrollTrace<C, F>> {
        RobustnessChecker<C, F>.oracle(0)
    }

    /// "Nothing else is refused": every finite input is accepted.
    ///
    /// - Returns: The oracle.
    public static func finiteInputAccepted<C: Sendable, F: NumericFrame & Sendable & Equatable>() -> Oracle<ScrollTrace<C, F>> {
        RobustnessChecker<C, F>.oracle(1)
    }

    /// "No input sequence produces a non-finite output."
    ///
    /// - Returns: The oracle.
    public static func noNonFiniteOutput<C: Sendable, F: NumericFrame & Sendable & Equatable>() -> Oracle<ScrollTrace<C, F>> {
        RobustnessChecker<C, F>.oracle(2)
    }

    /// The three rules together.
    ///
    /// - Returns: The oracles.
    public static func all<C: Sendable, F: NumericFrame & Sendable & Equatable>() -> [Oracle<ScrollTrace<C, F>>] {
        [refusedInputKeepsState(), finiteInputAccepted(), noNonFiniteOutput()]
    }
}
