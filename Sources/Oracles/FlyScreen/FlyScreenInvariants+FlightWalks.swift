import ScrollProofUtilities
import Effects

// MARK: The walks over flights in insertion order, shared
//
// Each walk is fed the trace's flights in insertion order (the first accepted insert or sync
// of each id, with the first start and first finish the log tells of it) and returns the first
// violation of its rule. The oracle feeds it every flight of a whole trace; `FlyScreenChecker`'s
// pass feeds it the items it holds as they become known (in insertion order too: it follows a
// trace only while items start in that order), with `Broken` for a finding, so that a walk is
// the one algorithm of its rule, deciding for the pass and reporting for the oracle.

extension FlyScreenInvariants {
    /// exactSchedule's walk: each started flight against SPEC's schedule of those started
    /// before it (``scheduleJudgement(of:row:start:_:tolerance:slack:as:frame:)``), which it
    /// then joins. A flight that never started, or started on a row out of range
    /// (rowsConsistent's to report), is passed over.
    struct ScheduleWalk {
        private(set) var schedule: Schedule

        init(c: FlyScreenConfiguration) { schedule = Schedule(c: c) }

        private init(recycling schedule: Schedule) { self.schedule = schedule }

        /// A walk for a new trace in this one's storage (``Swift/Array/recycled()``).
        mutating func recycled(c: FlyScreenConfiguration) -> ScheduleWalk { ScheduleWalk(recycling: schedule.recycled(c: c)) }

        /// Judges the next flight.
        ///
        /// - Parameters:
        ///   - f: The flight.
        ///   - finding: What a broken rule yields (`Violation` or `Broken`).
        ///   - frame: The step that inserted it (asked only for a report).
        /// - Returns: The violation, or `nil`.
        /// - Complexity: That of ``Schedule/departure(of:row:start:tolerance:slack:)``.
        @inline(__always)
        mutating func flight<Finding: FlyScreenFinding>(_ f: FlyScreenTrace.Flight, as finding: Finding.Type, frame: () -> Int) -> Finding? {
            let c = schedule.c, lt = c.lengthTolerance
            guard let start = f.start, let row = f.row, rowExists(row, c) else { return nil }
            if let violation = scheduleJudgement(
                of: f, row: row, start: start, schedule, tolerance: FlyScreenInvariants.tolerance(f, c, lt),
                slack: { FlyScreenInvariants.tolerance(f, self.schedule[$0] ?? f, c, lt) }, as: finding, frame: frame) {
                return violation
            }
            schedule.started(f)
            return nil
        }
    }

    /// nothingLost's walk over the accepted items: each starts and finishes at most once and
    /// never finishes without starting (``countJudgement(of:starts:finishes:as:frame:)``); one
    /// that started and never finished was not due to finish by `t_end`
    /// (``inFlightJudgement(of:end:_:tolerance:as:frame:)``); the first that never started was
    /// not due to start by then, by SPEC's schedule of those started before it
    /// (``unstartedJudgement(of:due:end:tolerance:as:frame:)``; not judged in a trace that
    /// seeks, whose schedule SPEC does not define). Items after the first unstarted one cannot
    /// be due: FIFO.
    struct LostWalk {
        private var schedule: Schedule
        private var blocked: Bool
        private var end: Double

        /// A walk of a trace observed until `end`.
        ///
        /// - Parameters:
        ///   - c: The configuration.
        ///   - end: `t_end`.
        ///   - seeks: Whether the trace seeks.
        init(c: FlyScreenConfiguration, end: Double, seeks: Bool) {
            self.init(schedule: Schedule(c: c), end: end, seeks: seeks)
        }

        private init(schedule: Schedule, end: Double, seeks: Bool) {
            self.schedule = schedule
            blocked = seeks
            self.end = end
        }

        /// Moves `t_end` on, for a trace still being recorded (`FlyScreenMonitor`).
        ///
        /// - Parameter end: The end of the steps so far.
        mutating func observe(end: Double) { self.end = end }

        /// A walk for a new trace in this one's storage (``Swift/Array/recycled()``): it
        /// allocates nothing (a new schedule would).
        mutating func recycled(c: FlyScreenConfiguration, end: Double, seeks: Bool) -> LostWalk {
            LostWalk(schedule: schedule.recycled(c: c), end: end, seeks: seeks)
        }

