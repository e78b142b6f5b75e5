import Effects
import Oracles
import Properties

/// The catalogue's facet of a built-in effect: its suite's groups, the properties of its exact
/// model and of its published port, and its picture. Each built-in effect conforms in its own
/// file (`BuiltIn/ParallelWindow+Catalogue.swift`, …), beside its suite; ``Catalogue``, the
/// fuzz targets and `scrollproof` find it in ``BuiltInEffects/all``.
package protocol CataloguedEffect: BuiltInEffect {
    /// The groups of the effect's suite (`Suites.<effect>`), in order.
    static var groups: [InvariantGroup<Trace>] { get }

    /// The published bugs, by group of the suite: the invariant each breaks and the bug in
    /// one line (each is expected to be found in the published port).
    static var publishedBugs: [String: SuiteExpectation] { get }

    /// The properties of the effect's exact model: one per group (every invariant must hold),
    /// or every invariant in one property named `<effect>.all`, as a fuzz target checks them.
    ///
    /// - Parameter merged: Whether to merge the groups into one property.
    /// - Returns: The properties, in group order.
    static func modelProperties(merged: Bool) -> [Property]

    /// The properties of the published port, for some of the suite's groups.
    ///
    /// - Parameters:
    ///   - prefix: The names' prefix (`published.<effect>`).
    ///   - expecting: How each group is run (each published bug is expected).
    ///   - groups: The groups to build.
    /// - Returns: The properties, in group order.
    static func publishedProperties(named prefix: String, expecting: [String: SuiteExpectation], groups: [String]) -> [Property]

    /// The generator of the effect's cases, as `scrollproof sample` names and prints it.
    static var sampler: CaseSampler { get }

    /// A trace as a picture, with a violation marked.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - violation: The violation to mark, if any.
    /// - Returns: The SVG text.
    static func picture(of trace: Trace, violation: Violation?) -> String
}

extension CataloguedEffect {
    /// The names of the invariants in the selected groups of the effect's suite.
    ///
    /// - Parameter selection: The groups.
    /// - Returns: The invariants' names.
    /// - Throws: ``SelectionError`` naming an unknown group (and listing the effect's).
    /// - Complexity: O(invariants).
    package static func invariants(selecting selection: GroupSelection) throws(SelectionError) -> Set<String> {
        Set(try selection.select(groups, effect: effectName).flatMap { $0.oracles.map(\.name) })
    }

    /// The effect's properties: its model's (one per group, which must pass), and its published
    /// port's for the groups with a published bug (named `published.<effect>.<group>`).
    ///
    /// - Returns: Both lists, in group order.
    /// - Complexity: O(groups).
    static func catalogue() -> (models: [Property], published: [Property]) {
        let bugs = publishedBugs
        let models = modelProperties(merged: false)
        let groups = models.map { String($0.name.dropFirst(effectName.count + 1)) }.filter { bugs[$0] != nil }
        return (models, publishedProperties(named: "published.\(effectName)", expecting: bugs, groups: groups))
    }
}
