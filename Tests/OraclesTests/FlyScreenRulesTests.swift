@testable import Oracles
import Effects
import Testing

/// Each of the fly screen's declared rules over small traces: what it reports (its text, its
/// numbers, the operation it names) and when, as SPEC §4 reads a broken log: in time order, a
/// rule breaks at the first entry no correct screen could have logged, and the report names
/// the operation that introduced the entry's item.
@Suite struct FlyScreenRulesTests {
    let c: FlyScreenConfiguration

    init() throws { c = try FlyScreenConfiguration(screenWidth: 100, rows: 2, rowHeight: 10, duration: 4) }

    func trace(_ steps: [FlyScreenTrace.Step], _ events: [FlyScreenEvent], _ configuration: FlyScreenConfiguration? = nil) -> FlyScreenTrace {
        FlyScreenTrace(configuration: configuration ?? c, steps: steps, events: events)
    }

    func insert(_ id: Int, at time: Double = 0, width: Double = 20) -> FlyScreenTrace.Step { .insert(id: id, width: width, time: time, result: .accepted) }

    func value(_ v: Violation?, _ name: String) -> Double? { v?.values.first { $0.name == name }?.value }

    /// In a trace that seeks, SPEC's schedule is not defined, so an item that never started is
    /// not judged lost however early the schedule would have had it due; without the seek it is.
    @Test func nothingLostLeavesAnUnstartedItemAloneInATraceThatSeeks() {
        func steps(seeking: Bool) -> FlyScreenTrace {
            trace([insert(0), seeking ? .sync(id: 1, width: 20, progress: 0.5, time: 0, result: .accepted) : insert(1), .advance(time: 20)], [
                seeking ? .synced(id: 1, row: 0, time: 0, progress: 0.5) : .started(id: 1, row: 0, time: 0),
                .finished(id: 1, row: 0, time: seeking ? 2 : 4, x: -20),
            ])
        }
        #expect(FlyScreenInvariants.nothingLost.check(steps(seeking: true)) == nil)
        let lost = FlyScreenInvariants.nothingLost.check(steps(seeking: false))
        #expect(lost?.explanation == "item #0 was accepted and due to start at 0, but had not started by the end of the trace: it was lost")
        #expect(lost?.frame == 0 && value(lost, "tEnd") == 20)
    }

    /// nothingLost breaks at the entry: a start of an id no operation has accepted yet (even one
    /// an insert accepts later), a second start, a finish before any start; and at the end, an
    /// item due to finish that never did.
    @Test func nothingLostBreaksAtTheEntryNoCorrectScreenLogs() {
        let early = trace([insert(5, at: 2), .advance(time: 10)], [.started(id: 5, row: 0, time: 0), .started(id: 5, row: 0, time: 2),
            .finished(id: 5, row: 0, time: 6, x: -20)])
        let stray = FlyScreenInvariants.nothingLost.check(early)
        #expect(stray?.explanation == "item #5 started without an accepted insert")
        #expect(stray?.frame == -1, "no operation had named it yet")
        let twice = FlyScreenInvariants.nothingLost.check(trace([insert(1), .advance(time: 10)], [
            .started(id: 1, row: 0, time: 0), .started(id: 1, row: 1, time: 1), .finished(id: 1, row: 0, time: 4, x: -20),
        ]))
        #expect(twice?.explanation == "item #1 started or finished more than once: duplicated")
        #expect(value(twice, "starts") == 2 && value(twice, "finishes") == 0 && twice?.frame == 0)
        let unstarted = FlyScreenInvariants.nothingLost.check(trace([insert(1), .advance(time: 10)], [.finished(id: 1, row: 0, time: 4,
            x: -20), .started(id: 1, row: 0, time: 4)]))
        #expect(unstarted?.explanation == "item #1 finished without starting")
        let inFlight = FlyScreenInvariants.nothingLost.check(trace([insert(1), .advance(time: 10)], [.started(id: 1, row: 0, time: 0)]))
        #expect(inFlight?.explanation == "item #1 was due to finish at 4 and had not finished by the end of the trace: it was lost in flight")
        #expect(value(inFlight, "dueFinish") == 4)
        // Cut a tolerance short of its due finish, the trace need not show it.
        let cut = trace([insert(1), .advance(time: 4 - 0.5 * c.timeTolerance(forWidths: 20))], [.started(id: 1, row: 0, time: 0)])
        #expect(FlyScreenInvariants.nothingLost.check(cut) == nil)
    }

