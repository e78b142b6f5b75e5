import AllocationCounter
import Effects
import Generators
import Oracles
import TraceFormat

/// `scrollproof bench --only monitor`: what the debug monitor costs an app per frame, beside the
/// checker `verify` runs. Like ``DeclaredHere``, this file stands for an app's module: it names
/// the effects an app monitors (the sticky banner, the observer registry, the fly screen) as
/// the app does.
///
/// Each workload is a correct implementation's recording (the model's frames over generated
/// input; nothing fires, so every rule stays open: the monitor's steady state), fed three ways:
/// to one checker with every invariant (what `verify`'s merged group runs per frame), to
/// `check-trace`'s pass (one run per rule), and to the monitor (one run per rule and the ring).
enum BenchMonitors {
    /// A recording, fed to each consumer by a closure: the number of frames fed.
    struct Workload {
        let name: String
        let frames: Int
        let checker: () -> Int
        let perRule: () -> Int
        let monitor: () -> Int
    }

    /// The banner's model over generated scroll input, about `count` frames.
    static func banner(count: Int) -> Workload {
        let configuration = try! BannerHoverConfiguration(bannerHeight: 200, hoverHeight: 64)
        var model = try! BannerHover(configuration: configuration, offset: -200)
        let initial = model.lastFrame
        var steps: [ScrollStep<BannerHoverFrame>] = []
        var seed: UInt64 = 1
        while steps.count < count {
            let offsets = (try? Gen<OffsetSequence>.offsets(in: ScrollRange(lower: -200, upper: -64, reach: 200, dimension: 600, pageSize: 136, landmarks: [-200, -64]))
                .generate(seed: seed).value.offsets) ?? []
            for o in offsets where steps.count < count {
                let output = try? model.update(o)
                steps.append(ScrollStep(input: o, output: output, state: model.lastFrame))
            }
            seed += 1
        }
        let rules = DeclaredRules<BannerHover>()
        let all = _InvariantOrder(Array(rules.descriptions.indices))
        let monitor = MainActor.assumeIsolated {
            MonitorBox(ScrollMonitor(BannerHover.self, configuration: configuration, initialInput: -200, initial: initial,
                                     options: MonitorOptions(handler: { _ in }), writer: TraceWriter.json))
        }
        return Workload(
            name: "bannerHover", frames: steps.count,
            checker: {
                var checker = DeclaredChecker(rules: rules, configuration: configuration, initialInput: -200, initial: initial, order: all)
                for (i, s) in steps.enumerated() { checker.step(i, input: s.input, output: s.output, state: s.state) }
                return checker.slot.violation == nil ? steps.count : 0
            },
            perRule: {
                var pass = InvariantPass(rules: rules, configuration: configuration, initialInput: -200, initial: initial,
                                         orders: rules.descriptions.indices.map { _InvariantOrder([$0]) })
                for s in steps { pass.step(input: s.input, output: s.output, state: s.state) }
                return pass.steps
            },
            monitor: { monitor.feed(steps) })
    }

    /// The observer registry's model over generated display lifecycles, at least `count` events.
    static func registry(count: Int) -> Workload {
        var registry = ObserverRegistry()
        var events: [DisplayEvent] = [], answers: [ObserverRegistryOutputs] = []
        var seed: UInt64 = 1
        while events.count < count {
            // Whole lifecycles, so that the recording can be fed again after itself.
            for event in (try? Gen<LifecycleSequence>.lifecycle().generate(seed: seed).value.events) ?? [] {
                events.append(event)
                answers.append(ObserverRegistryOutputs(registry.apply(event)))
            }
            seed += 1
        }
        let rules = EventRules<ObserverRegistry>()
        let all = _InvariantOrder(Array(rules.descriptions.indices))
        let monitor = MainActor.assumeIsolated {
            EventMonitorBox(EventMonitor(ObserverRegistry.self, configuration: NoConfiguration(), options: MonitorOptions(handler: { _ in }), writer: TraceWriter.json))
        }
        return Workload(
            name: "observerRegistry", frames: events.count,
            checker: {
                var checker = EventChecker(rules: rules, configuration: NoConfiguration(), order: all)
                for (e, a) in zip(events, answers) { checker.step(e, frame: a) }
                return checker.slot.violation == nil ? events.count : 0
            },
            perRule: {
                var checkers = rules.descriptions.indices.map { EventChecker(rules: rules, configuration: NoConfiguration(), order: _InvariantOrder([$0])) }
                for (e, a) in zip(events, answers) { for k in checkers.indices { checkers[k].step(e, frame: a) } }
                return events.count
            },
            monitor: { monitor.feed(events, answers) })
    }

