import Effects
import Generators
import Oracles
import Originals

/// Every property of ScrollProof, built with the public suites like any user's: each suite run
/// on the exact models of `Effects` (every invariant must hold), and on the ports of the
/// published code in `Originals`, expecting each published bug to be found.
package enum Catalogue {
    /// The built-in effects, each with its catalogue facet, in SPEC's order (``BuiltInEffects/all``).
    package static let effects: [any CataloguedEffect.Type] = BuiltInEffects.facets(as: (any CataloguedEffect.Type).self)

    /// Every model invariant of an effect in one property (`<effect>.all`), for fuzzing: one
    /// decode per input. Not in ``all``: a failure is reported as the group that breaks.
    package static let mergedModels: [String: SuiteProperty] = Dictionary(
        uniqueKeysWithValues: effects.map { ($0.effectName, $0.modelProperties(merged: true)[0]) })

    /// All properties, models first, in SPEC order.
    package static let all: [SuiteProperty] = {
        effects.flatMap { $0.modelProperties(merged: false) } + PublishedPorts.all.flatMap { $0.publishedProperties() }
    }()

    /// The properties of the exact models (must pass).
    package static var models: [SuiteProperty] { all.filter { !$0.isExpectedToFail } }

    /// The properties of the published ports (each expected to find its bug).
    package static var published: [SuiteProperty] { all.filter(\.isExpectedToFail) }

    /// The property with this name.
    ///
    /// - Parameter name: A stable property name.
    /// - Returns: The property, or `nil`.
    package static func named(_ name: String) -> SuiteProperty? { all.first { $0.name == name } }
}
