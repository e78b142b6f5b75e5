/// What kind of promise an invariant is: one that every implementation of its kind of effect
/// must keep, or agreement with SPEC's (or a declaration's) exact formulas, schedule and
/// constants.
///
/// A library that implements an effect with a deliberate difference (a percent that grows past
/// 1 while the header stretches, comments placed on tracks by its own policy, a parallax cell at
/// another ratio) can still be held to every ``safety`` invariant; its ``conformance`` failures
/// say where it differs from the formula, with both values. No group of a suite mixes the two
/// (docs/invariants.md classifies every invariant and says why).
public enum InvariantLevel: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A promise any implementation of the effect must keep, stated without SPEC's formulas:
    /// no gap shows, outputs stay in their range and move monotonically, an edge callback fires
    /// once per crossing, no two comments overlap, nothing is dropped silently, no observer is
    /// registered twice, refused input keeps the state.
    case safety
    /// Agreement with SPEC's formula, schedule or constant: an implementation may differ by
    /// design, and a failure says so with both values.
    case conformance

    public var description: String { rawValue }
}
