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
    ///   - frame: The step at which it broke.
    /// - Returns: The violation.
    /// - Complexity: O(values).
    @inlinable
    public func violation(of invariant: String, section: String, frame: Int) -> Violation {
        Violation(invariant, section, frame: frame, values, explanation, margin: margin)
    }
}
