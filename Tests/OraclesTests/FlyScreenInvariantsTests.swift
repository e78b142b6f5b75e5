import ScrollProofUtilities
import Testing
import Effects
import Oracles

@Suite struct FlyScreenInvariantsTests {
    /// S = 100, one row, d = 10, g = 5; items of width 20 (speed 12).
    let c = try! FlyScreenConfiguration(screenWidth: 100, rows: 1, rowHeight: 20, duration: 10, minimumGap: 5, capacity: 1)

    var good: FlyScreenTrace {
        var m = FlyScreenModel(configuration: c)
        var steps: [FlyScreenTrace.Step] = []
        for id in 0..<3 { steps.append(.insert(id: id, width: 20, time: m.now, result: m.insert(id: id, width: 20))) }
        try! m.advance(to: 5)
        steps.append(.advance(time: 5))
        let hit = m.hitTest(x: 45, y: 10)
        steps.append(.tap(x: 45, y: 10, time: 5, hit: hit, result: m.tap(x: 45, y: 10)))
        let again = m.hitTest(x: 45, y: 10)
        steps.append(.tap(x: 45, y: 10, time: 5, hit: again, result: m.tap(x: 45, y: 10)))
        try! m.advance(to: 100)
        steps.append(.advance(time: 100))
        return FlyScreenTrace(configuration: c, steps: steps, events: m.events)
    }

    func with(events: (inout [FlyScreenEvent]) -> Void) -> FlyScreenTrace {
        var t = good
        events(&t.events)
        return t
    }

