import Foundation
@testable import Oracles
import Originals
import ScrollProof
import Testing

/// The fly screen's declared rules, judged by the event engine in one pass that holds only
/// what is on screen, against the reference that reads each trace whole (`FlyScreenReference`):
/// the same report, to the letter (rule, operation, values, text, margin), or none from both,
/// for every rule, on the traces of every screen (correct, library variants, the published
/// port, sabotaged; 1,500 a kind in CI's full run) and on those traces mutated as a recorder
/// gets them wrong. A log that runs back by more than a moment's tolerance is malformed
/// (`check-trace` refuses it): on one, only noNonFiniteOutput, which reports it, is compared.
@Suite struct FlyScreenReferenceTests {
    /// Whether two reports are the same, NaN values included (a sabotaged screen logs NaN,
    /// which equals nothing): compared as text when not equal. The steps' name and the time
    /// of the entry judged (`entryTime`) are the engine's words; the reference names neither.
    static func same(_ actual: Violation?, _ expected: Violation?) -> Bool {
        var a = actual, b = expected
        for v in [a, b] { #expect(v.map { $0.step == "operation" || $0.entryTime == nil } ?? true) }
        a?.step = "frame"
        a?.entryTime = nil
        b?.step = "frame"
        b?.entryTime = nil
        return a == b
            || String(describing: a) + "\(a?.values ?? [])\(String(describing: a?.margin))" == String(describing: b) + """
                \(b?.values ?? [])\(String(describing: b?.margin))
                """
    }

    /// Every rule's report from both; returns how many rules the reference rejected.
    static func compare(_ trace: FlyScreenTrace, _ label: String) -> Int {
        var rejected = 0
        let malformed = FlyScreenReference.all[9].check(trace).map { $0.explanation.hasPrefix("the log runs back") } ?? false
        // Every rule's first violation in one collecting pass (each judged as it is alone:
        // `checkTracesOnePassReportsWhatEachRuleAloneReports` holds the pass to that).
        let pass = FlyScreenModel.violations(of: trace)
        for (declared, reference) in zip(FlyScreenInvariants.all, FlyScreenReference.all) where !malformed || reference.name == "noNonFiniteOutput" {
            let expected = reference.check(trace), actual = pass.first { $0.invariant == declared.name }
            if expected != nil { rejected += 1 }
            if !same(actual, expected) {
                Issue.record("""
                    \(label): \(declared.name) reports \(String(describing: actual)), the reference \
                    \(String(describing: expected))\n\(trace.steps)\n\(trace.events)
                    """)
            }
        }
        return rejected
    }

    @Test(arguments: FlyScreenEngineTests.screens.indices)
    func everyRuleReportsAsTheReferenceOnAScreensTraces(_ index: Int) {
        let screen = FlyScreenEngineTests.screens[index]
        var rejected = 0, judged = 0
        for trace in FlyScreenEngineTests.traces(screen.make, features: screen.features, seed: 61) {
            judged += 1
            rejected += Self.compare(trace, screen.name)
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
            rejected += Self.compare(trace, "\(screen.name), \(mutation)")
        }
        #expect(rejected > 0)
    }
}
