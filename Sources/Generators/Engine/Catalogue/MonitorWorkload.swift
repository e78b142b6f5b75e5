import Effects
import Oracles

/// A row of `scrollproof bench --only monitor`: a correct implementation's recording (the
/// model's frames over generated input; nothing fires, so every rule stays open: the monitor's
/// steady state), fed three ways, each by a closure that returns the number of frames fed:
/// to one checker with every invariant (what `verify`'s merged group runs), to `check-trace`'s
/// pass (one run per rule), and to the debug monitor. An effect that an app monitors gives one
/// (``CataloguedEffect/monitorWorkload(count:)``).
package struct MonitorWorkload {
    /// The effect's name.
    package let name: String
    /// The frames (events, operations) of the recording.
    package let frames: Int
    package let checker: () -> Int
    package let perRule: () -> Int
    package let monitor: () -> Int

    package init(name: String, frames: Int, checker: @escaping () -> Int, perRule: @escaping () -> Int, monitor: @escaping () -> Int) {
        self.name = name
        self.frames = frames
        self.checker = checker
        self.perRule = perRule
        self.monitor = monitor
    }
}

/// A scroll monitor kept across passes (its window stays full: the steady state), fed on the
/// main actor (the command runs there).
package final class ScrollMonitorBox<Effect: DeclaredInvariants>: @unchecked Sendable {
    var monitor: ScrollMonitor<Effect>
    package init(_ monitor: ScrollMonitor<Effect>) { self.monitor = monitor }
    package func feed(_ steps: [ScrollStep<Effect.Frame>]) -> Int {
        MainActor.assumeIsolated {
            for s in steps { monitor.record(input: s.input, output: s.output) }
            return monitor.reports.isEmpty ? steps.count : 0
        }
    }
}

/// An event monitor kept across passes.
package final class EventMonitorBox<Effect: DeclaredEventInvariants>: @unchecked Sendable {
    var monitor: EventMonitor<Effect>
    package init(_ monitor: EventMonitor<Effect>) { self.monitor = monitor }
    package func feed(_ events: [Effect.World.Event], _ answers: [Effect.Frame]) -> Int {
        MainActor.assumeIsolated {
            for (e, a) in zip(events, answers) { monitor.record(e, answer: a) }
            return monitor.reports.isEmpty ? events.count : 0
        }
    }

    /// Feeds a session that logs: each entry before the first event after its moment. A new
    /// session each pass (a timed world's clock does not go back).
    package func feed(_ asked: [(Effect.World.Event, Effect.Frame)], log: [Effect.World.Logged]) -> Int {
        MainActor.assumeIsolated {
            var session = monitor
            var next = 0
            for (e, a) in asked {
                while next < log.count, Effect.World.time(ofLogged: log[next]) < Effect.World.time(of: e) {
                    session.record(logged: log[next])
                    next += 1
                }
                session.record(e, answer: a)
            }
            while next < log.count {
                session.record(logged: log[next])
                next += 1
            }
            session.finish()
            return session.reports.isEmpty ? asked.count : 0
        }
    }
}
