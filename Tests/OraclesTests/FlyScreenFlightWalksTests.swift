@testable import Oracles
import Effects
import Testing

/// The fly screen's shared walks (`FlyScreenInvariants+FlightWalks.swift`), each fed directly
/// as the oracle feeds it and as the one-pass checker does.
@Suite struct FlyScreenFlightWalksTests {
    let c: FlyScreenConfiguration

    init() throws { c = try FlyScreenConfiguration(screenWidth: 100, rows: 2, rowHeight: 10, duration: 4) }

    /// In a trace that seeks, SPEC's schedule is not defined, so an item that never started is
    /// not judged lost however early the schedule would have had it due; without the seek it is.
    @Test func nothingLostLeavesAnUnstartedItemAloneInATraceThatSeeks() throws {
        func trace(seeking: Bool) -> FlyScreenTrace {
            FlyScreenTrace(configuration: c, steps: [
                .insert(id: 0, width: 20, time: 0, result: .accepted),
                seeking ? .sync(id: 1, width: 20, progress: 0.5, time: 0, result: .accepted) : .insert(id: 1, width: 20, time: 0, result: .accepted),
                .advance(time: 20),
            ], events: [
                .inserted(id: 0, width: 20, time: 0),
                seeking ? .synced(id: 1, row: 0, time: 0, progress: 0.5) : .started(id: 1, row: 0, time: 0),
                .finished(id: 1, row: 0, time: seeking ? 2 : 4, x: -20),
            ])
        }
        #expect(FlyScreenInvariants.nothingLost.check(trace(seeking: true)) == nil)
        let lost = FlyScreenInvariants.nothingLost.check(trace(seeking: false))
        #expect(lost?.explanation.hasPrefix("item #0 was accepted and due to start at 0") == true, "\(String(describing: lost))")
    }

    /// Fed as items appear, an item synced in mid-flight (its start virtual, before those of
    /// items that appeared earlier) leads them: the pair is judged either way it is fed.
    @Test func theGapWalkJudgesALaterStartingItemBothWays() {
        func flight(_ id: Int, start: Double, syncedAt: Double? = nil) -> FlyScreenTrace.Flight {
            var f = FlyScreenTrace.Flight(id: id, width: 20, inserted: start)
            f.row = 0
            f.start = start
            f.syncedAt = syncedAt
            return f
        }
        // Both fly at 30 points a second. b starts at 1; a, synced at 1.5 as if started at 0.8,
        // is then at x = 79 with its tail at 99, while b's nose is at 85: they overlap by 14.
        let b = flight(1, start: 1), a = flight(2, start: 0.8, syncedAt: 1.5)
        var byAppearance = FlyScreenInvariants.GapWalk(c: c)
        let first = byAppearance.flight(b, order: 0, longest: c.duration, as: Violation.self, frame: { $0.id })
        #expect(first == nil)
        let found = byAppearance.flight(a, order: 1, longest: c.duration, as: Violation.self, frame: { $0.id })
        #expect(found?.values.first { $0.name == "leader" }?.value == 2)
        #expect(found?.frame == 1, "reported at the follower's insert")
        var byStart = FlyScreenInvariants.GapWalk(c: c)
        let leader = byStart.flight(a, order: 1, longest: c.duration, as: Violation.self, frame: { $0.id })
        let follower = byStart.flight(b, order: 0, longest: c.duration, as: Violation.self, frame: { $0.id })
        #expect(leader == nil)
        #expect(follower == found)
        // Let go once it ended before the latest appearance: a later flight no longer meets it.
        var letGo = FlyScreenInvariants.GapWalk(c: c)
        _ = letGo.flight(b, order: 0, longest: c.duration, as: Broken.self, frame: { _ in -1 })
        #expect(letGo.held == 1)
        _ = letGo.flight(flight(3, start: 9), order: 1, longest: c.duration, gone: 9, as: Broken.self, frame: { _ in -1 })
        #expect(letGo.held == 1)
    }

    /// The start order breaks at a first start of an item inserted before one that started,
    /// and the oracle's walk names the first item out of place and the one expected there.
    @Test func theFifoWalkNamesTheFirstItemOutOfPlace() {
        var walk = FlyScreenInvariants.FifoWalk(keepingPlaces: true)
        let kept: [Bool] = [0, 2, 1, 3].map { walk.started(place: $0) }
        #expect(kept == [true, true, false, false], "once broken, broken")
        let ids = [10, 11, 12, 13]
        let report = walk.report(id: { ids[$0] }, frame: { $0 })
        #expect(report?.values == [.init("started", 12), .init("expected", 11)])
        #expect(report?.frame == 12)
        var inOrder = FlyScreenInvariants.FifoWalk(keepingPlaces: true)
        let rising: [Bool] = [0, 1, 3].map { inOrder.started(place: $0) }
        #expect(rising == [true, true, true], "an item that never started leaves a gap, not a break")
        #expect(inOrder.report(id: { ids[$0] }, frame: { $0 }) == nil)
    }

    /// The empty stretches: from −∞ to the first appearance, between the last leaving and the
    /// next appearance (none when they meet), and from the last leaving to the end.
    @Test func theEmptyWalkKeepsTheStretchesBetweenItems() {
        var walk = FlyScreenInvariants.EmptyWalk()
        walk.appear(at: 1)
        walk.leave(appeared: 1, at: 5)
        walk.appear(at: 5)
        walk.appear(at: 6)
        walk.leave(appeared: 5, at: 9)
        walk.leave(appeared: 6, at: 10)
        walk.appear(at: 30)
        walk.leave(appeared: 30, at: 34)
        walk.end(at: 40)
        #expect(walk.stretches.map { [$0.from, $0.to] } == [[-.infinity, 1], [10, 30], [34, 40]])
        // An item inserted at 10 that waited until 30 waited through d = 4 of empty screen.
        let waited = FlyScreenTrace.Flight(id: 9, width: 20, inserted: 10)
        let tol = c.timeTolerance(forWidths: 20)
        #expect(walk.shown(waited, until: 30, c) == 10 + c.duration + tol)
        #expect(walk.shown(waited, until: 14, c) == nil, "a wait of exactly d is within the rule")
    }
}
