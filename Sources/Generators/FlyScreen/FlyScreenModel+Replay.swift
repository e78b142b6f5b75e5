import Effects
import Oracles

extension FlyScreenModel: ReplayableEventEffect {
    /// A fly screen's file: its configuration as recorded, its operations at their moments.
    package static func replayCase(of trace: Any) -> (configuration: FlyScreenConfiguration, events: [FlyScreenOperation])? {
        (trace as? FlyScreenTrace).map { ($0.configuration, $0.steps.map(\.operation)) }
    }

    /// An insert's or sync's width made round, then any operation's moment (an operation
    /// moved before the one ahead of it happens at that one's moment, as a replay runs it).
    package static func simpler(_ operation: FlyScreenOperation) -> [FlyScreenOperation] {
        let widths: [FlyScreenOperation] = switch operation {
        case let .insert(id, w, t): simplerNumbers(w).filter { $0 > 0 }.map { .insert(id: id, width: $0, time: t) }
        case let .timedInsert(id, w, d, t): simplerNumbers(w).filter { $0 > 0 }.map { .timedInsert(id: id, width: $0, duration: d, time: t) }
        case let .sync(id, w, p, t): simplerNumbers(w).filter { $0 > 0 }.map { .sync(id: id, width: $0, progress: p, time: t) }
        default: []
        }
        return widths + simplerNumbers(operation.time).filter { $0 >= 0 }.map { operation.at($0) }
    }

    /// The whole case's moments moved together, so that its first is at 0, then at a whole
    /// second (the time before the first operation is the screen's empty start).
    package static func simpler(case operations: [FlyScreenOperation]) -> [[FlyScreenOperation]] {
        guard let first = operations.first?.time, first.isFinite, first > 0 else { return [] }
        return [first, first - first.rounded(.down)].filter { $0 > 0 && $0 <= first }.map { shift in
            operations.map { $0.at(Swift.max(0, $0.time - shift)) }
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

extension FlyScreenOperation {
    /// The same operation at another moment.
    fileprivate func at(_ time: Double) -> FlyScreenOperation {
        switch self {
        case let .insert(id, width, _): .insert(id: id, width: width, time: time)
        case let .timedInsert(id, width, duration, _): .timedInsert(id: id, width: width, duration: duration, time: time)
        case let .sync(id, width, progress, _): .sync(id: id, width: width, progress: progress, time: time)
        case .advance: .advance(time: time)
        case .pause: .pause(time: time)
        case .resume: .resume(time: time)
        case let .tap(x, y, _): .tap(x: x, y: y, time: time)
        }
    }
}
