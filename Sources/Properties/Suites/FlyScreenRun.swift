import Effects
import Generators
import Oracles

/// Runs a fly-screen workload in virtual time and records the trace.
package enum FlyScreenRun {
    /// Records a workload; with `flyOut`, time then runs until everything accepted has flown
    /// out, so the trace ends with nothing in the air.
    package static func record<S: FlyScreenSimulating>(_ screen: S, _ operations: [FlyOperation], flyOut: Bool = true) -> FlyScreenTrace {
        var screen = screen
        let c = screen.configuration
        var steps: [FlyScreenTrace.Step] = []
        var inserted = 0
        var pausedEver = false
        var log = FlyScreenTrace.FlightLog(duration: c.duration)
        var longest = c.duration
        // SPEC's schedule for the same inserts and times, kept only when the workload asks for
        // its row-free moments.
        var schedule: FlyScreenModel? = operations.contains { if case .advanceToNextStart = $0 { true } else { false } }
            ? FlyScreenModel(configuration: c) : nil
        for operation in operations {
            switch operation {
            case let .insert(id, width, _):
                steps.append(.insert(id: id, width: width, time: screen.now, result: screen.insert(id: id, width: width)))
                _ = schedule?.insert(id: id, width: width)
                inserted += 1
            case let .timedInsert(id, width, duration, _):
                steps.append(.timedInsert(id: id, width: width, duration: duration, time: screen.now, result: screen.insert(id: id, width: width, duration: duration)))
                _ = schedule?.insert(id: id, width: width, duration: duration)
                inserted += 1
                if duration.isFinite { longest = max(longest, duration) }
            case let .sync(id, width, progress, _):
                steps.append(.sync(id: id, width: width, progress: progress, time: screen.now, result: screen.sync(id: id, width: width, progress: progress)))
                _ = schedule?.sync(id: id, width: width, progress: progress)
            case let .advance(seconds):
                try? screen.advance(to: screen.now + seconds)
                try? schedule?.advance(to: screen.now)
                steps.append(.advance(time: screen.now))
            case let .advanceToNextStart(nudge):
                guard let next = schedule?.nextStart()?.time, next.isFinite else { continue }
                let time = nudge < 0 ? next.nextDown : nudge > 0 ? next.nextUp : next
                guard time > screen.now else { continue }
                try? screen.advance(to: time)
                try? schedule?.advance(to: screen.now)
                steps.append(.advance(time: screen.now))
            case .pause:
                screen.pause()
                schedule?.pause()
                pausedEver = true
                steps.append(.pause(time: screen.now))
            case .resume:
                screen.resume()
                schedule?.resume()
                steps.append(.resume(time: screen.now))
            case let .tapPoint(x, y):
                steps.append(tap(&screen, x, y))
            case let .tapItem(index, fraction):
                // On the play clock, where a pause takes no time (the incremental log while the
                // workload never paused).
                let flights: [FlyScreenTrace.Flight], now: Double
                if pausedEver {
                    let played = FlyScreenTrace(configuration: c, steps: steps + [.advance(time: screen.now)], events: screen.events).inPlayTime
                    flights = played.flights
                    now = played.endTime
                } else {
                    log.read(steps: steps, events: screen.events)
                    flights = log.flights
                    now = screen.now
                }
                let flying = flights.lazy.filter { f in f.start.map { f.appeared! <= now && now < $0 + c.duration(of: f.item) } ?? false }
                let count = flying.count
                guard count > 0 else { continue }
                let f = flying.dropFirst(index % count).first!
                let x = c.position(of: f.item, at: now) + fraction * f.width
                steps.append(tap(&screen, x, (Double(f.row!) + 0.5) * c.rowHeight))
            }
        }
        if flyOut {
            try? screen.advance(to: screen.now + Double(inserted + 2) * (longest + 1))
            steps.append(.advance(time: screen.now))
        }
        return FlyScreenTrace(configuration: c, steps: steps, events: screen.events)
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
            case let .timedInsert(id, width, duration, time, result): lines.append("op \(i): t \(n(time)) insert #\(id) w \(n(width)) for \(n(duration)) s → \(result)")
            case let .sync(id, width, progress, time, result): lines.append("op \(i): t \(n(time)) sync #\(id) w \(n(width)) at progress \(n(progress)) → \(result)")
            case let .advance(time): lines.append("op \(i): advance to t \(n(time))")
            case let .pause(time): lines.append("op \(i): t \(n(time)) pause")
            case let .resume(time): lines.append("op \(i): t \(n(time)) resume")
            case let .tap(x, y, time, hit, result): lines.append("op \(i): t \(n(time)) tap (\(n(x)), \(n(y))) → hit \(hit.map { "#\($0)" } ?? "nothing"), \(result)")
            }
        }
        let flights = trace.flights.map { f in
            "#\(f.id) w \(n(f.width))\(f.duration.map { " for \(n($0)) s" } ?? ""): " + (f.syncedAt.map { "synced \(n($0)), row \(f.row!), flying since \(n(f.start!))" }
                ?? "inserted \(n(f.inserted))" + (f.start.map { ", row \(f.row!) from \(n($0))" } ?? ", never started"))
                + (f.finish.map { " to \(n($0)) at x \(n(f.finishX!))" } ?? "")
        }
        return (lines + ["flights:"] + flights.map { "  " + $0 }).joined(separator: "\n")
    }
}