    /// rowsConsistent names the row out of range, and the start row of an item that finished
    /// on another.
    @Test func rowsConsistentReportsTheRows() {
        let out = FlyScreenInvariants.rowsConsistent.check(trace([insert(1), .advance(time: 10)], [.started(id: 1, row: 2, time: 0),
            .finished(id: 1, row: 2, time: 4, x: -20)]))
        #expect(out?.explanation == "item #1 is on row 2, outside 0 ..< 2" && out?.frame == 0)
        let moved = FlyScreenInvariants.rowsConsistent.check(trace([insert(1), .advance(time: 10)], [.started(id: 1, row: 1, time: 0),
            .finished(id: 1, row: 0, time: 4, x: -20)]))
        #expect(moved?.explanation == "item #1 started on row 1 and finished on row 0" && value(moved, "startRow") == 1)
    }

    /// fifoStartOrder names the first place at which the starts and the insertion order part:
    /// the earliest inserted of the items that jumped ahead, and the item expected there.
    @Test func fifoStartOrderNamesTheItemThatJumpedAhead() {
        let steps = [insert(10), insert(11), insert(12), insert(13), .advance(time: 20)]
        let events: [FlyScreenEvent] = [
            .started(id: 10, row: 0, time: 0), .started(id: 12, row: 1, time: 0), .started(id: 11, row: 0, time: 4), .started(id: 13, row: 1, time: 4),
        ]
        let report = FlyScreenInvariants.fifoStartOrder.check(trace(steps, events))
        #expect(report?.values == [.init("started", 12), .init("expected", 11)])
        #expect(report?.frame == 2, "the operation that inserted the item that jumped ahead")
        // A wide item's tolerance of a moment is a third of the largest (the slowest item's):
        // a start 1.5 of its tolerances before its insert is read after the insert.
        let early = FlyScreenInvariants.fifoStartOrder.check(trace([insert(1, at: 1, width: 200), .advance(time: 10)], [
            .started(id: 1, row: 0, time: 1 - 1.5 * c.timeTolerance(forWidths: 200)),
        ]))
        #expect(early?.explanation == "item #1 started before it was inserted")
    }

    /// exactSchedule reports the earliest moment, with its margin in seconds.
    @Test func exactScheduleReportsTheEarliestMoment() {
        let tt = c.timeTolerance(forWidths: 20)
        let late = FlyScreenInvariants.exactSchedule.check(trace([insert(0), .advance(time: 10)], [.started(id: 0, row: 0, time: 1.5 * tt),
            .finished(id: 0, row: 0, time: 4 + 1.5 * tt, x: -20)]))
        #expect(late?.explanation == "item #0 waited while a row was free" && value(late, "earliest") == 0 && late?.margin?.unit == "s")
        let onTime = trace([insert(0), .advance(time: 10)], [.started(id: 0, row: 0, time: 0.5 * tt), .finished(id: 0, row: 0, time: 4 + 0.5 * tt, x: -20)])
        #expect(FlyScreenInvariants.exactSchedule.check(onTime) == nil)
    }

    /// minimumGap at an appearance: an item synced in mid-flight (its start virtual, before that
    /// of an item that appeared earlier) leads it; against two, the nearer is named.
    @Test func minimumGapNamesTheLeaderAndTheNearest() throws {
        // Both fly at 30 points a second. #1 starts at 1; #2, synced at 1.5 as if started at
        // 0.8, is then at x = 79 with its tail at 99, while #1's nose is at 85: they overlap by 14.
        let synced = FlyScreenInvariants.minimumGap.check(trace([insert(1, at: 1), .sync(id: 2, width: 20, progress: 0.175, time: 1.5,
            result: .accepted), .advance(time: 10)], [
            .started(id: 1, row: 0, time: 1), .synced(id: 2, row: 0, time: 1.5, progress: 0.175), .finished(id: 2, row: 0, time: 4.8,
                x: -20), .finished(id: 1, row: 0, time: 5, x: -20),
        ]))
        #expect(value(synced, "leader") == 2 && value(synced, "follower") == 1)
        #expect(synced?.frame == 1, "the operation that introduced the entry's item (the sync)")
        // #2, synced at 2.5 between #1 (started at 0, tail at 45) and #3 (started at 2, nose
        // at 85) with its left edge at 58, comes within 13 of #1 and 7 of #3: #3 is nearer.
        let g = try FlyScreenConfiguration(screenWidth: 100, rows: 1, rowHeight: 10, duration: 4, minimumGap: 30)
        let between = FlyScreenInvariants.minimumGap.check(trace([insert(1), insert(3, at: 2), .sync(id: 2, width: 20, progress: 0.35,
            time: 2.5, result: .accepted), .advance(time: 10)], [
            .started(id: 1, row: 0, time: 0), .started(id: 3, row: 0, time: 2), .synced(id: 2, row: 0, time: 2.5, progress: 0.35),
        ], g))
        #expect(value(between, "leader") == 2 && value(between, "follower") == 3 && between?.frame == 2, "\(String(describing: between))")
        #expect(abs((value(between, "gap") ?? 0) - 7) < 1e-9)
    }

