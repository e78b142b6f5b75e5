import Effects

/// The invariants of §4 judged together in one pass over a trace, so that a trace that keeps
/// them all is known to after a few passes over its arrays instead of thirteen oracles and
/// the maps, sorts and copies each of them builds.
///
/// The check is one-sided: ``keeps(_:)`` answers `true` only when none of the selected oracles
/// of ``FlyScreenInvariants/all`` can find a violation in the trace (it applies each one's own
/// rule, with its own tolerances, to the same numbers), and `false` when one may. Where an
/// oracle's rule is intricate and a correct screen never comes near it (an item left waiting,
/// a start out of insertion order, an event for an item twice), the check is stricter than
/// the oracle and answers `false`. A `false` is therefore not a verdict: the suite and
/// `check-trace` then run the oracles themselves, which give the report (the first
/// violation, its step, its values) exactly as they always did. A trace that keeps every
/// invariant costs this one check; a failing trace costs it and the oracles.
///
/// The differential tests hold it to the oracles: over generated workloads of the model, the
/// published fly view, library variants, the capacity mutant and models sabotaged one
/// invariant at a time (two of them just past a tolerance), every trace an oracle rejects is
/// one this check rejects.
package struct FlyScreenChecker: Sendable {
    /// The invariants judged, by their index here (the order of ``FlyScreenInvariants/all``'s
    /// marks: nothingLost 0, capacityRespected 1, rowsConsistent 2, fifoStartOrder 3,
    /// exactSchedule 4, minimumGap 5, finishesOffScreen 6, hitTestAgreesWithGeometry 7,
    /// likeOnce 8, noNonFiniteOutput 9, nothingLeftWaiting 10, syncedAsAsked 11,
    /// frozenWhilePaused 12), one bit each.
    private let selected: UInt16

    /// A checker of every built-in invariant.
    package static let all = FlyScreenChecker(selected: 0x1FFF)

    private init(selected: UInt16) { self.selected = selected }

    /// A checker of some built-in invariants, or `nil` when an oracle is not one of them (a
    /// user's own invariant, which only its oracle can judge).
    ///
    /// - Parameter oracles: The oracles to vouch for.
    /// - Complexity: O(oracles).
    package init?(judging oracles: [Oracle<FlyScreenTrace>]) {
        var selected: UInt16 = 0
        for oracle in oracles {
            guard let index = oracle.index(in: FlyScreenChecker.self) else { return nil }
            selected |= 1 << UInt16(index)
        }
        self.selected = selected
    }

    private func judges(_ index: Int) -> Bool { selected & (1 << UInt16(index)) != 0 }

    /// ``FlyScreenConfiguration/timeTolerance(for:fraction:)`` of a flight, from the length
    /// tolerance computed once (`1 · lt / v` is `lt / v` exactly): the same number.
    private static func tolerance(_ f: FlyScreenTrace.Flight, _ c: FlyScreenConfiguration, _ lt: Double) -> Double {
        lt / c.speed(width: f.width, duration: f.duration)
    }

    /// ``FlyScreenConfiguration/timeTolerance(for:_:fraction:)`` of two flights, likewise.
    private static func tolerance(_ a: FlyScreenTrace.Flight, _ b: FlyScreenTrace.Flight, _ c: FlyScreenConfiguration, _ lt: Double) -> Double {
        lt / Swift.max(c.speed(width: a.width, duration: a.duration), c.speed(width: b.width, duration: b.duration))
    }

    /// One accepted item (the first accepted insert or sync of its id), in acceptance order,
    /// with what the event log says of it and the step that accepted it.
    struct Slot {
        var flight: FlyScreenTrace.Flight
        var acceptStep: Int
        /// Starts (a sync among them) and finishes in the log (each must be one).
        var starts = 0
        var finishes = 0
        /// The progress of its sync event, if its start was one (``FlyScreenTrace/Flight/syncedAt``
        /// is then its time).
        var syncedProgress = Double.nan
        var pops = 0
    }

    /// Whether the trace surely keeps the invariants this checker judges.
    ///
    /// - Parameter trace: The trace.
    /// - Returns: `true` when none of their oracles can find a violation in it; `false` when one
    ///   may (run the oracles for the verdict).
    /// - Complexity: O(steps + events · a + taps · n) for `a` items in the air together and
    ///   `n` accepted items.
    package func keeps(_ trace: FlyScreenTrace) -> Bool {
        let clock = FlyScreenTrace.PlayClock(steps: trace.steps)
        if !clock.isEmpty, judges(12), !frozen(trace, clock) { return false }
        return keepsPlayClockInvariants(clock.isEmpty ? trace : trace.inPlayTime)
    }

    /// ``FlyScreenInvariants/frozenWhilePaused``, on virtual time: no finish inside a pause.
    private func frozen(_ trace: FlyScreenTrace, _ clock: FlyScreenTrace.PlayClock) -> Bool {
        let c = trace.configuration
        var widths = IDMap<FlyingItem>()
        for step in trace.steps {
            switch step {
            case let .insert(id, width, time, .accepted), let .sync(id, width, _, time, .accepted):
                if widths[id] == nil { widths[id] = FlyingItem(id: id, width: width, insertedAt: time) }
            case let .timedInsert(id, width, own, time, .accepted):
                if widths[id] == nil { widths[id] = FlyingItem(id: id, width: width, insertedAt: time, duration: own == c.duration ? nil : own) }
            default: break
            }
        }
        for event in trace.events {
            guard case let .finished(id, _, time, _) = event else { continue }
            // An item the steps do not know finished: nothingLost's to report; stricter here.
            guard let item = widths[id] else { return false }
            if clock.pause(containing: time, slack: c.timeTolerance(for: item)) != nil { return false }
        }
        return true
    }

    /// Every invariant but ``FlyScreenInvariants/frozenWhilePaused``, on a trace already on its
    /// play clock.
    private func keepsPlayClockInvariants(_ trace: FlyScreenTrace) -> Bool {
        let c = trace.configuration, lt = c.lengthTolerance, steps = trace.steps
        var slots: [Slot] = []
        slots.reserveCapacity(steps.count)
        var slotOf = IDMap<Int>()
        var tapLiked = IDMap<Double>(), likedIDs: [Int] = []
        var end = -Double.infinity, seeks = false

        // The steps: the accepted items, t_end, and each tap's answer against the likes so far
        // (likeOnce's first half, exactly).
        for (i, step) in steps.enumerated() {
            if !step.time.isNaN { end = max(end, step.time) }
            switch step {
            case let .insert(id, width, time, .accepted) where slotOf[id] == nil:
                slotOf[id] = slots.count
                slots.append(Slot(flight: .init(id: id, width: width, inserted: time), acceptStep: i))
            case let .timedInsert(id, width, own, time, .accepted) where slotOf[id] == nil:
                slotOf[id] = slots.count
                slots.append(Slot(flight: .init(id: id, width: width, inserted: time, duration: own == c.duration ? nil : own), acceptStep: i))
            case let .sync(id, width, _, time, result):
                seeks = true
                if result == .accepted, slotOf[id] == nil {
                    slotOf[id] = slots.count
                    slots.append(Slot(flight: .init(id: id, width: width, inserted: time), acceptStep: i))
                }
            case let .tap(_, _, time, hit, result):
                let expected: FlyScreenTapResult = hit.map { tapLiked[$0] != nil ? .alreadyLiked(id: $0) : .liked(id: $0) } ?? .miss
                if judges(8), result != expected { return false }
                if case let .liked(id) = result { tapLiked[id] = time; likedIDs.append(id) }
            default: break
            }
        }

        // The event log, in order: every event's numbers finite, every start and finish once,
        // on a row in range, on the same row; starts in insertion order at the schedule's moment
        // (without seeks); the gap to every item in the air on the row; finishes off screen;
        // one pop per liked item, at its tap's time.
        var schedule = FlyScreenInvariants.Schedule(c: c)
        var nextToStart = 0, latestAppearance = -Double.infinity
        // Appearances may run back by this much (a moment on the play clock rounds an ulp apart
        // from one mapped otherwise); an item is dropped from the air only once it finished this
        // long before the latest appearance, so every later one still meets it. Any margin is
        // exact; this one is a moment's tolerance at the slowest speed, S/d.
        let margin = lt * c.duration / c.screenWidth
        var inAir: [Int] = []
        for event in trace.events {
            switch event {
            case let .inserted(_, _, time), let .refused(_, _, time):
                guard time.isFinite else { return false }
            case let .liked(id, time):
                guard time.isFinite, let s = slotOf[id], let tapTime = tapLiked[id] else { return false }
                slots[s].pops += 1
                guard slots[s].pops == 1, !judges(8) || (time - tapTime).magnitude <= Self.tolerance(slots[s].flight, c, lt) else { return false }
            case let .started(id, row, time), let .synced(id, row, time, _):
                guard time.isFinite, (0..<c.rows).contains(row), let s = slotOf[id], slots[s].starts == 0 else { return false }
                slots[s].starts = 1
                var f = slots[s].flight
                f.row = row
                if case let .synced(_, _, _, progress) = event {
                    // A sync the steps never asked for: stricter than the oracles.
                    guard seeks, progress.isFinite else { return false }
                    f.start = time - progress * c.duration
                    f.syncedAt = time
                    slots[s].syncedProgress = progress
                } else {
                    f.start = time
                }
                let tt = Self.tolerance(f, c, lt)
                if !seeks, judges(3) || judges(4) {
                    // fifoStartOrder, stricter: starts in acceptance order, none before its insert.
                    guard s == nextToStart, !(time < f.inserted - tt) else { return false }
                    nextToStart += 1
                    // exactSchedule, as the oracle walks it.
                    if judges(4) {
                        let earliest = schedule.earliest(f)
                        if (time - earliest).magnitude > tt { return false }
                        func slack(_ r: Int) -> Double { Self.tolerance(f, schedule[r] ?? f, c, lt) }
                        if schedule.free(row, for: f) > time + slack(row) { return false }
                        if let unused = schedule.lowestUnusedRow, unused < row { return false }
                        if schedule.rows.contains(where: { $0 < row && schedule.free($0, for: f) < time - slack($0) }) { return false }
                        schedule.started(f)
                    }
                }
                slots[s].flight = f
                // minimumGap: every pair on a row still in the air when the later one appears.
                let appeared = f.appeared!
                guard appeared >= latestAppearance - margin, f.start!.isFinite else { return false }
                latestAppearance = max(latestAppearance, appeared)
                guard judges(5) else { continue }
                inAir.removeAll { slots[$0].flight.start! + c.duration(of: slots[$0].flight.item) <= latestAppearance - margin }
                for other in inAir where slots[other].flight.row == row {
                    let a = slots[other].flight
                    guard a.start! != f.start! else { return false }
                    let (lead, follower) = a.start! < f.start! ? (a, f) : (f, a)
                    if let gap = c.smallestGap(lead: lead.item, follower: follower.item, from: max(a.appeared!, appeared)), gap < c.minimumGap - lt { return false }
                }
                inAir.append(s)
            case let .finished(id, row, time, x):
                guard time.isFinite, x.isFinite, (0..<c.rows).contains(row), let s = slotOf[id], slots[s].starts == 1, slots[s].finishes == 0 else { return false }
                let f = slots[s].flight
                guard f.row == row else { return false }
                slots[s].finishes = 1
                slots[s].flight.finish = time
                slots[s].flight.finishX = x
                // finishesOffScreen.
                if judges(6), !((time - (f.start! + c.duration(of: f.item))).magnitude <= Self.tolerance(f, c, lt) && (x + f.width).magnitude <= lt) { return false }
            }
        }

        // nothingLost, stricter: every accepted item started and finished. likeOnce's second
        // half: every liked item popped.
        var longest = c.duration
        for slot in slots {
            guard slot.starts == 1, slot.finishes == 1 else { return false }
            longest = max(longest, c.duration(of: slot.flight.item))
        }
        for id in likedIDs {
            guard let s = slotOf[id], slots[s].pops == 1 else { return false }
        }

        return (!judges(7) || hitTestsAgree(trace, slots, longest)) && (!judges(1) || capacityRespected(trace, slots, slotOf))
            && (!judges(10) || nothingLeftWaiting(trace, slots, end)) && (!seeks || !judges(11) || syncedAsAsked(trace, slots, slotOf))
    }

    /// hitTestAgreesWithGeometry, as the oracle judges each tap.
    private func hitTestsAgree(_ trace: FlyScreenTrace, _ slots: [Slot], _ longest: Double) -> Bool {
        let c = trace.configuration, lt = c.lengthTolerance, ttMax = lt * longest / c.screenWidth
        for (i, step) in trace.steps.enumerated() {
            guard case let .tap(px, py, t, hit, _) = step else { continue }
            var hitPossible = false, anySure = false
            for slot in slots where slot.acceptStep < i {
                let f = slot.flight, start = f.start!
                guard start <= t + ttMax, start + longest + ttMax >= t else { continue }
                let tt = Self.tolerance(f, c, lt), appeared = f.appeared!, fd = c.duration(of: f.item)
                let left = c.position(of: f.item, at: t), top = Double(f.row!) * c.rowHeight
                func inside(_ m: Double, _ mt: Double) -> Bool {
                    t >= appeared + mt && t < start + fd - mt
                        && px >= left + m && px < left + f.width - m && py >= top + m && py < top + c.rowHeight - m
                }
                if f.id == hit, inside(-lt, -tt) { hitPossible = true }
                if inside(lt, tt) { anySure = true }
            }
            if hit == nil ? anySure : !hitPossible { return false }
        }
        return true
    }

    /// capacityRespected: the oracle's own walk over the inserts, with the starts this pass read.
    private func capacityRespected(_ trace: FlyScreenTrace, _ slots: [Slot], _ slotOf: IDMap<Int>) -> Bool {
        let c = trace.configuration, lt = c.lengthTolerance
        return FlyScreenInvariants.capacityViolation(in: trace) { id in
            slotOf[id].map { (slots[$0].flight.start ?? .infinity, Self.tolerance(slots[$0].flight, c, lt)) }
        } == nil
    }

    /// nothingLeftWaiting, for a trace whose items all started and finished: the oracle's own
    /// search, unless no item waited longer than `d` (and its tolerance), when no empty stretch
    /// can be longer.
    private func nothingLeftWaiting(_ trace: FlyScreenTrace, _ slots: [Slot], _ end: Double) -> Bool {
        let c = trace.configuration, lt = c.lengthTolerance
        guard end.isFinite else { return true }
        if slots.allSatisfy({ $0.flight.start! - $0.flight.inserted <= c.duration + Self.tolerance($0.flight, c, lt) }) { return true }
        return FlyScreenInvariants.firstEmptyWait(slots.map(\.flight), c, until: end) == nil
    }

    /// syncedAsAsked: the oracle's own walk over the syncs, with the syncs this pass read (at
    /// most one per item: a second start or sync was refused above).
    private func syncedAsAsked(_ trace: FlyScreenTrace, _ slots: [Slot], _ slotOf: IDMap<Int>) -> Bool {
        FlyScreenInvariants.syncViolation(in: trace, flights: slots.map(\.flight)) { id in
            guard let s = slotOf[id], let shown = slots[s].flight.syncedAt else { return (0, nil) }
            return (1, (shown, slots[s].syncedProgress))
        } == nil
    }
}
