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
        t.steps[1] = .insert(id: 1, width: 20, time: 0, result: .refused(.queueFull(capacity: 1)))
        #expect(FlyScreenInvariants.capacityRespected.check(t)?.frame == 1)
    }

    @Test func fifoAndExactSchedule() {
        let late = with { events in
            for i in events.indices { if case let .started(1, row, t) = events[i] { events[i] = .started(id: 1, row: row, time: t + 0.2) } }
        }
        #expect(FlyScreenInvariants.exactSchedule.check(late)?.explanation.contains("waited") == true)
        #expect(FlyScreenInvariants.fifoStartOrder.check(good) == nil)
        // Item 1 starting before item 0 breaks FIFO; starting before its insert breaks it too.
        let swapped = with { events in
            let starts = events.indices.filter { if case .started = events[$0] { true } else { false } }
            events.swapAt(starts[0], starts[1])
        }
        #expect(FlyScreenInvariants.fifoStartOrder.check(swapped)?.explanation.contains("out of insertion order") == true)
        var early = good
        early.steps[0] = .insert(id: 0, width: 20, time: 3, result: .accepted)
        #expect(FlyScreenInvariants.fifoStartOrder.check(early)?.explanation.contains("before it was inserted") == true)
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
}
