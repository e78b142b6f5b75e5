import Foundation
import PropertyTestSupport
import Originals
import ScrollProof
import Testing

/// The fly screen's traces as a recorder gets them a little wrong: `check-trace` judges logs
/// written by an app, not by our screens, and a log may lose an event, repeat one, swap two, or
/// carry a time, a row or a place off by about a tolerance. `FlyScreenReferenceTests` holds
/// every declared rule to the reference on such traces (one mutation, and up to two more on
/// it); here, `check-trace`'s one collecting pass reports what each rule alone reports, and
/// some mutated traces (nudges well inside a tolerance) still keep every rule, so the
/// comparisons compare something.
@Suite struct FlyScreenMutatedTraceTests {
    /// The correct screens, whose traces keep every invariant before they are mutated.
    static let screens = FlyScreenEngineTests.libraries.filter { ["model", "track danmaku", "dropping", "Float"].contains($0.name) }

    /// Mutated traces per screen: 80 in a plain `swift test`, 600 in the soak (a quarter of that
    /// in CI's pass).
    static let count = PropertyTestSupport.sweep(80, full: 600)

    /// The traces mutated, per screen and kind: 20 in a plain `swift test`, as many as
    /// ``FlyScreenEngineTests/count`` otherwise.
    static let bases = PropertyTestSupport.sweep(20, full: 1_500)

    enum Mutation: CaseIterable {
        case dropEvent, repeatEvent, swapEvents, nudgeEventTime, moveRow, nudgeFinishPlace, dropStep, changeTap, changeAnswer
    }

    @Test(arguments: screens.indices)
    func theOnePassReportsOnMutatedTracesWhatEachRuleAloneReports(_ index: Int) throws {
        let screen = Self.screens[index]
        var random = SplitMix64(seed: 59 &+ UInt64(index))
        var judged = 0, kept = 0
        let traces = FlyScreenEngineTests.traces(screen.make, features: screen.features, seed: 53, count: Self.bases).filter { !$0.events.isEmpty }
        try #require(!traces.isEmpty)
        for k in 0..<Self.count {
            let original = traces[k % traces.count]
            let mutation = Mutation.allCases[Int(random.next() % UInt64(Mutation.allCases.count))]
            var trace = Self.mutate(original, mutation, &random)
            // Up to two more, as a recorder gets several things wrong.
            for _ in 0..<Int(random.next() % 3) { trace = Self.mutate(trace, Mutation.allCases[Int(random.next() % UInt64(Mutation.allCases.count))], &random) }
            judged += 1
            let alone = FlyScreenInvariants.all.compactMap { $0.check(trace) }
            let collected = FlyScreenModel.violations(of: trace)
            #expect(collected.count == alone.count && zip(collected, alone).allSatisfy { FlyScreenReferenceTests.same($0, $1) },
                    "\(screen.name), \(mutation): \(collected) against \(alone)\n\(trace.steps)\n\(trace.events)")
            if alone.isEmpty { kept += 1 }
        }
        #expect(judged == Self.count)
        #expect(kept > 0, "\(screen.name): no mutated trace kept every rule, so the comparison compared only refusals")
    }

    /// One mutation of a trace, at a place drawn from `random`.
    static func mutate(_ trace: FlyScreenTrace, _ mutation: Mutation, _ random: inout SplitMix64) -> FlyScreenTrace {
        var t = trace
        let c = trace.configuration
        func pick(_ n: Int) -> Int { Int(random.next() % UInt64(max(n, 1))) }
        // A nudge of a quarter, one and a half or three of the largest tolerance of a moment
        // (the fastest item's), either way.
        let tt = c.lengthTolerance / c.speed(width: 0)
        let nudges = [0.25, -0.25, 1.5, -1.5, 3, -3]
        let nudge = nudges[pick(nudges.count)] * tt
        // A log emptied by earlier mutations can only lose steps.
        if t.events.isEmpty { if !t.steps.isEmpty { t.steps.remove(at: pick(t.steps.count)) }; return t }
        let e = pick(t.events.count)
        switch mutation {
        case .dropEvent:
            t.events.remove(at: e)
        case .repeatEvent:
            t.events.insert(t.events[e], at: e)
        case .swapEvents:
            if e + 1 < t.events.count { t.events.swapAt(e, e + 1) }
        case .nudgeEventTime:
            t.events[e] = retimed(t.events[e], by: nudge)
        case .moveRow:
            switch t.events[e] {
            case let .started(id, row, time): t.events[e] = .started(id: id, row: (row + 1) % c.rows, time: time)
            case let .finished(id, row, time, x): t.events[e] = .finished(id: id, row: row == 0 ? c.rows : row - 1, time: time, x: x)
            case let .synced(id, row, time, progress): t.events[e] = .synced(id: id, row: row, time: time, progress: progress + nudge / c.duration)
            default: t.events[e] = retimed(t.events[e], by: nudge)
            }
        case .nudgeFinishPlace:
            if let f = t.events.firstIndex(where: { if case .finished = $0 { true } else { false } }), case let .finished(id, row, time, x) = t.events[f] {
                t.events[f] = .finished(id: id, row: row, time: time, x: x + nudge / tt * c.lengthTolerance)
            }
        case .dropStep:
            if !t.steps.isEmpty { t.steps.remove(at: pick(t.steps.count)) }
        case .changeTap:
            if let s = t.steps.firstIndex(where: { if case .tap = $0 { true } else { false } }), case let .tap(x, y, time, hit, result) = t.steps[s] {
                t.steps[s] = .tap(x: x + nudge / tt * c.lengthTolerance, y: y, time: time, hit: hit == nil ? 0 : nil, result: result)
            } else {
                t.events[e] = retimed(t.events[e], by: nudge)
            }
        case .changeAnswer:
            if let s = t.steps.firstIndex(where: { $0.answer != nil }) {
                switch t.steps[s] {
                case let .insert(id, width, time, result):
                    t.steps[s] = .insert(id: id, width: width, time: time, result: result == .accepted ? .refused(.queueFull(capacity: 1)) : .accepted)
                default:
                    t.steps[s] = t.steps[s].at(t.steps[s].time + nudge)
                }
            }
        }
        return t
    }

    static func retimed(_ event: FlyScreenEvent, by dt: Double) -> FlyScreenEvent {
        switch event {
        case let .inserted(id, width, time): .inserted(id: id, width: width, time: time + dt)
        case let .refused(id, reason, time): .refused(id: id, reason: reason, time: time + dt)
        case let .started(id, row, time): .started(id: id, row: row, time: time + dt)
        case let .synced(id, row, time, progress): .synced(id: id, row: row, time: time + dt, progress: progress)
        case let .finished(id, row, time, x): .finished(id: id, row: row, time: time + dt, x: x)
        case let .liked(id, time): .liked(id: id, time: time + dt)
        }
    }
}
