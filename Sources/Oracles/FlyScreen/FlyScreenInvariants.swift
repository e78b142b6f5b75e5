import ScrollProofUtilities
import Effects

/// What the invariants of SPEC §4 share: the closed-form schedule, each threshold stated
/// once, and the walks and judgements the declared invariants (`FlyScreenModel+Declaration`)
/// make. The invariants themselves are ``FlyScreenModel``'s; ``all`` and each one's name here
/// are their oracles over a recorded trace (``FlyScreenModel/oracles``).
package enum FlyScreenInvariants {
    /// The closed-form schedule (SPEC §4), walked in insertion order over the starts the trace
    /// reports: when the next item may start at the earliest, and when each row is free for it.
    struct Schedule {
        let c: FlyScreenConfiguration
        /// The rows used so far, in increasing order, and the last item started on each (two
        /// arrays, not a dictionary: `k` may be huge, but only used rows are held, and a row is
        /// found by binary search instead of by hashing).
        private(set) var rows: [Int] = []
        private var lastItems: [FlyScreenTrace.Flight] = []
        /// For a screen of at most ``denseRows`` rows, the position of each row in ``rows``
        /// (`-1` while unused): a row is found by an index instead of a search (each comparison
        /// of a search is a libFuzzer hook in a fuzz build).
        private var positions: [Int] = []
        var previousStart = -Double.infinity

        /// The most rows for which ``positions`` is kept.
        static let denseRows = 256

        init(c: FlyScreenConfiguration) {
            self.c = c
            if c.rows <= Self.denseRows { positions = Array(repeating: -1, count: c.rows) }
        }

        private init(c: FlyScreenConfiguration, recycling old: inout Schedule) {
            self.c = c
            rows = old.rows.recycled()
            lastItems = old.lastItems.recycled()
            positions = old.positions.recycled()
            if c.rows <= Self.denseRows { positions.append(contentsOf: repeatElement(-1, count: c.rows)) }
        }

        /// A schedule for a new trace in this one's storage (``Swift/Array/recycled()``).
        mutating func recycled(c: FlyScreenConfiguration) -> Schedule { Schedule(c: c, recycling: &self) }

        /// The position of `row` in ``rows``, or where it would go.
        private func position(_ row: Int) -> Int {
            var lo = 0, hi = rows.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if rows[mid] < row { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }

        /// The last item started on `row`, if any.
        subscript(row: Int) -> FlyScreenTrace.Flight? {
            if !positions.isEmpty {
                guard row >= 0, row < positions.count else { return nil }
                let i = positions[row]
                return i >= 0 ? lastItems[i] : nil
            }
            let i = position(row)
            return i < rows.count && rows[i] == row ? lastItems[i] : nil
        }

        /// When row `row` is free for `f`, its width and duration (the configuration's closed
        /// form): −∞ for a row never used.
        func free(_ row: Int, for f: FlyScreenTrace.Flight) -> Double {
            guard let a = self[row], a.start != nil else { return -.infinity }
            return c.rowFreeTime(after: a.item, forWidth: f.width, duration: f.duration)
        }

        /// The lowest row never used, if any: the first gap in the used rows.
        var lowestUnusedRow: Int? {
            var row = 0
            while row < rows.count, rows[row] == row { row += 1 }
            return row < c.rows ? row : nil
        }

        /// The earliest moment `f` may start: after its insert, after the previous start, and
        /// when some row is free.
        func earliest(_ f: FlyScreenTrace.Flight) -> Double {
            // Rows in order: with a non-finite width (NaN free times) the minimum depends on it.
            var rowFree = Double.infinity
            if lowestUnusedRow != nil {
                rowFree = -.infinity
            } else {
                var any = false
                for row in rows {
                    let t = free(row, for: f)
                    rowFree = any ? Swift.min(rowFree, t) : t
                    any = true
                }
                if !any { rowFree = -.infinity }
            }
            return max(f.inserted, previousStart, rowFree)
        }

        /// How a start departs from the schedule, by ``exactSchedule``'s rules.
        enum Departure: Equatable {
            /// Not at the earliest moment, beyond the tolerance of a moment (or not finite).
            case notAtEarliest(earliest: Double)
            /// On a row not free by then (beyond its slack), free at `free`.
            case rowNotFree(free: Double)
            /// Passing over a lower row that was unused or clearly free.
            case lowerRowFree(Int)
        }

        /// ``exactSchedule``'s rules for the start of `f` on `row` at `start`: the earliest
        /// moment within `tolerance`; a row free by then within its slack; no lower row unused
        /// or free a slack before. The oracle and `FlyScreenChecker` both judge by it.
        ///
        /// - Parameters:
        ///   - f: The item.
        ///   - row: Its row, in range.
        ///   - start: Its start, on the play clock.
        ///   - tolerance: The tolerance of a moment for `f`.
        ///   - slack: A row's slack: the tolerance of a moment for `f` and the row's last item.
        /// - Returns: The first rule it breaks, or `nil`.
        func departure(of f: FlyScreenTrace.Flight, row: Int, start: Double, tolerance: Double, slack: (Int) -> Double) -> Departure? {
            let earliest = earliest(f)
            if (start - earliest).magnitude > tolerance || !start.isFinite { return .notAtEarliest(earliest: earliest) }
            let rowFree = free(row, for: f)
            if rowFree > start + slack(row) { return .rowNotFree(free: rowFree) }
            if let unused = lowestUnusedRow, unused < row { return .lowerRowFree(unused) }
            if let lower = rows.first(where: { $0 < row && free($0, for: f) < start - slack($0) }) { return .lowerRowFree(lower) }
            return nil
        }

        /// Records that `f` started (on a row in range).
        mutating func started(_ f: FlyScreenTrace.Flight) {
            guard let row = f.row, let start = f.start else { return }
            // A row out of range (every caller leaves those out) is found by search from now on.
            if !positions.isEmpty, !(row >= 0 && row < positions.count) { positions = [] }
            if !positions.isEmpty, positions[row] >= 0 {
                lastItems[positions[row]] = f
                previousStart = start
                return
            }
            let i = position(row)
            if i < rows.count, rows[i] == row {
                lastItems[i] = f
            } else {
                rows.insert(row, at: i)
                lastItems.insert(f, at: i)
                // The rows after it moved up one.
                if !positions.isEmpty {
                    for j in i..<rows.count { positions[rows[j]] = j }
                }
            }
            previousStart = start
        }
    }

    // MARK: The rules' thresholds, stated once
    //
    // Each is judged by the oracle below that names it and by `FlyScreenChecker`'s pass; the
    // two walk a trace differently (the whole of it, or as a stream), never by other numbers.

    /// nothingLost's rule for a moment an item was due (to start, or to finish `d` after its
    /// start): it is lost when that moment is more than the tolerance of a moment before the end
    /// of observation `t_end` and the log never shows it.
    ///
    /// - Parameters:
    ///   - due: When the item was due.
    ///   - end: `t_end`.
    ///   - tolerance: The item's tolerance of a moment.
    /// - Returns: Whether the log had to show it.
    /// - Complexity: O(1).
    static func due(_ due: Double, before end: Double, tolerance: Double) -> Bool { due < end - tolerance }

    /// fifoStartOrder's rule for a start: never before the item's insert, beyond the tolerance
    /// of a moment.
    ///
    /// - Parameters:
    ///   - start: The start, on the play clock.
    ///   - inserted: The insert.
    ///   - tolerance: The item's tolerance of a moment.
    /// - Returns: Whether it started too early.
    /// - Complexity: O(1).
    static func startsBeforeInsert(_ start: Double, inserted: Double, tolerance: Double) -> Bool { start < inserted - tolerance }

    /// rowsConsistent's rule for a row an event names: one of `0 ..< k`.
    ///
    /// - Parameters:
    ///   - row: The row.
    ///   - c: The configuration.
    /// - Returns: Whether the row exists.
    /// - Complexity: O(1).
    static func rowExists(_ row: Int, _ c: FlyScreenConfiguration) -> Bool { row >= 0 && row < c.rows }

    /// likeOnce's answer to a tap that hit `hit` (or nothing): a miss, a first like, or an item
    /// already liked.
    ///
    /// - Parameters:
    ///   - hit: The item the hit test answered, if any.
    ///   - alreadyLiked: Whether a tap liked that item before.
    /// - Returns: The answer the tap must give.
    /// - Complexity: O(1).
    static func expectedTap(hit: Int?, alreadyLiked: Bool) -> FlyScreenTapResult {
        hit.map { alreadyLiked ? .alreadyLiked(id: $0) : .liked(id: $0) } ?? .miss
    }

    /// likeOnce's rule for a pop: at the liking tap's time, within the tolerance of a moment.
    ///
    /// - Parameters:
    ///   - pop: The pop's time.
    ///   - tap: The tap's time.
    ///   - tolerance: The item's tolerance of a moment.
    /// - Returns: Whether the pop is on time (`false` for NaN).
    /// - Complexity: O(1).
    static func popOnTime(_ pop: Double, tap: Double, tolerance: Double) -> Bool { (pop - tap).magnitude <= tolerance }

    /// Every accepted item starts at most once and finishes at most once, never finishes
    /// without starting, and nothing else starts. Observation ends at the trace's last time
    /// `t_end`: an item due to finish by then (`start + d`) must have finished, and an item due
    /// to start by then (the closed-form schedule) must have started: nothing lost. Items due
    /// later need not have started or finished yet. A synced item counts as started; in a
    /// trace with a seek, when an unstarted item was due is not judged (SPEC's schedule
    /// defines no seek), the rest is.

    /// ``minimumGap``'s rule for two items on a row, `lead` the one that started first: their
    /// smallest gap while both fly (from the later appearance on, up to the earlier finish,
    /// that moment excluded), when it is short of `g` by more than the length tolerance `lt`.
    /// Two moments within the tolerance of a moment are one: when the later appearance is
    /// within it of the earlier finish, the two never fly together (an item at its finishing
    /// moment is off the screen and constrains nothing). 
    ///
    /// - Returns: The gap, or `nil` when they keep `g`.
    static func tooClose(lead: FlyScreenTrace.Flight, follower: FlyScreenTrace.Flight, _ c: FlyScreenConfiguration, _ lt: Double) -> Double? {
        let from = max(lead.appeared!, follower.appeared!)
        let finish = min(lead.start! + c.duration(of: lead.item), follower.start! + c.duration(of: follower.item))
        guard from < finish - tolerance(lead, follower, c, lt),
              let gap = c.smallestGap(lead: lead.item, follower: follower.item, from: from), gap < c.minimumGap - lt
        else { return nil }
        return gap
    }

    /// ``finishesOffScreen``'s rules for a finish of `f` at `finish`, its left edge at `x`:
    /// `d` (its own) after its start within `tolerance`, the tolerance of a moment for it; at
    /// `−w` within the length tolerance `lt`.
    ///
    /// - Returns: Whether it finished on time, and whether it finished off screen.
    static func finish(of f: FlyScreenTrace.Flight, at finish: Double, x: Double, _ c: FlyScreenConfiguration, tolerance: Double, _ lt: Double) -> (onTime: Bool, offScreen: Bool) {
        ((finish - (f.start! + c.duration(of: f.item))).magnitude <= tolerance, (x + f.width).magnitude <= lt)
    }

    /// Whether a tap at `(x, y)` at time `t` is inside a started flight: inside its rectangle
    /// and its time on screen, each narrowed by a margin (negative: widened). With the length
    /// tolerance and the flight's tolerance of a moment, widened it says a hit is possible,
    /// narrowed that it is sure: the rule of ``hitTestAgreesWithGeometry``, which
    /// `FlyScreenChecker` applies too.
    ///
    /// - Parameters:
    ///   - f: The flight, started on a row.
    ///   - x: Screen x.
    ///   - y: Screen y.
    ///   - t: The tap's time, on the play clock.
    ///   - m: The margin of the rectangle's edges.
    ///   - mt: The margin of its first and last moment.
    ///   - c: The configuration.
    /// - Returns: Whether the point is inside.
    /// - Complexity: O(1).
    static func tap(_ f: FlyScreenTrace.Flight, x px: Double, y py: Double, at t: Double, inside m: Double, _ mt: Double, _ c: FlyScreenConfiguration) -> Bool {
        let left = c.position(of: f.item, at: t), top = Double(f.row!) * c.rowHeight
        return t >= f.appeared! + mt && t < f.start! + c.duration(of: f.item) - mt
            && px >= left + m && px < left + f.width - m && py >= top + m && py < top + c.rowHeight - m
    }

    static func push(_ heap: inout [Double], _ value: Double) {
        heap.append(value)
        var i = heap.count - 1
        while i > 0, heap[(i - 1) / 2] > heap[i] { heap.swapAt(i, (i - 1) / 2); i = (i - 1) / 2 }
    }

    static func popMin(_ heap: inout [Double]) {
        heap.swapAt(0, heap.count - 1)
        heap.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < heap.count, heap[l] < heap[m] { m = l }
            if r < heap.count, heap[r] < heap[m] { m = r }
            if m == i { return }
            heap.swapAt(i, m)
            i = m
        }
    }

    /// When a flight's wait, from its insert to `waitEnd`, first shows as a whole flight
    /// duration (and its tolerance) spent while the screen was empty: the first empty stretch
    /// it waited through that long, the moment that much of it had passed. The rule of
    /// ``nothingLeftWaiting``, which `FlyScreenChecker` applies to the stretches it keeps.
    ///
    /// - Parameters:
    ///   - f: The flight.
    ///   - waitEnd: When its wait ended (its start, or the end of observation).
    ///   - empty: The empty stretches, in order, from before its insert on.
    ///   - c: The configuration.
    /// - Returns: The moment the wait shows, or `nil` when it never waited that long.
    /// - Complexity: O(stretches).
    static func emptyWait(of f: FlyScreenTrace.Flight, until waitEnd: Double, in empty: some Sequence<(Double, Double)>, _ c: FlyScreenConfiguration) -> Double? {
        let tol = c.timeTolerance(for: f.item)
        for gap in empty where gap.1 > f.inserted && gap.0 < waitEnd {
            let emptyFrom = max(gap.0, f.inserted), emptyTo = min(gap.1, waitEnd)
            if waitedTooLong(emptyTo - emptyFrom, c, tolerance: tol) { return emptyFrom + c.duration + tol }
        }
        return nil
    }

    /// `nothingLeftWaiting`'s threshold, stated once : a wait, or an empty stretch within it, longer than `d + tol` (at `d + tol`
    /// exactly the item may still be waiting).
    ///
    /// - Parameters:
    ///   - span: The wait or the empty stretch, in seconds.
    ///   - c: The configuration (its `d`).
    ///   - tolerance: The item's time tolerance.
    /// - Returns: Whether it is too long.
    @inline(__always)
    static func waitedTooLong(_ span: Double, _ c: FlyScreenConfiguration, tolerance: Double) -> Bool {
        span > c.duration + tolerance
    }

    /// ``FlyScreenConfiguration/timeTolerance(for:fraction:)`` of a flight, by its one formula
    /// from the length tolerance computed once.
    static func tolerance(_ f: FlyScreenTrace.Flight, _ c: FlyScreenConfiguration, _ lt: Double) -> Double {
        FlyScreenConfiguration.timeTolerance(lengthTolerance: lt, speed: c.speed(width: f.width, duration: f.duration))
    }

    /// ``FlyScreenConfiguration/timeTolerance(for:_:fraction:)`` of two flights, likewise.
    static func tolerance(_ a: FlyScreenTrace.Flight, _ b: FlyScreenTrace.Flight, _ c: FlyScreenConfiguration, _ lt: Double) -> Double {
        FlyScreenConfiguration.timeTolerance(lengthTolerance: lt, speed: Swift.max(c.speed(width: a.width, duration: a.duration), c.speed(width: b.width, duration: b.duration)))
    }

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

extension FlyScreenEvent {
    /// The item the event is about.
    var id: Int {
        switch self {
        case let .inserted(id, _, _), let .refused(id, _, _), let .started(id, _, _), let .synced(id, _, _, _), let .finished(id, _, _, _), let .liked(id, _): id
        }
    }

    /// When the event happened, in virtual time.
    var time: Double {
        switch self {
        case let .inserted(_, _, time), let .refused(_, _, time), let .started(_, _, time), let .synced(_, _, time, _), let .finished(_, _, time, _), let .liked(_, time): time
        }
    }
}
