import Effects
import Oracles

/// A row of `scrollproof bench --only monitor`: a correct implementation's recording (the
/// model's frames over generated input; nothing fires, so every rule stays open: the monitor's
/// steady state), fed three ways, each by a closure that returns the number of frames fed:
/// to one checker with every invariant (what `verify`'s merged group runs), to `check-trace`'s
/// pass (one run per rule), and to the debug monitor, on the main actor as an app feeds it (a
/// pass feeds one monitor the session again, after itself). An effect that an app monitors
/// gives one (``CataloguedEffect/monitorWorkload(count:)``).
package struct MonitorWorkload {
    /// The effect's name.
    package let name: String
    /// The frames (events, operations) of the recording.
    package let frames: Int
    package let checker: () -> Int
    package let perRule: () -> Int
    package let monitor: @MainActor () -> Int

    package init(name: String, frames: Int, checker: @escaping () -> Int, perRule: @escaping () -> Int, monitor: @escaping @MainActor () -> Int) {
        self.name = name
        self.frames = frames
        self.checker = checker
        self.perRule = perRule
        self.monitor = monitor
    }
}

/// A scroll monitor kept across passes (its window stays full: the steady state), fed on the
/// main actor.
package final class ScrollMonitorBox<Effect: DeclaredInvariants>: @unchecked Sendable {
    /// Unchecked exclusivity: fed only by `feed`, on the main actor (a check at every frame is
    /// the box's cost, not the monitor's).
    @usableFromInline @exclusivity(unchecked) var monitor: ScrollMonitor<Effect>
    package init(_ monitor: ScrollMonitor<Effect>) { self.monitor = monitor }
    @inlinable @MainActor package func feed(_ steps: [ScrollStep<Effect.Frame>]) -> Int {
        for i in steps.indices { monitor.record(input: steps[i].input, output: steps[i].output) }
        return monitor.reports.isEmpty ? steps.count : 0
    }
}

/// An event monitor kept across passes, fed on the main actor, for the built-in effects (this
/// module specializes it for them). Its methods are marked inlinable, but a declaration of
/// another module was still fed unspecialized through it (measured): the command's own
/// `impressions` row keeps a box of its own.
package final class EventMonitorBox<Effect: DeclaredEventInvariants>: @unchecked Sendable {
    /// Unchecked exclusivity: fed only by `feed`, on the main actor (a check at every event is
    /// the box's cost, not the monitor's).
    @usableFromInline @exclusivity(unchecked) var monitor: EventMonitor<Effect>
    /// The passes fed so far (a timed session goes on in the next pass, later).
    @usableFromInline var passes = 0
    package init(_ monitor: EventMonitor<Effect>) { self.monitor = monitor }
    @inlinable @MainActor package func feed(_ events: [Effect.World.Event], _ answers: [Effect.Frame]) -> Int {
        // By index: a generic iterator (`zip`, `for in`) that is not specialized here allocates
        // the frame of its subscript's coroutine at every element, which the monitor does not.
        for i in events.indices { monitor.record(events[i], answer: answers[i]) }
        return monitor.reports.isEmpty ? events.count : 0
    }

    /// Feeds a session that logs, each entry before the first event after its moment, going on
    /// from the passes before: `shift` moves an operation and its answer, and `shiftLogged` an
    /// entry, into pass `k` (a timed world's clock does not go back, and ids are not named
    /// twice), so one monitor judges one long session.
    @inlinable @MainActor package func feed(
        _ asked: [(Effect.World.Event, Effect.Frame)], log: [Effect.World.Logged],
        shift: (_ pass: Int, _ event: inout Effect.World.Event, _ answer: inout Effect.Frame) -> Void,
        shiftLogged: (_ pass: Int, _ entry: inout Effect.World.Logged) -> Void
    ) -> Int {
        let k = passes
        passes += 1
        var next = 0
        // The first pass feeds the recording as it is (moving it by nothing costs what it costs).
        for i in asked.indices {
            var (e, a) = asked[i]
            if k > 0 { shift(k, &e, &a) }
            while next < log.count {
                var entry = log[next]
                if k > 0 { shiftLogged(k, &entry) }
                guard Effect.World.time(ofLogged: entry) < Effect.World.time(of: e) else { break }
                monitor.record(logged: entry)
                next += 1
            }
            monitor.record(e, answer: a)
        }
        while next < log.count {
            var entry = log[next]
            if k > 0 { shiftLogged(k, &entry) }
            monitor.record(logged: entry)
            next += 1
        }
        return monitor.reports.isEmpty ? asked.count : 0
    }
}

