@testable import Oracles
import Effects
import Testing

/// The fly screen's judgements of one thing (`FlyScreenInvariants+Judgements.swift`), which the
/// oracles report with and the one-pass checker decides by: each holds on the kept side of its
/// rule without asking for its frame (the pass asks nothing it does not need), and on the other
/// side writes the report the oracle returns: its invariant, section, frame and values.
@Suite struct FlyScreenJudgementsTests {
    let c: FlyScreenConfiguration

    init() throws { c = try FlyScreenConfiguration(screenWidth: 400, rows: 2, rowHeight: 20, duration: 4, minimumGap: 20) }

    func flight(_ id: Int, width: Double = 50, inserted: Double = 0, row: Int? = nil, start: Double? = nil, finish: Double? = nil, x: Double? = nil) -> FlyScreenTrace.Flight {
        var f = FlyScreenTrace.Flight(id: id, width: width, inserted: inserted)
        f.row = row
        f.start = start
        f.finish = finish
        f.finishX = x
        return f
    }

    /// A frame that records that it was asked for.
    final class Asked: @unchecked Sendable {
        var count = 0
        func frame(_ value: Int) -> () -> Int { { self.count += 1; return value } }
    }

    /// What a report must carry: its invariant and section, the frame it was handed, and a value.
    func expectReport(_ violation: Violation?, _ invariant: String, frame: Int, value name: String, _ value: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let violation else { Issue.record("no \(invariant) report", sourceLocation: sourceLocation); return }
        #expect(violation.invariant == invariant, sourceLocation: sourceLocation)
        #expect(violation.section == (invariant == "noNonFiniteOutput" ? "§0" : "§4"), sourceLocation: sourceLocation)
        #expect(violation.frame == frame, sourceLocation: sourceLocation)
        #expect(violation.values.first { $0.name == name }?.value == value, "\(violation.values)", sourceLocation: sourceLocation)
    }

    @Test func nothingLostJudgesCountsAndDueMoments() {
        let asked = Asked()
        #expect(FlyScreenInvariants.countJudgement(of: 1, starts: 1, finishes: 1, as: Violation.self, frame: asked.frame(0)) == nil)
        #expect(FlyScreenInvariants.countJudgement(of: 1, starts: 0, finishes: 0, as: Violation.self, frame: asked.frame(0)) == nil)
        let tt = 1e-6, end = 10.0
        #expect(FlyScreenInvariants.unstartedJudgement(of: 1, due: end - 0.5 * tt, end: end, tolerance: tt, as: Violation.self, frame: asked.frame(0)) == nil)
        let started = flight(1, row: 0, start: end - c.duration - 0.5 * tt)
        #expect(FlyScreenInvariants.inFlightJudgement(of: started, end: end, c, tolerance: tt, as: Violation.self, frame: asked.frame(0)) == nil)
        #expect(asked.count == 0, "a judgement that holds asked for its frame")

        let twice = FlyScreenInvariants.countJudgement(of: 1, starts: 2, finishes: 1, as: Violation.self, frame: { 3 })
        expectReport(twice, "nothingLost", frame: 3, value: "starts", 2)
        #expect(twice?.explanation.contains("more than once") == true)
        let unstarted = FlyScreenInvariants.countJudgement(of: 1, starts: 0, finishes: 1, as: Violation.self, frame: { 3 })
        #expect(unstarted?.explanation == "item #1 finished without starting")
        expectReport(FlyScreenInvariants.unstartedJudgement(of: 1, due: end - 1.5 * tt, end: end, tolerance: tt, as: Violation.self, frame: { 4 }), "nothingLost", frame: 4, value: "dueStart", end - 1.5 * tt)
        let late = flight(1, row: 0, start: end - c.duration - 1.5 * tt)
        expectReport(FlyScreenInvariants.inFlightJudgement(of: late, end: end, c, tolerance: tt, as: Violation.self, frame: { 5 }), "nothingLost", frame: 5, value: "dueFinish", late.start! + c.duration)
    }

    @Test func rowsConsistentJudgesTheRowAndTheFinishRow() {
        let asked = Asked()
        #expect(FlyScreenInvariants.rowJudgement(of: 1, row: 1, startRow: nil, c, as: Violation.self, frame: asked.frame(0)) == nil)
        #expect(FlyScreenInvariants.rowJudgement(of: 1, row: 1, startRow: 1, c, as: Violation.self, frame: asked.frame(0)) == nil)
        #expect(asked.count == 0)
        expectReport(FlyScreenInvariants.rowJudgement(of: 1, row: 2, startRow: nil, c, as: Violation.self, frame: { 6 }), "rowsConsistent", frame: 6, value: "row", 2)
        expectReport(FlyScreenInvariants.rowJudgement(of: 1, row: -1, startRow: 0, c, as: Violation.self, frame: { 6 }), "rowsConsistent", frame: 6, value: "row", -1)
        let moved = FlyScreenInvariants.rowJudgement(of: 1, row: 0, startRow: 1, c, as: Violation.self, frame: { 6 })
        expectReport(moved, "rowsConsistent", frame: 6, value: "startRow", 1)
        #expect(moved?.explanation == "item #1 started on row 1 and finished on row 0")
    }

