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

extension SnapTarget {
    /// The model over generated releases and resizes of the bench configuration, at least
    /// `count` events, from a release and back to the first container: fed to one checker of
    /// every rule, to each rule alone, and to the monitor (again after itself).
    package static func monitorWorkload(count: Int) -> MonitorWorkload? {
        var events: [SnapEvent] = [], answers: [SnapTargetFrame] = []
        var model = SnapTarget(configuration: benchConfiguration)
        var seed: UInt64 = 1
        let gen = releases(benchConfiguration)
        while events.count < count {
            for event in (try? gen.generate(seed: seed).value.events) ?? [] {
                // A release first: a resize is judged from where the last release came to rest.
                if events.isEmpty, case .resize = event { continue }
                events.append(event)
                answers.append(model.answer(event))
            }
            seed += 1
        }
        // Back to the first container, so that the session can be fed again after itself.
        let back = SnapEvent.resize(containerLength: benchConfiguration.containerLength)
        events.append(back)
        answers.append(model.answer(back))
        let configuration = benchConfiguration
        let monitor = MainActor.assumeIsolated {
            EventMonitorBox(EventMonitor(SnapTarget.self, configuration: configuration, options: MonitorOptions(handler: { _ in }), writer: TraceWriter.json))
        }
        return .events(SnapTarget.self, configuration: configuration, events: events, answers: answers,
                       monitor: { monitor.feed(events, answers) })
    }
}