extension MonitorWorkload {
    /// An offset-driven effect's row: its model over generated offsets in a range, at least
    /// `count` frames from the model as handed in, fed to one checker of every invariant, to
    /// `check-trace`'s pass and to a monitor kept across passes.
    ///
    /// - Parameters:
    ///   - declaration: The effect's declaration (a built-in's model type, or one declared
    ///     elsewhere).
    ///   - model: The implementation, at its start offset.
    ///   - initialInput: That offset.
    ///   - range: Where the generated offsets go.
    ///   - count: How many frames, at least.
    ///   - bounds: Where the offsets are clamped to, if anywhere (an effect whose state a
    ///     gesture changes keeps to where it does not, so that the session can be fed again
    ///     after itself).
    ///   - writer: The effect's trace file writer (`TraceWriter.json` for a built-in).
    /// - Returns: The workload, named after the declaration.
    /// - Complexity: O(count) to record.
    package static func scroll<D: DeclaredInvariants, E: ScrollDrivenEffect>(
        _ declaration: D.Type, _ model: E, initialInput: Double, range: ScrollRange, count: Int, bounds: ClosedRange<Double>? = nil,
        writer: @escaping @Sendable (ScrollMonitor<D>.Trace) -> String
    ) -> MonitorWorkload where E.Configuration == D.Configuration, E.Frame == D.Frame {
        var model = model
        let configuration = model.configuration, initial = model.lastFrame
        var steps: [ScrollStep<E.Frame>] = []
        var seed: UInt64 = 1
        while steps.count < count {
            let offsets = (try? Gen<OffsetSequence>.offsets(in: range).generate(seed: seed).value.offsets) ?? []
            for x in offsets where steps.count < count {
                let o = bounds.map { Swift.min(Swift.max(x, $0.lowerBound), $0.upperBound) } ?? x
                let output = try? model.update(o)
                steps.append(ScrollStep(input: o, output: output, state: model.lastFrame))
            }
            seed += 1
        }
        let rules = DeclaredRules<D>()
        let all = _InvariantOrder(Array(rules.descriptions.indices))
        let monitor = MainActor.assumeIsolated {
            ScrollMonitorBox(ScrollMonitor(D.self, configuration: configuration, initialInput: initialInput, initial: initial,
                                           options: MonitorOptions(handler: { _ in }), writer: writer))
        }
        return MonitorWorkload(
            name: D.name, frames: steps.count,
            checker: {
                var checker = DeclaredChecker(rules: rules, configuration: configuration, initialInput: initialInput, initial: initial, order: all)
                for (i, s) in steps.enumerated() { checker.step(i, input: s.input, output: s.output, state: s.state) }
                return checker.slot.violation == nil ? steps.count : 0
            },
            perRule: {
                var pass = InvariantPass(rules: rules, configuration: configuration, initialInput: initialInput, initial: initial,
                                         orders: rules.descriptions.indices.map { _InvariantOrder([$0]) })
                for s in steps { pass.step(input: s.input, output: s.output, state: s.state) }
                return pass.steps
            },
            monitor: { monitor.feed(steps) })
    }

    /// A built-in offset-driven effect's row: its model is its declaration
    /// (``scroll(_:_:initialInput:range:count:bounds:writer:)``).
    package static func scroll<E: ScrollDrivenEffect & DeclaredInvariants>(
        _ model: E, initialInput: Double, range: ScrollRange, count: Int, bounds: ClosedRange<Double>? = nil,
        writer: @escaping @Sendable (ScrollMonitor<E>.Trace) -> String
    ) -> MonitorWorkload {
        scroll(E.self, model, initialInput: initialInput, range: range, count: count, bounds: bounds, writer: writer)
    }

    /// An event-driven effect's row: its recorded events and answers fed to one checker of every
    /// rule and to each rule alone (`check-trace`'s pass), and to the monitor the caller feeds.
    ///
    /// - Parameters:
    ///   - effect: The effect's declaration.
    ///   - configuration: The configuration the events were answered in.
    ///   - events: The events.
    ///   - answers: The implementation's answer to each.
    ///   - monitor: Feeds the monitor one pass of the session.
    /// - Returns: The workload, named after the declaration.
    package static func events<E: DeclaredEventInvariants>(
        _ effect: E.Type, configuration: E.Configuration, events: [E.World.Event], answers: [E.Frame],
        monitor: @escaping @MainActor () -> Int
    ) -> MonitorWorkload {
        let rules = EventRules<E>()
        let all = _InvariantOrder(Array(rules.descriptions.indices))
        return MonitorWorkload(
            name: E.name, frames: events.count,
            checker: {
                var checker = EventChecker(rules: rules, configuration: configuration, order: all)
                for (e, a) in zip(events, answers) { checker.step(e, frame: a) }
                return checker.slot.violation == nil ? events.count : 0
            },
            perRule: {
                var checkers = rules.descriptions.indices.map { EventChecker(rules: rules, configuration: configuration, order: _InvariantOrder([$0])) }
                for (e, a) in zip(events, answers) { for k in checkers.indices { checkers[k].step(e, frame: a) } }
                return events.count
            },
            monitor: monitor)
    }
}
