import Effects
import Oracles

/// The suite of observer bookkeeping (SPEC §1b): the observer registry's declaration's
/// (``ObserverRegistry``) event suite, over display lifecycles UIKit really emits and
/// adversarial ones.
public typealias ObserverRegistrySuite = EventSuite<ObserverRegistry>

extension EventSuite where Effect == ObserverRegistry {
    /// A suite of observer bookkeeping with groups and lifecycles of your own (the built-in one
    /// is ``Suites/observerRegistry``).
    ///
    /// - Parameters:
    ///   - groups: The invariants, in named groups (``ObserverRegistry/oracles``).
    ///   - cases: The generator of display lifecycles.
    /// - Complexity: O(1).
    package init(groups: [InvariantGroup<ObserverRegistryTrace>], cases: Gen<LifecycleSequence>) {
        let events = cases.map { EventSequence(events: $0.events, labels: $0.labels) }
        self.init(rules: EventRules<ObserverRegistry>(), groups: groups, pins: ObserverRegistry.configurations.pins) { _ in events }
    }

    /// The properties of an implementation: one per group.
    ///
    /// - Parameters:
    ///   - prefix: The names' prefix (default: the effect's name).
    ///   - expecting: How each group is run, by group name (default: every invariant must hold).
    ///   - groups: The groups to build (default: all).
    ///   - make: Creates an empty registry for each run of a case.
    /// - Returns: The properties, in group order.
    /// - Complexity: O(groups); a case costs O(events · invariants), specialized for `R` where
    ///   it is called (inlinable, as ``EventSuite/properties(named:expecting:groups:_:step:)``).
    @inlinable
    public func properties<R: DisplayLifecycleObserving>(
        named prefix: String? = nil, expecting: [String: SuiteExpectation] = [:], groups names: [String]? = nil,
        _ make: @escaping @Sendable () -> R
    ) -> [SuiteProperty] {
        properties(named: prefix, expecting: expecting, groups: names, { _ in make() }) { registry, event in ObserverRegistryOutputs(registry.apply(event)) }
    }
}
