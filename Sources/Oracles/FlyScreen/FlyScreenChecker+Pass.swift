import ScrollProofUtilities
import Effects

extension FlyScreenChecker {
    /// ``FlyScreenConfiguration/timeTolerance(for:fraction:)`` of a flight, by its one formula
    /// from the length tolerance computed once.
    static func tolerance(_ f: FlyScreenTrace.Flight, _ c: FlyScreenConfiguration, _ lt: Double) -> Double {
        FlyScreenConfiguration.timeTolerance(lengthTolerance: lt, speed: c.speed(width: f.width, duration: f.duration))
    }

    /// ``FlyScreenConfiguration/timeTolerance(for:_:fraction:)`` of two flights, likewise.
    static func tolerance(_ a: FlyScreenTrace.Flight, _ b: FlyScreenTrace.Flight, _ c: FlyScreenConfiguration, _ lt: Double) -> Double {
        FlyScreenConfiguration.timeTolerance(lengthTolerance: lt, speed: Swift.max(c.speed(width: a.width, duration: a.duration), c.speed(width: b.width, duration: b.duration)))
    }

    /// One accepted item (the accepted insert or sync of its id), in acceptance order, with what
    /// the event log has said of it so far.
    struct Slot {
        var flight: FlyScreenTrace.Flight
        var started = false
        var finished = false
        /// The progress of its sync event, if its start was one (``FlyScreenTrace/Flight/syncedAt``
        /// is then its time).
        var syncedProgress = Double.nan
        /// Whether a tap liked it or the log popped it: likeOnce's walk knows it, and settles it
        /// when it is let go.
        var touched = false
    }

    /// A step whose judgement waits for the log: an insert or sync for
    /// `FlyScreenInvariants.CapacityWalk` and `FlyScreenInvariants.SyncWalk` (until the
    /// item it accepted has appeared, or the log has passed its time), or a tap for the hit
    /// test (until the log has passed its time).
    struct Waiting {
        var index: Int
        /// The step, on the play clock.
        var step: FlyScreenTrace.Step
        /// The number of slots before the step: the slot it accepted, if it did.
        var slot: Int
        /// Whether the step accepted an item (into ``slot``).
        var accepted = false
    }

    /// One pass: the state of every invariant between two reads. Items are held from their
    /// accepting step until no rule can ask for them again.
    struct Pass {
        let checker: FlyScreenChecker
        let c: FlyScreenConfiguration
        /// The outline of the trace's steps; a live pass's end moves on (``observe(end:)``).
        private(set) var outline: Outline
        let lt: Double
        /// The largest tolerance of a moment, `lt · longest / S`.
        let ttMax: Double
        /// How far back the log's times may run (a moment's tolerance at the slowest speed,
        /// `S / d`): a moment on the play clock may round an ulp apart from one mapped otherwise.
        let margin: Double
        /// How far ahead of an event, in virtual time, the steps are read.
        var horizon: Double { ttMax }

        /// Whether a step is read before an event at `time`: the order of a recorded file's
        /// pass (`FlyScreenChecker`'s) and of a live one (`FlyScreenMonitor`'s), every step up to
        /// the event's time and the largest tolerance of a moment.
        @inline(__always) func reads(_ step: FlyScreenTrace.Step, beforeEventAt time: Double) -> Bool {
            step.time <= time + horizon
        }

        var clock = Clock()
        var stepCount = 0
        /// The latest step's time, on the play clock.
        var stepTime = -Double.infinity

        /// The slots, `slots[k]` being slot `base + k`; those before `head` are let go.
        var slots: [Slot] = []
        var base = 0, head = 0
        var slotOf: IDTable
        var acceptedIDs = IDSet()

        var items: [Waiting] = [], itemsHead = 0
        var taps: [Waiting] = [], tapsHead = 0
        var capacity: FlyScreenInvariants.CapacityWalk
        var sync: FlyScreenInvariants.SyncWalk
        var ended = false

        /// The latest event's time on the play clock.
        var eventTime = -Double.infinity
        /// exactSchedule's walk, fed each item as it starts; nothingLost's, fed each item as it
        /// is let go and at the end (both in insertion order).
        var scheduleWalk: FlyScreenInvariants.ScheduleWalk
        var lost: FlyScreenInvariants.LostWalk
        /// likeOnce's walk, of the items held.
        var likes = FlyScreenInvariants.LikeWalk()
        var nextToStart = 0
        var fifo = FlyScreenInvariants.FifoWalk(keepingPlaces: false)
        var latestAppearance = -Double.infinity
        /// minimumGap's walk, of the items that may still meet a later one.
        var gaps: FlyScreenInvariants.GapWalk
        /// nothingLeftWaiting's walk, of the empty stretches since the oldest waiting item, and
        /// the first slot that may not have appeared.
        var empty = FlyScreenInvariants.EmptyWalk()
        var firstUnstarted = 0
        /// The most held at once (`FlyScreenChecker.read(_:_:items:nextStep:nextEvent:)`).
        var mostHeld = 0

