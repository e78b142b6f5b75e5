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
/// Where they differ, and why (CI's full run, 3,000 traces a screen, found all but the first;
/// each is an open defect of issue 55's note, on traces of broken screens or corrupted logs,
/// never on a correct screen's):
/// - a log that starts an item before the operation that accepts it (a start whose id names a
///   later insert, earlier in time or in the log's order, as the sabotage that swaps the first
///   two starts' ids writes), or a log out of time order: the engine reads the log in time
///   order, as the monitor sees it live; the reference pairs every entry after reading it whole.
///   Any rule may then report otherwise;
/// - a screen that moves while paused (the reference breaks frozenWhilePaused): the engine
///   judges the other rules on the play clock as the pauses so far make it, the reference on
///   the whole trace's;
/// - the same break of minimumGap or hitTestAgreesWithGeometry (the same rule, the same
///   operation) named with another leader, or a play-clock time differing in its last bits.
/// The first kind is by design; the others are counted, printed and held rare (at most one rule
/// report in a hundred); any other difference is a failure.
@Suite struct FlyScreenReferenceTests {
    /// Whether two reports are the same, NaN values included (a sabotaged screen logs NaN,
    /// which equals nothing): compared as text when not equal.
    static func same(_ a: Violation?, _ b: Violation?) -> Bool {
        a == b || String(describing: a) + "\(a?.values ?? [])\(String(describing: a?.margin))" == String(describing: b) + "\(b?.values ?? [])\(String(describing: b?.margin))"
    }

    /// Whether the log starts (or syncs) an item before the operation that accepts it: at an
    /// earlier time, or at the same moment but before the log's own entry of that insert (the
    /// sabotage that swaps the first two starts' ids logs `started #1` before `inserted #1`,
    /// both at 0; a regression case of CI's full run, where the engine and the reference then
    /// named different leaders of the same minimumGap break at the same operation).
    static func startsBeforeItsInsert(_ trace: FlyScreenTrace) -> Bool {
        var accepted: [Int: Double] = [:]
        for step in trace.steps {
            if let (id, result) = step.answer, result == .accepted, accepted[id] == nil { accepted[id] = step.time }
        }
        var logged = Set<Int>()
        for event in trace.events {
            switch event {
            case let .inserted(id, _, _): logged.insert(id)
            case let .started(id, _, time), let .synced(id, _, time, _):
                if accepted[id].map({ time < $0 }) ?? false { return true }
                if accepted[id] != nil, !logged.contains(id), trace.events.contains(where: { if case .inserted(id, _, _) = $0 { true } else { false } }) { return true }
            default: break
            }
        }
        return false
    }

    /// Whether the log's entries are out of time order (a recorder that stamped one late).
    static func logOutOfTimeOrder(_ trace: FlyScreenTrace) -> Bool {
        zip(trace.events, trace.events.dropFirst()).contains { $1.time < $0.time }
    }

    /// Whether two reports are the same break named otherwise: the same rule at the same
    /// operation, of the two rules whose report names a pair or a play-clock time.
    static func sameBreak(_ a: Violation?, _ b: Violation?) -> Bool {
        guard let a, let b else { return false }
        return a.invariant == b.invariant && a.frame == b.frame && ["minimumGap", "hitTestAgreesWithGeometry"].contains(a.invariant)
    }

    static func compare(_ trace: FlyScreenTrace, _ label: String) -> (rejected: Int, differed: Int) {
        var rejected = 0, differed = 0
        let readOtherwise = startsBeforeItsInsert(trace) || logOutOfTimeOrder(trace)
        let movedWhilePaused = FlyScreenReference.frozenWhilePaused.check(trace) != nil
        for (shared, reference) in zip(FlyScreenInvariants.all, FlyScreenReference.all) {
            let expected = reference.check(trace), actual = shared.check(trace)
            if expected != nil { rejected += 1 }
            if !same(actual, expected) {
                // A log read otherwise differs by design; the other known kinds are counted.
                if readOtherwise { continue }
                differed += 1
                if movedWhilePaused || sameBreak(actual, expected) { continue }
                Issue.record("\(label): \(shared.name) reports \(String(describing: actual)), the reference \(String(describing: expected))\n\(trace.steps)\n\(trace.events)")
            }
        }
        return (rejected, differed)
    }

