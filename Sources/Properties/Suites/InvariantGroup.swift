import Oracles

/// Invariants checked together by one property of a suite, under one name
/// (`parallelWindow.noGap`, `flyScreen.schedule`, …).
public struct InvariantGroup<Trace>: Sendable {
    /// The group's name, the last part of its property's name.
    public let name: String
    /// The oracles, in order; a case fails on the first violation of any.
    public let oracles: [Oracle<Trace>]

    /// Creates a group.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - oracles: The oracles.
    public init(_ name: String, _ oracles: [Oracle<Trace>]) {
        self.name = name
        self.oracles = oracles
    }
}
