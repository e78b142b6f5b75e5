import Catalogue
import Effects
import Generators
import Oracles
import TraceFormat

/// `scrollproof bench --only monitor`: what the debug monitor costs an app per frame, beside the
/// checker `verify` runs, for each effect that gives a workload (``MonitorWorkload``: a correct
/// implementation's recording fed to one checker with every invariant, to `check-trace`'s
/// pass, and to the monitor).
enum BenchMonitors {
    /// The workloads, one for each effect an app monitors (``CataloguedEffect/monitorWorkload(count:)``),
    /// by its name: the second part of a `--profile` name.
    static func all(count: Int) -> [MonitorWorkload] {
        Catalogue.effects.compactMap { $0.monitorWorkload(count: count) } + [BenchImpressions.monitorWorkload(count: count)]
    }
    /// The names of the effects that give a workload.
    static let names: Set<String> = Set(all(count: 1).map(\.name))

    /// The consumer and the effect `--profile NAME` names (`monitor.bannerHover`), or `nil`
    /// for a name that is not a monitor workload's.
    static func parse(_ name: String) -> (consumer: String, effect: String)? {
        let parts = name.split(separator: ".").map(String.init)
        guard parts.count == 2, ["monitor", "checker", "perRule", "recording"].contains(parts[0]),
              names.contains(parts[1]) else { return nil }
        return (parts[0], parts[1])
    }

    /// Whether `--profile NAME` names a monitor workload.
    static func isProfile(_ name: String) -> Bool { parse(name) != nil }

    /// The workload and consumer `--profile monitor.<effect>` (or `checker.<effect>`,
    /// `perRule.<effect>`, or `recording.<effect>`: the recording alone, to subtract) runs.
    static func profile(_ name: String, frames: Int) -> (() -> Int)? {
        guard let (consumer, effect) = parse(name) else { return nil }
        // Only the workload asked for is recorded (under a profiler, recording them all costs minutes).
        let workload = effect == "impressions" ? BenchImpressions.monitorWorkload(count: frames)
            : Catalogue.effects.first { $0.effectName == effect }?.monitorWorkload(count: frames)
        guard let workload else { return nil }
        switch consumer {
        case "monitor":
            let feed = workload.monitor
            return { MainActor.assumeIsolated { feed() } }
        case "checker": return workload.checker
        case "perRule": return workload.perRule
        default: return { workload.frames }  // the recording alone: what the others' counts include
        }
    }
}