    /// The log of the sabotage that swaps the first two starts' ids, both at 0: `started #1`
    /// before the log's `inserted #1` is a start before its insert, though no earlier in time;
    /// a log in order is not.
    @Test func aSwappedStartAtTheSameMomentIsAStartBeforeItsInsert() throws {
        let c = try FlyScreenConfiguration(screenWidth: 375, rows: 2, rowHeight: 20, duration: 4)
        let steps: [FlyScreenTrace.Step] = [.insert(id: 0, width: 40, time: 0, result: .accepted), .insert(id: 1, width: 40, time: 0, result: .accepted), .advance(time: 9)]
        let swapped: [FlyScreenEvent] = [.inserted(id: 0, width: 40, time: 0), .started(id: 1, row: 0, time: 0), .inserted(id: 1, width: 40, time: 0), .started(id: 0, row: 1, time: 0)]
        let inOrder: [FlyScreenEvent] = [.inserted(id: 0, width: 40, time: 0), .started(id: 0, row: 0, time: 0), .inserted(id: 1, width: 40, time: 0), .started(id: 1, row: 1, time: 0)]
        #expect(Self.startsBeforeItsInsert(FlyScreenTrace(configuration: c, steps: steps, events: swapped)))
        #expect(!Self.startsBeforeItsInsert(FlyScreenTrace(configuration: c, steps: steps, events: inOrder)))
    }

    @Test(arguments: FlyScreenEngineTests.screens.indices)
    func everyRuleReportsAsTheReferenceOnAScreensTraces(_ index: Int) {
        let screen = FlyScreenEngineTests.screens[index]
        var rejected = 0, judged = 0, differed = 0
        for trace in FlyScreenEngineTests.traces(screen.make, features: screen.features, seed: 61) {
            judged += 1
            let (r, d) = Self.compare(trace, screen.name)
            rejected += r
            differed += d
        }
        #expect(judged > 0)
        // The known differences above but a log read otherwise are rare: at most one rule
        // report in a hundred.
        if differed > 0 { print("fly-screen reference: \(screen.name): \(differed) of \(judged * 13) rule reports differ, each of a known kind") }
        #expect(differed * 100 <= judged * 13, "\(screen.name): \(differed) of \(judged * 13) rule reports differ")
        if !["model", "capacity twin", "Float"].contains(screen.name) {
            #expect(rejected > 0, "\(screen.name): nothing was rejected, so the comparison compared only silence")
        }
    }

    @Test(arguments: FlyScreenMutatedTraceTests.screens.indices)
    func everyRuleReportsAsTheReferenceOnMutatedTraces(_ index: Int) {
        let screen = FlyScreenMutatedTraceTests.screens[index]
        var random = SplitMix64(seed: 67 &+ UInt64(index))
        let traces = FlyScreenEngineTests.traces(screen.make, features: screen.features, seed: 71).filter { !$0.events.isEmpty }
        var rejected = 0, differed = 0
        for k in 0..<FlyScreenMutatedTraceTests.count where !traces.isEmpty {
            let mutation = FlyScreenMutatedTraceTests.Mutation.allCases[Int(random.next() % UInt64(FlyScreenMutatedTraceTests.Mutation.allCases.count))]
            var trace = FlyScreenMutatedTraceTests.mutate(traces[k % traces.count], mutation, &random)
            if random.next() % 2 == 0 { trace = FlyScreenMutatedTraceTests.mutate(trace, mutation, &random) }
            let (r, d) = Self.compare(trace, "\(screen.name), \(mutation)")
            rejected += r
            differed += d
        }
        #expect(rejected > 0)
        if differed > 0 { print("fly-screen reference: \(screen.name), mutated: \(differed) rule reports differ, each of a known kind") }
    }
}
