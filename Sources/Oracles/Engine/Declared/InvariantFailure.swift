/// What broke: one line a person can act on, and the numbers involved.
public struct InvariantFailure: Sendable {
    /// What is wrong.
    public var explanation: String
    /// The numbers involved.
    public var values: [Violation.Value]
    /// For a quantity judged within a tolerance: how far it is from holding, and the tolerance
    /// (reports print `off by 3.2 pt (tolerance 1e-6 pt)`, and shrinking keeps a failure that
    /// is clearly beyond its tolerance clear).
    public var margin: Violation.Margin?
    /// The step the report names, when it is not the one judged (an event judged against
    /// what the code logged later, reported at the step that inserted its item); `nil` for the
    /// step judged.
    public var frame: Int?
    /// The section the report cites, when the invariant's differs from its effect's (SPEC §0's
    /// rules of a §4 effect); `nil` for the effect's.
    public var section: String?
    /// Whether the report names the time of the entry judged (``namingTheEntry()``).
    @usableFromInline var namesEntry = false

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - explanation: What is wrong, in one line.
    ///   - values: The numbers involved.
    ///   - margin: How far from holding, beside the tolerance (default none).
    public init(_ explanation: String, _ values: [Violation.Value] = [], margin: Violation.Margin? = nil) {
        self.explanation = explanation
        self.values = values
        self.margin = margin
    }

    /// Builds a failure out of line, so that a judgement's path that holds stays small enough
    /// for the compiler to inline into the checker: `return .outOfLine { InvariantFailure(…) }`.
    /// Building a failure (its text and numbers) is most of a judgement's code, and runs once.
    ///
    /// - Parameter build: Builds the failure.
    /// - Returns: The failure.
    /// - Complexity: `build`'s.
    @inline(never)
    public static func outOfLine(_ build: () -> InvariantFailure) -> InvariantFailure { build() }

    /// The violation of an invariant this failure makes.
    ///
    /// - Parameters:
    ///   - invariant: The invariant's name.
    ///   - section: Where it comes from (a SPEC section, or the effect's name).
    ///   - frame: The step at which it broke: the one judged, unless the failure names
    ///     another (``at(frame:section:)``).
    ///   - step: What a step is called in text (``Violation/step``; default `frame`).
    ///   - entry: When the code logged the entry judged, for an entry (``InvariantContext/entryTime``):
    ///     named beside the step for a failure about that entry (``namingTheEntry()``,
    ///     ``Violation/entryTime``).
    /// - Returns: The violation.
    /// - Complexity: O(values).
    @inlinable
    public func violation(of invariant: String, section: String, frame: Int, step: String = "frame", entry: Double? = nil) -> Violation {
        var v = Violation(invariant, self.section ?? section, frame: self.frame ?? frame, values, explanation, margin: margin)
        v.step = step
        if namesEntry { v.entryTime = entry }
        return v
    }

    /// The same failure, about the entry judged (a start logged late, a finish on another
    /// row): when the entry is one the code logged, the report names its time beside the step
    /// it names (`broken at operation 0, the entry at t = 0.2`). A failure about an earlier
    /// step that an entry only let the rule decide (an insert's answer, known wrong once the
    /// starts before it are in) is not.
    ///
    /// - Returns: The failure.
    /// - Complexity: O(1).
    public func namingTheEntry() -> InvariantFailure {
        var failure = self
        failure.namesEntry = true
        return failure
    }

    /// The same failure reported at another step, or citing another section.
    ///
    /// - Parameters:
    ///   - frame: The step the report names (default: the one judged).
    ///   - section: The section it cites (default: the effect's).
    /// - Returns: The failure.
    /// - Complexity: O(1).
    public func at(frame: Int? = nil, section: String? = nil) -> InvariantFailure {
        var failure = self
        failure.frame = frame ?? self.frame
        failure.section = section ?? self.section
        return failure
    }
}
