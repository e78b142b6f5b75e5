import Effects

/// The invariants of an offset-driven effect you declare (see `DeclaredScrollEffect` in
/// `Properties`, which adds its configurations and scroll input): its configuration and frame
/// types, its scale, its invariants and release rules. ScrollProof's built-in offset-driven
/// effects are declared the same way, and judged by the same checker (`DeclaredChecker`).
///
/// Any number of invariants and release rules; after them, SPEC §0's three rules for every
/// offset-driven effect (a non-finite input is refused and keeps the state, a finite one is
/// accepted, no numeric output is non-finite) are added to every declaration.
public protocol DeclaredInvariants: Sendable
where Invariants.Context == FrameContext<Configuration, Frame>, ReleaseInvariants.Context == ReleaseContext<Configuration, Frame> {
    /// The invariants' list type (inferred from ``invariants``).
    associatedtype Invariants: InvariantList
    /// The validated configuration type (reports print it with `"\(configuration)"`; a
    /// `CustomStringConvertible` one reads best); inferred from ``invariants``.
    associatedtype Configuration: Sendable = Invariants.Context.Configuration
    /// The frame type: its numeric outputs by name (``NumericFrame``), and any discrete ones;
    /// inferred from ``invariants``.
    associatedtype Frame: NumericFrame & Sendable & Equatable = Invariants.Context.Frame
    /// The release rules' list type (inferred from ``releaseInvariants``; none by default).
    associatedtype ReleaseInvariants: InvariantList = NoInvariants<ReleaseContext<Configuration, Frame>>

    /// The effect's name: the prefix of its property names.
    static var name: String { get }
    /// Where its invariants come from, as reports cite it (default: the name; the built-in
    /// effects cite their section of SPEC, `§2`).
    static var section: String { get }
    /// The invariants, in report order: statements of an ``InvariantsBuilder`` (invariants and
    /// building blocks), or an array of ``FrameInvariant``s. Evaluated once per suite.
    @InvariantsBuilder<FrameContext<Configuration, Frame>> static var invariants: Invariants { get }
    /// The release rules (default none): judged where an implementation answers where a drag
    /// ending after a frame settles.
    @InvariantsBuilder<ReleaseContext<Configuration, Frame>> static var releaseInvariants: ReleaseInvariants { get }
    /// The largest length of a configuration, in points: the scale of the length tolerance.
    ///
    /// - Parameter configuration: The configuration.
    /// - Returns: Its largest length.
    static func scale(of configuration: Configuration) -> Double
}

extension DeclaredInvariants {
    public static var section: String { name }
}

extension DeclaredInvariants where ReleaseInvariants == NoInvariants<ReleaseContext<Configuration, Frame>> {
    /// No release rules: an effect without a release (its drag simply ends) declares none.
    public static var releaseInvariants: NoInvariants<ReleaseContext<Configuration, Frame>> { NoInvariants() }
}

extension DeclaredInvariants {
    /// Every invariant's description, in index order: the invariants, the release rules, then
    /// SPEC §0's three rules.
    ///
    /// - Complexity: O(invariants); builds the lists.
    public static var descriptions: [InvariantDescription] {
        DeclaredRules<Self>().descriptions
    }

    /// Every invariant as an oracle over a recorded trace, in index order (the checker run
    /// with that invariant alone).
    ///
    /// - Complexity: O(invariants); builds the lists once for all of them.
    public static var oracles: [TraceOracle<ScrollTrace<Configuration, Frame>>] {
        let rules = DeclaredRules<Self>()
        return rules.descriptions.indices.map { rules.oracle($0) }
    }

    /// The oracle of one invariant by name, or `nil` for a name the effect does not have.
    ///
    /// - Parameter name: An invariant's name (``InvariantDescription/name``).
    /// - Returns: The oracle.
    /// - Complexity: O(invariants).
    public static func oracle(named name: String) -> TraceOracle<ScrollTrace<Configuration, Frame>>? {
        let rules = DeclaredRules<Self>()
        return rules.descriptions.firstIndex { $0.name == name }.map { rules.oracle($0) }
    }
}

/// A declaration's lists, evaluated once: what every checker of a suite (and every oracle)
/// shares, so that a case builds nothing.
@usableFromInline package struct DeclaredRules<Effect: DeclaredInvariants>: Sendable {
    /// The invariants.
    @usableFromInline package let invariants: Effect.Invariants
    /// The release rules.
    @usableFromInline package let releaseInvariants: Effect.ReleaseInvariants
    /// Every invariant's description, in index order (the invariants, the release rules, then
    /// SPEC §0's three rules).
    @usableFromInline package let descriptions: [InvariantDescription]
    /// The section reports cite.
    @usableFromInline package let section: String

    /// The declaration's lists.
    ///
    /// - Complexity: O(invariants).
    @usableFromInline package init() {
        invariants = Effect.invariants
        releaseInvariants = Effect.releaseInvariants
        descriptions = invariants.descriptions + releaseInvariants.descriptions + RobustnessRules<Effect.Frame>.descriptions
        section = Effect.section
    }

    /// The number of the declaration's own invariants (before the release rules).
    @inlinable package var invariantCount: Int { invariants._count }
    /// The number of release rules.
    @inlinable package var releaseCount: Int { releaseInvariants._count }

    /// The section of an invariant: the declaration's, or `§0` for SPEC §0's three rules.
    ///
    /// - Parameter index: The invariant's index.
    /// - Returns: Its section.
    @usableFromInline package func section(of index: Int) -> String { index >= invariantCount + releaseCount ? "§0" : section }

    /// The oracle of one invariant: the checker over a trace with only that invariant enabled.
    ///
    /// - Parameter index: The invariant's index in ``descriptions``.
    /// - Returns: The oracle.
    @usableFromInline package func oracle(_ index: Int) -> TraceOracle<ScrollTrace<Effect.Configuration, Effect.Frame>> {
        let d = descriptions[index], order = _InvariantOrder([index]), rules = self
        return TraceOracle(d.name, section(of: index), d.statement, level: d.level, checker: (ObjectIdentifier(DeclaredChecker<Effect>.self), index)) { trace in
            DeclaredChecker.check(trace, rules: rules, order: order)
        }
    }
}