    @Test func scheduleGapAndFinishJudgementsReportTheirNumbers() {
        let asked = Asked()
        let f = flight(0)
        let tt = c.timeTolerance(for: f.item)
        let empty = FlyScreenInvariants.Schedule(c: c)
        #expect(FlyScreenInvariants.scheduleJudgement(of: f, row: 0, start: 0.5 * tt, empty, tolerance: tt, slack: { _ in tt }, as: Violation.self, frame: asked.frame(0)) == nil)
        let waited = FlyScreenInvariants.scheduleJudgement(of: f, row: 0, start: 1.5 * tt, empty, tolerance: tt, slack: { _ in tt }, as: Violation.self, frame: { 2 })
        expectReport(waited, "exactSchedule", frame: 2, value: "earliest", 0)
        #expect(waited?.explanation == "item #0 waited while a row was free")

        let lt = c.lengthTolerance, v = c.speed(width: 50)
        let lead = flight(0, row: 0, start: 0)
        #expect(FlyScreenInvariants.gapJudgement(lead: lead, follower: flight(1, row: 0, start: (50 + c.minimumGap - 0.5 * lt) / v), c, lt, as: Violation.self, frame: asked.frame(0)) == nil)
        let close = FlyScreenInvariants.gapJudgement(lead: lead, follower: flight(1, row: 0, start: (50 + c.minimumGap - 1.5 * lt) / v), c, lt, as: Violation.self, frame: { 7 })
        expectReport(close, "minimumGap", frame: 7, value: "follower", 1)
        #expect(close?.margin?.tolerance == lt)

        let due = 1 + c.duration
        #expect(FlyScreenInvariants.finishJudgement(of: flight(0, row: 0, start: 1, finish: due + 0.5 * tt, x: -50), c, tolerance: tt, lt, as: Violation.self, frame: asked.frame(0)) == nil)
        let early = FlyScreenInvariants.finishJudgement(of: flight(0, row: 0, start: 1, finish: due - 1.5 * tt, x: -50), c, tolerance: tt, lt, as: Violation.self, frame: { 8 })
        expectReport(early, "finishesOffScreen", frame: 8, value: "finish", due - 1.5 * tt)
        let onScreen = FlyScreenInvariants.finishJudgement(of: flight(0, row: 0, start: 1, finish: due, x: -50 + 1.5 * lt), c, tolerance: tt, lt, as: Violation.self, frame: { 8 })
        #expect(onScreen?.explanation.contains("not fully off screen") == true)
        #expect(asked.count == 0)
    }

    /// A tap on an item's middle must hit it; a miss there is reported with the item the
    /// geometry names, and a hit on empty screen with nothing. Flights outside the window of
    /// moments that may be on screen are passed over.
    @Test func tapJudgementNamesWhatTheGeometrySays() {
        let lt = c.lengthTolerance, ttMax = lt * c.duration / c.screenWidth
        let f = flight(3, row: 0, start: 0)
        let t = c.duration / 2, x = c.position(of: f.item, at: t) + 25, y = 10.0
        let asked = Asked()
        #expect(FlyScreenInvariants.tapJudgement(x: x, y: y, at: t, hit: 3, candidates: [f], c, lt, ttMax: ttMax, longest: c.duration, as: Violation.self, frame: asked.frame(0)) == nil)
        #expect(asked.count == 0)
        let missed = FlyScreenInvariants.tapJudgement(x: x, y: y, at: t, hit: nil, candidates: [f], c, lt, ttMax: ttMax, longest: c.duration, as: Violation.self, frame: { 9 })
        expectReport(missed, "hitTestAgreesWithGeometry", frame: 9, value: "t", t)
        #expect(missed?.explanation == "hit: the hit test answered nothing; the geometry says #3")
        let phantom = FlyScreenInvariants.tapJudgement(x: x, y: y + 20, at: t, hit: 3, candidates: [f], c, lt, ttMax: ttMax, longest: c.duration, as: Violation.self, frame: { 9 })
        #expect(phantom?.explanation == "hit: the hit test answered #3; the geometry says nothing")
        // The same flight, started long after the tap: not a candidate.
        let later = flight(3, row: 0, start: t + 1)
        #expect(FlyScreenInvariants.tapJudgement(x: x, y: y, at: t, hit: nil, candidates: [later], c, lt, ttMax: ttMax, longest: c.duration, as: Violation.self, frame: { 9 }) == nil)
    }