        /// - Parameter items: How many items the trace may hold at once, when known (a recorded
        ///   trace's accepted steps): the storage is made that large at once.
        init(_ checker: FlyScreenChecker, _ c: FlyScreenConfiguration, _ outline: Outline, items: Int = 8) {
            self.init(checker, c, outline, slotOf: IDTable(capacity: items), clock: Clock(), capacity: .init(c: c), sync: .init(c: c), scheduleWalk: .init(c: c), lost: .init(c: c, end: outline.end, seeks: outline.seeks))
            slots.reserveCapacity(items)
        }

        private init(
            _ checker: FlyScreenChecker, _ c: FlyScreenConfiguration, _ outline: Outline, slotOf: IDTable, clock: Clock,
            capacity: FlyScreenInvariants.CapacityWalk, sync: FlyScreenInvariants.SyncWalk,
            scheduleWalk: FlyScreenInvariants.ScheduleWalk, lost: FlyScreenInvariants.LostWalk
        ) {
            self.slotOf = slotOf
            self.clock = clock
            self.checker = checker
            self.c = c
            self.outline = outline
            lt = c.lengthTolerance
            ttMax = lt * outline.longest / c.screenWidth
            margin = lt * c.duration / c.screenWidth
            self.capacity = capacity
            self.sync = sync
            self.scheduleWalk = scheduleWalk
            gaps = FlyScreenInvariants.GapWalk(c: c)
            self.lost = lost
        }

        /// A pass over a new trace in this one's storage (``Swift/Array/recycled()``): the
        /// state is that of a new pass, only the buffers are this one's, so a property's cases
        /// allocate nothing once they have grown. This pass must not be used again.
        mutating func recycled(_ checker: FlyScreenChecker, _ c: FlyScreenConfiguration, _ outline: Outline) -> Pass {
            // The ids still held are those of the slots from `head` on: taken out one by one,
            // the table is left empty and need not clear all its buckets, which a case with
            // many items at once may have grown far beyond what the next one holds.
            for s in head..<slots.count { slotOf[slots[s].flight.id] = nil }
            assert(slotOf.count == 0, "the table held an id of no slot still held")
            var pass = Pass(
                checker, c, outline, slotOf: slotOf.recycled(), clock: clock.recycled(),
                capacity: capacity.recycled(c: c), sync: sync.recycled(c: c),
                scheduleWalk: scheduleWalk.recycled(c: c), lost: lost.recycled(c: c, end: outline.end, seeks: outline.seeks))
            pass.slots = slots.recycled()
            pass.acceptedIDs = acceptedIDs.recycled()
            pass.items = items.recycled()
            pass.taps = taps.recycled()
            pass.gaps = gaps.recycled(c: c)
            pass.likes = likes.recycled()
            pass.empty = empty.recycled()
            return pass
        }

        @inline(__always) func judges(_ rule: FlyScreenRule) -> Bool { checker.judges(rule) }

        /// A live pass (`FlyScreenMonitor`): the end of the steps recorded so far, before a step
        /// is read and at the finish. Before the finish the end only bounds what has been read
        /// (a start is never after it), so a judgement reads the same number as with the whole
        /// trace's end.
        ///
        /// - Parameter end: `t_end` of the steps so far, on the play clock.
        mutating func observe(end: Double) {
            outline.observe(end: end)
            lost.observe(end: outline.end)
        }

        func slot(_ id: Int) -> Int? { slotOf[id].map { $0 - base } }

        // MARK: Steps

