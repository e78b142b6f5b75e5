import Effects

// MARK: Each rule's judgement of one thing, and its report, stated once
//
// A fly-screen trace is walked twice: by the oracles, over the whole trace in each rule's
// order, and by `FlyScreenChecker`'s pass, as a stream. The walks differ only in how they find
// the things a rule judges (a flight, a pair on a row, a tap, an event, a pop) and in what they
// already know of them; each thing is judged here, by one function that decides and writes the
// report: the oracle returns the report, the pass decides by whether there is one. A rule
// changed here changes for `verify`, `check-trace` and the fuzz targets alike.
//
// Each judgement is generic over what a broken rule yields: the report (`Violation`, for the
// oracles) or only that it broke (`Broken`, for the pass, which then builds nothing: no
// report, no frame, so that judging costs what the rule costs). `frame` is asked only for a
// report: the pass, which keeps no step indices, passes `{ -1 }`.

/// What a fly-screen judgement yields for a broken rule.
protocol FlyScreenFinding {
    /// The finding for a broken rule whose report is `report()`.
    static func found(_ report: () -> Violation) -> Self
}

extension Violation: FlyScreenFinding {
    static func found(_ report: () -> Violation) -> Violation { report() }
}

/// A broken rule without its report: what `FlyScreenChecker`'s pass asks of a judgement.
struct Broken: FlyScreenFinding {
    static func found(_ report: () -> Violation) -> Broken { Broken() }
}

extension FlyScreenInvariants {
    /// nothingLost for one item: started or finished more than once, or finished without
    /// starting.
    ///
    /// - Parameters:
    ///   - id: The item.
    ///   - starts: Its starts and syncs in the log.
    ///   - finishes: Its finishes in the log.
    ///   - frame: The step that inserted it.
    /// - Returns: The violation, or `nil`.
    /// - Complexity: O(1).
    @inline(__always)
    static func countJudgement<Finding: FlyScreenFinding>(of id: Int, starts: Int, finishes: Int, as _: Finding.Type, frame: () -> Int) -> Finding? {
        guard starts > 1 || finishes > 1 || (finishes > 0 && starts == 0) else { return nil }
        return .found { Violation("nothingLost", "§4", frame: frame(), counts(id, starts, finishes),
                         starts > 1 || finishes > 1 ? "item #\(id) started or finished more than once: duplicated" : "item #\(id) finished without starting") }
    }

    /// nothingLost for an item that never started: lost when the schedule had it due more than
    /// the tolerance of a moment before `t_end`.
    ///
    /// - Parameters:
    ///   - id: The item, which neither started nor finished.
    ///   - due: When the schedule had it due to start.
    ///   - end: `t_end`.
    ///   - tolerance: Its tolerance of a moment.
    ///   - frame: The step that inserted it.
    /// - Returns: The violation, or `nil`.
    /// - Complexity: O(1).
    @inline(__always)
    static func unstartedJudgement<Finding: FlyScreenFinding>(of id: Int, due: Double, end: Double, tolerance: Double, as _: Finding.Type, frame: () -> Int) -> Finding? {
        guard Self.due(due, before: end, tolerance: tolerance) else { return nil }
        return .found { Violation("nothingLost", "§4", frame: frame(), counts(id, 0, 0) + [.init("dueStart", due), .init("tEnd", end)],
                         "item #\(id) was accepted and due to start at \(Violation.format(due)), but had not started by the end of the trace: it was lost") }
    }

    /// nothingLost for an item that started once and never finished: lost in flight when its
    /// finish, `d` (its own) after its start, was due more than the tolerance of a moment
    /// before `t_end`.
    ///
    /// - Parameters:
    ///   - f: The flight, started.
    ///   - end: `t_end`.
    ///   - c: The configuration.
    ///   - tolerance: Its tolerance of a moment.
    ///   - frame: The step that inserted it.
    /// - Returns: The violation, or `nil`.
    /// - Complexity: O(1).
    @inline(__always)
    static func inFlightJudgement<Finding: FlyScreenFinding>(of f: FlyScreenTrace.Flight, end: Double, _ c: FlyScreenConfiguration, tolerance: Double, as _: Finding.Type, frame: () -> Int) -> Finding? {
        let dueFinish = f.start! + c.duration(of: f.item)
        guard due(dueFinish, before: end, tolerance: tolerance) else { return nil }
        return .found { Violation("nothingLost", "§4", frame: frame(), counts(f.id, 1, 0) + [.init("dueFinish", dueFinish), .init("tEnd", end)],
                         "item #\(f.id) was due to finish at \(Violation.format(dueFinish)) and had not finished by the end of the trace: it was lost in flight") }
    }

