import Effects
import Oracles

extension SnapTarget: CataloguedEffect {
    /// Snapping code answers each event through its `step`.
    package static var replayAdapter: String? { "{ configuration in YourAdapter(configuration) } step: { adapter, event in adapter.answer(event) }" }

    package static var groups: [InvariantGroup<SnapTargetTrace>] { Suites.snapTarget.groups }

    /// The published snippets' bugs are each port's own (``PublishedPort/publishedBugs``).
    package static let publishedBugs: [String: SuiteExpectation] = [:]

    package static func modelProperties(merged: Bool) -> [SuiteProperty] {
        (merged ? Suites.snapTarget.merged : Suites.snapTarget).properties { c in SnapTarget(configuration: c) }
    }

    package static let sampler = CaseSampler(
        name: "snap-target", summary: "snapping scroll views, their releases and resizes (SPEC §8)", Gen<SnapTargetCase>.snapTargetCase)
}

/// A generated case of the snapping scroll view, as `scrollproof sample snap-target` prints it.
package struct SnapTargetCase: Labeled, Sendable, CustomStringConvertible {
    /// The configuration attempt.
    package var configuration: ConfigurationCase<SnapTargetConfiguration>
    /// The releases and resizes, when the configuration is valid.
    package var events: EventSequence<SnapEvent>?

    package var labels: LabelSet { configuration.labels.union(events?.labels ?? []) }

    package var description: String {
        switch configuration.result {
        case let .success(c): "\(c)\n  " + (events?.events.map(\.description).joined(separator: "; ") ?? "")
        case let .failure(error): "invalid configuration: \(error)"
        }
    }
}

extension Gen where Value == SnapTargetCase {
    /// Snapping cases: a configuration, then its releases and resizes.
    package static var snapTargetCase: Gen {
        Gen { stream throws(GenerationError) in
            let attempt = try Gen<ConfigurationCase<SnapTargetConfiguration>>.snapTargetConfiguration.run(&stream)
            guard let c = attempt.configuration else { return SnapTargetCase(configuration: attempt, events: nil) }
            return SnapTargetCase(configuration: attempt, events: try SnapTarget.releases(c).run(&stream))
        }
    }
}

extension SnapTarget {
    /// A correct trace of the model over generated case `seed`, ended where `cut` chooses.
    package static func modelTrace(seed: UInt64, cut: inout SplitMix64) -> TraceDocument? {
        guard let value = try? Gen<SnapTargetCase>.snapTargetCase.generate(seed: seed).value, let c = value.configuration.configuration,
              let events = value.events?.events else { return nil }
        var model = SnapTarget(configuration: c)
        let recorded = Array(events.prefix(ModelTrace.prefix(events.count, &cut)))
        return TraceDocument(SnapTarget.self, SnapTargetTrace(configuration: c, events: recorded, frames: recorded.map { model.answer($0) }))
    }
}