        /// Reads the next step (its time finite and not before the last step's; ``Outline``
        /// checked that).
        ///
        /// - Returns: `false` when the trace cannot be vouched for.
        mutating func read(_ step: FlyScreenTrace.Step) -> Bool {
            clock.read(step)
            guard let t = clock.play(step.time) else { return false }
            let i = stepCount
            stepCount += 1
            stepTime = t
            switch step {
            case let .insert(id, width, _, result), let .sync(id, width, _, _, result):
                return accept(i, step, at: t, id: id, width: width, duration: nil, result: result)
            case let .timedInsert(id, width, own, _, result):
                return accept(i, step, at: t, id: id, width: width, duration: own == c.duration ? nil : own, result: result)
            case let .tap(_, _, _, hit, result):
                // likeOnce's taps, by its walk (when likeOnce is judged). A tap on an item no longer
                // held, or never accepted, is declined: stricter than the oracle, whose walk knows
                // every like of the trace.
                let s = hit.flatMap { slot($0) }
                if hit != nil, s == nil { return false }
                if judges(.likeOnce) {
                    let itsTolerance = s.map { tolerance(slots[$0].flight, c, lt) } ?? 0
                    guard likes.tap(hit: hit, result: result, at: t, tolerance: itsTolerance, as: Broken.self, frame: { -1 }) == nil else { return false }
                    if case .liked = result, let s { slots[s].touched = true }
                }
                if judges(.hitTestAgreesWithGeometry) { taps.append(Waiting(index: i, step: step.at(t), slot: base + slots.count)) }
            default: break
            }
            return true
        }

        /// An insert or a sync, at play time `t`.
        private mutating func accept(_ i: Int, _ step: FlyScreenTrace.Step, at t: Double, id: Int, width: Double, duration: Double?, result: FlyScreenInsertResult) -> Bool {
            let slot = base + slots.count, accepted = result == .accepted
            if accepted {
                // An id accepted twice: the walks' to report; stricter here.
                guard !acceptedIDs.contains(id) else { return false }
                acceptedIDs.insert(id)
                slotOf[id] = slot
                slots.append(Slot(flight: .init(id: id, width: width, inserted: t, duration: duration)))
            }
            let isSync = if case .sync = step { true } else { false }
            if (judges(.capacityRespected) && !isSync) || (outline.seeks && judges(.syncedAsAsked)) {
                items.append(Waiting(index: i, step: step.at(t), slot: slot, accepted: accepted))
                return judgeItems()
            }
            return true
        }

        // MARK: Events

        /// Reads the next event of the log.
        ///
        /// - Returns: `false` when the trace cannot be vouched for.
        mutating func read(_ event: FlyScreenEvent) -> Bool {
            let virtual = event.time
            guard let t = clock.play(virtual), t >= eventTime - margin, FlyScreenInvariants.finiteJudgement(of: event, as: Broken.self, frame: { -1 }) == nil else { return false }
            eventTime = max(eventTime, t)
            clock.drop(endedBefore: virtual - 2 * horizon)
            switch event {
            case .inserted, .refused:
                break
            case let .liked(id, _):
                // A pop for an item no longer held, or never accepted: stricter than the oracle.
                guard let s = slot(id) else { return false }
                if judges(.likeOnce) {
                    likes.pop(id, at: t)
                    slots[s].touched = true
                }
            case let .started(id, row, _), let .synced(id, row, _, _):
                guard appear(event, id: id, row: row, at: t) else { return false }
            case let .finished(id, row, _, x):
                guard let s = slot(id), slots[s].started, !slots[s].finished,
                      FlyScreenInvariants.rowJudgement(of: id, row: row, startRow: slots[s].flight.row, c, as: Broken.self, frame: { -1 }) == nil else { return false }
                let f = Self.finish(&slots[s], at: t, x: x)
                // finishesOffScreen.
                if judges(.finishesOffScreen), FlyScreenInvariants.finishJudgement(of: f, c, tolerance: tolerance(f, c, lt), lt, as: Broken.self, frame: { -1 }) != nil { return false }
                // frozenWhilePaused, on virtual time.
                if judges(.frozenWhilePaused) {
                    let pause = clock.pause(containing: virtual, slack: tolerance(f, c, lt)).map { (start: $0.start, end: $0.end) }
                    if FlyScreenInvariants.pauseJudgement(of: id, finish: virtual, in: pause, as: Broken.self, frame: { _ in -1 }) != nil { return false }
                }
                if judges(.nothingLeftWaiting) {
                    // A finish logged after an appearance it came before could hide an empty
                    // stretch longer than a margin; stricter: only within one.
                    guard t >= latestAppearance - margin else { return false }
                    empty.leave(appeared: f.appeared!, at: t)
                }
            }
            guard judgeTaps(), judgeItems(), retire() else { return false }
            mostHeld = max(mostHeld, slots.count - head + items.count - itemsHead + taps.count - tapsHead + gaps.held + empty.stretches.count)
            return true
        }

        /// Marks a slot's item finished at `t` and `x` in one access to the slot (each access
        /// to `slots[s]` checks the index and the buffer's uniqueness), and returns its flight.
        @inline(__always)
        private static func finish(_ slot: inout Slot, at t: Double, x: Double) -> FlyScreenTrace.Flight {
            slot.finished = true
            slot.flight.finish = t
            slot.flight.finishX = x
            return slot.flight
        }

