import Oracles

/// Invariants checked together by one property of a suite, under one name
/// (`parallelWindow.noGap`, `flyScreen.schedule`, …).
public struct InvariantGroup<Trace>: Sendable {
    /// The group's name, the last part of its property's name.
    public let name: String
    /// The oracles, in order; a case fails on the first violation of any.
    public let oracles: [TraceOracle<Trace>]
    /// Why the group cannot be checked (it names an invariant the effect does not have), or
    /// `nil`: a run of such a group checks nothing and says why, never a pass.
    public let problem: SelectionError?

    /// The group's level: ``InvariantLevel/conformance`` when any of its oracles is, else
    /// ``InvariantLevel/safety``. No group of the built-in suites mixes the two (a test).
    public var level: InvariantLevel {
        oracles.contains { $0.level == .conformance } ? .conformance : .safety
    }

    /// Whether the group holds invariants of both levels (a `merged` suite's `all` does).
    public var mixesLevels: Bool {
        Set(oracles.map(\.level)).count > 1
    }

    /// Creates a group.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - oracles: The oracles.
    public init(_ name: String, _ oracles: [TraceOracle<Trace>]) {
        self.name = name
        self.oracles = oracles
        problem = nil
    }

    /// A group that cannot be checked.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - oracles: The oracles it could build.
    ///   - problem: Why it cannot be checked.
    public init(_ name: String, _ oracles: [TraceOracle<Trace>], problem: SelectionError) {
        self.name = name
        self.oracles = oracles
        self.problem = problem
    }

    /// A declaration's groups, each named with its invariants' names: a group that names an
    /// invariant the effect does not have is built with a ``problem`` that says which name
    /// (a run of it checks nothing and says why). Every declared suite builds its groups here.
    ///
    /// - Parameters:
    ///   - groups: Group name → the names of its invariants, in order.
    ///   - oracles: The effect's oracles.
    ///   - effect: The effect's name, for the problem.
    /// - Returns: The groups, in order.
    /// - Complexity: O(groups · names · oracles).
    package static func named(_ groups: KeyValuePairs<String, [String]>, from oracles: [TraceOracle<Trace>], effect: String) -> [InvariantGroup] {
        groups.map { name, members in
            let unknown = members.filter { m in !oracles.contains { $0.name == m } }
            guard unknown.isEmpty else {
                return InvariantGroup(name, [], problem: SelectionError(effect: effect, rule: .unknownInvariant(unknown[0], group: name,
                    known: oracles.map(\.name))))
            }
            return InvariantGroup(name, members.map { m in oracles.first { $0.name == m }! })
        }
    }

    /// One property per group: the common shape of every suite's `properties`. A group run
    /// with ``SuiteExpectation/bugs(_:)`` becomes one property per listed invariant (that
    /// invariant alone, expected broken, named `prefix.group.invariant`) and one for the rest
    /// (expected to hold, named `prefix.group`); a listed name that is not one of the group's
    /// invariants keeps the whole group, so the run reports that the bug was not found.
    ///
    /// - Parameters:
    ///   - groups: The suite's groups.
    ///   - prefix: The names' prefix.
    ///   - section: The SPEC section.
    ///   - expecting: How each group is run, by group name.
    ///   - names: The groups to build, or `nil` for all.
    ///   - evaluation: A group's generator of evaluations.
    /// - Returns: The properties, in group order.
    @usableFromInline
    static func properties(
        _ groups: [InvariantGroup], prefix: String, section: String, expecting: [String: SuiteExpectation], names: [String]?,
        evaluation: @escaping @Sendable (InvariantGroup) -> Gen<Evaluation>
    ) -> [SuiteProperty] {
        @Sendable func property(_ group: InvariantGroup, _ name: String, _ expectation: SuiteExpectation) -> SuiteProperty {
            SuiteProperty(
                name: name, section: section, invariants: group.oracles.map(\.name), level: group.level,
                expectation: expectation, evaluation: evaluation(group),
                conformanceInvariants: Set(group.oracles.filter { $0.level == .conformance }.map(\.name))
            ) { excluded in
                let kept = group.oracles.filter { !excluded.contains($0.name) }
                guard !kept.isEmpty, kept.count < group.oracles.count else { return nil }
                return property(InvariantGroup(group.name, kept), name, expectation)
            }
        }
        return groups.filter { names?.contains($0.name) ?? true }.flatMap { group -> [SuiteProperty] in
            let name = "\(prefix).\(group.name)"
            guard case let .bugs(known) = expecting[group.name] else { return [property(group, name, expecting[group.name] ?? .pass)] }
            let listed = Set(known.map(\.invariant))
            let rest = group.oracles.filter { !listed.contains($0.name) }
            var built = rest.isEmpty ? [] : [property(InvariantGroup(group.name, rest), name, .pass)]
            for bug in known {
                let alone = group.oracles.filter { $0.name == bug.invariant }
                built.append(property(
                    InvariantGroup(group.name, alone.isEmpty ? group.oracles : alone), "\(name).\(bug.invariant)",
                    .bug(invariant: bug.invariant, description: bug.description)))
            }
            return built
        }
    }
}
