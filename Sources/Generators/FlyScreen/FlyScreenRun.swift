import Effects
import Oracles

/// Runs a fly-screen workload in virtual time and records the trace.
package enum FlyScreenRun {
    /// What a run records and what a property keeps from one case to the next: the steps, what
    /// the checker is told of them (whether they seek, the longest duration), and the buffers
    /// that read the screen's log, so that a property's passing cases allocate nothing for
    /// them once they have grown.
    /// (`@unchecked Sendable`: a recording is handed from one case to the next through a lock,
    /// never used by two at once; its checker's memories are plain values and buffers.)
    package struct Recording: @unchecked Sendable {
        /// The steps of the last run.
        package private(set) var steps: [FlyScreenTrace.Step] = []
        /// Whether a step of the last run is a sync (a seek).
        package private(set) var seeks = false
        /// The longest duration of an item accepted to fly in its own time, if any.
        package private(set) var longestDuration: Double?
        var log = FlyScreenTrace.FlightLog()
        /// SPEC's schedule of the last run that asked for its row-free moments.
        var schedule: FlyScreenModel?
        /// The last case's pass, restarted for the next case in its own storage.
        var checker: EventChecker<FlyScreenModel>?
        /// The run's pauses so far, in virtual time (the last one open while paused): what maps a
        /// virtual time onto the play clock without making a trace.
        var pauses: [(start: Double, end: Double)] = []

        /// The time paused before virtual time `t` (the open pause counted up to `t`).
        func pausedBefore(_ t: Double) -> Double {
            var total = 0.0
            for p in pauses where p.start < t { total += min(p.end, t) - p.start }
            return total
        }

        /// Nothing recorded yet.
        package init() {}

        /// Starts a new run's recording in this one's buffers.
        mutating func restart(_ c: FlyScreenConfiguration) {
            steps.removeAll(keepingCapacity: true)
            pauses.removeAll(keepingCapacity: true)
            seeks = false
            longestDuration = nil
            log = log.recycled(duration: c.duration)
        }

        mutating func append(_ step: FlyScreenTrace.Step) {
            steps.append(step)
            switch step {
            case .sync: seeks = true
            case let .timedInsert(_, _, d, _, .accepted) where d.isFinite && d > 0: longestDuration = max(longestDuration ?? d, d)
            default: break
            }
        }

        /// The first violation of the invariants of `order` in the last run, whose screen
        /// reports `configuration` and logged `log`: the operations and their answers merged
        /// with the log in time order, in one pass of the event engine (as `check-trace` judges
        /// the recorded file).
        ///
        /// - Parameters:
        ///   - rules: The fly screen's invariants.
        ///   - order: The invariants judged, in rank order.
        ///   - configuration: The configuration the screen reports.
        ///   - log: The screen's event log.
        /// - Returns: The violation, or `nil`.
        /// - Complexity: O(steps + entries) judgements.
        package mutating func judge(_ rules: EventRules<FlyScreenModel>, _ order: _InvariantOrder, _ configuration: FlyScreenConfiguration,
            log: [FlyScreenEvent]) -> Violation? {
            let c = configuration.judged(seeking: seeks, longestDuration: longestDuration)
            // Restarted and run where it is kept: a copy out and back costs a case more than its
            // rules' memories are worth (each nested state copied through its value witness).
            if checker == nil {
                checker = EventChecker(rules: rules, configuration: c, order: order)
            } else {
                checker!.restart(configuration: c, order: order)
            }
            checker!.judge(steps: steps, log: log)
            checker!.finish()
            return checker!.slot.violation
        }
    }

    /// Records a workload; with `flyOut`, time then runs until everything accepted has flown
    /// out, so the trace ends with nothing in the air.
    package static func record<S: FlyScreenSimulating>(_ screen: S, _ operations: [FlyOperation], flyOut: Bool = true) -> FlyScreenTrace {
        var screen = screen, recording = Recording()
        run(&screen, operations, flyOut: flyOut, into: &recording)
        return FlyScreenTrace(configuration: screen.configuration, steps: recording.steps, events: screen.events)
    }

    /// Runs a workload on a screen, recording its steps into `recording`;
    /// the screen keeps its event log.
    ///
    /// - Parameters:
    ///   - screen: The screen, at virtual time 0.
    ///   - operations: The workload.
    ///   - flyOut: Whether time then runs until everything accepted has flown out.
    ///   - recording: The recording, restarted in its own buffers.
    package static func run<S: FlyScreenSimulating>(_ screen: inout S, _ operations: [FlyOperation], flyOut: Bool = true, into recording: inout Recording) {
        let c = screen.configuration
        recording.restart(c)
        var inserted = 0
        var pausedEver = false
        var longest = c.duration
        // SPEC's schedule for the same inserts and times, kept only when the workload asks for
        // its row-free moments.
        var schedule: FlyScreenModel?
        if operations.contains(where: \.readsTheSchedule) {
            if var old = recording.schedule.take() { schedule = old.recycled(configuration: c) } else { schedule = FlyScreenModel(configuration: c) }
        }
        defer { if schedule != nil { recording.schedule = schedule } }
        var paused = false
        for operation in operations {
            switch operation {
            case let .insert(id, width, _):
                recording.append(.insert(id: id, width: width, time: screen.now, result: screen.insert(id: id, width: width)))
                _ = schedule?.insert(id: id, width: width)
                inserted += 1
            case let .timedInsert(id, width, duration, _):
                recording.append(.timedInsert(id: id, width: width, duration: duration, time: screen.now, result: screen.insert(id: id,
                    width: width, duration: duration)))
                _ = schedule?.insert(id: id, width: width, duration: duration)
                inserted += 1
                if duration.isFinite { longest = max(longest, duration) }
            case let .sync(id, width, progress, _):
                recording.append(.sync(id: id, width: width, progress: progress, time: screen.now, result: screen.sync(id: id, width: width,
                    progress: progress)))
                _ = schedule?.sync(id: id, width: width, progress: progress)
            case let .advance(seconds):
                try? screen.advance(to: screen.now + seconds)
                try? schedule?.advance(to: screen.now)
                recording.append(.advance(time: screen.now))
            case let .advanceToNextStart(nudge):
                guard let next = schedule?.nextStart()?.time, next.isFinite else { continue }
                let time = nudge < 0 ? next.nextDown : nudge > 0 ? next.nextUp : next
                guard time > screen.now else { continue }
                try? screen.advance(to: time)
                try? schedule?.advance(to: screen.now)
                recording.append(.advance(time: screen.now))
            case let .advanceToMoment(kind, nudge), let .endAt(kind, nudge):
                if !paused, let time = moment(kind, nudge, screen, &recording, schedule) {
                    try? screen.advance(to: time)
                    try? schedule?.advance(to: screen.now)
                    recording.append(.advance(time: screen.now))
                }
                if case .endAt = operation { return }
            case .pause:
                screen.pause()
                schedule?.pause()
                pausedEver = true
                if !paused { recording.pauses.append((screen.now, .infinity)) }
                paused = true
                recording.append(.pause(time: screen.now))
            case .resume:
                screen.resume()
                schedule?.resume()
                if paused { recording.pauses[recording.pauses.count - 1].end = screen.now }
                paused = false
                recording.append(.resume(time: screen.now))
            case let .tapPoint(x, y):
                recording.append(tap(&screen, x, y))
            case let .tapItem(index, fraction):
                let (flights, now) = playClockFlights(screen, &recording, pausedEver: pausedEver)
                let flying = flights.lazy.filter { f in f.start.map { f.appeared! <= now && now < $0 + c.duration(of: f.item) } ?? false }
                let count = flying.count
                guard count > 0 else { continue }
                let f = flying.dropFirst(index % count).first!
                let x = c.position(of: f.item, at: now) + fraction * f.width
                recording.append(tap(&screen, x, (Double(f.row!) + 0.5) * c.rowHeight))
            }
        }
        if flyOut {
            try? screen.advance(to: screen.now + Double(inserted + 2) * (longest + 1))
            recording.append(.advance(time: screen.now))
        }
    }

    /// The virtual time of a coincidence (``FlyMoment``) moved by its nudge, if one is ahead
    /// (asked only while the screen runs). A static function, not a closure over the run's
    /// locals, which would box them on the heap for every case.
    private static func moment<S: FlyScreenSimulating>(
        _ moment: FlyMoment, _ nudge: FlyNudge, _ screen: S, _ recording: inout Recording, _ schedule: FlyScreenModel?
    ) -> Double? {
        let c = screen.configuration
        let found: (time: Double, tolerance: Double)?
        switch moment {
        case .nextStart:
            guard let schedule, let next = schedule.nextStart()?.time, next.isFinite, let head = schedule.waiting.first else { return nil }
            found = (next, c.timeTolerance(for: head))
        case .nextFinish:
            // On the play clock (virtual time less the pauses before it), where an item's due
            // finish is its start and its own duration; back to virtual time by the pauses so far
            // (none: the same number). No trace is made: nothing allocated.
            recording.log.read(steps: recording.steps, events: screen.events)
            let paused = recording.pausedBefore(screen.now), now = screen.now - paused
            var next: (time: Double, tolerance: Double)?
            for f in recording.log.flights where f.finish == nil {
                guard let start = f.start, start.isFinite, let appeared = f.appeared, appeared <= screen.now else { continue }
                // A synced item's start is virtual: its sync on the play clock, less its progress.
                let played = f.syncedAt.map { $0 - recording.pausedBefore($0) - ($0 - start) } ?? start - recording.pausedBefore(start)
                let due = played + c.duration(of: f.item)
                if due > now, next.map({ due < $0.time }) ?? true { next = (due, c.timeTolerance(for: f.item)) }
            }
            found = next.map { ($0.time + paused, $0.tolerance) }
        }
        guard let found else { return nil }
        let time = nudge.apply(to: found.time, tolerance: found.tolerance)
        return time > screen.now && time.isFinite ? time : nil
    }

    /// The flights so far and the time now, on the play clock, where a pause takes no time (the
    /// incremental log while the workload never paused).
    static func playClockFlights<S: FlyScreenSimulating>(_ screen: S, _ recording: inout Recording,
        pausedEver: Bool) -> (flights: [FlyScreenTrace.Flight], now: Double) {
        if pausedEver {
            let played = FlyScreenTrace(configuration: screen.configuration, steps: recording.steps + [.advance(time: screen.now)],
                events: screen.events).inPlayTime
            return (played.flights, played.endTime)
        }
        recording.log.read(steps: recording.steps, events: screen.events)
        return (recording.log.flights, screen.now)
    }

    static func tap<S: FlyScreenSimulating>(_ screen: inout S, _ x: Double, _ y: Double) -> FlyScreenTrace.Step {
        let hit = screen.hitTest(x: x, y: y)
        return .tap(x: x, y: y, time: screen.now, hit: hit, result: screen.tap(x: x, y: y))
    }

    static func render(_ c: FlyScreenConfiguration, _ trace: FlyScreenTrace) -> String {
        let n = FrameDescription.n
        var lines = ["\(c)"]
        for (i, step) in trace.steps.enumerated() {
            switch step {
            case let .insert(id, width, time, result): lines.append("op \(i): t \(n(time)) insert #\(id) w \(n(width)) → \(result)")
            case let .timedInsert(id, width, duration, time,
                result): lines.append("op \(i): t \(n(time)) insert #\(id) w \(n(width)) for \(n(duration)) s → \(result)")
            case let .sync(id, width, progress, time,
                result): lines.append("op \(i): t \(n(time)) sync #\(id) w \(n(width)) at progress \(n(progress)) → \(result)")
            case let .advance(time): lines.append("op \(i): advance to t \(n(time))")
            case let .pause(time): lines.append("op \(i): t \(n(time)) pause")
            case let .resume(time): lines.append("op \(i): t \(n(time)) resume")
            case let .tap(x, y, time, hit,
                result): lines.append("op \(i): t \(n(time)) tap (\(n(x)), \(n(y))) → hit \(hit.map { "#\($0)" } ?? "nothing"), \(result)")
            }
        }
        let flights = trace.flights.map { f in
            "#\(f.id) w \(n(f.width))\(f.duration.map { " for \(n($0)) s" } ?? ""): " + (f.syncedAt.map { """
                synced \(n($0)), row \(f.row!), flying since \(n(f.start!))
                """ }
                ?? "inserted \(n(f.inserted))" + (f.start.map { ", row \(f.row!) from \(n($0))" } ?? ", never started"))
                + (f.finish.map { " to \(n($0)) at x \(n(f.finishX!))" } ?? "")
        }
        return (lines + ["flights:"] + flights.map { "  " + $0 }).joined(separator: "\n")
    }
}
