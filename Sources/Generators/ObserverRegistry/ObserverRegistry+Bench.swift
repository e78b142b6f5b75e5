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
