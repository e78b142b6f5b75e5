import Effects
import Oracles

extension SnapTarget: ReplayableEventEffect {
    /// A snapping file's configuration and events.
    package static func replayCase(of trace: Any) -> (configuration: SnapTargetConfiguration, events: [SnapEvent])? {
        (trace as? SnapTargetTrace).map { ($0.configuration, $0.events) }
    }

    /// A release's numbers, or a resize's length, made round.
    package static func simpler(_ event: SnapEvent) -> [SnapEvent] {
        switch event {
        case let .release(o, v, p):
            simplerNumbers(o).map { .release(offset: $0, velocity: v, proposal: p) } + simplerNumbers(v).map { .release(offset: o, velocity: $0, proposal: p) }
                + simplerNumbers(p).map { .release(offset: o, velocity: v, proposal: $0) }
        case let .resize(length): simplerNumbers(length).filter { $0 > 0 }.map { .resize(containerLength: $0) }
        }
    }
}
