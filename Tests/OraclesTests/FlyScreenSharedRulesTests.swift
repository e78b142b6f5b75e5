@testable import Oracles
import Effects
import Testing

/// The thresholds the fly screen's declared rules and their whole-trace reference both judge
/// by, each at its threshold: half a tolerance inside passes, a tolerance and a half beyond
/// fails (a rule loosened to twice its tolerance fails these tests; the differential tests
/// cannot see that, since both sides would loosen together).
@Suite struct FlyScreenSharedRulesTests {
    let c: FlyScreenConfiguration

    init() throws { c = try FlyScreenConfiguration(screenWidth: 400, rows: 2, rowHeight: 20, duration: 4, minimumGap: 20) }

    func flight(width: Double = 50, start: Double, appeared: Double? = nil) -> FlyScreenInvariants.Flight {
        .init(width: width, duration: c.duration, start: start, appeared: appeared ?? start)
    }

    func tolerance(_ width: Double = 50) -> Double { c.lengthTolerance / c.speed(width: width) }

    /// exactSchedule: the earliest moment, a row free by then, no lower row free before.
    @Test func exactScheduleHoldsToItsTolerances() {
        let empty = FlyScreenInvariants.Schedule(c: c)
        let tt = tolerance()
        // On an empty screen the earliest moment is the insert.
        #expect(empty.departure(inserted: 0, width: 50, duration: 4, row: 0, start: 0.5 * tt, tt: tt) == nil)
        #expect(empty.departure(inserted: 0, width: 50, duration: 4, row: 0, start: 1.5 * tt, tt: tt) == .notAtEarliest(earliest: 0))
        // Row 0 busy with an item 50 wide: one 30 wide, inserted when it is free, may start only then.
        var schedule = FlyScreenInvariants.Schedule(c: c)
        schedule.started(row: 0, flight(start: 0))
        let free = schedule.free(0, width: 30, duration: 4)
        #expect(free == c.rowFreeTime(after: FlyingItem(id: 1, width: 50, insertedAt: 0, start: 0), forWidth: 30))
        let slack = c.lengthTolerance / max(c.speed(width: 30), c.speed(width: 50))
        let early = schedule.departure(inserted: free - 1.5 * slack, width: 30, duration: 4, row: 0, start: free - 1.5 * slack, tt: tolerance(30))
        #expect(early == .rowNotFree(free: free, slack: slack))
        #expect(schedule.departure(inserted: free - 0.5 * slack, width: 30, duration: 4, row: 0, start: free - 0.5 * slack, tt: tolerance(30)) == nil)
        // Both rows used, row 1 free first: a start on row 1 passes over row 0 when row 0 was
        // free more than a slack before it.
        var both = FlyScreenInvariants.Schedule(c: c)
        both.started(row: 1, flight(start: 0))
        both.started(row: 0, flight(start: 0.2))
        let rowZeroFree = both.free(0, width: 30, duration: 4), rowOneFree = both.free(1, width: 30, duration: 4)
        #expect(rowOneFree < rowZeroFree)
        for (after, passesOver) in [(1.5, true), (0.5, false)] {
            let start = rowZeroFree + after * slack
            let departure = both.departure(inserted: start, width: 30, duration: 4, row: 1, start: start, tt: .infinity)
            #expect((departure == .lowerRowFree(0)) == passesOver, "\(after) slacks after row 0 was free: \(String(describing: departure))")
        }
    }

    /// minimumGap: two items on a row at the same speed keep their gap; short of g by 1.5
    /// length tolerances is too close, by 0.5 is not.
    @Test func minimumGapHoldsToTheLengthTolerance() {
        let lt = c.lengthTolerance, v = c.speed(width: 50)
        for (short, tooClose) in [(1.5, true), (0.5, false), (0, false)] {
            let gap = FlyScreenInvariants.tooClose(lead: flight(start: 0), follower: flight(start: (50 + c.minimumGap - short * lt) / v), c, lt)
            #expect((gap != nil) == tooClose, "short by \(short) tolerances: \(String(describing: gap))")
        }
    }

