import Generators
import Oracles

/// A property: a stable name, a generator of cases, the implementation under test, and the
/// oracles it applies, folded into one generator of ``Evaluation``s so that the shrinker and a
/// fuzzer drive it like any other generator.
public struct Property: Sendable {
    /// The stable name, e.g. `bannerHover.edgeEvents` or `published.bannerHover.edgeEvents`.
    public let name: String
    /// The SPEC section.
    public let section: String
    /// The invariants (oracle names) it checks.
    public let invariants: [String]
    /// The implementation under test.
    public let implementation: Implementation
    /// For a published port: the invariant its published bug breaks.
    public let expectedViolation: String?
    /// The published bug, in one line (ports only).
    public let bug: String?
    /// Generates a case and evaluates it.
    public let evaluation: Gen<Evaluation>

    /// Creates a property.
    ///
    /// - Parameters:
    ///   - name: The stable name.
    ///   - section: The SPEC section.
    ///   - invariants: The oracle names.
    ///   - implementation: The implementation under test.
    ///   - expectedViolation: For a port, the invariant its bug breaks.
    ///   - bug: For a port, the bug in one line.
    ///   - evaluation: The generator of evaluations.
    public init(
        name: String, section: String, invariants: [String], implementation: Implementation,
        expectedViolation: String? = nil, bug: String? = nil, evaluation: Gen<Evaluation>
    ) {
        self.name = name
        self.section = section
        self.invariants = invariants
        self.implementation = implementation
        self.expectedViolation = expectedViolation
        self.bug = bug
        self.evaluation = evaluation
    }

    /// Whether a failure of this property is expected (a published port's bug).
    public var isExpectedToFail: Bool { implementation == .published }
}