    /// finishesOffScreen: a finish off time or on screen, with its numbers; a finish inside a
    /// pause is frozenWhilePaused's alone.
    @Test func finishesOffScreenAndAPause() {
        let half = FlyScreenInvariants.finishesOffScreen.check(trace([insert(0), .advance(time: 10)], [.started(id: 0, row: 0, time: 0),
            .finished(id: 0, row: 0, time: 4, x: -10)]))
        #expect(half?.explanation == "item #0 finished at x = -10, not fully off screen at −w")
        let early = FlyScreenInvariants.finishesOffScreen.check(trace([insert(0), .advance(time: 10)], [.started(id: 0, row: 0, time: 0),
            .finished(id: 0, row: 0, time: 3, x: -20)]))
        #expect(early?.explanation == "item #0 finished at time 3, not d after its start")
        // Paused at 1 and resumed at 6, an item that kept moving finishes at 4, inside the pause.
        let moving = trace([insert(0), .pause(time: 1), .advance(time: 6), .resume(time: 6), .advance(time: 20)], [
            .started(id: 0, row: 0, time: 0), .finished(id: 0, row: 0, time: 4, x: -20),
        ])
        let frozen = FlyScreenInvariants.frozenWhilePaused.check(moving)
        #expect(frozen?.explanation == "item #0 finished at t 4 while the screen was paused (from 1): it kept moving")
        #expect(frozen?.frame == 1, "the operation that paused")
        #expect(FlyScreenInvariants.finishesOffScreen.check(moving) == nil, "the motion while paused is frozenWhilePaused's alone")
    }

    /// A tap is judged against every item that may be on screen at its moment: a miss on an
    /// item's middle names it, a hit on empty screen names nothing.
    @Test func hitTestNamesWhatTheGeometrySays() {
        let t = 2.0, x = c.position(width: 20, start: 0, at: t) + 10
        func tapped(y: Double, hit: Int?) -> Violation? {
            FlyScreenInvariants.hitTestAgreesWithGeometry.check(trace([insert(3), .advance(time: t), .tap(x: x, y: y, time: t, hit: hit,
                result: hit.map { .liked(id: $0) } ?? .miss), .advance(time: 10)], [
                .started(id: 3, row: 0, time: 0), .finished(id: 3, row: 0, time: 4, x: -20),
            ] + (hit.map { [.liked(id: $0, time: t)] } ?? [])))
        }
        #expect(tapped(y: 5, hit: 3) == nil)
        let missed = tapped(y: 5, hit: nil)
        #expect(missed?.explanation == "hit: the hit test answered nothing; the geometry says #3" && missed?.frame == 2 && value(missed, "t") == t)
        #expect(tapped(y: 15, hit: 3)?.explanation == "hit: the hit test answered #3; the geometry says nothing")
    }

