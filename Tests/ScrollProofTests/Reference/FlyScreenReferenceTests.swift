import Foundation
@testable import Oracles
import Originals
import ScrollProof
import Testing

/// The fly screen's declared invariants, judged by the event engine in one streaming pass,
/// against the batch reference (`FlyScreenReference`: each rule a closure over the whole
/// trace, as the oracles were before the engine): the same report, to the letter (invariant,
/// frame, values, explanation, margin), or none from both, for every rule, on the traces of
/// every screen (correct, library variants, the published port, sabotaged; 3,000 a screen in
/// CI's full run) and on those traces mutated as a recorder gets them wrong.
///
/// One kind of log is read otherwise, by design: a log that starts an item before the
/// operation that accepts it (a start whose id names a later insert, as the sabotage that
/// swaps the first two starts' ids writes). The engine reads the log in time order, as the
/// monitor sees it live, and takes that start as the item's when the insert comes; the
/// reference pairs every start with its insert after reading the whole log. On such a trace
/// the two may report differently (the engine, a start before the insert or an empty screen
/// while the item waited); on every other trace they agree.
@Suite struct FlyScreenReferenceTests {
    /// Whether two reports are the same, NaN values included (a sabotaged screen logs NaN,
    /// which equals nothing): compared as text when not equal.
    static func same(_ a: Violation?, _ b: Violation?) -> Bool {
        a == b || String(describing: a) + "\(a?.values ?? [])\(String(describing: a?.margin))" == String(describing: b) + "\(b?.values ?? [])\(String(describing: b?.margin))"
    }

    /// Whether the log starts (or syncs) an item before the operation that accepts it.
    static func startsBeforeItsInsert(_ trace: FlyScreenTrace) -> Bool {
        var accepted: [Int: Double] = [:]
        for step in trace.steps {
            if let (id, result) = step.answer, result == .accepted, accepted[id] == nil { accepted[id] = step.time }
        }
        return trace.events.contains { event in
            switch event {
            case let .started(id, _, time), let .synced(id, _, time, _): accepted[id].map { time < $0 } ?? false
            default: false
            }
        }
    }

    static func compare(_ trace: FlyScreenTrace, _ label: String) -> (rejected: Int, differed: Int) {
        var rejected = 0, differed = 0
        let readOtherwise = startsBeforeItsInsert(trace)
        for (shared, reference) in zip(FlyScreenInvariants.all, FlyScreenReference.all) {
            let expected = reference.check(trace), actual = shared.check(trace)
            if expected != nil { rejected += 1 }
            if !same(actual, expected) {
                differed += 1
                if readOtherwise { continue }
                Issue.record("\(label): \(shared.name) reports \(String(describing: actual)), the reference \(String(describing: expected))\n\(trace.steps)\n\(trace.events)")
            }
        }
        return (rejected, differed)
    }

    @Test(arguments: FlyScreenEngineTests.screens.indices)
    func everyRuleReportsAsTheReferenceOnAScreensTraces(_ index: Int) {
        let screen = FlyScreenEngineTests.screens[index]
        var rejected = 0, judged = 0
        for trace in FlyScreenEngineTests.traces(screen.make, features: screen.features, seed: 61) {
            judged += 1
            rejected += Self.compare(trace, screen.name).rejected
        }
        #expect(judged > 0)
        if !["model", "capacity twin", "Float"].contains(screen.name) {
            #expect(rejected > 0, "\(screen.name): nothing was rejected, so the comparison compared only silence")
        }
    }

    @Test(arguments: FlyScreenMutatedTraceTests.screens.indices)
    func everyRuleReportsAsTheReferenceOnMutatedTraces(_ index: Int) {
        let screen = FlyScreenMutatedTraceTests.screens[index]
        var random = SplitMix64(seed: 67 &+ UInt64(index))
        let traces = FlyScreenEngineTests.traces(screen.make, features: screen.features, seed: 71).filter { !$0.events.isEmpty }
        var rejected = 0
        for k in 0..<FlyScreenMutatedTraceTests.count where !traces.isEmpty {
            let mutation = FlyScreenMutatedTraceTests.Mutation.allCases[Int(random.next() % UInt64(FlyScreenMutatedTraceTests.Mutation.allCases.count))]
            var trace = FlyScreenMutatedTraceTests.mutate(traces[k % traces.count], mutation, &random)
            if random.next() % 2 == 0 { trace = FlyScreenMutatedTraceTests.mutate(trace, mutation, &random) }
            rejected += Self.compare(trace, "\(screen.name), \(mutation)").rejected
        }
        #expect(rejected > 0)
    }
}
