import Effects
import Oracles

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
