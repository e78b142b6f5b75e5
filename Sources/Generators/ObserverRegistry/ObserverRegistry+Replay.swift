import Effects
import Oracles

extension ObserverRegistry: ReplayableEventEffect {
    /// A registry file's case: no configuration, and its display events (a monitor's file, or
    /// `check-trace`'s).
    package static func replayCase(of trace: Any) -> (configuration: NoConfiguration, events: [DisplayEvent])? {
        (trace as? ObserverRegistryTrace).map { ($0.configuration, $0.events) }
    }

    /// A display event has no number to make round: a replay shrinks the registry's case by
    /// leaving events out.
    package static func simpler(_ event: DisplayEvent) -> [DisplayEvent] { [] }
}