    private static func counts(_ id: Int, _ starts: Int, _ finishes: Int) -> [Violation.Value] {
        [.init("id", Double(id)), .init("starts", Double(starts)), .init("finishes", Double(finishes))]
    }

    /// rowsConsistent for a start, sync or finish on `row`: the row exists, and a finish is on
    /// the row the item started on.
    ///
    /// - Parameters:
    ///   - id: The item.
    ///   - row: The event's row.
    ///   - startRow: For a finish, the row of the item's first start or sync so far (`nil` when
    ///     it has none, or for a start).
    ///   - c: The configuration.
    ///   - frame: The step that inserted the item.
    /// - Returns: The violation, or `nil`.
    /// - Complexity: O(1).
    @inline(__always)
    static func rowJudgement<Finding: FlyScreenFinding>(of id: Int, row: Int, startRow: Int?, _ c: FlyScreenConfiguration, as _: Finding.Type, frame: () -> Int) -> Finding? {
        let exists = rowExists(row, c)
        if exists, startRow.map({ $0 == row }) ?? true { return nil }
        var values: [Violation.Value] { [.init("id", Double(id)), .init("row", Double(row)), .init("rows", Double(c.rows))] }
        guard exists, let startRow else {
            return .found { Violation("rowsConsistent", "§4", frame: frame(), values, "item #\(id) is on row \(row), outside 0 ..< \(c.rows)") }
        }
        return .found { Violation("rowsConsistent", "§4", frame: frame(), values + [.init("startRow", Double(startRow))], "item #\(id) started on row \(startRow) and finished on row \(row)") }
    }

    /// fifoStartOrder for a start: never before the item's insert, beyond the tolerance of a
    /// moment.
    ///
    /// - Parameters:
    ///   - f: The flight.
    ///   - start: Its start, on the play clock.
    ///   - tolerance: Its tolerance of a moment.
    ///   - frame: The step that inserted it.
    /// - Returns: The violation, or `nil`.
    /// - Complexity: O(1).
    @inline(__always)
    static func earlyStartJudgement<Finding: FlyScreenFinding>(of f: FlyScreenTrace.Flight, start: Double, tolerance: Double, as _: Finding.Type, frame: () -> Int) -> Finding? {
        guard startsBeforeInsert(start, inserted: f.inserted, tolerance: tolerance) else { return nil }
        return .found { Violation("fifoStartOrder", "§4", frame: frame(), [.init("start", start), .init("inserted", f.inserted)], "item #\(f.id) started before it was inserted") }
    }

    /// exactSchedule for the start of `f` on `row` at `start`, against the schedule of the items
    /// started before it (``Schedule/departure(of:row:start:tolerance:slack:)``).
    ///
    /// - Parameters:
    ///   - f: The flight.
    ///   - row: Its row, in range.
    ///   - start: Its start, on the play clock.
    ///   - schedule: The schedule so far.
    ///   - tolerance: Its tolerance of a moment.
    ///   - slack: A row's slack: the tolerance of a moment for `f` and the row's last item.
    ///   - frame: The step that inserted it.
    /// - Returns: The violation, or `nil`.
    /// - Complexity: That of the departure.
    @inline(__always)
    static func scheduleJudgement<Finding: FlyScreenFinding>(
        of f: FlyScreenTrace.Flight, row: Int, start: Double, _ schedule: Schedule, tolerance: Double, slack: (Int) -> Double, as _: Finding.Type, frame: () -> Int
    ) -> Finding? {
        switch schedule.departure(of: f, row: row, start: start, tolerance: tolerance, slack: slack) {
        case nil:
            return nil
        case let .notAtEarliest(earliest):
            return .found { Violation("exactSchedule", "§4", frame: frame(), [.init("id", Double(f.id)), .init("start", start), .init("earliest", earliest)],
                start > earliest ? "item #\(f.id) waited while a row was free" : "item #\(f.id) started before any row was free",
                margin: .off(start, from: earliest, tolerance: tolerance, unit: "s")) }
        case let .rowNotFree(free):
            return .found { Violation("exactSchedule", "§4", frame: frame(), [.init("row", Double(row)), .init("rowFree", free), .init("start", start)], "item #\(f.id) started on a row that was not free",
                margin: .beyond(free - start, bound: 0, tolerance: slack(row), unit: "s")) }
        case let .lowerRowFree(lower):
            return .found { Violation("exactSchedule", "§4", frame: frame(), [.init("row", Double(row)), .init("lowestFree", Double(lower))], "item #\(f.id) did not take the lowest free row") }
        }
    }

