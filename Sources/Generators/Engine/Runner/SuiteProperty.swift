import Oracles

/// A property: a stable name, a generator of cases run through one implementation and judged
/// by the oracles of one group of invariants, folded into one generator of ``Evaluation``s so
/// that the shrinker and a fuzzer drive it like any other generator. Suites build properties
/// for any implementation (``ScrollSuite``, ``EventSuite``, a list suite, each effect's own);
/// how they are run (expecting a pass or a known bug) is their ``expectation``.
public struct SuiteProperty: Sendable {
    /// The stable name, e.g. `bannerHover.edgeEvents` or `published.bannerHover.edgeEvents`.
    public let name: String
    /// The SPEC section.
    public let section: String
    /// The invariants (oracle names) it checks.
    public let invariants: [String]
    /// Its group's level: a promise of every implementation, or SPEC's formula (a failure of a
    /// ``InvariantLevel/conformance`` property says the implementation differs from it).
    public let level: InvariantLevel
    /// How it is run: every invariant must hold, or a known bug must be found.
    public let expectation: SuiteExpectation
    /// Generates a case and evaluates it.
    public let evaluation: Gen<Evaluation>
    /// The line a failure report ends with, given where the shrunk case is saved: how to
    /// replay it where this property runs (the `scrollproof` command for the catalogue, the
    /// test for a user's suite).
    public let replayInstruction: @Sendable (_ savedPath: String) -> String
    /// The same property without some invariants, or `nil` when it cannot be built so (it
    /// has no others, or is not a suite's): how a run meets a second bug behind the first
    /// (a case whose first violation is of an invariant already reported is judged again
    /// without it).
    package let excluding: (@Sendable (Set<String>) -> SuiteProperty?)?
    /// The invariants held to SPEC's formula, schedule or constant (``InvariantLevel/conformance``):
    /// a report of one of them says so; a safety invariant's, in a group that merges both
    /// levels, does not.
    package let conformanceInvariants: Set<String>

    /// Creates a property.
    ///
    /// - Parameters:
    ///   - name: The stable name.
    ///   - section: The SPEC section.
    ///   - invariants: The oracle names.
    ///   - level: Its group's level (default: safety).
    ///   - expectation: How it is run (default: every invariant must hold).
    ///   - evaluation: The generator of evaluations.
    ///   - replayInstruction: The report's replay line for a saved path (default: the
    ///     `scrollproof replay` command).
    public init(
        name: String, section: String, invariants: [String], level: InvariantLevel = .safety, expectation: SuiteExpectation = .pass,
        evaluation: Gen<Evaluation>,
        replayInstruction: @escaping @Sendable (_ savedPath: String) -> String = { _ in "" }
    ) {
        self.init(
            name: name, section: section, invariants: invariants, level: level, expectation: expectation, evaluation: evaluation,
            replayInstruction: replayInstruction, conformanceInvariants: level == .conformance ? Set(invariants) : [], excluding: nil)
    }

    /// A suite's property, which can be built again without some of its invariants.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - section: Where its invariants come from.
    ///   - invariants: Their names.
    ///   - level: Its level.
    ///   - expectation: How it is run.
    ///   - evaluation: The generator of evaluated cases.
    ///   - conformanceInvariants: The invariants at the conformance level.
    ///   - excluding: The same property without some invariants.
    package init(
        name: String, section: String, invariants: [String], level: InvariantLevel, expectation: SuiteExpectation,
        evaluation: Gen<Evaluation>, replayInstruction: @escaping @Sendable (_ savedPath: String) -> String = { _ in "" },
        conformanceInvariants: Set<String>, excluding: (@Sendable (Set<String>) -> SuiteProperty?)?
    ) {
        self.name = name
        self.section = section
        self.invariants = invariants
        self.level = level
        self.expectation = expectation
        self.evaluation = evaluation
        self.replayInstruction = replayInstruction
        self.conformanceInvariants = conformanceInvariants
        self.excluding = excluding
    }

    /// The same property run another way, or replayed another way.
    ///
    /// - Parameters:
    ///   - name: The new name (default: unchanged).
    ///   - expectation: The new expectation (default: unchanged).
    ///   - replayInstruction: The new replay line (default: unchanged).
    /// - Returns: The property.
    public func with(
        name: String? = nil, expectation: SuiteExpectation? = nil, replayInstruction: (@Sendable (_ savedPath: String) -> String)? = nil
    ) -> SuiteProperty {
        var narrowed: (@Sendable (Set<String>) -> SuiteProperty?)?
        if let exclude = self.excluding {
            narrowed = { (names: Set<String>) -> SuiteProperty? in
                exclude(names)?.with(name: name, expectation: expectation, replayInstruction: replayInstruction)
            }
        }
        return SuiteProperty(
            name: name ?? self.name, section: section, invariants: invariants, level: level, expectation: expectation ?? self.expectation,
            evaluation: evaluation, replayInstruction: replayInstruction ?? self.replayInstruction,
            conformanceInvariants: conformanceInvariants, excluding: narrowed)
    }

    /// Whether the run expects a failure (a known bug).
    public var isExpectedToFail: Bool { expectation != .pass }

    /// The invariant the expected bug breaks, if a bug is expected.
    public var expectedViolation: String? {
        switch expectation {
        case .pass: nil
        case let .bug(invariant, _): invariant
        case let .bugs(known): known.first?.invariant
        }
    }

    /// The expected bug in one line, if a bug is expected.
    public var bug: String? {
        switch expectation {
        case .pass: nil
        case let .bug(_, description): description
        case let .bugs(known): known.isEmpty ? nil : known.map(\.description).joined(separator: "; ")
        }
    }
}

/// The name ``SuiteProperty`` had until 2026-11-27: a name as generic as this one is already in most apps and
/// test targets, where it made every use ambiguous. Unavailable rather than deprecated: a
/// deprecated name still takes part in lookup and keeps the ambiguity, while an unavailable
/// one only tells code that uses it the new spelling.
@available(*, unavailable, renamed: "SuiteProperty")
public typealias Property = SuiteProperty
