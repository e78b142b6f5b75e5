@testable import Oracles
import ScrollProofUtilities
import Effects

/// The fly screen's oracles as they were before their walks were shared with the one-pass
/// checker: each walks a whole trace in its own way (maps, sorts, the trace's flights) and
/// returns its first violation. Kept as the reference the shared walks are held to
/// (`FlyScreenReferenceTests`): the same report, to the letter, on every trace.
enum FlyScreenReference {
    static func onPlayClock(
        _ index: Int, _ name: String, _ section: String, _ summary: String, level: InvariantLevel = .safety, check: @escaping @Sendable (FlyScreenTrace) -> Violation?
    ) -> TraceOracle<FlyScreenTrace> {
        TraceOracle(name, section, summary, level: level) { check($0.inPlayTime) }
    }

    static let nothingLost = onPlayClock(0, "nothingLost", "§4", "every accepted item due by the end of the trace starts once and finishes once; nothing else starts", level: .conformance) { trace in
        let c = trace.configuration
        var starts = IDMap<Int>(), finishes = IDMap<Int>()
        for event in trace.events {
            switch event {
            case let .started(id, _, _), let .synced(id, _, _, _): starts[id, default: 0] += 1
            case let .finished(id, _, _, _): finishes[id, default: 0] += 1
            default: break
            }
        }
        let end = trace.endTime, seeks = trace.seeks
        var schedule = FlyScreenInvariants.Schedule(c: c)
        let flights = trace.flights
        var blocked = false  // an earlier item has not started: FIFO, nothing after it is due
        for f in flights {
            let tt = c.timeTolerance(for: f.item), frame = { trace.step(inserting: f.id) }
            if let violation = FlyScreenInvariants.countJudgement(of: f.id, starts: starts[f.id] ?? 0, finishes: finishes[f.id] ?? 0, as: Violation.self, frame: frame) { return violation }
            guard f.start != nil else {
                // SPEC's schedule defines no seek: with one, when an item is due is not judged.
                if blocked || seeks { continue }
                blocked = true
                if let violation = FlyScreenInvariants.unstartedJudgement(of: f.id, due: schedule.earliest(f), end: end, tolerance: tt, as: Violation.self, frame: frame) { return violation }
                continue
            }
            if f.finish == nil, let violation = FlyScreenInvariants.inFlightJudgement(of: f, end: end, c, tolerance: tt, as: Violation.self, frame: frame) { return violation }
            if let row = f.row, FlyScreenInvariants.rowExists(row, c) { schedule.started(f) }
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

    static let rowsConsistent = onPlayClock(2, "rowsConsistent", "§4", "rows in 0 ..< k; an item finishes on the row it started on") { trace in
        let c = trace.configuration
        var startRow = IDMap<Int>()
        for event in trace.events {
            switch event {
            case let .started(id, row, _), let .synced(id, row, _, _), let .finished(id, row, _, _):
                let finishing = if case .finished = event { true } else { false }
                if let violation = FlyScreenInvariants.rowJudgement(of: id, row: row, startRow: finishing ? startRow[id] : nil, c, as: Violation.self, frame: { trace.step(inserting: id) }) { return violation }
                if !finishing, startRow[id] == nil { startRow[id] = row }
            default: break
            }
        }
        return nil
    }

    static let fifoStartOrder = onPlayClock(3, "fifoStartOrder", "§4", "FIFO start order, never before insertion", level: .conformance) { trace in
        if trace.seeks { return nil }
        var order: [Int] = []
        var seen = IDSet()
        for event in trace.events { if case let .started(id, _, _) = event, seen.insert(id) { order.append(id) } }
        let flights = trace.flights
        var accepted = IDSet()
        for f in flights { accepted.insert(f.id) }
        let inserted = flights.map(\.id).filter { seen.contains($0) }
        // Stray starts are nothingLost's to report; here the orders of the accepted items are compared.
        let startedAccepted = order.filter { accepted.contains($0) }
        if let i = zip(startedAccepted, inserted).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            return Violation("fifoStartOrder", "§4", frame: trace.step(inserting: startedAccepted[i]), [.init("started", Double(startedAccepted[i])), .init("expected", Double(inserted[i]))], "items started out of insertion order")
        }
        for f in flights {
            if let s = f.start, let violation = FlyScreenInvariants.earlyStartJudgement(of: f, start: s, tolerance: trace.configuration.timeTolerance(for: f.item), as: Violation.self, frame: { trace.step(inserting: f.id) }) { return violation }
        }
        return nil
    }

    static let exactSchedule = onPlayClock(4, "exactSchedule", "§4", "each item starts at the earliest free moment, on the lowest free row", level: .conformance) { trace in
        if trace.seeks { return nil }
        let c = trace.configuration
        var schedule = FlyScreenInvariants.Schedule(c: c)
        for f in trace.flights {
            // Rows out of range are rowsConsistent's to report.
            guard let start = f.start, let row = f.row, FlyScreenInvariants.rowExists(row, c) else { continue }
            let slack = { (r: Int) in c.timeTolerance(for: f.item, (schedule[r] ?? f).item) }
            if let violation = FlyScreenInvariants.scheduleJudgement(of: f, row: row, start: start, schedule, tolerance: c.timeTolerance(for: f.item), slack: slack, as: Violation.self, frame: { trace.step(inserting: f.id) }) {
                return violation
            }
            schedule.started(f)
        }
        return nil
    }

    static let minimumGap = onPlayClock(5, "minimumGap", "§4", "items on a row are never closer than g") { trace in
        let c = trace.configuration
        // Each row's flights so far, in start order: rows by id (an array for rows 0, 1, 2, …),
        // each row's flights in a list of their own.
        var rowList = IDMap<Int>(), earlier: [[FlyScreenTrace.Flight]] = []
        let flights = trace.flights.filter { $0.start?.isFinite == true && $0.row != nil }
        let longest = flights.reduce(c.duration) { max($0, c.duration(of: $1.item)) }
        for b in flights.sorted(by: { $0.start! < $1.start! }) {
            let row = b.row!, appearedB = b.appeared!
            let list: Int
            if let known = rowList[row] { list = known } else { list = earlier.count; rowList[row] = list; earlier.append([]) }
            defer { earlier[list].append(b) }
            // Back through the row's earlier starts while one of them may still fly when b appears.
            for a in earlier[list].reversed() {
                guard a.start! + longest > appearedB else { break }
                if let violation = FlyScreenInvariants.gapJudgement(lead: a, follower: b, c, c.lengthTolerance, as: Violation.self, frame: { trace.step(inserting: b.id) }) { return violation }
            }
        }
        return nil
    }

    static let finishesOffScreen = onPlayClock(6, "finishesOffScreen", "§4", "an item finishes at x = −w, d after its start", level: .conformance) { trace in
        let c = trace.configuration
        for f in trace.flights {
            guard f.start != nil, f.finish != nil, f.finishX != nil else { continue }
            if let violation = FlyScreenInvariants.finishJudgement(of: f, c, tolerance: c.timeTolerance(for: f.item), c.lengthTolerance, as: Violation.self, frame: { trace.step(inserting: f.id) }) { return violation }
        }
        return nil
    }

    static let hitTestAgreesWithGeometry = onPlayClock(7, "hitTestAgreesWithGeometry", "§4", "hit tests agree with a brute-force geometry check") { trace in
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
            if let violation = FlyScreenInvariants.tapJudgement(x: px, y: py, at: t, hit: hit, candidates: candidates, c, lt, ttMax: ttMax, longest: longest, as: Violation.self, frame: { i }) { return violation }
        }
        return nil
    }