    /// minimumGap for two items on a row, `lead` the one that started first
    /// (``tooClose(lead:follower:_:_:)``).
    ///
    /// - Parameters:
    ///   - lead: The item that started first.
    ///   - follower: The other.
    ///   - c: The configuration.
    ///   - lt: The length tolerance.
    ///   - frame: The step that inserted the follower.
    /// - Returns: The violation, or `nil`.
    /// - Complexity: O(1).
    @inline(__always)
    static func gapJudgement<Finding: FlyScreenFinding>(lead a: FlyScreenTrace.Flight, follower b: FlyScreenTrace.Flight, _ c: FlyScreenConfiguration, _ lt: Double, as _: Finding.Type, frame: () -> Int) -> Finding? {
        guard let gap = tooClose(lead: a, follower: b, c, lt) else { return nil }
        let row = b.row!
        return .found { Violation("minimumGap", "§4", frame: frame(), [.init("leader", Double(a.id)), .init("follower", Double(b.id)), .init("gap", gap), .init("g", c.minimumGap)],
            gap < 0 ? "item #\(b.id) overlaps item #\(a.id) on row \(row)" : "item #\(b.id) comes closer than g to item #\(a.id) on row \(row)",
            margin: .init(c.minimumGap - gap, tolerance: lt)) }
    }

    /// finishesOffScreen for a finished flight (``finish(of:at:x:_:tolerance:_:)``): on time,
    /// then off screen.
    ///
    /// - Parameters:
    ///   - f: The flight, started and finished.
    ///   - c: The configuration.
    ///   - tolerance: Its tolerance of a moment.
    ///   - lt: The length tolerance.
    ///   - frame: The step that inserted it.
    /// - Returns: The violation, or `nil`.
    /// - Complexity: O(1).
    @inline(__always)
    static func finishJudgement<Finding: FlyScreenFinding>(of f: FlyScreenTrace.Flight, _ c: FlyScreenConfiguration, tolerance: Double, _ lt: Double, as _: Finding.Type, frame: () -> Int) -> Finding? {
        let start = f.start!, finish = f.finish!, fx = f.finishX!
        let judged = Self.finish(of: f, at: finish, x: fx, c, tolerance: tolerance, lt)
        if judged.onTime, judged.offScreen { return nil }
        var values: [Violation.Value] { [.init("id", Double(f.id)), .init("x", fx), .init("w", f.width), .init("finish", finish), .init("start", start)] }
        if !judged.onTime {
            return .found { Violation("finishesOffScreen", "§4", frame: frame(), values, "item #\(f.id) finished at time \(Violation.format(finish)), not d after its start",
                margin: .off(finish, from: start + c.duration(of: f.item), tolerance: tolerance, unit: "s")) }
        }
        return .found { Violation("finishesOffScreen", "§4", frame: frame(), values, "item #\(f.id) finished at x = \(Violation.format(fx)), not fully off screen at −w",
            margin: .off(fx, from: -f.width, tolerance: lt)) }
    }

