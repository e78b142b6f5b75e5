import Effects

extension FlyScreenTrace {
    /// What the invariants of §4 read of a trace, derived once: its flights, its end, whether
    /// it seeks, and the trace on its play clock (with the same, for that trace). Held by
    /// reference so that a trace and its copies share it; immutable, so sharing is safe, and
    /// dropped whenever the trace changes.
    final class Derived: Sendable {
        let flights: [Flight]
        let endTime: Double
        let seeks: Bool
        /// Whether the steps pause: when not, the trace is its own play-clock trace.
        let pauses: Bool
        /// The trace on its play clock, prepared, when the steps pause.
        let played: FlyScreenTrace?

        init(flights: [Flight], endTime: Double, seeks: Bool, pauses: Bool, played: FlyScreenTrace?) {
            self.flights = flights
            self.endTime = endTime
            self.seeks = seeks
            self.pauses = pauses
            self.played = played
        }
    }

    /// The same trace with what its invariants read computed once: ``flights``, ``endTime``,
    /// ``seeks`` and ``inPlayTime`` (itself prepared) are then stored, not recomputed by each of
    /// the thirteen oracles that read them. Judging a prepared trace gives the same verdicts
    /// as judging the trace; a suite and `check-trace` prepare every trace they judge.
    ///
    /// - Returns: The trace, prepared.
    /// - Complexity: O(steps + events) once; O(1) for a trace already prepared.
    public func prepared() -> FlyScreenTrace {
        if derived != nil { return self }
        let pauses = !PlayClock(steps: steps).isEmpty
        var played: FlyScreenTrace?
        if pauses {
            // The play-clock trace keeps its pause steps (at their play times), so it pauses
            // too: its own play-clock trace is computed as before, never assumed.
            var mapped = inPlayTime
            mapped.derived = Derived(flights: mapped.flights, endTime: mapped.endTime, seeks: mapped.seeks, pauses: true, played: nil)
            played = mapped
        }
        var copy = self
        copy.derived = Derived(flights: flights, endTime: endTime, seeks: seeks, pauses: pauses, played: played)
        return copy
    }
}
