import Effects
import Generators
import Oracles
import Originals
@testable import Generators
import Testing

/// ``FlyScreenTrace/prepared()``: what the oracles read is derived once, and judging the
/// prepared trace gives the verdicts of the trace itself.
@Suite struct FlyScreenTracePreparedTests {
    /// The runs of the model and of the published port (which breaks invariants) over
    /// workloads with seeks, pauses and durations, cut anywhere.
    static func traces(seeds: Range<UInt64>) -> [FlyScreenTrace] {
        seeds.flatMap { seed -> [FlyScreenTrace] in
            guard let workload = try? Gen<FlyWorkload>.flyWorkload(features: [.seek, .pause, .durations]).generate(seed: seed).value,
                  let c = workload.configuration.configuration
            else { return [] }
            let cut = Array(workload.operations.prefix(Int(seed % 7 == 0 ? UInt64(workload.operations.count / 2) : UInt64(workload.operations.count))))
            return [FlyScreenRun.record(FlyScreenModel(configuration: c), cut), FlyScreenRun.record(PublishedFlyView(configuration: c), cut, flyOut: seed % 2 == 0)]
        }
    }

    @Test func aPreparedTraceHasTheSameVerdictsAndDerivations() {
        var broken = 0, paused = 0
        for trace in Self.traces(seeds: 0..<150) {
            let prepared = trace.prepared()
            let plain = FlyScreenInvariants.all.map { $0.check(trace) }
            #expect(FlyScreenInvariants.all.map { $0.check(prepared) } == plain)
            #expect(FlyScreenModel.violations(of: trace) == plain.compactMap { $0 })
            #expect(prepared.flights == trace.flights && prepared.endTime.bitPattern == trace.endTime.bitPattern && prepared.seeks == trace.seeks)
            #expect(prepared.inPlayTime.steps == trace.inPlayTime.steps && prepared.inPlayTime.events == trace.inPlayTime.events)
            #expect(prepared.inPlayTime.flights == trace.inPlayTime.flights)
            if plain.contains(where: { $0 != nil }) { broken += 1 }
            if !FlyScreenTrace.PlayClock(steps: trace.steps).isEmpty { paused += 1 }
        }
        // The sample judges broken traces and traces with pauses, not only passing ones.
        #expect(broken > 20 && paused > 20, "\(broken) broken, \(paused) paused")
    }

    /// A trace the checker has declined already (`check-trace`'s streamed pass over a file) is
    /// judged by the oracles alone, with the same violations; any change forgets the mark.
    @Test func aTraceTheCheckerDeclinedIsJudgedByTheOraclesAlone() {
        var declined = 0
        for trace in Self.traces(seeds: 0..<60) {
            let plain = FlyScreenInvariants.all.compactMap { $0.check(trace) }
            var marked = trace
            marked.declinedByChecker = true
            #expect(FlyScreenModel.violations(of: marked) == plain)
            if !FlyScreenChecker.all.keeps(trace) { declined += 1 }
            marked.steps = trace.steps
            #expect(!marked.declinedByChecker)
        }
        #expect(declined > 10, "\(declined) traces declined")
    }

    /// A change to a prepared trace drops what was derived: nothing stale is judged.
    @Test func changingAPreparedTraceDropsWhatWasDerived() throws {
        let trace = try #require(Self.traces(seeds: 1..<40).first { $0.flights.contains { $0.start != nil } && $0.steps.contains { if case .pause = $0 { true } else { false } } })
        var changed = trace.prepared()
        changed.steps.append(.advance(time: trace.endTime + 1_000))
        #expect(changed.endTime == trace.endTime + 1_000)
        changed = trace.prepared()
        changed.events.removeAll()
        #expect(changed.flights.allSatisfy { $0.start == nil })
        changed = trace.prepared()
        changed.steps.removeAll { if case .pause = $0 { true } else { false } }
        #expect(changed.inPlayTime.steps.count == changed.steps.count)
        #expect(changed.inPlayTime.endTime == changed.endTime)
    }
}
