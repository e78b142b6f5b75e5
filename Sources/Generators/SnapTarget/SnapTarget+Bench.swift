import Effects
import Oracles

extension SnapTarget {
    /// The configuration `scrollproof bench` times the model on: a 390-pt carousel of 40
    /// 300-pt cards 12 pt apart, one place per release.
    package static let benchConfiguration = try! SnapTargetConfiguration(
        containerLength: 390, leadingInset: 20, trailingInset: 20,
        layout: .items(lengths: Array(repeating: 300, count: 40), spacing: 12, alignment: 20), placesPerRelease: 1)

    /// The model's row of `scrollproof bench`'s `updates` section: generated releases and
    /// resizes over the bench configuration.
    ///
    /// - Parameter inputCount: How many events.
    /// - Returns: The workload.
    package static func benchWorkloads(inputCount: Int) -> [BenchWorkload] {
        var events: [SnapEvent] = []
        var seed: UInt64 = 1
        let gen = releases(benchConfiguration)
        while events.count < inputCount { events += (try? gen.generate(seed: seed).value.events) ?? []; seed += 1 }
        let configuration = benchConfiguration
        return [BenchWorkload(name: "SnapTarget (events)", unit: "events/s", count: events.count) {
            var model = SnapTarget(configuration: configuration)
            var sum = 0.0
            for e in events { sum += model.answer(e).target ?? 0 }
            return sum
        }]
    }
}