    /// minimumGap judges two items only while both fly: up to the leader's finish, that moment
    /// excluded, and a moment within the tolerance of it judged as it is (SPEC §4). A follower
    /// synced with its left edge at x = 6.4 (short of `g` by 13.6 pt) at the leader's finish,
    /// an ulp before it, or half a tolerance before it, is not too close; a tolerance and a half
    /// before it, the leader is still on screen and the follower is. A regression: the rule
    /// compared the instants exactly, and a sync an ulp before the finish was reported.
    @Test func minimumGapJudgesOnlyWhileBothFly() {
        let lt = c.lengthTolerance, finish = c.duration, tt = tolerance()
        func follower(at t: Double) -> FlyScreenInvariants.Flight { flight(start: t - (c.screenWidth - 6.4) / c.speed(width: 50), appeared: t) }
        for (t, tooClose) in [(finish, false), (finish.nextDown, false), (finish - 0.5 * tt, false), (finish - 1.5 * tt, true), (finish / 2, true)] {
            let gap = FlyScreenInvariants.tooClose(lead: flight(start: 0), follower: follower(at: t), c, lt)
            #expect((gap != nil) == tooClose, "synced \((finish - t) / tt) tolerances before the leader's finish: \(String(describing: gap))")
        }
    }

    /// finishesOffScreen: `d` after the start within the tolerance of a moment, at `−w` within
    /// the length tolerance.
    @Test func finishesOffScreenHoldsToItsTolerances() {
        let f = flight(start: 1), tt = tolerance(), lt = c.lengthTolerance, due = 1 + c.duration
        #expect(FlyScreenInvariants.finish(f, at: due + 0.5 * tt, x: -50 + 0.5 * lt, tolerance: tt, lt) == (true, true))
        #expect(FlyScreenInvariants.finish(f, at: due - 1.5 * tt, x: -50, tolerance: tt, lt) == (false, true))
        #expect(FlyScreenInvariants.finish(f, at: due, x: -50 - 1.5 * lt, tolerance: tt, lt) == (true, false))
    }

    /// nothingLost: a moment due more than a tolerance before the end had to be logged; half
    /// a tolerance before it, or at it, need not be; NaN is never due.
    @Test func nothingLostHoldsToTheToleranceOfAMoment() {
        let tt = 1e-6, end = 10.0
        #expect(FlyScreenInvariants.due(end - 1.5 * tt, before: end, tolerance: tt))
        #expect(!FlyScreenInvariants.due(end - 0.5 * tt, before: end, tolerance: tt))
        #expect(!FlyScreenInvariants.due(end, before: end, tolerance: tt))
        #expect(!FlyScreenInvariants.due(end - tt, before: end, tolerance: tt), "exactly a tolerance before the end is within it")
        #expect(!FlyScreenInvariants.due(.nan, before: end, tolerance: tt))
        #expect(FlyScreenInvariants.due(-.infinity, before: end, tolerance: tt))
        #expect(!FlyScreenInvariants.due(.infinity, before: end, tolerance: tt))
    }

    /// fifoStartOrder: a start 1.5 tolerances before the insert is too early, 0.5 is not.
    @Test func fifoStartOrderHoldsToTheToleranceOfAMoment() {
        let tt = 1e-6
        #expect(FlyScreenInvariants.startsBeforeInsert(2 - 1.5 * tt, inserted: 2, tolerance: tt))
        #expect(!FlyScreenInvariants.startsBeforeInsert(2 - 0.5 * tt, inserted: 2, tolerance: tt))
        #expect(!FlyScreenInvariants.startsBeforeInsert(2, inserted: 2, tolerance: tt))
        #expect(!FlyScreenInvariants.startsBeforeInsert(2 - tt, inserted: 2, tolerance: tt), "exactly a tolerance early is within it")
        #expect(!FlyScreenInvariants.startsBeforeInsert(.nan, inserted: 2, tolerance: tt))
    }

    /// rowsConsistent: rows 0 through k − 1 exist, −1 and k do not.
    @Test func rowsAreZeroThroughKMinusOne() {
        #expect(FlyScreenInvariants.rowExists(0, c))
        #expect(FlyScreenInvariants.rowExists(c.rows - 1, c))
        #expect(!FlyScreenInvariants.rowExists(c.rows, c))
        #expect(!FlyScreenInvariants.rowExists(-1, c))
        #expect(!FlyScreenInvariants.rowExists(Int.min, c))
    }

    /// likeOnce: a tap on nothing is a miss, the first on an item likes it, a later one finds
    /// it liked; its pop is on time within half a tolerance either side, not 1.5, never NaN.
    @Test func likeOnceHoldsToItsAnswersAndTheToleranceOfAMoment() {
        #expect(FlyScreenInvariants.expectedTap(hit: nil, alreadyLiked: true) == .miss)
        #expect(FlyScreenInvariants.expectedTap(hit: 3, alreadyLiked: false) == .liked(id: 3))
        #expect(FlyScreenInvariants.expectedTap(hit: 3, alreadyLiked: true) == .alreadyLiked(id: 3))
        let tt = 1e-6
        for (off, onTime) in [(0.5, true), (-0.5, true), (1.5, false), (-1.5, false)] {
            #expect(FlyScreenInvariants.popOnTime(5 + off * tt, tap: 5, tolerance: tt) == onTime, "\(off) tolerances off")
        }
        #expect(FlyScreenInvariants.popOnTime(tt, tap: 0, tolerance: tt), "exactly a tolerance off is within it")
        #expect(!FlyScreenInvariants.popOnTime(.nan, tap: 5, tolerance: tt))
        #expect(!FlyScreenInvariants.popOnTime(.infinity, tap: 5, tolerance: tt))
    }