    @Test func likeOnceJudgesAnswersAndPops() {
        let asked = Asked()
        #expect(FlyScreenInvariants.tapAnswerJudgement(.liked(id: 2), hit: 2, alreadyLiked: false, as: Violation.self, frame: asked.frame(0)) == nil)
        let tt = 1e-6
        #expect(FlyScreenInvariants.popJudgement(of: 2, pops: 1, firstPop: 5 + 0.5 * tt, tapTime: 5, tolerance: tt, as: Violation.self, frame: asked.frame(0)) == nil)
        #expect(asked.count == 0)
        let twice = FlyScreenInvariants.tapAnswerJudgement(.liked(id: 2), hit: 2, alreadyLiked: true, as: Violation.self, frame: { 1 })
        #expect(twice?.explanation == "result: the tap answered \(FlyScreenTapResult.liked(id: 2)), expected \(FlyScreenTapResult.alreadyLiked(id: 2))")
        expectReport(FlyScreenInvariants.popJudgement(of: 2, pops: 2, firstPop: 5, tapTime: 5, tolerance: tt, as: Violation.self, frame: { 4 }), "likeOnce", frame: 4, value: "pops", 2)
        #expect(FlyScreenInvariants.popJudgement(of: 2, pops: 1, firstPop: 5, tapTime: nil, tolerance: tt, as: Violation.self, frame: { 4 })?.explanation == "item #2: 1 pop animation for an item no tap liked")
        expectReport(FlyScreenInvariants.popJudgement(of: 2, pops: 1, firstPop: 5 + 1.5 * tt, tapTime: 5, tolerance: tt, as: Violation.self, frame: { 4 }), "likeOnce", frame: 4, value: "popTime", 5 + 1.5 * tt)
    }

    /// noNonFiniteOutput: every number of every kind of event; frozenWhilePaused: a moment
    /// strictly inside a pause beyond half a tolerance at either end (never at it, never NaN).
    @Test func finiteAndPausedJudgements() {
        let asked = Asked()
        let fine: [FlyScreenEvent] = [
            .inserted(id: 1, width: 5, time: 0), .refused(id: 1, reason: .queueFull(capacity: 1), time: 0), .started(id: 1, row: 0, time: 0),
            .synced(id: 1, row: 0, time: 0, progress: 0.5), .finished(id: 1, row: 0, time: 4, x: -5), .liked(id: 1, time: 1),
        ]
        for event in fine { #expect(FlyScreenInvariants.finiteJudgement(of: event, as: Violation.self, frame: asked.frame(0)) == nil) }
        #expect(asked.count == 0)
        let broken: [FlyScreenEvent] = [
            .inserted(id: 1, width: 5, time: .nan), .refused(id: 1, reason: .queueFull(capacity: 1), time: .infinity), .started(id: 1, row: 0, time: -.infinity),
            .synced(id: 1, row: 0, time: 0, progress: .nan), .finished(id: 1, row: 0, time: 4, x: .infinity), .liked(id: 1, time: .nan),
        ]
        for event in broken { expectReport(FlyScreenInvariants.finiteJudgement(of: event, as: Violation.self, frame: { 2 }), "noNonFiniteOutput", frame: 2, value: "id", 1) }

        let slack = 1e-6
        for (at, inside) in [(0.5, false), (1.5, true), (1.0, false)] {
            #expect(FlyScreenInvariants.inPause(10 + at * slack, start: 10, end: 20, slack: slack) == inside, "\(at) slacks after the pause")
            #expect(FlyScreenInvariants.inPause(20 - at * slack, start: 10, end: 20, slack: slack) == inside, "\(at) slacks before the resume")
        }
        #expect(FlyScreenInvariants.inPause(1e9, start: 10, end: .infinity, slack: slack), "a pause never resumed holds to the end")
        #expect(!FlyScreenInvariants.inPause(.nan, start: 10, end: 20, slack: slack))
        #expect(FlyScreenInvariants.pauseJudgement(of: 1, finish: 15, in: nil, as: Violation.self, frame: { _ in asked.count += 1; return 0 }) == nil)
        #expect(asked.count == 0)
        let frozen = FlyScreenInvariants.pauseJudgement(of: 1, finish: 15, in: (10, .infinity), as: Violation.self) { start in Int(start) }
        expectReport(frozen, "frozenWhilePaused", frame: 10, value: "pausedAt", 10)
        #expect(frozen?.explanation.hasSuffix("to the end): it kept moving") == true)
    }
}