    static let likeOnce = onPlayClock(8, "likeOnce", "§4", "one like and one pop per tapped item, at the tap's time") { trace in
        let c = trace.configuration
        var liked: [Int: Double] = [:]
        for (i, step) in trace.steps.enumerated() {
            guard case let .tap(_, _, time, hit, result) = step else { continue }
            if let violation = FlyScreenInvariants.tapAnswerJudgement(result, hit: hit, alreadyLiked: hit.map { liked[$0] != nil } ?? false, as: Violation.self, frame: { i }) { return violation }
            if case let .liked(id) = result { liked[id] = time }
        }
        var pops: [Int: [Double]] = [:]
        for event in trace.events { if case let .liked(id, time) = event { pops[id, default: []].append(time) } }
        let items = Dictionary(trace.flights.map { ($0.id, $0.item) }, uniquingKeysWith: { a, _ in a })
        for id in Set(pops.keys).union(liked.keys).sorted() {
            let times = pops[id] ?? [], tolerance = items[id].map { c.timeTolerance(for: $0) } ?? c.timeTolerance(forWidths: 0)
            if let violation = FlyScreenInvariants.popJudgement(of: id, pops: times.count, firstPop: times.first, tapTime: liked[id], tolerance: tolerance, as: Violation.self, frame: { trace.steps.count - 1 }) { return violation }
        }
        return nil
    }

