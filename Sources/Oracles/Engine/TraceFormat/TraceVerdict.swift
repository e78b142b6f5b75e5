
/// What `check-trace` reports of a trace file: how many frames it holds, and every invariant of
/// its effect that it breaks, each at its first violation, in the order of the effect's oracles.
public struct TraceVerdict: Sendable {
    /// The number of frames (steps, events, operations) in the file.
    public var frameCount: Int
    /// The first violation of each broken invariant; empty when none is broken. A configuration
    /// SPEC rejects is the one violation `validConfiguration`.
    public var violations: [Violation]
    /// The effect the file names (`bannerHover`, …); empty when not known.
    public var effect: String
    /// What the verdict could not judge, and why (a fly-screen trace with a seek, which SPEC's
    /// schedule does not define); printed by `check-trace`.
    public var notes: [String] = []
    /// The file's prelude: its leading frames, which rebuild the state the rest starts from (a
    /// monitor's file), judged but not reported (0: none; `check-trace` says how many).
    public var prelude = 0
    /// What a step of the file is called in text: "frame", or "operation" for a fly screen's
    /// (`check-trace` says "5 operations").
    public var stepName = "frame"

    /// Creates a verdict.
    ///
    /// - Parameters:
    ///   - frameCount: The number of frames.
    ///   - violations: The violations.
    ///   - effect: The effect the file names (default: not known).
    public init(frameCount: Int, violations: [Violation], effect: String = "") {
        self.frameCount = frameCount
        self.violations = violations
        self.effect = effect
    }

    /// The same verdict with only the violations of some invariants (a choice of groups or a
    /// level, as `check-trace --level`, `--only` and `--skip` make it); a configuration the
    /// effect rejects (`validConfiguration`) is always kept.
    ///
    /// - Parameter invariants: The names of the invariants kept.
    /// - Returns: The verdict.
    /// - Complexity: O(violations).
    public func keeping(_ invariants: Set<String>) -> TraceVerdict {
        var kept = self
        kept.violations = violations.filter { $0.invariant == "validConfiguration" || invariants.contains($0.invariant) }
        return kept
    }
}
