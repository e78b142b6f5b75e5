import Effects
import Generators
import Oracles
import Originals
import Pictures

extension Suites {
    /// The observer registry (SPEC §1b).
    public static let observerRegistry = EventSuite.declared(ObserverRegistry.self)
}

/// The observer registry's cases and reports: no configuration, display lifecycles as UIKit
/// emits them (``Gen/lifecycle(maxActions:)``), its groups, and its events as reports and
/// pictures show them.
extension ObserverRegistry: DeclaredEventEffect {
    public static let configurations = ConfigurationSpace<NoConfiguration>([:]) { _ in NoConfiguration() }

    /// The lifecycles, built once (a case allocates nothing for them).
    static let lifecycles = Gen<LifecycleSequence>.lifecycle().map { EventSequence(events: $0.events, labels: $0.labels) }

    public static func events(_ configuration: NoConfiguration) -> Gen<EventSequence<DisplayEvent>> { lifecycles }

    public static var invariantGroups: KeyValuePairs<String, [String]>? {
        ["noDuplicates": ["noDuplicateObservers", "notifyExactlyOnce"], "registeredMatchesDisplayed": ["registeredMatchesDisplayed", "suspendedFlag"],
         "absentRemovalReported": ["absentRemovalReported"], "teardown": ["nothingAfterTeardown"]]
    }

    public static func describe(_ event: DisplayEvent, _ frame: ObserverRegistryOutputs) -> String { "\(event) → \(FrameDescription.describe(frame))" }

    public static func picture(of trace: ObserverRegistryTrace, violation: Violation?) -> String { ObserverRegistryPicture.svg(trace, violation: violation) }
}

extension FuzzTarget {
    /// The fuzz target of the observer registry (`fuzz-observerRegistry`).
    public static let observerRegistry = FuzzTarget(ObserverRegistry.self)
}

extension ObserverRegistry: CataloguedEffect {
    public static var groups: [InvariantGroup<ObserverRegistryTrace>] { Suites.observerRegistry.groups }

    public static let publishedBugs: [String: SuiteExpectation] = [
        "noDuplicates": .bug(invariant: "noDuplicateObservers", description: "keyed by index path: a reused cell shown at a new row before its old row ends is registered twice"),
        "registeredMatchesDisplayed": .bug(invariant: "registeredMatchesDisplayed", description: "keyed by index path: a new cell at a row still in the array is never observed"),
        "absentRemovalReported": .bug(invariant: "absentRemovalReported", description: "@try/@catch swallows the failed removal"),
        "teardown": .bug(invariant: "nothingAfterTeardown", description: "the observers are never removed when the list goes away"),
    ]

    public static func modelProperties(merged: Bool) -> [Property] {
        (merged ? Suites.observerRegistry.merged : Suites.observerRegistry).properties(ObserverRegistry.init)
    }

    public static func publishedProperties(named prefix: String, expecting: [String: SuiteExpectation], groups: [String]) -> [Property] {
        Suites.observerRegistry.properties(named: prefix, expecting: expecting, groups: groups, PublishedObserverBookkeeping.init)
    }

    public static let sampler = CaseSampler(name: "observer-lifecycle", summary: "display lifecycles of window cells (SPEC §1b)", Gen<LifecycleSequence>.lifecycle())
}