        /// Judges the next flight.
        ///
        /// - Parameters:
        ///   - f: The flight.
        ///   - starts: Its starts and syncs in the log.
        ///   - finishes: Its finishes in the log.
        ///   - finding: What a broken rule yields.
        ///   - frame: The step that inserted it (asked only for a report).
        /// - Returns: The violation, or `nil`.
        /// - Complexity: O(rows used) for the first unstarted item, else O(log rows).
        @inline(__always)
        mutating func flight<Finding: FlyScreenFinding>(_ f: FlyScreenTrace.Flight, starts: Int, finishes: Int, as finding: Finding.Type, frame: () -> Int) -> Finding? {
            let c = schedule.c
            if let violation = countJudgement(of: f.id, starts: starts, finishes: finishes, as: finding, frame: frame) { return violation }
            guard f.start != nil else {
                if blocked { return nil }
                blocked = true
                return unstartedJudgement(of: f.id, due: schedule.earliest(f), end: end, tolerance: FlyScreenInvariants.tolerance(f, c, c.lengthTolerance), as: finding, frame: frame)
            }
            if f.finish == nil, let violation = inFlightJudgement(of: f, end: end, c, tolerance: FlyScreenInvariants.tolerance(f, c, c.lengthTolerance), as: finding, frame: frame) {
                return violation
            }
            // The schedule serves only the first unstarted item: once it is found (or in a trace
            // that seeks) no later start needs recording.
            if !blocked, let row = f.row, rowExists(row, c) { schedule.started(f) }
            return nil
        }
    }
}

extension FlyScreenInvariants {
    /// minimumGap's walk: each flight started on a row against the flights of its row that may
    /// be in the air with it (``gapJudgement(lead:follower:_:_:as:frame:)``, the leader the one
    /// that started first, or was inserted first at the same start). Each row's flights are
    /// kept in that order. Fed in it (the oracle: flights sorted by start), a flight is the
    /// follower of every earlier one, scanned back from the latest while one may still fly when
    /// it appears; fed as flights appear (`FlyScreenChecker`, where an item synced in mid-flight
    /// started before items that appeared earlier), a flight is also the leader of those after
    /// it, and what can no longer meet a later flight is let go.
    struct GapWalk {
        struct Entry {
            var flight: FlyScreenTrace.Flight
            /// Its place in insertion order.
            var order: Int
        }

        let c: FlyScreenConfiguration
        private var listOfRow = IDMap<Int>()
        private var lists: [[Entry]] = []
        private var used = 0

        init(c: FlyScreenConfiguration) { self.c = c }

        /// A walk for a new trace in this one's storage (``Swift/Array/recycled()``).
        mutating func recycled(c: FlyScreenConfiguration) -> GapWalk {
            var walk = GapWalk(c: c)
            walk.listOfRow = listOfRow.recycled()
            for i in 0..<used { lists[i].removeAll(keepingCapacity: true) }
            swap(&walk.lists, &lists)
            return walk
        }

        /// The number of flights held.
        private(set) var held = 0

        /// Judges the next flight, started at a finite time on a row.
        ///
        /// - Parameters:
        ///   - b: The flight.
        ///   - order: Its place in insertion order.
        ///   - longest: The longest flight duration a flight of the trace may have.
        ///   - gone: A moment no later flight appears before (flights that end by then are
        ///     let go); `−∞` to keep every flight.
        ///   - finding: What a broken rule yields.
        ///   - frame: The step that inserted a flight (asked only for a report, of the follower).
        /// - Returns: The violation, or `nil`.
        /// - Complexity: O(flights of the row that may meet it).
        @inline(__always)
        mutating func flight<Finding: FlyScreenFinding>(
            _ b: FlyScreenTrace.Flight, order: Int, longest: Double, gone: Double = -.infinity, as finding: Finding.Type, frame: (FlyScreenTrace.Flight) -> Int
        ) -> Finding? {
            let row = b.row!, start = b.start!, appeared = b.appeared!, lt = c.lengthTolerance
            let l: Int
            if let known = listOfRow[row] {
                l = known
            } else {
                l = used
                listOfRow[row] = l
                if used == lists.count { lists.append([]) }
                used += 1
            }
            var drop = 0
            while drop < lists[l].count, lists[l][drop].flight.start! + longest <= gone { drop += 1 }
            if drop > 0 {
                lists[l].removeFirst(drop)
                held -= drop
            }
            var p = lists[l].count
            while p > 0, lists[l][p - 1].flight.start! > start || (lists[l][p - 1].flight.start! == start && lists[l][p - 1].order > order) { p -= 1 }
            var k = p - 1
            while k >= 0 {
                let a = lists[l][k].flight
                guard a.start! + longest > appeared else { break }
                if let violation = gapJudgement(lead: a, follower: b, c, lt, as: finding, frame: { frame(b) }) { return violation }
                k -= 1
            }
            for k in p..<lists[l].count {
                let a = lists[l][k].flight
                if start + longest > a.appeared!, let violation = gapJudgement(lead: b, follower: a, c, lt, as: finding, frame: { frame(a) }) { return violation }
            }
            // Usually the latest start: appended (an insert goes through replaceSubrange).
            if p == lists[l].count { lists[l].append(Entry(flight: b, order: order)) } else { lists[l].insert(Entry(flight: b, order: order), at: p) }
            held += 1
            return nil
        }
    }
}

extension FlyScreenInvariants {
    /// fifoStartOrder's order: the accepted items' first starts, in log order, come in
    /// insertion order. Fed each first start's place in insertion order, it breaks at the first
    /// start of an item inserted before one that already started (a sequence of distinct
    /// places keeps insertion order exactly when it only rises). The oracle's walk also keeps
    /// the places, to name the first item out of place and the one expected there.
    struct FifoWalk {
        private var latest = -1
        /// Whether an item started after one inserted later.
        private(set) var broken = false
        private var places: [Int]?

