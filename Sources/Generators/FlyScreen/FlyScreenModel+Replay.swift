import Effects
import Oracles

extension FlyScreenModel: ReplayableEventEffect {
    /// A fly screen's file: its configuration as recorded, its operations at their moments.
    package static func replayCase(of trace: Any) -> (configuration: FlyScreenConfiguration, events: [FlyScreenOperation])? {
        (trace as? FlyScreenTrace).map { ($0.configuration, $0.steps.map(\.operation)) }
    }

    /// An insert's or sync's width made round.
    package static func simpler(_ operation: FlyScreenOperation) -> [FlyScreenOperation] {
        switch operation {
        case let .insert(id, w, t): simplerNumbers(w).filter { $0 > 0 }.map { .insert(id: id, width: $0, time: t) }
        case let .timedInsert(id, w, d, t): simplerNumbers(w).filter { $0 > 0 }.map { .timedInsert(id: id, width: $0, duration: d, time: t) }
        case let .sync(id, w, p, t): simplerNumbers(w).filter { $0 > 0 }.map { .sync(id: id, width: $0, progress: p, time: t) }
        default: []
        }
    }

    /// The screen's recording of the operations (each at its moment, then every item flown out).
    package static func replayText(_ implementation: Any, _ configuration: FlyScreenConfiguration, _ events: [FlyScreenOperation]) -> String? {
        func record(_ screen: some FlyScreenSimulating) -> String { TraceWriter.json(FlyScreenRun.record(screen, FlyOperation.replaying(events))) }
        if let screen = implementation as? any FlyScreenSimulating { return record(screen) }
        // A view on the main actor (the replay runs there): recorded through its wrapper.
        func wrapped(_ view: some MainActorFlyScreenSimulating) -> String {
            nonisolated(unsafe) let view = view
            return MainActor.assumeIsolated { record(MainActorFlyScreen(view)) }
        }
        return (implementation as? any MainActorFlyScreenSimulating).map { wrapped($0) }
    }
}
