import Oracles

/// Which groups of a suite run: all of them, those of one level (the safety invariants that
/// any implementation of the effect must keep, or SPEC's formulas), a chosen set, or all but
/// a set.
///
///     // A library that departs from SPEC's formulas by design: hold it to the promises.
///     let results = ScrollProof.verify(try Suites.bannerHover.selecting(.level(.safety))) { c, o in … }
///     // Everything but one group.
///     let suite = try Suites.flyScreen.selecting(.skipping(["schedule"]))
public enum GroupSelection: Sendable, Hashable, CustomStringConvertible {
    /// Every group.
    case all
    /// The groups of one level (``InvariantLevel``).
    case level(InvariantLevel)
    /// These groups, by name, in the suite's order.
    case only(Set<String>)
    /// Every group but these, by name.
    case skipping(Set<String>)

    public var description: String {
        switch self {
        case .all: "all groups"
        case let .level(level): "the \(level) groups"
        case let .only(names): "only " + names.sorted().joined(separator: ", ")
        case let .skipping(names): "all but " + names.sorted().joined(separator: ", ")
        }
    }

    /// The groups selected, in the suite's order.
    ///
    /// - Parameters:
    ///   - groups: The suite's groups.
    ///   - effect: The effect's name, for errors.
    /// - Returns: The selected groups.
    /// - Throws: ``SelectionError`` when a name is not a group of the suite (the error lists
    ///   them) or nothing is left.
    /// - Complexity: O(groups).
    package func select<Trace>(_ groups: [InvariantGroup<Trace>], effect: String) throws(SelectionError) -> [InvariantGroup<Trace>] {
        let known = groups.map(\.name)
        let selected: [InvariantGroup<Trace>]
        switch self {
        case .all:
            selected = groups
        case let .level(level):
            selected = groups.filter { $0.level == level }
        case let .only(names), let .skipping(names):
            if let unknown = names.sorted().first(where: { !known.contains($0) }) {
                throw SelectionError(effect: effect, rule: .unknownGroup(unknown, known: known))
            }
            if case .only = self { selected = groups.filter { names.contains($0.name) } } else { selected = groups.filter { !names.contains($0.name) } }
        }
        if selected.isEmpty { throw SelectionError(effect: effect, rule: .nothingSelected(self)) }
        return selected
    }
}

/// A group selection a suite cannot make: which effect, and which rule it broke.
public struct SelectionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The rule broken.
    public enum Rule: Sendable, Equatable {
        /// The name is not one of the suite's groups (listed).
        case unknownGroup(String, known: [String])
        /// The selection leaves no group to run.
        case nothingSelected(GroupSelection)
        /// A group names an invariant the effect does not have (its invariants are listed).
        case unknownInvariant(String, group: String, known: [String])
    }

    /// The effect's name.
    public let effect: String
    /// The rule broken.
    public let rule: Rule

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - effect: The effect's name.
    ///   - rule: The rule broken.
    public init(effect: String, rule: Rule) {
        self.effect = effect
        self.rule = rule
    }

    public var description: String {
        switch rule {
        case let .unknownGroup(name, known):
            "\(effect): '\(name)' is not a group of the suite; its groups are \(known.joined(separator: ", "))"
        case let .nothingSelected(selection):
            "\(effect): \(selection) leaves no group to run"
        case let .unknownInvariant(name, group, known):
            "\(effect): group '\(group)' names '\(name)', which is not an invariant of the effect; its invariants are \(known.joined(separator: ", "))"
        }
    }
}