        /// A walk; `keepingPlaces` for one that reports (the oracle's).
        init(keepingPlaces: Bool) { places = keepingPlaces ? [] : nil }

        /// A walk for a new trace in this one's storage (``Swift/Array/recycled()``).
        mutating func recycled() -> FifoWalk {
            var walk = FifoWalk(keepingPlaces: places != nil)
            if places != nil { walk.places = places!.recycled() }
            return walk
        }

        /// Reads the first start of the item at `place` in insertion order.
        ///
        /// - Returns: Whether the order holds so far.
        /// - Complexity: O(1) amortized.
        @inline(__always)
        mutating func started(place: Int) -> Bool {
            if place < latest { broken = true } else { latest = place }
            places?.append(place)
            return !broken
        }

        /// The report of a broken order: the first position at which the log's order and the
        /// insertion order name different items, with those items.
        ///
        /// - Parameters:
        ///   - id: The id of the item at a place in insertion order.
        ///   - frame: The step that inserted an item.
        /// - Returns: The violation, or `nil` when the order holds (or the places were not kept).
        /// - Complexity: O(n log n) in the starts, once.
        func report(id: (Int) -> Int, frame: (Int) -> Int) -> Violation? {
            guard broken, let places else { return nil }
            for (started, expected) in zip(places, places.sorted()) where started != expected {
                let startedID = id(started), expectedID = id(expected)
                return Violation("fifoStartOrder", "§4", frame: frame(startedID), [.init("started", Double(startedID)), .init("expected", Double(expectedID))], "items started out of insertion order")
            }
            return nil
        }
    }
}

extension FlyScreenInvariants {
    /// nothingLeftWaiting's walk: the stretches of time in which nothing is on screen, kept
    /// as items appear and leave (a stretch opens when the last item on screen leaves and
    /// closes at the next appearance; before the first appearance the screen was empty since
    /// −∞), and each item's wait against them (``emptyWait(of:until:in:_:)``). Fed in time
    /// order, an appearance before a leaving at the same moment. The oracle feeds it every
    /// flight's appearance and leaving, sorted, then asks of every item; `FlyScreenChecker`
    /// feeds the log's starts and finishes as they come and asks of an item when it appears,
    /// letting go of the stretches no item still waiting can reach.
    struct EmptyWalk {
        private var onScreen = 0
        private var busyUntil = -Double.infinity
        /// The empty stretches so far, in order.
        private(set) var stretches: [(from: Double, to: Double)] = []

        init() {}

        /// A walk for a new trace in this one's storage (``Swift/Array/recycled()``).
        mutating func recycled() -> EmptyWalk {
            var walk = EmptyWalk()
            walk.stretches = stretches.recycled()
            return walk
        }

        /// Whether an appearance at `time` closes an empty stretch.
        func closes(at time: Double) -> Bool { onScreen == 0 && time > busyUntil }

        /// An item appears at `time`: a stretch that was open closes.
        ///
        /// - Parameters:
        ///   - time: The appearance.
        ///   - oldest: Before a stretch is added, the stretches that end by this moment are let
        ///     go (no item still waiting was inserted before it); `−∞` keeps them all.
        /// - Complexity: O(stretches) when one closes, else O(1).
        mutating func appear(at time: Double, lettingGoBefore oldest: Double = -.infinity) {
            if closes(at: time) {
                if oldest > -.infinity { stretches.removeAll { $0.to <= oldest } }
                stretches.append((busyUntil, time))
            }
            onScreen += 1
        }

        /// An item that appeared at `appeared` leaves at `time`.
        mutating func leave(appeared: Double, at time: Double) {
            onScreen -= 1
            busyUntil = max(busyUntil, appeared, time)
        }

        /// Observation ends at `time`: a stretch still open closes then.
        mutating func end(at time: Double) {
            if onScreen == 0, time > busyUntil { stretches.append((busyUntil, time)) }
        }

        /// When `f`'s wait, from its insert to `waitEnd`, first shows as a whole flight duration
        /// spent while the screen was empty (``emptyWait(of:until:in:_:)``), or `nil`.
        func shown(_ f: FlyScreenTrace.Flight, until waitEnd: Double, _ c: FlyScreenConfiguration) -> Double? {
            emptyWait(of: f, until: waitEnd, in: stretches.lazy.map { ($0.from, $0.to) }, c)
        }

        /// ``shown(_:until:_:)`` with the stretch still open (the screen empty since the last
        /// item left) counted up to `now`, as ``end(at:)`` would close it then.
        func shown(_ f: FlyScreenTrace.Flight, until waitEnd: Double, openUntil now: Double, _ c: FlyScreenConfiguration) -> Double? {
            if let closed = shown(f, until: waitEnd, c) { return closed }
            guard onScreen == 0, now > busyUntil else { return nil }
            return emptyWait(of: f, until: waitEnd, in: CollectionOfOne((busyUntil, now)), c)
        }
    }
}
