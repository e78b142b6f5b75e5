import Effects
import Oracles

extension FlyScreenModel: CataloguedEffect {
    /// The suite drives a screen itself.
    package static var replayAdapter: String? { "{ configuration in YourScreen(configuration) }" }

    /// The suite's groups, each invariant an oracle over a recorded trace (``oracles``).
    package static var groups: [InvariantGroup<FlyScreenTrace>] {
        Suites.flyScreen.groups.map { group in InvariantGroup(group.name, group.oracles.map { o in oracles.first { $0.name == o.name }! }) }
    }

    package static let publishedBugs: [String: SuiteExpectation] = [
        "nothingLost": .bug(invariant: "nothingLost",
            description: "insertData: returns silently when the pool is full (10 items by default): the item is lost"),
        "capacity": .bug(invariant: "capacityRespected", description: "a full pool does not refuse the insert: the caller is never told"),
        "schedule": .bug(invariant: "exactSchedule", description: "a 0.2 s polling timer starts items only at its ticks: they wait while a row is free"),
        "minimumGap": .bug(invariant: "minimumGap", description: "the free-track rule knows no gap and assumes a speed the animation does not have"),
        "finishesOffScreen": .bug(invariant: "finishesOffScreen", description: "the flight ends at x = −w/2, half visible"),
        "hitTest": .bug(invariant: "hitTestAgreesWithGeometry",
            description: "the presentation layer moves at (S + w/2)/d, not (S + w)/d: taps hit what the geometry does not"),
    ]

    package static func modelProperties(merged: Bool) -> [SuiteProperty] {
        // The model's workloads stay SPEC's (its regression cases replay as they were found);
        // its seeks, pauses and durations are verified by the tests of the variants. Each case
        // runs on a model from a pool, emptied in its own storage (`FlyScreenModel.recycled`),
        // so that a case allocates nothing once the pool's models have grown.
        let pool = PooledFlyScreen.Pool()
        return (merged ? Suites.flyScreen.merged : Suites.flyScreen).generating([]).properties { c in pool.screen(c) }
    }


    package static let sampler = CaseSampler(name: "fly-screen", summary: "fly-screen workloads (SPEC §4)", Gen<FlyWorkload>.flyWorkload())

    package static func picture(of trace: FlyScreenTrace, violation: Violation?) -> String {
        FlyScreenPicture.svg(trace, violation: violation)
    }
}

extension FlyScreenModel {
    /// A correct trace of the model over generated workload `seed`, ended where `cut` chooses,
    /// with the inserts an app's producers get wrong: one in ten first comes with a width no
    /// screen accepts (NaN, negative, 0, infinite), one in ten again after the next advance (a
    /// duplicate, or a refused id accepted).
    package static func modelTrace(seed: UInt64, cut: inout SplitMix64) -> TraceDocument? {
        guard let workload = try? Gen<FlyWorkload>.flyWorkload().generate(seed: seed).value,
              let c = workload.configuration.configuration else { return nil }
        var operations: [FlyOperation] = [], redeliver: [FlyOperation] = []
        for operation in workload.operations {
            if case let .insert(id, width, producer) = operation {
                switch cut.next() % 10 {
                case 0: operations.append(.insert(id: id, width: [.nan, -width, 0, .infinity][Int(cut.next() % 4)], producer: producer))
                case 1: redeliver.append(operation)
                default: break
                }
                operations.append(operation)
            } else {
                operations.append(operation)
                if case .advance = operation {
                    operations += redeliver
                    redeliver = []
                }
            }
        }
        operations = Array(operations.prefix(ModelTrace.prefix(operations.count, &cut)))
        return TraceDocument(FlyScreenModel.self, FlyScreenRun.record(FlyScreenModel(configuration: c), operations, flyOut: false))
    }
}
