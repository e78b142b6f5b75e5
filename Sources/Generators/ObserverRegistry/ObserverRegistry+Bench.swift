import Effects
import Oracles

extension ObserverRegistry {
    /// The registry's row of `scrollproof bench`'s `updates` section: display events as UIKit
    /// emits them, applied to an empty registry.
    ///
    /// - Parameter inputCount: How many events.
    /// - Returns: The workload.
    package static func benchWorkloads(inputCount: Int) -> [BenchWorkload] {
        var events: [DisplayEvent] = []
        var seed: UInt64 = 1
        while events.count < inputCount { events += (try? Gen<LifecycleSequence>.lifecycle().generate(seed: seed).value.events) ?? []; seed += 1 }
        return [BenchWorkload(name: "ObserverRegistry (events)", unit: "events/s", count: events.count) {
            var registry = ObserverRegistry()
            var n = 0
            for e in events { n &+= registry.apply(e).registrations.count }
            return Double(n)
        }]
    }
}

extension ObserverRegistry {
    /// The observer registry's model over generated display lifecycles, at least `count` events.
    package static func monitorWorkload(count: Int) -> MonitorWorkload? {
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
        let monitor = MainActor.assumeIsolated {
            EventMonitorBox(EventMonitor(ObserverRegistry.self, configuration: NoConfiguration(),
                options: MonitorOptions(handler: { _ in }), writer: TraceWriter.json))
        }
        return .events(ObserverRegistry.self, configuration: NoConfiguration(), events: events, answers: answers,
                       monitor: { monitor.feed(events, answers) })
    }
}
