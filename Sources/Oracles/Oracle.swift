/// A checker for one invariant of SPEC over a trace of type `Trace`.
public struct Oracle<Trace>: Sendable {
    /// The invariant's name, as SPEC names it.
    public let name: String
    /// The SPEC section.
    public let section: String
    /// What it checks, in one line.
    public let summary: String
    /// Returns the first violation in the trace, or `nil`.
    public let check: @Sendable (Trace) -> Violation?

    /// Creates an oracle.
    ///
    /// - Parameters:
    ///   - name: The invariant's name.
    ///   - section: The SPEC section.
    ///   - summary: What it checks.
    ///   - check: The checker; O(frames) unless documented otherwise.
    public init(_ name: String, _ section: String, _ summary: String, check: @escaping @Sendable (Trace) -> Violation?) {
        self.name = name
        self.section = section
        self.summary = summary
        self.check = check
    }

    /// Runs several oracles and returns the first violation.
    ///
    /// - Parameters:
    ///   - oracles: The oracles, in order.
    ///   - trace: The trace.
    /// - Returns: The first violation of the first oracle that finds one.
    @inlinable
    public static func firstViolation(_ oracles: [Oracle], in trace: Trace) -> Violation? {
        for oracle in oracles { if let violation = oracle.check(trace) { return violation } }
        return nil
    }
}
