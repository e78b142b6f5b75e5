import Effects

/// What the rules of SPEC §4 share: the closed-form schedule, and each threshold stated once,
/// over plain numbers (an item's width, duration, start, appearance), so that the declared
/// rules and the whole-trace reference in Tests judge by the same comparisons. The rules
/// themselves are ``FlyScreenModel``'s; ``all`` and each name here are their oracles.
package enum FlyScreenInvariants {
    /// What the schedule and the geometry read of a flight.
    package struct Flight: Sendable {
        package var width: Double, duration: Double, start: Double, appeared: Double
        package init(width: Double, duration: Double, start: Double, appeared: Double) {
            (self.width, self.duration, self.start, self.appeared) = (width, duration, start, appeared)
        }
        package var due: Double { start + duration }
    }

    /// SPEC's schedule over the starts a trace reports, in insertion order: when the next item
    /// may start at the earliest, and when each row is free for it (the closed form of
    /// `FlyScreenConfiguration.rowFreeTime`, its terms of the row's last item kept once).
    package struct Schedule: Sendable {
        package let c: FlyScreenConfiguration
        /// What the closed form reads of a row's last item: its speed, when its tail is `g`
        /// inside the screen, and when it finishes.
        struct Lead: Sendable { var speed: Double, tail: Double, due: Double }
        /// The rows used so far, in increasing order, and the last item started on each; for a
        /// screen of at most 256 rows, each row's position among them (−1: unused).
        private var rows: [Int] = [], last: [Lead] = [], positions: [Int] = []
        /// How many rows from row 0 on are used.
        private var leading = 0
        package private(set) var previousStart = -Double.infinity

        package init(c: FlyScreenConfiguration) {
            self.c = c
            if c.rows <= 256 { positions = Array(repeating: -1, count: c.rows) }
        }

        /// An empty schedule for a configuration, in this one's storage.
        package mutating func recycled(c: FlyScreenConfiguration) -> Schedule {
            var s = Schedule(c: c, rows: rows.recycled(), last: last.recycled(), positions: positions.recycled())
            if c.rows <= 256 { s.positions.append(contentsOf: repeatElement(-1, count: c.rows)) }
            return s
        }

        private init(c: FlyScreenConfiguration, rows: [Int], last: [Lead], positions: [Int]) {
            (self.c, self.rows, self.last, self.positions) = (c, rows, last, positions)
        }

        private func position(_ row: Int) -> Int? {
            if !positions.isEmpty { return row >= 0 && row < positions.count && positions[row] >= 0 ? positions[row] : nil }
            let i = insertion(row)
            return i < rows.count && rows[i] == row ? i : nil
        }

        /// Where `row` is or would go among the rows used (a binary search).
        private func insertion(_ row: Int) -> Int {
            var lo = 0, hi = rows.count
            while lo < hi { let mid = (lo + hi) / 2; if rows[mid] < row { lo = mid + 1 } else { hi = mid } }
            return lo
        }

        /// The closed form for the row at position `i`, for an item that needs `catchUp`
        /// (`(S − g) / v_b`) to cross the screen less the gap.
        @inline(__always)
        private func free(at i: Int, catchUp: Double) -> Double { Swift.min(Swift.max(last[i].tail, last[i].due - catchUp), last[i].due) }

        @inline(__always)
        private func catchUp(width: Double, duration: Double) -> Double { (c.screenWidth - c.minimumGap) / ((c.screenWidth + width) / duration) }

        /// When `row` is free for a flight of `width` and `duration` (−∞ for a row never used).
        package func free(_ row: Int, width: Double, duration: Double) -> Double {
            position(row).map { free(at: $0, catchUp: catchUp(width: width, duration: duration)) } ?? -.infinity
        }

        /// The lowest row never used, if any.
        package var lowestUnusedRow: Int? { leading < c.rows ? leading : nil }

        /// The earliest moment an item may start: after its insert, after the previous start,
        /// and once some row is free (the rows in order: a NaN free time decides by its place).
        package func earliest(inserted: Double, width: Double, duration: Double) -> Double {
            var rowFree = -Double.infinity
            if lowestUnusedRow == nil, !rows.isEmpty {
                let k = catchUp(width: width, duration: duration)
                rowFree = free(at: 0, catchUp: k)
                for i in 1..<last.count { rowFree = Swift.min(rowFree, free(at: i, catchUp: k)) }
            }
            return max(inserted, previousStart, rowFree)
        }

        /// How a start departs from the schedule.
        package enum Departure: Equatable {
            case notAtEarliest(earliest: Double)
            case rowNotFree(free: Double, slack: Double)
            case lowerRowFree(Int)
        }

        /// exactSchedule's rules for an item started on `row` (in range) at `start`: the
        /// earliest moment within its tolerance `tt`; a row free by then within its slack (the
        /// tolerance of the item and the row's last); no lower row unused or free a slack before.
        package func departure(inserted: Double, width: Double, duration: Double, row: Int, start: Double, tt: Double) -> Departure? {
            let earliest = earliest(inserted: inserted, width: width, duration: duration)
            if (start - earliest).magnitude > tt || !start.isFinite { return .notAtEarliest(earliest: earliest) }
            let speed = (c.screenWidth + width) / duration, k = catchUp(width: width, duration: duration)
            func slack(_ i: Int?) -> Double {
                FlyScreenConfiguration.timeTolerance(lengthTolerance: c.lengthTolerance, speed: Swift.max(speed, i.map { last[$0].speed } ?? speed))
            }
            let i = position(row)
            let rowFree = i.map { free(at: $0, catchUp: k) } ?? -.infinity
            if rowFree > start + slack(i) { return .rowNotFree(free: rowFree, slack: slack(i)) }
            if let unused = lowestUnusedRow, unused < row { return .lowerRowFree(unused) }
            for j in rows.indices where rows[j] < row && free(at: j, catchUp: k) < start - slack(j) { return .lowerRowFree(rows[j]) }
            return nil
        }

        /// Records a start on a row in range.
        package mutating func started(row: Int, _ f: Flight) {
            previousStart = f.start
            let speed = (c.screenWidth + f.width) / f.duration
            let lead = Lead(speed: speed, tail: f.start + (f.width + c.minimumGap) / speed, due: f.start + f.duration)
            if let i = position(row) { last[i] = lead; return }
            let i = insertion(row)
            rows.insert(row, at: i)
            last.insert(lead, at: i)
            if !positions.isEmpty { for j in i..<rows.count { positions[rows[j]] = j } }
            while leading < rows.count, rows[leading] == leading { leading += 1 }
        }
    }

    // MARK: The rules' thresholds, stated once

    /// nothingLost: a moment an item was due (to start, or to finish) had to show in the log
    /// when it is more than its tolerance of a moment before the end of observation.
    package static func due(_ due: Double, before end: Double, tolerance: Double) -> Bool { due < end - tolerance }

    /// fifoStartOrder: a start before the item's insert, beyond its tolerance of a moment.
    package static func startsBeforeInsert(_ start: Double, inserted: Double, tolerance: Double) -> Bool { start < inserted - tolerance }

    /// rowsConsistent: rows are `0 ..< k`.
    package static func rowExists(_ row: Int, _ c: FlyScreenConfiguration) -> Bool { row >= 0 && row < c.rows }

    /// likeOnce: the answer a tap that hit `hit` (or nothing) must give.
    package static func expectedTap(hit: Int?, alreadyLiked: Bool) -> FlyScreenTapResult {
        hit.map { alreadyLiked ? .alreadyLiked(id: $0) : .liked(id: $0) } ?? .miss
    }

    /// likeOnce: a pop at the liking tap's time, within the tolerance of a moment.
    package static func popOnTime(_ pop: Double, tap: Double, tolerance: Double) -> Bool { (pop - tap).magnitude <= tolerance }

    /// The tolerance of a moment for two flights: at the faster one's speed.
    package static func tolerance(_ a: Flight, _ b: Flight, _ c: FlyScreenConfiguration, _ lt: Double) -> Double {
        let v = Swift.max((c.screenWidth + a.width) / a.duration, (c.screenWidth + b.width) / b.duration)
        return FlyScreenConfiguration.timeTolerance(lengthTolerance: lt, speed: v)
    }

    /// minimumGap for two flights on a row, `lead` the one that started first: their smallest
    /// gap while both fly (from the later appearance up to the earlier finish, that moment
    /// excluded, and moments within the tolerance of a moment of it judged as it), when it is
    /// short of `g` by more than the length tolerance `lt`; `nil` when they keep `g`.
    package static func tooClose(lead a: Flight, follower b: Flight, _ c: FlyScreenConfiguration, _ lt: Double) -> Double? {
        let from = max(a.appeared, b.appeared), finish = min(a.due, b.due)
        guard from < finish - tolerance(a, b, c, lt) else { return nil }
        func gap(_ t: Double) -> Double {
            (c.screenWidth - (c.screenWidth + b.width) / b.duration * (t - b.start))
                - (c.screenWidth - (c.screenWidth + a.width) / a.duration * (t - a.start) + a.width)
        }
        let gap = min(gap(from), gap(finish))
        return gap < c.minimumGap - lt ? gap : nil
    }

    /// finishesOffScreen: a finish `duration` after the start within `tolerance`, at `x = −w`
    /// within the length tolerance.
    package static func finish(_ f: Flight, at finish: Double, x: Double, tolerance: Double, _ lt: Double) -> (onTime: Bool, offScreen: Bool) {
        ((finish - f.due).magnitude <= tolerance, (x + f.width).magnitude <= lt)
    }

    /// hitTestAgreesWithGeometry: whether a tap at `(x, y)` at `t` is inside a flight on `row`,
    /// its rectangle and its time on screen narrowed by margins `m` and `mt` (negative:
    /// widened). Widened by the tolerances it says a hit is possible; narrowed, that it is sure.
    package static func tap(_ f: Flight, row: Int, x px: Double, y py: Double, at t: Double, inside m: Double, _ mt: Double,
        _ c: FlyScreenConfiguration) -> Bool {
        let left = c.screenWidth - (c.screenWidth + f.width) / f.duration * (t - f.start), top = Double(row) * c.rowHeight
        return t >= f.appeared + mt && t < f.due - mt && px >= left + m && px < left + f.width - m && py >= top + m && py < top + c.rowHeight - m
    }

    /// nothingLeftWaiting: a wait, or an empty stretch within it, longer than `d + tol` (at
    /// `d + tol` exactly the item may still be waiting).
    @inline(__always)
    package static func waitedTooLong(_ span: Double, _ c: FlyScreenConfiguration, tolerance: Double) -> Bool { span > c.duration + tolerance }

    /// nothingLeftWaiting: when a wait from `inserted` to `waitEnd` first shows as a whole
    /// flight duration (and its tolerance) spent while the screen was empty: the first empty
    /// stretch (in order) it waited through that long, the moment that much of it had passed.
    package static func emptyWait(inserted: Double, until waitEnd: Double, tolerance: Double, in empty: some Sequence<(Double, Double)>,
        _ c: FlyScreenConfiguration) -> Double? {
        for gap in empty where gap.1 > inserted && gap.0 < waitEnd {
            let from = max(gap.0, inserted), to = min(gap.1, waitEnd)
            if waitedTooLong(to - from, c, tolerance: tolerance) { return from + c.duration + tolerance }
        }
        return nil
    }

    /// syncedAsAsked: whether a flight is on screen at `t`, within a tolerance of a moment
    /// (an item that appears or leaves then counts as on screen).
    package static func isOnScreen(_ f: Flight, finish: Double?, at t: Double, slack: Double) -> Bool {
        f.appeared <= t + slack && t < (finish ?? f.due) + slack
    }

    /// frozenWhilePaused: a moment strictly inside a pause, beyond `slack` at either end.
    package static func inPause(_ t: Double, start: Double, end: Double, slack: Double) -> Bool { t > start + slack && t < end - slack }

    // The declared invariants as oracles over a recorded trace, by name.
    package static var nothingLost: TraceOracle<FlyScreenTrace> { oracle("nothingLost") }
    package static var capacityRespected: TraceOracle<FlyScreenTrace> { oracle("capacityRespected") }
    package static var rowsConsistent: TraceOracle<FlyScreenTrace> { oracle("rowsConsistent") }
    package static var fifoStartOrder: TraceOracle<FlyScreenTrace> { oracle("fifoStartOrder") }
    package static var exactSchedule: TraceOracle<FlyScreenTrace> { oracle("exactSchedule") }
    package static var minimumGap: TraceOracle<FlyScreenTrace> { oracle("minimumGap") }
    package static var finishesOffScreen: TraceOracle<FlyScreenTrace> { oracle("finishesOffScreen") }
    package static var hitTestAgreesWithGeometry: TraceOracle<FlyScreenTrace> { oracle("hitTestAgreesWithGeometry") }
    package static var likeOnce: TraceOracle<FlyScreenTrace> { oracle("likeOnce") }
    package static var noNonFiniteOutput: TraceOracle<FlyScreenTrace> { oracle("noNonFiniteOutput") }
    package static var nothingLeftWaiting: TraceOracle<FlyScreenTrace> { oracle("nothingLeftWaiting") }
    package static var syncedAsAsked: TraceOracle<FlyScreenTrace> { oracle("syncedAsAsked") }
    package static var frozenWhilePaused: TraceOracle<FlyScreenTrace> { oracle("frozenWhilePaused") }

    /// Every invariant of §4 as an oracle over a recorded trace, in report order.
    package static var all: [TraceOracle<FlyScreenTrace>] { FlyScreenModel.oracles }

    static func oracle(_ name: String) -> TraceOracle<FlyScreenTrace> { FlyScreenModel.oracles.first { $0.name == name }! }
}

extension FlyScreenWorld.Item {
    /// The flight as the schedule and the geometry read it.
    package var flight: FlyScreenInvariants.Flight { .init(width: width, duration: duration, start: start, appeared: appeared) }
}

extension FlyScreenEvent {
    /// The item the entry is about.
    package var id: Int {
        switch self {
        case let .inserted(id, _, _), let .refused(id, _, _), let .started(id, _, _), let .synced(id, _, _, _), let .finished(id, _, _,
            _), let .liked(id, _): id
        }
    }

    /// When it happened, in virtual time.
    package var time: Double {
        switch self {
        case let .inserted(_, _, time), let .refused(_, _, time), let .started(_, _, time), let .synced(_, _, time, _), let .finished(_, _,
            time, _), let .liked(_, time): time
        }
    }
}
