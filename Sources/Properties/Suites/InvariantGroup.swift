import Generators
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

    /// One property per group: the common shape of every suite's `properties`.
    ///
    /// - Parameters:
    ///   - groups: The suite's groups.
    ///   - prefix: The names' prefix.
    ///   - section: The SPEC section.
    ///   - expecting: How each group is run, by group name.
    ///   - names: The groups to build, or `nil` for all.
    ///   - evaluation: A group's generator of evaluations.
    /// - Returns: The properties, in group order.
    static func properties(
        _ groups: [InvariantGroup], prefix: String, section: String, expecting: [String: SuiteExpectation], names: [String]?,
        evaluation: (InvariantGroup) -> Gen<Evaluation>
    ) -> [Property] {
        groups.filter { names?.contains($0.name) ?? true }.map { group in
            Property(
                name: "\(prefix).\(group.name)", section: section, invariants: group.oracles.map(\.name),
                expectation: expecting[group.name] ?? .pass, evaluation: evaluation(group))
        }
    }
}