    /// likeOnce: a second like, a second pop, a pop off the tap's time, a pop no tap liked, and
    /// a like with no pop once the log has passed the tap.
    @Test func likeOnceBreaksAtThePop() {
        let t = 2.0, x = c.position(width: 20, start: 0, at: t) + 10
        func liked(_ pops: [FlyScreenEvent], taps: Int = 1, second: FlyScreenTapResult = .alreadyLiked(id: 3)) -> Violation? {
            let taps: [FlyScreenTrace.Step] = [.tap(x: x, y: 5, time: t, hit: 3, result: .liked(id: 3))] + (taps > 1 ? [.tap(x: x, y: 5,
                time: t, hit: 3, result: second)] : [])
            return FlyScreenInvariants.likeOnce.check(trace([insert(3), .advance(time: t)] + taps + [.advance(time: 10)],
                [.started(id: 3, row: 0, time: 0)] + pops + [.finished(id: 3, row: 0, time: 4, x: -20)]))
        }
        #expect(liked([.liked(id: 3, time: t)]) == nil)
        #expect(liked([.liked(id: 3, time: t)], taps: 2) == nil)
        #expect(liked([.liked(id: 3, time: t)], taps: 2,
            second: .liked(id: 3))?.explanation == """
                result: the tap answered \(FlyScreenTapResult.liked(id: 3)), expected \(FlyScreenTapResult.alreadyLiked(id: 3))
                """)
        let twice = liked([.liked(id: 3, time: t), .liked(id: 3, time: t)])
        #expect(twice?.explanation == "item #3: 2 pop animations for one like" && twice?.frame == 2, "named at the liking tap")
        #expect(liked([.liked(id: 3, time: t + 0.5)])?.explanation == "item #3: the pop is at time 2.5, not at the tap's time")
        #expect(liked([])?.explanation == "item #3: 0 pop animations for one like")
        #expect(liked([.liked(id: 4, time: 1)])?.explanation == "item #4: 1 pop animation for an item no tap liked")
    }

    /// noNonFiniteOutput: every number of every kind of entry, and a log whose times run back by
    /// more than a moment's tolerance (a log out of time order).
    @Test func noNonFiniteOutputJudgesEveryNumberAndTheOrder() {
        let broken: [FlyScreenEvent] = [
            .started(id: 1, row: 0, time: -.infinity), .synced(id: 1, row: 0, time: 0, progress: .nan), .finished(id: 1, row: 0, time: 4,
                x: .infinity), .liked(id: 1, time: .nan),
        ]
        for event in broken {
            let report = FlyScreenInvariants.noNonFiniteOutput.check(trace([insert(1), .advance(time: 10)], [event]))
            // An entry at a time that is not a number comes before every operation.
            #expect(report?.section == "§0" && report?.frame == (event.time.isFinite ? 0 : -1) && value(report, "id") == 1, "\(event)")
        }
        let back = FlyScreenInvariants.noNonFiniteOutput.check(trace([insert(1), insert(2, at: 1), .advance(time: 10)], [
            .started(id: 1, row: 0, time: 0), .started(id: 2, row: 1, time: 4), .finished(id: 1, row: 0, time: 3, x: -20),
        ]))
        #expect(back?.explanation == "the log runs back: an entry of item #1 at t 3 comes after one at t 4")
        let withinAMoment = trace([insert(1), insert(2, at: 1), .advance(time: 10)], [
            .started(id: 1, row: 0, time: 0), .started(id: 2, row: 1, time: 4), .finished(id: 1, row: 0, time: 4 - 1e-12, x: -20),
        ])
        #expect(FlyScreenInvariants.noNonFiniteOutput.check(withinAMoment) == nil)
    }

    /// nothingLeftWaiting reports the item whose wait through an empty screen shows first, at the
    /// operation that accepted it.
    @Test func nothingLeftWaitingNamesTheFirstWaitToShow() {
        let tol = c.timeTolerance(forWidths: 20)
        let dropped = FlyScreenInvariants.nothingLeftWaiting.check(trace([insert(0), insert(1, at: 10), .advance(time: 30)], [
            .started(id: 0, row: 0, time: 0), .finished(id: 0, row: 0, time: 4, x: -20), .started(id: 1, row: 0, time: 20), .finished(id: 1,
                row: 0, time: 24, x: -20),
        ]))
        #expect(dropped?.frame == 1 && value(dropped, "id") == 1 && value(dropped, "emptyFrom") == 10 + tol)
        #expect(dropped?.explanation == "item 1 was accepted and then waited through a whole flight duration while no item was flying: dropped silently")
        let busy = trace([insert(0), insert(1, at: 1), .advance(time: 30)], [
            .started(id: 0, row: 0, time: 0), .finished(id: 0, row: 0, time: 4, x: -20), .started(id: 1, row: 0, time: 4), .finished(id: 1,
                row: 0, time: 8, x: -20),
        ])
        #expect(FlyScreenInvariants.nothingLeftWaiting.check(busy) == nil)
    }
}