    static let capacityRespected = onPlayClock(1, "capacityRespected", "§4", "accepted exactly when valid and the queue has room; refusals give a reason that applies", level: .conformance) { trace in
        let c = trace.configuration
        var starts = IDMap<(start: Double, tolerance: Double)>()
        for f in trace.flights where starts[f.id] == nil { starts[f.id] = (f.start ?? .infinity, c.timeTolerance(for: f.item)) }
        var walk = FlyScreenInvariants.CapacityWalk(c: c)
        for (i, step) in trace.steps.enumerated() {
            if let violation = walk.step(i, step, start: { starts[$0] }) { return violation }
        }
        return nil
    }

    static let noNonFiniteOutput = onPlayClock(9, "noNonFiniteOutput", "§0", "every time and position in the event log is finite") { trace in
        for event in trace.events {
            if let violation = FlyScreenInvariants.finiteJudgement(of: event, as: Violation.self, frame: { trace.step(inserting: event.id) }) { return violation }
        }
        return nil
    }

    static let nothingLeftWaiting = onPlayClock(10, "nothingLeftWaiting", "§4", "an accepted item never waits through a whole flight duration while the screen is empty") { trace in
        let c = trace.configuration, end = trace.endTime
        guard end.isFinite else { return nil }
        guard let (f, shown) = firstEmptyWait(trace.flights, c, until: end) else { return nil }
        let step = trace.steps.firstIndex { $0.time >= shown } ?? trace.step(inserting: f.id)
        return Violation("nothingLeftWaiting", "§4", frame: step, [.init("id", Double(f.id)), .init("inserted", f.inserted), .init("d", c.duration), .init("emptyFrom", max(f.inserted, shown - c.duration))],
                         "item \(f.id) was accepted and then waited through a whole flight duration while no item was flying: dropped silently")
    }

    static let syncedAsAsked = onPlayClock(11, "syncedAsAsked", "§4", "a seek's item appears once, at the sync's time and progress, or is refused for a reason that applies") { trace in
        guard trace.seeks else { return nil }
        var synced: [Int: [(time: Double, progress: Double)]] = [:]
        for event in trace.events { if case let .synced(id, _, time, progress) = event { synced[id, default: []].append((time, progress)) } }
        let c = trace.configuration, flights = trace.flights
        var walk = FlyScreenInvariants.SyncWalk(c: c)
        for (i, step) in trace.steps.enumerated() {
            let violation = walk.step(i, step) { id in
                let appearances = synced[id] ?? []
                return (appearances.count, appearances.first)
            } onScreen: { time in
                flights.contains { FlyScreenInvariants.SyncWalk.isOnScreen($0, at: time, c) }
            }
            if let violation { return violation }
        }
        return nil
    }