    /// hitTestAgreesWithGeometry for a tap at `(x, y)` at time `t` that hit `hit` (or nothing),
    /// against the flights that may be on screen then: a hit must be possible (``tap(_:x:y:at:inside:_:_:)``
    /// widened by the tolerances), a miss must leave no flight that surely contains the point
    /// (narrowed by them).
    ///
    /// - Parameters:
    ///   - x: Screen x.
    ///   - y: Screen y.
    ///   - t: The tap's time, on the play clock.
    ///   - hit: The item the hit test answered, if any.
    ///   - candidates: The flights started on a row and inserted before the tap, at least those
    ///     that started within `[t − longest − ttMax, t + ttMax]` (others are passed over).
    ///   - c: The configuration.
    ///   - lt: The length tolerance.
    ///   - ttMax: The largest tolerance of a moment.
    ///   - longest: The longest flight duration.
    ///   - frame: The tap's step.
    /// - Returns: The violation, or `nil`.
    /// - Complexity: O(candidates).
    @inline(__always)
    static func tapJudgement<Finding: FlyScreenFinding>(
        x px: Double, y py: Double, at t: Double, hit: Int?, candidates: some Collection<FlyScreenTrace.Flight>,
        _ c: FlyScreenConfiguration, _ lt: Double, ttMax: Double, longest: Double, as _: Finding.Type, frame: () -> Int
    ) -> Finding? {
        /// Whether `f` may be on screen at `t`, and then whether the tap is possibly and surely in it.
        func judged(_ f: FlyScreenTrace.Flight) -> (possible: Bool, sure: Bool)? {
            let start = f.start!
            guard start <= t + ttMax, start + longest + ttMax >= t else { return nil }
            let tt = FlyScreenInvariants.tolerance(f, c, lt)
            return (tap(f, x: px, y: py, at: t, inside: -lt, -tt, c), tap(f, x: px, y: py, at: t, inside: lt, tt, c))
        }
        var hitPossible = false, anySure = false
        for f in candidates {
            guard let (possible, sure) = judged(f) else { continue }
            if possible, f.id == hit { hitPossible = true }
            if sure { anySure = true }
        }
        if hit == nil ? !anySure : hitPossible { return nil }
        return .found {
            var geometry: [Int] = []
            for f in candidates {
                guard let (possible, sure) = judged(f), hit == nil ? sure : possible else { continue }
                geometry.append(f.id)
            }
            geometry.sort()
            return Violation("hitTestAgreesWithGeometry", "§4", frame: frame(), [.init("x", px), .init("y", py), .init("t", t)],
                "hit: the hit test answered \(hit.map { "#\($0)" } ?? "nothing"); the geometry says \(geometry.isEmpty ? "nothing" : geometry.map { "#\($0)" }.joined(separator: " or "))")
        }
    }

    /// likeOnce for a tap's answer (``expectedTap(hit:alreadyLiked:)``).
    ///
    /// - Parameters:
    ///   - result: The tap's answer.
    ///   - hit: The item the hit test answered, if any.
    ///   - alreadyLiked: Whether a tap liked that item before.
    ///   - frame: The tap's step.
    /// - Returns: The violation, or `nil`.
    /// - Complexity: O(1).
    @inline(__always)
    static func tapAnswerJudgement<Finding: FlyScreenFinding>(_ result: FlyScreenTapResult, hit: Int?, alreadyLiked: Bool, as _: Finding.Type, frame: () -> Int) -> Finding? {
        let expected = expectedTap(hit: hit, alreadyLiked: alreadyLiked)
        if result == expected { return nil }
        return .found { Violation("likeOnce", "§4", frame: frame(), [], "result: the tap answered \(result), expected \(expected)") }
    }

    /// likeOnce for an item's pops: one for an item a tap liked, none for any other, at the
    /// liking tap's time (``popOnTime(_:tap:tolerance:)``).
    ///
    /// - Parameters:
    ///   - id: The item.
    ///   - pops: Its pop animations in the log (so far, or in all).
    ///   - firstPop: When the first one was, if any.
    ///   - tapTime: When a tap liked it, if one did.
    ///   - tolerance: Its tolerance of a moment.
    ///   - frame: The last step.
    /// - Returns: The violation, or `nil`.
    /// - Complexity: O(1).
    @inline(__always)
    static func popJudgement<Finding: FlyScreenFinding>(of id: Int, pops: Int, firstPop: Double?, tapTime: Double?, tolerance: Double, as _: Finding.Type, frame: () -> Int) -> Finding? {
        guard let tapTime, pops == 1, let pop = firstPop else {
            return .found { Violation("likeOnce", "§4", frame: frame(), [.init("id", Double(id)), .init("pops", Double(pops))],
                "item #\(id): \(pops) pop animation\(pops == 1 ? "" : "s") for \(tapTime == nil ? "an item no tap liked" : "one like")") }
        }
        if popOnTime(pop, tap: tapTime, tolerance: tolerance) { return nil }
        return .found { Violation("likeOnce", "§4", frame: frame(), [.init("id", Double(id)), .init("popTime", pop), .init("tapTime", tapTime)],
            "item #\(id): the pop is at time \(Violation.format(pop)), not at the tap's time") }
    }

    /// noNonFiniteOutput for one event: every time, progress and position in it finite.
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - frame: The step that inserted its item.
    /// - Returns: The violation, or `nil`.
    /// - Complexity: O(1).
    @inline(__always)
    static func finiteJudgement<Finding: FlyScreenFinding>(of event: FlyScreenEvent, as _: Finding.Type, frame: () -> Int) -> Finding? {
        switch event {
        case let .started(id, _, time), let .liked(id, time), let .inserted(id, _, time), let .refused(id, _, time):
            if time.isFinite { return nil }
            return .found { Violation("noNonFiniteOutput", "§0", frame: frame(), [.init("id", Double(id)), .init("time", time)], "event time of item #\(id) is not finite") }
        case let .synced(id, _, time, progress):
            if time.isFinite, progress.isFinite { return nil }
            return .found { Violation("noNonFiniteOutput", "§0", frame: frame(), [.init("id", Double(id)), .init("time", time), .init("progress", progress)], "sync time or progress of item #\(id) is not finite") }
        case let .finished(id, _, time, x):
            if time.isFinite, x.isFinite { return nil }
            return .found { Violation("noNonFiniteOutput", "§0", frame: frame(), [.init("id", Double(id)), .init("time", time), .init("x", x)], "finish time or x of item #\(id) is not finite") }
        }
    }

    /// frozenWhilePaused's rule for a moment: strictly inside a pause from `start` to `end`,
    /// beyond the tolerance of a moment at either end (``FlyScreenTrace/PlayClock`` and
    /// `FlyScreenChecker`'s clock both find the pause by it).
    ///
    /// - Parameters:
    ///   - t: Virtual time.
    ///   - start: The pause's start.
    ///   - end: Its end (`+∞` while open).
    ///   - slack: The tolerance of a moment.
    /// - Returns: Whether `t` is in the pause.
    /// - Complexity: O(1).
    static func inPause(_ t: Double, start: Double, end: Double, slack: Double) -> Bool { t > start + slack && t < end - slack }

    /// frozenWhilePaused for a finish at virtual time `time` inside a pause.
    ///
    /// - Parameters:
    ///   - id: The item.
    ///   - time: The finish, in virtual time.
    ///   - pause: The pause that contains it (``inPause(_:start:end:slack:)``), if any.
    ///   - frame: The step that paused (or that inserted the item).
    /// - Returns: The violation, or `nil` when no pause contains it.
    /// - Complexity: O(1).
    @inline(__always)
    static func pauseJudgement<Finding: FlyScreenFinding>(of id: Int, finish time: Double, in pause: (start: Double, end: Double)?, as _: Finding.Type, frame: (_ pauseStart: Double) -> Int) -> Finding? {
        guard let pause else { return nil }
        return .found { Violation("frozenWhilePaused", "§4", frame: frame(pause.start), [.init("id", Double(id)), .init("finish", time), .init("pausedAt", pause.start), .init("resumedAt", pause.end)],
            "item #\(id) finished at t \(Violation.format(time)) while the screen was paused (from \(Violation.format(pause.start)) to \(pause.end.isFinite ? Violation.format(pause.end) : "the end")): it kept moving") }
    }
}
