import Oracles

/// What `check-trace` reports of a trace file: how many frames it holds, and every invariant of
/// its effect that it breaks, each at its first violation, in the order of the effect's oracles.
public struct TraceVerdict: Sendable {
    /// The number of frames (steps, events, operations) in the file.
    public var frameCount: Int
    /// The first violation of each broken invariant; empty when none is broken. A configuration
    /// SPEC rejects is the one violation `validConfiguration`.
    public var violations: [Violation]

    /// Creates a verdict.
    ///
    /// - Parameters:
    ///   - frameCount: The number of frames.
    ///   - violations: The violations.
    public init(frameCount: Int, violations: [Violation]) {
        self.frameCount = frameCount
        self.violations = violations
    }
}