    static let frozenWhilePaused = TraceOracle<FlyScreenTrace>("frozenWhilePaused", "§4", "nothing finishes while the screen is paused", level: .safety) { trace in
        let clock = FlyScreenTrace.PlayClock(steps: trace.steps)
        guard !clock.isEmpty else { return nil }
        let c = trace.configuration, items = Dictionary(trace.flights.map { ($0.id, $0.item) }, uniquingKeysWith: { a, _ in a })
        for event in trace.events {
            guard case let .finished(id, _, time, _) = event else { continue }
            let pause = clock.pause(containing: time, slack: items[id].map { c.timeTolerance(for: $0) } ?? c.timeTolerance(forWidths: 0))
            if let violation = FlyScreenInvariants.pauseJudgement(of: id, finish: time, in: pause, as: Violation.self, frame: { start in
                trace.steps.firstIndex { if case let .pause(t) = $0 { t == start } else { false } } ?? trace.step(inserting: id)
            }) { return violation }
        }
        return nil
    }

    /// ``nothingLeftWaiting``'s search: among the flights that waited through more than a flight
    /// duration (and its tolerance) while the screen was empty, the one whose wait shows first,
    /// and when it shows.
    ///
    /// - Parameters:
    ///   - flights: The trace's flights, on its play clock.
    ///   - c: The configuration.
    ///   - end: The end of observation, finite.
    /// - Returns: The flight and the moment its wait shows, or `nil`.
    /// - Complexity: O(n log n + n · e) for `n` flights and `e` empty stretches.
    static func firstEmptyWait(_ flights: [FlyScreenTrace.Flight], _ c: FlyScreenConfiguration, until end: Double) -> (flight: FlyScreenTrace.Flight, shown: Double)? {
        // The screen's busy intervals: each started item from its start to its finish (or to
        // start + d, or to the end of observation, when the log has no finish), merged.
        let busy = flights.compactMap { f -> (Double, Double)? in
            guard let start = f.start, start.isFinite, let appeared = f.appeared, appeared.isFinite else { return nil }
            let finish = f.finish.flatMap { $0.isFinite ? $0 : nil } ?? min(start + c.duration(of: f.item), end)
            return (appeared, max(appeared, finish))
        }
        let empty = emptyStretches(busy: busy, until: end)
        var worst: (flight: FlyScreenTrace.Flight, shown: Double)?
        for f in flights where f.inserted.isFinite && f.width.isFinite && f.width > 0 {
            guard let shown = FlyScreenInvariants.emptyWait(of: f, until: min(f.start ?? end, end), in: empty, c) else { continue }
            if worst.map({ shown < $0.shown }) ?? true { worst = (f, shown) }
        }
        return worst
    }

    /// The stretches of time within `[−∞, end]` when nothing is on screen: before the first
    /// busy interval, between them once merged, and after the last.
    ///
    /// - Parameters:
    ///   - busy: Each item's interval on screen, in any order.
    ///   - end: The end of observation.
    /// - Returns: The empty stretches, in order.
    /// - Complexity: O(n log n).
    static func emptyStretches(busy: [(Double, Double)], until end: Double) -> [(Double, Double)] {
        var merged: [(Double, Double)] = []
        for interval in busy.sorted(by: { $0.0 < $1.0 }) {
            if let last = merged.last, interval.0 <= last.1 { merged[merged.count - 1].1 = max(last.1, interval.1) } else { merged.append(interval) }
        }
        var empty: [(Double, Double)] = []
        var from = -Double.infinity
        for interval in merged {
            if interval.0 > from { empty.append((from, interval.0)) }
            from = max(from, interval.1)
        }
        if end > from { empty.append((from, end)) }
        return empty
    }

    static let all: [TraceOracle<FlyScreenTrace>] =
        [nothingLost, capacityRespected, rowsConsistent, fifoStartOrder, exactSchedule, minimumGap, finishesOffScreen, hitTestAgreesWithGeometry, likeOnce, noNonFiniteOutput, nothingLeftWaiting, syncedAsAsked, frozenWhilePaused]
}
