import Foundation
@testable import Oracles
import Originals
import ScrollProof
import Testing

/// The fly screen's oracles in Sources, whose walks the one-pass checker shares, against the
/// reference they replaced (`FlyScreenReference`, the oracles as they were): the same report,
/// to the letter (invariant, frame, values, explanation, margin), or none from both, for every
/// rule, on the traces of every screen of the checker's differential test (correct, library
/// variants, the published port, sabotaged) and on those traces mutated as a recorder gets
/// them wrong.
@Suite struct FlyScreenReferenceTests {
    /// Whether two reports are the same, NaN values included (a sabotaged screen logs NaN,
    /// which equals nothing): compared as text when not equal.
    static func same(_ a: Violation?, _ b: Violation?) -> Bool {
        a == b || String(describing: a) + "\(a?.values ?? [])\(String(describing: a?.margin))" == String(describing: b) + "\(b?.values ?? [])\(String(describing: b?.margin))"
    }

    static func compare(_ trace: FlyScreenTrace, _ label: String) -> (rejected: Int, differed: Int) {
        var rejected = 0, differed = 0
        let prepared = trace.prepared()
        for (shared, reference) in zip(FlyScreenInvariants.all, FlyScreenReference.all) {
            let expected = reference.check(trace), actual = shared.check(prepared)
            if expected != nil { rejected += 1 }
            if !same(actual, expected) {
                differed += 1
                Issue.record("\(label): \(shared.name) reports \(String(describing: actual)), the reference \(String(describing: expected))\n\(trace.steps)\n\(trace.events)")
            }
        }
        return (rejected, differed)
    }

    @Test(arguments: FlyScreenCheckerTests.screens.indices)
    func everyRuleReportsAsTheReferenceOnAScreensTraces(_ index: Int) {
        let screen = FlyScreenCheckerTests.screens[index]
        var rejected = 0, judged = 0
        for trace in FlyScreenCheckerTests.traces(screen.make, features: screen.features, seed: 61) {
            judged += 1
            rejected += Self.compare(trace, screen.name).rejected
        }
        #expect(judged > 0)
        if !["model", "capacity twin", "Float"].contains(screen.name) {
            #expect(rejected > 0, "\(screen.name): nothing was rejected, so the comparison compared only silence")
        }
    }

    @Test(arguments: FlyScreenCheckerMutatedTraceTests.screens.indices)
    func everyRuleReportsAsTheReferenceOnMutatedTraces(_ index: Int) {
        let screen = FlyScreenCheckerMutatedTraceTests.screens[index]
        var random = SplitMix64(seed: 67 &+ UInt64(index))
        let traces = FlyScreenCheckerTests.traces(screen.make, features: screen.features, seed: 71).filter { !$0.events.isEmpty }
        var rejected = 0
        for k in 0..<FlyScreenCheckerMutatedTraceTests.count where !traces.isEmpty {
            let mutation = FlyScreenCheckerMutatedTraceTests.Mutation.allCases[Int(random.next() % UInt64(FlyScreenCheckerMutatedTraceTests.Mutation.allCases.count))]
            var trace = FlyScreenCheckerMutatedTraceTests.mutate(traces[k % traces.count], mutation, &random)
            if random.next() % 2 == 0 { trace = FlyScreenCheckerMutatedTraceTests.mutate(trace, mutation, &random) }
            rejected += Self.compare(trace, "\(screen.name), \(mutation)").rejected
        }
        #expect(rejected > 0)
    }
}