    @Test func everyInvariantHoldsOnTheModel() {
        #expect(good.steps.contains(.insert(id: 2, width: 20, time: 0, result: .refused(.queueFull(capacity: 1)))))
        for oracle in FlyScreenInvariants.all { #expect(oracle.check(good) == nil, "\(oracle.name)") }
    }

    @Test func nothingLostCatchesALostAndADoubledItem() {
        #expect(FlyScreenInvariants.nothingLost.check(with { $0.removeAll { if case .started(1, _, _) = $0 { true } else { false } } }) != nil)
        #expect(FlyScreenInvariants.nothingLost.check(with { $0.append(.started(id: 0, row: 0, time: 50)) }) != nil)
    }

    @Test func capacityMustRefuseExactlyWhenFull() {
        var t = good
        t.steps[2] = .insert(id: 2, width: 20, time: 0, result: .accepted)
        #expect(FlyScreenInvariants.capacityRespected.check(t)?.frame == 2)
        // Refused as full at t = 1, when item 0 (started at 0) clearly no longer waits.
        var m = FlyScreenModel(configuration: c)
        var steps: [FlyScreenTrace.Step] = [.insert(id: 0, width: 20, time: 0, result: m.insert(id: 0, width: 20))]
        try! m.advance(to: 1)
        steps += [.advance(time: 1), .insert(id: 1, width: 20, time: 1, result: .refused(.queueFull(capacity: 1)))]
        #expect(FlyScreenInvariants.capacityRespected.check(FlyScreenTrace(configuration: c, steps: steps, events: m.events))?.frame == 2)
    }

    /// An item that starts at the very instant of a later insert may count as waiting or not:
    /// an implementation that starts items when time next moves reports the same start time.
    @Test func anItemStartingAtTheInsertsInstantMayStillCountAsWaiting() {
        var t = good
        t.steps[1] = .insert(id: 1, width: 20, time: 0, result: .refused(.queueFull(capacity: 1)))
        t.events.removeAll { if case .started(1, _, _) = $0 { true } else if case .finished(1, _, _, _) = $0 { true } else { false } }
        #expect(FlyScreenInvariants.capacityRespected.check(t) == nil)
    }

    @Test func fifoAndExactSchedule() {
        let late = with { events in
            for i in events.indices { if case let .started(1, row, t) = events[i] { events[i] = .started(id: 1, row: row, time: t + 0.2) } }
        }
        #expect(mentions(FlyScreenInvariants.exactSchedule.check(late)?.explanation, "waited"))
        #expect(FlyScreenInvariants.fifoStartOrder.check(good) == nil)
        // Item 1 starting before item 0 breaks FIFO; starting before its insert breaks it too.
        let swapped = with { events in
            let starts = events.indices.filter { if case .started = events[$0] { true } else { false } }
            events.swapAt(starts[0], starts[1])
        }
        #expect(mentions(FlyScreenInvariants.fifoStartOrder.check(swapped)?.explanation, "out of insertion order"))
        // A start before its insert by more than a moment's tolerance, within the largest
        // (after the insert in check-trace's order), breaks FIFO; by seconds, it is a start of
        // an id no insert had accepted yet, nothingLost's (SPEC §4).
        var early = good
        early.steps[0] = .insert(id: 0, width: 20, time: 1.1 * c.timeTolerance(forWidths: 20), result: .accepted)
        #expect(mentions(FlyScreenInvariants.fifoStartOrder.check(early)?.explanation, "before it was inserted"))
        early.steps[0] = .insert(id: 0, width: 20, time: 3, result: .accepted)
        #expect(FlyScreenInvariants.fifoStartOrder.check(early) == nil)
        #expect(FlyScreenInvariants.nothingLost.check(early)?.explanation == "item #0 started without an accepted insert")
    }

    @Test func minimumGapCatchesAnItemTooClose() {
        let close = with { events in
            for i in events.indices { if case let .started(1, row, t) = events[i] { events[i] = .started(id: 1, row: row, time: t - 0.1) } }
        }
        #expect(FlyScreenInvariants.minimumGap.check(close) != nil)
    }

    @Test func finishMustBeFullyOffScreen() {
        let half = with { events in
            for i in events.indices { if case let .finished(0, row, t, _) = events[i] { events[i] = .finished(id: 0, row: row, time: t, x: -10) } }
        }
        #expect(FlyScreenInvariants.finishesOffScreen.check(half) != nil)
    }

    @Test func hitTestAndLikeOnce() {
        var wrongHit = good
        wrongHit.steps[4] = .tap(x: 45, y: 10, time: 5, hit: nil, result: .miss)
        #expect(FlyScreenInvariants.hitTestAgreesWithGeometry.check(wrongHit)?.frame == 4)
        var likedTwice = good
        likedTwice.steps[5] = .tap(x: 45, y: 10, time: 5, hit: 0, result: .liked(id: 0))
        #expect(FlyScreenInvariants.likeOnce.check(likedTwice)?.frame == 5)
        #expect(FlyScreenInvariants.likeOnce.check(with { $0.append(.liked(id: 0, time: 6)) }) != nil)
    }

    /// Issue 9, false alarm 2: a trace recorded from a running app ends mid-flight. Item 0
    /// (started at 0, due to finish at 10) is judged only once the trace reaches 10.
    @Test func aTraceCutMidFlightJudgesOnlyWhatWasDue() {
        var m = FlyScreenModel(configuration: c)
        var steps: [FlyScreenTrace.Step] = [.insert(id: 0, width: 20, time: 0, result: m.insert(id: 0, width: 20))]
        steps.append(.insert(id: 1, width: 20, time: 0, result: m.insert(id: 1, width: 20)))
        try! m.advance(to: 5)
        steps.append(.advance(time: 5))
        let cut = FlyScreenTrace(configuration: c, steps: steps, events: m.events)
        for oracle in FlyScreenInvariants.all { #expect(oracle.check(cut) == nil, "\(oracle.name)") }
        // At t_end = 12, item 0 (due at 10) must have finished: leaving its finish out loses it.
        try! m.advance(to: 12)
        steps.append(.advance(time: 12))
        var lost = FlyScreenTrace(configuration: c, steps: steps, events: m.events)
        #expect(FlyScreenInvariants.nothingLost.check(lost) == nil)
        lost.events.removeAll { if case .finished(0, _, _, _) = $0 { true } else { false } }
        #expect(mentions(FlyScreenInvariants.nothingLost.check(lost)?.explanation, "lost in flight"))
        // Item 1 was due to start when item 0's tail cleared the gap (25/12 s): without its start it is lost.
        var never = FlyScreenTrace(configuration: c, steps: steps, events: m.events)
        never.events.removeAll { if case .started(1, _, _) = $0 { true } else if case .finished(1, _, _, _) = $0 { true } else { false } }
        #expect(mentions(FlyScreenInvariants.nothingLost.check(never)?.explanation, "due to start"))
    }

    /// Issue 9, false alarm 3: a refusal leaves no trace, so the refused id may come again.
    @Test func aRefusedIdMayBeInsertedAgain() {
        let unbounded = try! FlyScreenConfiguration(screenWidth: 100, rows: 1, rowHeight: 20, duration: 10, minimumGap: 5)
        var m = FlyScreenModel(configuration: unbounded)
        var steps: [FlyScreenTrace.Step] = []
        for (id, width) in [(3, -1.0), (3, Double.nan), (3, 20), (3, 20)] {
            steps.append(.insert(id: id, width: width, time: m.now, result: m.insert(id: id, width: width)))
        }
        try! m.advance(to: 50)
        steps.append(.advance(time: 50))
        let t = FlyScreenTrace(configuration: unbounded, steps: steps, events: m.events)
        #expect(t.steps[2] == .insert(id: 3, width: 20, time: 0, result: .accepted))
        #expect(t.steps[3] == .insert(id: 3, width: 20, time: 0, result: .refused(.duplicateID)))
        for oracle in FlyScreenInvariants.all { #expect(oracle.check(t) == nil, "\(oracle.name)") }
        // The reason must apply; an unbounded capacity is named so, not -1.
        var wrong = t
        wrong.steps[3] = .insert(id: 3, width: 20, time: 0, result: .refused(.queueFull(capacity: 0)))
        let v = FlyScreenInvariants.capacityRespected.check(wrong)
        #expect(v?.frame == 3)
        #expect(mentions(v?.explanation, "capacity unbounded"))
        wrong.steps[3] = .insert(id: 3, width: 20, time: 0, result: .refused(.invalidWidth))
        #expect(FlyScreenInvariants.capacityRespected.check(wrong)?.frame == 3)
        wrong = t
        wrong.steps[0] = .insert(id: 3, width: -1, time: 0, result: .refused(.duplicateID))
        #expect(FlyScreenInvariants.capacityRespected.check(wrong)?.frame == 0)
    }

    /// Rows are in `0 ..< k`, and an item finishes on the row it started on.
    @Test func rowsAreInRangeAndConsistent() {
        let outside = with { events in
            for i in events.indices { if case let .started(0, _, t) = events[i] { events[i] = .started(id: 0, row: 1, time: t) } }
        }
        #expect(mentions(FlyScreenInvariants.rowsConsistent.check(outside)?.explanation, "outside 0 ..< 1"))
        let two = try! FlyScreenConfiguration(screenWidth: 100, rows: 2, rowHeight: 20, duration: 10)
        var moved = good
        moved.configuration = two
        for i in moved.events.indices { if case let .finished(0, _, t, x) = moved.events[i] { moved.events[i] = .finished(id: 0, row: 1, time: t, x: x) } }
        #expect(mentions(FlyScreenInvariants.rowsConsistent.check(moved)?.explanation, "finished on row 1"))
        #expect(FlyScreenInvariants.rowsConsistent.check(good) == nil)
    }

    /// The pop is at the tap's time.
    @Test func aLikeIsAtTheTapsTime() {
        // Logged in time order, as a log is.
        let late = with { events in
            for i in events.indices { if case .liked(0, _) = events[i] { events[i] = .liked(id: 0, time: 6) } }
            events = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        }
        #expect(mentions(FlyScreenInvariants.likeOnce.check(late)?.explanation, "not at the tap's time"))
    }

    /// A tap within the tolerance of an item's edge may answer either way.
    @Test func aTapAtAnEdgeMayAnswerEitherWay() {
        var m = FlyScreenModel(configuration: c)
        var steps: [FlyScreenTrace.Step] = [.insert(id: 0, width: 20, time: 0, result: m.insert(id: 0, width: 20))]
        try! m.advance(to: 5)
        steps.append(.advance(time: 5))
        let left = c.position(width: 20, start: 0, at: 5)  // 40
        for (x, hit) in [(left - 1e-9, 0), (left + 20 - 1e-9, nil), (left + 20, 0)] as [(Double, Int?)] {
            var t = FlyScreenTrace(configuration: c, steps: steps + [.tap(x: x, y: 10, time: 5, hit: hit,
                result: hit.map { .liked(id: $0) } ?? .miss)], events: m.events)
            if let hit { t.events.append(.liked(id: hit, time: 5)) }
            #expect(FlyScreenInvariants.hitTestAgreesWithGeometry.check(t) == nil, "x = \(x)")
        }
        let wrong = FlyScreenTrace(configuration: c, steps: steps + [.tap(x: left + 10, y: 10, time: 5, hit: nil, result: .miss)], events: m.events)
        #expect(FlyScreenInvariants.hitTestAgreesWithGeometry.check(wrong)?.frame == 2)
    }

    /// SPEC §0 for the fly screen: a non-finite time or position in the event log is reported.
    @Test func nonFiniteEventsAreReported() {
        #expect(FlyScreenInvariants.noNonFiniteOutput.check(good) == nil)
        let nan = with { events in
            for i in events.indices { if case let .finished(0, row, t, _) = events[i] { events[i] = .finished(id: 0, row: row, time: t, x: .nan) } }
        }
        #expect(FlyScreenInvariants.noNonFiniteOutput.check(nan)?.frame == 0)
        let inf = with { events in
            for i in events.indices { if case let .started(1, row, _) = events[i] { events[i] = .started(id: 1, row: row, time: .infinity) } }
        }
        #expect(FlyScreenInvariants.noNonFiniteOutput.check(inf)?.frame == 1)
    }
}