        /// A start or a sync: every event's numbers finite, every start once, on a row in
        /// range; starts in insertion order at the schedule's moment (without seeks); the gap
        /// to every item in the air on the row; the empty stretches an item waited through.
        private mutating func appear(_ event: FlyScreenEvent, id: Int, row: Int, at time: Double) -> Bool {
            guard FlyScreenInvariants.rowJudgement(of: id, row: row, startRow: nil, c, as: Broken.self, frame: { -1 }) == nil, let s = slot(id), !slots[s].started else { return false }
            slots[s].started = true
            var f = slots[s].flight
            f.row = row
            if case let .synced(_, _, _, progress) = event {
                // A sync the steps never asked for: stricter than the oracles.
                guard outline.seeks else { return false }
                f.start = time - progress * c.duration
                f.syncedAt = time
                slots[s].syncedProgress = progress
            } else {
                f.start = time
            }
            let tt = tolerance(f, c, lt)
            if !outline.seeks, judges(.nothingLost) || judges(.fifoStartOrder) || judges(.exactSchedule) {
                // fifoStartOrder, by the oracle's walk and judgement.
                if judges(.fifoStartOrder) {
                    guard fifo.started(place: base + s), FlyScreenInvariants.earlyStartJudgement(of: f, start: time, tolerance: tt, as: Broken.self, frame: { -1 }) == nil else { return false }
                }
                // The schedule's walks (exactSchedule here, nothingLost's as items are let go)
                // need every earlier item started: stricter than the oracles, which pass over an
                // item that never starts.
                guard base + s == nextToStart else { return false }
                nextToStart += 1
                // exactSchedule, by the oracle's walk.
                if judges(.exactSchedule), scheduleWalk.flight(f, as: Broken.self, frame: { -1 }) != nil { return false }
            }
            slots[s].flight = f
            let appeared = f.appeared!
            guard appeared >= latestAppearance - margin, f.start!.isFinite else { return false }
            latestAppearance = max(latestAppearance, appeared)
            if judges(.nothingLeftWaiting), !waitedThroughNoEmptyStretch(f, appearing: appeared, tolerance: tt) { return false }
            // minimumGap, by the oracle's walk, fed as items appear: whatever ended a margin
            // before the latest appearance meets no later item.
            guard judges(.minimumGap) else { return true }
            return gaps.flight(f, order: base + s, longest: outline.longest, gone: latestAppearance - margin, as: Broken.self, frame: { _ in -1 }) == nil
        }

        /// nothingLeftWaiting, by the oracle's walk fed as the log goes: an item that waited
        /// longer than `d` is asked of when it appears, against the stretches since its insert (`tol`:
        /// its time tolerance, which the caller has already worked out).
        private mutating func waitedThroughNoEmptyStretch(_ f: FlyScreenTrace.Flight, appearing appeared: Double, tolerance tol: Double) -> Bool {
            var oldest = -Double.infinity
            if empty.closes(at: appeared) {
                // The stretches no waiting item can reach any more go.
                while firstUnstarted - base < slots.count, firstUnstarted < base || slots[firstUnstarted - base].started { firstUnstarted += 1 }
                oldest = min(f.inserted, firstUnstarted - base < slots.count ? slots[firstUnstarted - base].flight.inserted : appeared)
            }
            empty.appear(at: appeared, lettingGoBefore: oldest)
            guard FlyScreenInvariants.waitedTooLong(f.start! - f.inserted, c, tolerance: tol), outline.end.isFinite else { return true }
            return empty.shown(f, until: min(f.start!, outline.end), c) == nil
        }

        // MARK: Judgements that wait for the log

        /// Judges the inserts and syncs whose items have appeared (or whose time the log has
        /// passed), in step order, by the walks of capacityRespected and syncedAsAsked.
        private mutating func judgeItems() -> Bool {
            while itemsHead < items.count {
                let waiting = items[itemsHead]
                let s = waiting.slot - base
                if !ended {
                    if waiting.accepted {
                        guard slots[s].started else { return true }
                    } else if case .sync(_, _, _, let time, .refused(.noFreeRow)) = waiting.step, !(eventTime - margin > time + ttMax) {
                        return true
                    }
                }
                itemsHead += 1
                // What the walks may ask of the item the step accepted, read before they run.
                let item = waiting.accepted ? slots[s] : nil
                if judges(.capacityRespected) {
                    let start = item.map { ($0.flight.start ?? .infinity, tolerance($0.flight, c, lt)) }
                    if capacity.step(waiting.index, waiting.step, start: { _ in start }) != nil { return false }
                }
                if outline.seeks, judges(.syncedAsAsked) {
                    let shown = item.flatMap { i in i.flight.syncedAt.map { (time: $0, progress: i.syncedProgress) } }
                    let held = slots[head...], c = c
                    let violation = sync.step(waiting.index, waiting.step) { _ in (shown == nil ? 0 : 1, shown) } onScreen: { time in
                        held.contains { FlyScreenInvariants.SyncWalk.isOnScreen($0.flight, at: time, c) }
                    }
                    if violation != nil { return false }
                }
            }
            if itemsHead > 0 {
                items.removeAll(keepingCapacity: true)
                itemsHead = 0
            }
            return true
        }