    /// The fly screen's model over generated workloads run one after another on one screen
    /// (no seek: the checker's steady state), at least `count` operations. Each pass is a new
    /// session: the monitor keeps a session whole (a fly screen's rules remember every id), so
    /// its allocations are its buffers' growth over the session, none per operation between.
    static func flyScreen(count: Int) -> Workload {
        var operations: [FlyOperation] = []
        var configuration: FlyScreenConfiguration?
        var seed: UInt64 = 1
        var steps = 0
        while steps < count {
            if let w = try? Gen<FlyWorkload>.flyWorkload().generate(seed: seed).value, let c = w.configuration.configuration {
                if configuration == nil { configuration = c }
                operations += w.operations
                steps += w.operations.count
            }
            seed += 1
        }
        let c = configuration!
        let trace = FlyScreenRun.record(FlyScreenModel(configuration: c), operations, flyOut: true)
        let checker = { FlyScreenChecker.all.keeps(trace) ? trace.steps.count : 0 }
        return Workload(
            name: "flyScreen", frames: trace.steps.count,
            // `check-trace`'s pass over a fly screen's file is this checker (one pass, every rule).
            checker: checker, perRule: checker,
            monitor: {
                MainActor.assumeIsolated {
                    var monitor = FlyScreenMonitor(configuration: c, options: MonitorOptions(handler: { _ in }))
                    monitor.record(trace)
                    monitor.finish()
                    return monitor.reports.isEmpty ? trace.steps.count : 0
                }
            })
    }

    /// The workloads.
    static func all(count: Int) -> [Workload] { [banner(count: count), registry(count: count), flyScreen(count: count)] }

    /// The consumer and the effect `--profile NAME` names (`monitor.bannerHover`), or `nil`
    /// for a name that is not a monitor workload's.
    static func parse(_ name: String) -> (consumer: String, effect: String)? {
        let parts = name.split(separator: ".").map(String.init)
        guard parts.count == 2, ["monitor", "checker", "perRule", "recording"].contains(parts[0]),
              ["bannerHover", "observerRegistry", "flyScreen"].contains(parts[1]) else { return nil }
        return (parts[0], parts[1])
    }

    /// Whether `--profile NAME` names a monitor workload.
    static func isProfile(_ name: String) -> Bool { parse(name) != nil }

    /// The workload and consumer `--profile monitor.<effect>` (or `checker.<effect>`,
    /// `perRule.<effect>`, or `recording.<effect>`: the recording alone, to subtract) runs.
    static func profile(_ name: String, frames: Int) -> (() -> Int)? {
        guard let (consumer, effect) = parse(name) else { return nil }
        let workload = switch effect {
        case "bannerHover": banner(count: frames)
        case "flyScreen": flyScreen(count: frames)
        default: registry(count: frames)
        }
        switch consumer {
        case "monitor": return workload.monitor
        case "checker": return workload.checker
        case "perRule": return workload.perRule
        default: return { workload.frames }  // the recording alone: what the others' counts include
        }
    }
}

/// A monitor kept across passes (its window stays full: the steady state), fed on the main
/// actor (the command runs there).
final class MonitorBox: @unchecked Sendable {
    var monitor: ScrollMonitor<BannerHover>
    init(_ monitor: ScrollMonitor<BannerHover>) { self.monitor = monitor }
    func feed(_ steps: [ScrollStep<BannerHoverFrame>]) -> Int {
        MainActor.assumeIsolated {
            for s in steps { monitor.record(input: s.input, output: s.output) }
            return monitor.reports.isEmpty ? steps.count : 0
        }
    }
}

/// An event monitor kept across passes.
final class EventMonitorBox: @unchecked Sendable {
    var monitor: EventMonitor<ObserverRegistry>
    init(_ monitor: EventMonitor<ObserverRegistry>) { self.monitor = monitor }
    func feed(_ events: [DisplayEvent], _ answers: [ObserverRegistryOutputs]) -> Int {
        MainActor.assumeIsolated {
            for (e, a) in zip(events, answers) { monitor.record(e, answer: a) }
            return monitor.reports.isEmpty ? events.count : 0
        }
    }
}