    /// hitTestAgreesWithGeometry at an item's last moment, judged by the declared rule over a
    /// trace: a tap at its due finish, an ulp or half a tolerance before it may hit it or miss
    /// (one moment); a tap a tolerance and a half before it surely hits, and a miss there is
    /// reported; a tolerance and a half after it, nothing is there to hit, and a hit is reported.
    @Test func hitTestHoldsToAFlightsLastMoment() {
        let tt = tolerance(), finish = c.duration
        func judged(at t: Double, hit: Int?) -> Bool {
            let x = c.position(width: 50, start: 0, at: t) + 5
            let trace = FlyScreenTrace(configuration: c, steps: [
                .insert(id: 0, width: 50, time: 0, result: .accepted), .advance(time: t),
                .tap(x: x, y: 10, time: t, hit: hit, result: hit.map { .liked(id: $0) } ?? .miss), .advance(time: 10),
            ], events: [.started(id: 0, row: 0, time: 0), .finished(id: 0, row: 0, time: finish, x: -50)] + (hit.map { [.liked(id: $0, time: t)] } ?? []))
            return FlyScreenInvariants.hitTestAgreesWithGeometry.check(trace) == nil
        }
        for t in [finish, finish.nextDown, finish - 0.5 * tt, finish + 0.5 * tt] {
            #expect(judged(at: t, hit: 0) && judged(at: t, hit: nil), "\((t - finish) / tt) tolerances from the finish: either answer")
        }
        #expect(!judged(at: finish - 1.5 * tt, hit: nil), "a miss a tolerance and a half before the finish")
        #expect(judged(at: finish - 1.5 * tt, hit: 0))
        #expect(!judged(at: finish + 1.5 * tt, hit: 0), "a hit a tolerance and a half after the finish")
        #expect(judged(at: finish + 1.5 * tt, hit: nil))
    }

    /// nothingLeftWaiting: a wait of `d` exactly, or within the tolerance of a moment past it,
    /// is not too long; a tolerance and a half past it is.
    @Test func nothingLeftWaitingHoldsToTheToleranceOfAMoment() {
        let tt = 1e-6
        for (past, tooLong) in [(0.0, false), (0.5, false), (1.0, false), (1.5, true)] {
            #expect(FlyScreenInvariants.waitedTooLong(c.duration + past * tt, c, tolerance: tt) == tooLong, "\(past) tolerances past d")
        }
        #expect(!FlyScreenInvariants.waitedTooLong(c.duration.nextUp, c, tolerance: tt))
    }

    /// frozenWhilePaused: a finish at a pause's start or end, an ulp or half a slack inside it,
    /// is at its edge (one moment); a slack and a half inside it is within the pause.
    @Test func frozenWhilePausedHoldsToItsSlack() {
        let slack = 1e-6, start = 2.0, end = 3.0
        for t in [start, start.nextUp, start + 0.5 * slack, end, end.nextDown, end - 0.5 * slack] {
            #expect(!FlyScreenInvariants.inPause(t, start: start, end: end, slack: slack), "\(t)")
        }
        #expect(FlyScreenInvariants.inPause(start + 1.5 * slack, start: start, end: end, slack: slack))
        #expect(FlyScreenInvariants.inPause(end - 1.5 * slack, start: start, end: end, slack: slack))
    }

    /// syncedAsAsked: an item is on screen for a refusal's sake up to its finish and within a
    /// tolerance of a moment past it (a sync refused for want of a row at that moment is not
    /// reported), not a tolerance and a half past it.
    @Test func aRefusedSyncHoldsToTheLastMomentOnScreen() {
        let f = flight(start: 0), tt = tolerance(), finish = c.duration
        for t in [finish.nextDown, finish, finish.nextUp, finish + 0.5 * tt] {
            #expect(FlyScreenInvariants.isOnScreen(f, finish: nil, at: t, slack: tt), "\((t - finish) / tt) tolerances from the finish")
        }
        #expect(!FlyScreenInvariants.isOnScreen(f, finish: nil, at: finish + 1.5 * tt, slack: tt))
    }
}