        /// hitTestAgreesWithGeometry for the taps whose time the log has passed by the largest
        /// tolerance of a moment (every item that may be on screen then has started).
        private mutating func judgeTaps() -> Bool {
            while tapsHead < taps.count {
                guard case let .tap(px, py, t, hit, _) = taps[tapsHead].step else { preconditionFailure("only taps wait here") }
                guard ended || eventTime - margin > t + ttMax else { return true }
                let before = taps[tapsHead].slot - base
                tapsHead += 1
                let candidates = slots[head..<max(head, before)].lazy.filter(\.started).map(\.flight)
                if FlyScreenInvariants.tapJudgement(x: px, y: py, at: t, hit: hit, candidates: candidates, c, lt, ttMax: ttMax, longest: outline.longest, as: Broken.self, frame: { -1 }) != nil { return false }
            }
            if tapsHead > 0 {
                taps.removeAll(keepingCapacity: true)
                tapsHead = 0
            }
            return true
        }

        /// Lets go of the oldest items no rule can ask for again: finished, behind every
        /// waiting judgement, and too long ago for any tap or refused sync to come (those come
        /// no earlier than the latest step or the oldest waiting one). A liked item must have
        /// popped once by then.
        private mutating func retire() -> Bool {
            guard head < slots.count, slots[head].finished else { return true }
            var horizon = min(stepTime, eventTime - margin - ttMax)
            if tapsHead < taps.count { horizon = min(horizon, taps[tapsHead].step.time) }
            var bound = Int.max
            if itemsHead < items.count {
                bound = items[itemsHead].slot
                horizon = min(horizon, items[itemsHead].step.time)
            }
            while head < slots.count, base + head < bound {
                let slot = slots[head], f = slot.flight
                guard slot.finished, f.start! + outline.longest + ttMax < horizon, f.finish! + ttMax < horizon else { break }
                if slot.touched, likes.settle(f.id, as: Broken.self, frame: { -1 }) != nil { return false }
                if judges(.nothingLost), lost.flight(f, starts: 1, finishes: 1, as: Broken.self, frame: { -1 }) != nil { return false }
                slotOf[f.id] = nil
                head += 1
            }
            // The slots let go are dropped in batches, so that the rest moves seldom.
            if head == slots.count {
                slots.removeAll(keepingCapacity: true)
            } else if head > 256, 2 * head > slots.count {
                slots.removeFirst(head)
            } else {
                return true
            }
            base += head
            head = 0
            return true
        }

        /// Ends the pass at `t_end`: every liked item popped once (likeOnce's second half); an
        /// item still flying was not due to finish (nothingLost), and for nothingLeftWaiting not
        /// due before the end at all, so that it was on screen to the end as the oracle counts
        /// it; the first item still waiting was not due to start (nothingLost, without seeks),
        /// and none waited through an empty stretch; then the judgements that waited.
        mutating func finish() -> Bool {
            ended = true
            let end = outline.end
            if judges(.nothingLeftWaiting) { empty.end(at: end) }
            for slot in slots[head...] {
                let f = slot.flight, tt = tolerance(f, c, lt)
                if slot.touched, likes.settle(f.id, as: Broken.self, frame: { -1 }) != nil { return false }
                if judges(.nothingLost), lost.flight(f, starts: slot.started ? 1 : 0, finishes: slot.finished ? 1 : 0, as: Broken.self, frame: { -1 }) != nil { return false }
                if let start = f.start {
                    if judges(.nothingLeftWaiting), !slot.finished, start + c.duration(of: f.item) < end { return false }
                } else {
                    if judges(.nothingLeftWaiting), end.isFinite, FlyScreenInvariants.waitedTooLong(end - f.inserted, c, tolerance: tt),
                       empty.shown(f, until: end, c) != nil {
                        return false
                    }
                }
            }
            return judgeItems() && judgeTaps()
        }
    }
}
