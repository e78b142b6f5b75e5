import ScrollProofUtilities
import Effects

/// The invariants of SPEC §4. Each judges the trace on its play clock
/// (``FlyScreenTrace/inPlayTime``), on which a pause takes no time; only
/// ``frozenWhilePaused`` looks at the pauses themselves.
package enum FlyScreenInvariants {
    /// An oracle that judges the trace on its play clock, one of `FlyScreenChecker`'s.
    static func onPlayClock(
        _ rule: FlyScreenRule, _ section: String, _ summary: String, level: InvariantLevel = .safety, check: @escaping @Sendable (FlyScreenTrace) -> Violation?
    ) -> TraceOracle<FlyScreenTrace> {
        oracle(rule, section, summary, level: level) { check($0.inPlayTime) }
    }

    /// An oracle of a rule, marked as one `FlyScreenChecker` judges.
    static func oracle(
        _ rule: FlyScreenRule, _ section: String, _ summary: String, level: InvariantLevel = .safety, check: @escaping @Sendable (FlyScreenTrace) -> Violation?
    ) -> TraceOracle<FlyScreenTrace> {
        TraceOracle(rule.name, section, summary, level: level, checker: (ObjectIdentifier(FlyScreenChecker.self), rule.rawValue), check: check)
    }

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
    package static let nothingLost = onPlayClock(.nothingLost, "§4", "every accepted item due by the end of the trace starts once and finishes once; nothing else starts", level: .conformance) { trace in
        let c = trace.configuration
        var starts = IDMap<Int>(), finishes = IDMap<Int>()
        for event in trace.events {
            switch event {
            case let .started(id, _, _), let .synced(id, _, _, _): starts[id, default: 0] += 1
            case let .finished(id, _, _, _): finishes[id, default: 0] += 1
            default: break
            }
        }
        var walk = LostWalk(c: c, end: trace.endTime, seeks: trace.seeks)
        let flights = trace.flights
        for f in flights {
            if let violation = walk.flight(f, starts: starts[f.id] ?? 0, finishes: finishes[f.id] ?? 0, as: Violation.self, frame: { trace.step(inserting: f.id) }) { return violation }
        }
        var accepted = IDSet()
        for f in flights { accepted.insert(f.id) }
        if let stray = starts.sortedKeys.first(where: { !accepted.contains($0) }) {
            return Violation("nothingLost", "§4", frame: trace.step(inserting: stray), [.init("id", Double(stray))], "item #\(stray) started without an accepted insert")
        }
        if let stray = finishes.sortedKeys.first(where: { !accepted.contains($0) }) {
            return Violation("nothingLost", "§4", frame: trace.step(inserting: stray), [.init("id", Double(stray))], "item #\(stray) finished without an accepted insert")
        }
        return nil
    }

    /// Rows are numbered `0 ..< k`; every item starts and finishes on a row in range, and
    /// finishes on the row it started on.
    package static let rowsConsistent = onPlayClock(.rowsConsistent, "§4", "rows in 0 ..< k; an item finishes on the row it started on") { trace in
        let c = trace.configuration
        var startRow = IDMap<Int>()
        for event in trace.events {
            switch event {
            case let .started(id, row, _), let .synced(id, row, _, _), let .finished(id, row, _, _):
                let finishing = if case .finished = event { true } else { false }
                if let violation = rowJudgement(of: id, row: row, startRow: finishing ? startRow[id] : nil, c, as: Violation.self, frame: { trace.step(inserting: id) }) { return violation }
                if !finishing, startRow[id] == nil { startRow[id] = row }
            default: break
            }
        }
        return nil
    }

    /// Items start in insertion order, never before they were inserted. SPEC's schedule
    /// defines no seek: a trace with one is not judged.
    package static let fifoStartOrder = onPlayClock(.fifoStartOrder, "§4", "FIFO start order, never before insertion", level: .conformance) { trace in
        if trace.seeks { return nil }
        let flights = trace.flights
        var place = IDMap<Int>()
        for (i, f) in flights.enumerated() { place[f.id] = i }
        // Stray starts are nothingLost's to report; here the accepted items' first starts.
        var walk = FifoWalk(keepingPlaces: true), seen = IDSet()
        for event in trace.events {
            if case let .started(id, _, _) = event, seen.insert(id), let i = place[id] { _ = walk.started(place: i) }
        }
        if let violation = walk.report(id: { flights[$0].id }, frame: { trace.step(inserting: $0) }) { return violation }
        for f in flights {
            if let s = f.start, let violation = earlyStartJudgement(of: f, start: s, tolerance: trace.configuration.timeTolerance(for: f.item), as: Violation.self, frame: { trace.step(inserting: f.id) }) { return violation }
        }
        return nil
    }

    /// The head of the queue starts at the exact moment the lowest row becomes free for it
    /// (closed form), on that row: it never waits while a row is free. Within the tolerance a
    /// moment is a moment: rows that become free within it of each other are a tie, and either
    /// may be taken; a lower row that was clearly free before the start may not be passed over.
    /// SPEC's schedule defines no seek: a trace with one is not judged.
    package static let exactSchedule = onPlayClock(.exactSchedule, "§4", "each item starts at the earliest free moment, on the lowest free row", level: .conformance) { trace in
        if trace.seeks { return nil }
        var walk = ScheduleWalk(c: trace.configuration)
        for f in trace.flights {
            if let violation = walk.flight(f, as: Violation.self, frame: { trace.step(inserting: f.id) }) { return violation }
        }
        return nil
    }

    /// No two items on a row are ever closer than `g` while both are on screen: every pair of
    /// items on a row whose flights overlap, checked at the first moment both are on screen (the
    /// later one's start, or its sync for an item synced in mid-flight) and at the leader's
    /// finish (the gap is linear in between). The leader is the item that started first.
    ///
    /// - Complexity: O(n log n + p) for `n` flights and `p` pairs in the air together.
    package static let minimumGap = onPlayClock(.minimumGap, "§4", "items on a row are never closer than g") { trace in
        let c = trace.configuration
        // Flights in start order, ties in insertion order.
        let flights = trace.flights.enumerated().filter { $0.element.start?.isFinite == true && $0.element.row != nil }
        let longest = flights.reduce(c.duration) { max($0, c.duration(of: $1.element.item)) }
        var walk = GapWalk(c: c)
        for (order, b) in flights.sorted(by: { $0.element.start! < $1.element.start! || ($0.element.start! == $1.element.start! && $0.offset < $1.offset) }) {
            if let violation = walk.flight(b, order: order, longest: longest, as: Violation.self, frame: { trace.step(inserting: $0.id) }) { return violation }
        }
        return nil
    }

    /// ``minimumGap``'s rule for two items on a row, `lead` the one that started first: their
    /// smallest gap while both fly (from the later appearance on, up to the earlier finish,
    /// that moment excluded), when it is short of `g` by more than the length tolerance `lt`.
    /// Two moments within the tolerance of a moment are one: when the later appearance is
    /// within it of the earlier finish, the two never fly together (an item at its finishing
    /// moment is off the screen and constrains nothing). The oracle and `FlyScreenChecker`
    /// both judge by it.
    ///
    /// - Returns: The gap, or `nil` when they keep `g`.
    static func tooClose(lead: FlyScreenTrace.Flight, follower: FlyScreenTrace.Flight, _ c: FlyScreenConfiguration, _ lt: Double) -> Double? {
        let from = max(lead.appeared!, follower.appeared!)
        let finish = min(lead.start! + c.duration(of: lead.item), follower.start! + c.duration(of: follower.item))
        guard from < finish - FlyScreenChecker.tolerance(lead, follower, c, lt),
              let gap = c.smallestGap(lead: lead.item, follower: follower.item, from: from), gap < c.minimumGap - lt
        else { return nil }
        return gap
    }

    /// ``finishesOffScreen``'s rules for a finish of `f` at `finish`, its left edge at `x`:
    /// `d` (its own) after its start within `tolerance`, the tolerance of a moment for it; at
    /// `−w` within the length tolerance `lt`. The oracle and `FlyScreenChecker` both judge by
    /// them.
    ///
    /// - Returns: Whether it finished on time, and whether it finished off screen.
    static func finish(of f: FlyScreenTrace.Flight, at finish: Double, x: Double, _ c: FlyScreenConfiguration, tolerance: Double, _ lt: Double) -> (onTime: Bool, offScreen: Bool) {
        ((finish - (f.start! + c.duration(of: f.item))).magnitude <= tolerance, (x + f.width).magnitude <= lt)
    }

    /// Items finish fully off the left edge: at `t₀ + d`, with the left edge at `−w` (so never
    /// early).
    package static let finishesOffScreen = onPlayClock(.finishesOffScreen, "§4", "an item finishes at x = −w, d after its start", level: .conformance) { trace in
        let c = trace.configuration
        for f in trace.flights {
            guard f.start != nil, f.finish != nil, f.finishX != nil else { continue }
            if let violation = finishJudgement(of: f, c, tolerance: c.timeTolerance(for: f.item), c.lengthTolerance, as: Violation.self, frame: { trace.step(inserting: f.id) }) { return violation }
        }
        return nil
    }

    /// A hit test answers the item whose rectangle `[x, x + w) × [row·h, (row + 1)·h)`, at the
    /// tap's time, contains the point (brute force over every flight in the event log that was
    /// inserted before the tap: an item inserted later at the same instant is not on screen
    /// yet; an item synced in mid-flight is on screen from its sync on). Within the tolerance of a rectangle's edge, or of a flight's first or last moment,
    /// either answer is accepted: a hit must be possible, a miss must leave no item that surely
    /// contains the point.
    package static let hitTestAgreesWithGeometry = onPlayClock(.hitTestAgreesWithGeometry, "§4", "hit tests agree with a brute-force geometry check") { trace in
        let c = trace.configuration
        let lt = c.lengthTolerance
        // Every item moves at least S/d (its own d): no flight's moments are blurred by more than this.
        let longest = trace.flights.reduce(c.duration) { max($0, c.duration(of: $1.item)) }
        let ttMax = lt * longest / c.screenWidth
        // Flights sorted by start: those in the air at t are a run ending at the last start ≤ t
        // (every flight lasts d), found by binary search: O(log n + k) per tap.
        let flights = trace.flights.filter { $0.start?.isFinite == true }.sorted { $0.start! < $1.start! }
        var insertStep = IDMap<Int>()
        for (i, step) in trace.steps.enumerated() {
            if let answer = step.answer, answer.result == .accepted, insertStep[answer.id] == nil { insertStep[answer.id] = i }
        }
        for (i, step) in trace.steps.enumerated() {
            guard case let .tap(px, py, t, hit, _) = step else { continue }
            var lo = 0, hi = flights.count
            while lo < hi { let mid = (lo + hi) / 2; if flights[mid].start! <= t + ttMax { lo = mid + 1 } else { hi = mid } }
            var k = lo - 1
            while k >= 0, flights[k].start! + longest + ttMax >= t { k -= 1 }
            let candidates = flights[(k + 1)..<lo].lazy.filter { (insertStep[$0.id] ?? .max) < i && $0.row != nil }
            if let violation = tapJudgement(x: px, y: py, at: t, hit: hit, candidates: candidates, c, lt, ttMax: ttMax, longest: longest, as: Violation.self, frame: { i }) { return violation }
        }
        return nil
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

    /// The first tap on an item likes it with one pop, at the tap's time; later taps do
    /// nothing.
    package static let likeOnce = onPlayClock(.likeOnce, "§4", "one like and one pop per tapped item, at the tap's time") { trace in
        let c = trace.configuration
        var tolerances = IDMap<Double>()
        for f in trace.flights where tolerances[f.id] == nil { tolerances[f.id] = c.timeTolerance(for: f.item) }
        var walk = LikeWalk()
        for (i, step) in trace.steps.enumerated() {
            guard case let .tap(_, _, time, hit, result) = step else { continue }
            let tolerance = hit.flatMap { tolerances[$0] } ?? c.timeTolerance(forWidths: 0)
            if let violation = walk.tap(hit: hit, result: result, at: time, tolerance: tolerance, as: Violation.self, frame: { i }) { return violation }
        }
        for event in trace.events { if case let .liked(id, time) = event { walk.pop(id, at: time) } }
        return walk.end(as: Violation.self, frame: { trace.steps.count - 1 })
    }

    /// An insert is accepted exactly when it is valid and the queue has room; a refusal gives
    /// a reason that applies (an invalid width, an id already accepted, a full queue: any of
    /// them when several apply). A refused insert leaves no trace: its id may be inserted
    /// again. Whether an item that starts within the tolerance of an insert still waits is
    /// a tie: either count is accepted.
    package static let capacityRespected = onPlayClock(.capacityRespected, "§4", "accepted exactly when valid and the queue has room; refusals give a reason that applies", level: .conformance) { trace in
        let c = trace.configuration
        var starts = IDMap<(start: Double, tolerance: Double)>()
        for f in trace.flights where starts[f.id] == nil { starts[f.id] = (f.start ?? .infinity, c.timeTolerance(for: f.item)) }
        var walk = CapacityWalk(c: c)
        for (i, step) in trace.steps.enumerated() {
            if let violation = walk.step(i, step, start: { starts[$0] }) { return violation }
        }
        return nil
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

    /// SPEC §0 for the fly screen: every time and position in the event log is finite.
    package static let noNonFiniteOutput = onPlayClock(.noNonFiniteOutput, "§0", "every time and position in the event log is finite") { trace in
        for event in trace.events {
            if let violation = finiteJudgement(of: event, as: Violation.self, frame: { trace.step(inserting: event.id) }) { return violation }
        }
        return nil
    }

    /// Nothing is dropped silently, whatever the screen's policy: an accepted item never waits
    /// through a whole flight duration `d` while the screen is empty (no item flying, so every
    /// row is free for any width under any track policy). A screen that queues starts it at once
    /// (SPEC), one that polls within `d` starts it soon enough, one that drops when no row is
    /// free refuses the insert instead (``FlyScreenRefusal/noFreeRow``); an item accepted and
    /// then forgotten waits forever. The violation is reported at the first step whose time
    /// shows the wait (the insert's step when the log has no step after it).
    ///
    /// - Complexity: O(n log n) in the flights.
    package static let nothingLeftWaiting = onPlayClock(.nothingLeftWaiting, "§4", "an accepted item never waits through a whole flight duration while the screen is empty") { trace in
        let c = trace.configuration, end = trace.endTime
        guard end.isFinite else { return nil }
        let flights = trace.flights
        // Each started item is on screen from its appearance to its finish (or to start + d, or
        // to the end of observation, when the log has none); fed in time order.
        var moments: [(time: Double, appears: Bool, appeared: Double)] = []
        for f in flights {
            guard let start = f.start, start.isFinite, let appeared = f.appeared, appeared.isFinite else { continue }
            let finish = f.finish.flatMap { $0.isFinite ? $0 : nil } ?? min(start + c.duration(of: f.item), end)
            moments.append((appeared, true, appeared))
            moments.append((max(appeared, finish), false, appeared))
        }
        moments.sort { $0.time < $1.time || ($0.time == $1.time && $0.appears && !$1.appears) }
        var walk = EmptyWalk()
        for m in moments {
            if m.appears { walk.appear(at: m.time) } else { walk.leave(appeared: m.appeared, at: m.time) }
        }
        walk.end(at: end)
        // The item whose wait shows first (the first inserted of those that show at once).
        var worst: (flight: FlyScreenTrace.Flight, shown: Double)?
        for f in flights where f.inserted.isFinite && f.width.isFinite && f.width > 0 {
            guard let shown = walk.shown(f, until: min(f.start ?? end, end), c) else { continue }
            if worst.map({ shown < $0.shown }) ?? true { worst = (f, shown) }
        }
        guard let (f, shown) = worst else { return nil }
        let step = trace.steps.firstIndex { $0.time >= shown } ?? trace.step(inserting: f.id)
        return Violation("nothingLeftWaiting", "§4", frame: step, [.init("id", Double(f.id)), .init("inserted", f.inserted), .init("d", c.duration), .init("emptyFrom", max(f.inserted, shown - c.duration))],
                         "item \(f.id) was accepted and then waited through a whole flight duration while no item was flying: dropped silently")
    }

    /// A seek is answered as asked: an accepted sync appears once, on a row, at the sync's
    /// time and at the requested progress (within the tolerance: the item's position, not the
    /// fraction, is what shows), and only for a valid request (finite positive width, progress
    /// in `0 ..< 1`, an id not accepted before); a refusal gives a reason that applies, and a
    /// valid sync is never refused for want of a row while nothing is on screen. Any policy of
    /// which row takes it holds this.
    ///
    /// - Complexity: O(steps + events).
    package static let syncedAsAsked = onPlayClock(.syncedAsAsked, "§4", "a seek's item appears once, at the sync's time and progress, or is refused for a reason that applies") { trace in
        guard trace.seeks else { return nil }
        var synced: [Int: [(time: Double, progress: Double)]] = [:]
        for event in trace.events { if case let .synced(id, _, time, progress) = event { synced[id, default: []].append((time, progress)) } }
        let c = trace.configuration, flights = trace.flights
        var walk = SyncWalk(c: c)
        for (i, step) in trace.steps.enumerated() {
            let violation = walk.step(i, step) { id in
                let appearances = synced[id] ?? []
                return (appearances.count, appearances.first)
            } onScreen: { time in
                flights.contains { SyncWalk.isOnScreen($0, at: time, c) }
            }
            if let violation { return violation }
        }
        return nil
    }

    /// A paused screen is still: no item finishes while it is paused (beyond the tolerance of
    /// the pause's ends). An item that finishes in a pause kept moving (its layer's animation
    /// was not paused) or was dropped. Judged on virtual time, the pauses being what it checks;
    /// where the frozen items are is ``hitTestAgreesWithGeometry``'s to judge, on the play clock.
    ///
    /// - Complexity: O(steps + events · pauses).
    package static let frozenWhilePaused = oracle(.frozenWhilePaused, "§4", "nothing finishes while the screen is paused") { trace in
        let clock = FlyScreenTrace.PlayClock(steps: trace.steps)
        guard !clock.isEmpty else { return nil }
        let c = trace.configuration, items = Dictionary(trace.flights.map { ($0.id, $0.item) }, uniquingKeysWith: { a, _ in a })
        for event in trace.events {
            guard case let .finished(id, _, time, _) = event else { continue }
            let pause = clock.pause(containing: time, slack: items[id].map { c.timeTolerance(for: $0) } ?? c.timeTolerance(forWidths: 0))
            if let violation = pauseJudgement(of: id, finish: time, in: pause, as: Violation.self, frame: { start in
                trace.steps.firstIndex { if case let .pause(t) = $0 { t == start } else { false } } ?? trace.step(inserting: id)
            }) { return violation }
        }
        return nil
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

    /// `nothingLeftWaiting`'s threshold, stated once (the oracle and the checker's pass both
    /// ask it): a wait, or an empty stretch within it, longer than `d + tol` (at `d + tol`
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


    /// Every invariant of §4.
    package static let all: [TraceOracle<FlyScreenTrace>] =
        [nothingLost, capacityRespected, rowsConsistent, fifoStartOrder, exactSchedule, minimumGap, finishesOffScreen, hitTestAgreesWithGeometry, likeOnce, noNonFiniteOutput, nothingLeftWaiting, syncedAsAsked, frozenWhilePaused]
}
