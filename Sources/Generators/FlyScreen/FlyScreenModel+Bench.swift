import Dispatch
import Effects
import Oracles

extension FlyScreenModel {
    /// The thread-safe screen (``FlyScreen``) under 8 producers: 20,000 inserts from 8 threads
    /// at once, then the whole simulation; it reports how many items started (all of them).
    package static var benchTimings: [BenchTiming] {
        [BenchTiming(name: "fly screen: 20,000 inserts from 8 threads + full simulation") {
            let c = try! FlyScreenConfiguration(screenWidth: 375, rows: 8, rowHeight: 30, duration: 6, minimumGap: 4)
            let screen = FlyScreen(configuration: c)
            DispatchQueue.concurrentPerform(iterations: 8) { p in
                for i in 0..<2_500 { _ = screen.insert(id: p * 2_500 + i, width: 20 + Double((p * 2_500 + i) % 97)) }
            }
            try! screen.advance(to: 1e7)
            let started = screen.snapshot().events.reduce(0) { if case .started = $1 { $0 + 1 } else { $0 } }
            return ["started": Double(started)]
        }]
    }
}

extension FlyScreenModel {
    /// The fly screen's model over generated workloads run one after another on one screen
    /// (no seek), at least `count` operations: its operations with their answers and its log,
    /// merged in time order by each consumer as `check-trace` merges a file's. The session ends
    /// resumed, with everything flown out, so that the monitor's next pass goes on from it: the
    /// same operations later, by the session's span, with ids not named before.
    package static func monitorWorkload(count: Int) -> MonitorWorkload? {
        var operations: [FlyOperation] = []
        var configuration: FlyScreenConfiguration?
        var seed: UInt64 = 1
        var trace: FlyScreenTrace?
        // At least `count` recorded operations (an operation with nothing to do records none).
        while (trace?.steps.count ?? 0) < count {
            var steps = 0
            while steps < max(count - (trace?.steps.count ?? 0), 1) {
                if let w = try? Gen<FlyWorkload>.flyWorkload().generate(seed: seed).value, let c = w.configuration.configuration {
                    if configuration == nil { configuration = c }
                    // One session: a workload's end (`endAt`) becomes a moment it reaches.
                    operations += w.operations.map { if case let .endAt(kind, nudge) = $0 { .advanceToMoment(kind, nudge: nudge) } else { $0 } }
                    steps += w.operations.count
                }
                seed += 1
            }
            trace = FlyScreenRun.record(FlyScreenModel(configuration: configuration!), operations + [.resume], flyOut: true)
        }
        guard let trace else { return nil }
        let c = trace.judgedConfiguration
        let asked = trace.steps.map { ($0.operation, $0.reply) }, log = trace.events
        // A pass's span: past its last moment by the longest flight and a second; its ids' span.
        let last = max(asked.last.map { $0.0.time } ?? 0, log.last?.time ?? 0)
        let span = (last + c.longestFlight + 1).rounded(.up), ids = (asked.compactMap { $0.0.id }.max() ?? 0) + 1
        let rules = EventRules<FlyScreenModel>()
        let all = _InvariantOrder(Array(rules.descriptions.indices))
        let monitor = MainActor.assumeIsolated {
            EventMonitorBox(EventMonitor(FlyScreenModel.self, configuration: c, options: MonitorOptions(handler: { _ in }),
                writer: { TraceWriter.json(FlyScreenTrace($0)) }))
        }
        return MonitorWorkload(
            name: "flyScreen", frames: trace.steps.count,
            checker: {
                var checker = EventChecker(rules: rules, configuration: c, order: all)
                checker.judge(asked: asked, log: log)
                checker.finish()
                return checker.slot.violation == nil ? asked.count : 0
            },
            // `check-trace`'s pass: one collecting pass, every rule's first violation.
            perRule: { FlyScreenModel.violations(of: trace).isEmpty ? asked.count : 0 },
            // The app's order: each entry logged before the next operation after it.
            monitor: {
                monitor.feed(asked, log: log, shift: { k, e, a in
                    e = e.moved(by: Double(k) * span, ids: k * ids)
                    if case let .tap(hit, result) = a { a = .tap(hit: hit.map { $0 + k * ids }, result: result.moved(ids: k * ids)) }
                }, shiftLogged: { k, entry in entry = entry.moved(by: Double(k) * span, ids: k * ids) })
            })
    }
}

extension FlyScreenOperation {
    /// The id an insert or a sync names.
    fileprivate var id: Int? {
        switch self {
        case let .insert(id, _, _), let .timedInsert(id, _, _, _), let .sync(id, _, _, _): id
        default: nil
        }
    }

    /// The same operation `dt` later, its id `di` further.
    fileprivate func moved(by dt: Double, ids di: Int) -> FlyScreenOperation {
        switch self {
        case let .insert(id, width, t): .insert(id: id + di, width: width, time: t + dt)
        case let .timedInsert(id, width, duration, t): .timedInsert(id: id + di, width: width, duration: duration, time: t + dt)
        case let .sync(id, width, progress, t): .sync(id: id + di, width: width, progress: progress, time: t + dt)
        case let .advance(t): .advance(time: t + dt)
        case let .pause(t): .pause(time: t + dt)
        case let .resume(t): .resume(time: t + dt)
        case let .tap(x, y, t): .tap(x: x, y: y, time: t + dt)
        }
    }
}

extension FlyScreenEvent {
    /// The same entry `dt` later, its id `di` further.
    fileprivate func moved(by dt: Double, ids di: Int) -> FlyScreenEvent {
        switch self {
        case let .inserted(id, width, t): .inserted(id: id + di, width: width, time: t + dt)
        case let .refused(id, reason, t): .refused(id: id + di, reason: reason, time: t + dt)
        case let .started(id, row, t): .started(id: id + di, row: row, time: t + dt)
        case let .synced(id, row, t, progress): .synced(id: id + di, row: row, time: t + dt, progress: progress)
        case let .finished(id, row, t, x): .finished(id: id + di, row: row, time: t + dt, x: x)
        case let .liked(id, t): .liked(id: id + di, time: t + dt)
        }
    }
}

extension FlyScreenTapResult {
    /// The same result, its id `di` further.
    fileprivate func moved(ids di: Int) -> FlyScreenTapResult {
        switch self {
        case let .liked(id): .liked(id: id + di)
        case let .alreadyLiked(id): .alreadyLiked(id: id + di)
        case .miss: .miss
        }
    }
}
