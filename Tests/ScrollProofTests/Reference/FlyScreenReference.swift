@testable import Oracles
import Effects

/// SPEC §4's thirteen rules read whole, the reference the declared rules (which read a trace
/// once, in time order, holding only what is on screen) are held to, report for report
/// (`FlyScreenReferenceTests`). Written from the text, not from the rules: a trace is laid out
/// as `check-trace` reads it (before a logged entry at `e`, every operation up to `e` and the
/// largest tolerance of a moment), each element on the play clock of the pauses so far, each
/// id's facts taken as the log tells them after the operation that accepted it; then each rule
/// lists every break it finds, with the element at which it is found (for what a rule waits for,
/// the first logged entry past the moment it waited for, or the end), and reports the first.
/// The thresholds are `FlyScreenInvariants`', stated once.
enum FlyScreenReference {
    /// One element, in the order `check-trace` reads a trace.
    struct Element {
        /// The operation's index and step, or the entry.
        var index: Int?, step: FlyScreenTrace.Step?, entry: FlyScreenEvent?
        /// Its moment on the play clock; the latest logged and operation moments after it (and the
        /// latest logged as the log gave it).
        var time: Double, logTime: Double, endTime: Double, loggedAt = -Double.infinity
        var ranBack = false
        /// The pauses so far, in virtual time, with the operation that paused.
        var pauses: [(start: Double, end: Double, operation: Int)]
    }

    /// An accepted item and what the log told of it after its acceptance.
    struct Item {
        var id: Int, width: Double, inserted: Double, duration: Double, tolerance: Double, operation: Int, place: Int
        var bySync: Bool, accepted: Int
        /// Every start or sync (element, row, play time, progress or NaN), and every finish
        /// (element, play time, x, virtual time).
        var starts: [(at: Int, row: Int, time: Double, progress: Double)] = []
        var finishes: [(at: Int, time: Double, x: Double, virtual: Double)] = []
        var start: Double { starts.first.map { $0.progress.isNaN ? $0.time : $0.time - $0.progress * synced } ?? .nan }
        var synced = 0.0
        var appeared: Double { starts.first?.time ?? .nan }
        var flight: FlyScreenInvariants.Flight { .init(width: width, duration: duration, start: start, appeared: appeared) }
    }

    /// A trace read whole.
    struct Read {
        let c: FlyScreenConfiguration, lt: Double, largest: Double, margin: Double, longest: Double
        var elements: [Element] = []
        var items: [Item] = []
        var placeOf: [Int: Int] = [:]
        /// The first operation that named each id, and at which element.
        var named: [Int: (index: Int, at: Int)] = [:]
        var end = -Double.infinity

        init(_ trace: FlyScreenTrace) {
            c = trace.judgedConfiguration
            lt = c.lengthTolerance
            longest = c.longestFlight
            largest = lt * longest / c.screenWidth
            margin = lt * c.duration / c.screenWidth
            // check-trace's order.
            var order: [(Int?, FlyScreenEvent?)] = []
            var next = 0
            // The log's inserted and refused repeat the answers (a trace file leaves them out).
            for entry in trace.events where FlyScreenWorld.reads(entry) {
                while next < trace.steps.count, trace.steps[next].time <= entry.time + largest { order.append((next, nil)); next += 1 }
                order.append((nil, entry))
            }
            while next < trace.steps.count { order.append((next, nil)); next += 1 }
            var pauses: [(start: Double, end: Double, operation: Int)] = []
            var logTime = -Double.infinity, loggedAt = -Double.infinity, endTime = -Double.infinity
            func play(_ t: Double) -> Double {
                var paused = 0.0
                for p in pauses {
                    if !(t > p.start) { break }
                    if t < p.end { return p.start - paused }
                    paused += p.end - p.start
                }
                return t - paused
            }
            for (index, entry) in order {
                let at = elements.count
                if let index {
                    let step = trace.steps[index]
                    switch step {
                    case let .pause(t): if pauses.last.map({ $0.end != .infinity }) ?? true, t.isFinite { pauses.append((t, .infinity, index)) }
                    case let .resume(t): if let last = pauses.last, last.end == .infinity, t.isFinite { pauses[pauses.count - 1].end = max(t, last.start) }
                    default: break
                    }
                    let t = play(step.time)
                    if t > endTime, t.isFinite { endTime = t }
                    if let (id, result) = step.answer {
                        if named[id] == nil { named[id] = (index, at) }
                        if result == .accepted, placeOf[id] == nil {
                            var own = c.duration, bySync = false
                            if case let .timedInsert(_, _, d, _, _) = step { own = d }
                            if case .sync = step { bySync = true }
                            let width: Double = switch step {
                            case let .insert(_, w, _, _), let .timedInsert(_, w, _, _, _), let .sync(_, w, _, _, _): w
                            default: .nan
                            }
                            placeOf[id] = items.count
                            items.append(Item(
                                id: id, width: width, inserted: t, duration: own, tolerance: lt / ((c.screenWidth + width) / own), operation: index,
                                place: items.count, bySync: bySync, accepted: at, synced: c.duration))
                        }
                    }
                    elements.append(Element(index: index, step: step, time: t, logTime: logTime, endTime: endTime, pauses: pauses))
                } else if let entry {
                    let t = play(entry.time)
                    let ranBack = entry.time < loggedAt - margin
                    if entry.time > loggedAt, entry.time.isFinite { loggedAt = entry.time }
                    if t > logTime, t.isFinite { logTime = t }
                    if let p = placeOf[entry.id] {
                        switch entry {
                        case let .started(_, row, _): items[p].starts.append((at, row, t, .nan))
                        case let .synced(_, row, _, progress): items[p].starts.append((at, row, t, progress))
                        case let .finished(_, _, v, x): items[p].finishes.append((at, t, x, v))
                        default: break
                        }
                    }
                    elements.append(Element(entry: entry, time: t, logTime: logTime, endTime: endTime, loggedAt: loggedAt, ranBack: ranBack, pauses: pauses))
                }
            }
            end = endTime
        }

        /// The item an operation before element `at` accepted with an id.
        func item(_ id: Int, before at: Int) -> Item? { placeOf[id].map { items[$0] }.flatMap { $0.accepted < at ? $0 : nil } }

        /// The operation a report about an id at element `at` names: the one that accepted it,
        /// or the first that named it, or −1.
        func operation(of id: Int, at: Int) -> Int {
            if let item = item(id, before: at) { return item.operation }
            return named[id].flatMap { $0.at < at ? $0.index : nil } ?? -1
        }

        /// The tolerance of a moment for an id at element `at`.
        func tolerance(of id: Int, at: Int) -> Double { item(id, before: at)?.tolerance ?? lt / ((c.screenWidth + 0) / c.duration) }

        /// The element at which a rule waiting for the log to pass moment `t` (after element
        /// `after`) decides: the first logged entry after which the log is past it by more than
        /// the largest tolerance of a moment and the margin; the end (`elements.count`) if none.
        func decided(_ t: Double, after: Int) -> Int {
            for k in (after + 1)..<max(after + 1, elements.count) where elements[k].entry != nil && elements[k].logTime - margin > t + largest { return k }
            return elements.count
        }
    }

    /// A break: where it is found (and, at one element, in which order), and its report.
    typealias Found = (at: Int, order: Int, violation: Violation)

    static func first(_ found: [Found]) -> Violation? { found.min { ($0.at, $0.order) < ($1.at, $1.order) }?.violation }

    static func v(_ rule: String, _ frame: Int, _ values: KeyValuePairs<String, Double>, _ text: String, section: String = "§4",
        margin: Violation.Margin? = nil) -> Violation {
        Violation(rule, section, frame: frame, values.map { Violation.Value($0.key, $0.value) }, text, margin: margin)
    }

    static func f(_ x: Double) -> String { Violation.format(x) }

    // MARK: The rules

    static func nothingLost(_ r: Read) -> Violation? {
        var found: [Found] = []
        for (at, e) in r.elements.enumerated() {
            guard let entry = e.entry else { continue }
            let finish: Bool
            switch entry {
            case .started, .synced: finish = false
            case .finished: finish = true
            default: continue
            }
            guard let item = r.item(entry.id, before: at) else {
                found.append((at, 0, v("nothingLost", r.operation(of: entry.id, at: at), ["id": Double(entry.id)],
                                       "item #\(entry.id) \(finish ? "finished" : "started") without an accepted insert")))
                continue
            }
            let starts = item.starts.filter { $0.at <= at }.count, finishes = item.finishes.filter { $0.at <= at }.count
            func counted(_ text: String, _ s: Int, _ f: Int) -> Violation {
                v("nothingLost", item.operation, ["id": Double(item.id), "starts": Double(s), "finishes": Double(f)], text)
            }
            if finish ? finishes > 1 : starts > 1 {
                found.append((at, 0, counted("item #\(item.id) started or finished more than once: duplicated", starts, finishes)))
            } else if finish, starts == 0 {
                found.append((at, 0, counted("item #\(item.id) finished without starting", 0, 1)))
            }
        }
        // At the end, in insertion order: lost in flight, or the first unstarted item due by
        // SPEC's schedule of those started before it.
        var schedule = FlyScreenInvariants.Schedule(c: r.c), blocked = r.c.seeks, prefix = true
        for item in r.items {
            let at = r.elements.count
            if item.starts.isEmpty {
                prefix = false
                if blocked { continue }
                blocked = true
                let due = schedule.earliest(inserted: item.inserted, width: item.width, duration: item.duration)
                if FlyScreenInvariants.due(due, before: r.end, tolerance: item.tolerance) {
                    found.append((at, item.place, v("nothingLost", item.operation, ["id": Double(item.id), "starts": 0, "finishes": 0,
                        "dueStart": due, "tEnd": r.end],
                        "item #\(item.id) was accepted and due to start at \(f(due)), but had not started by the end of the trace: it was lost")))
                }
                continue
            }
            if prefix, FlyScreenInvariants.rowExists(item.starts[0].row, r.c) { schedule.started(row: item.starts[0].row, item.flight) }
            if item.finishes.isEmpty, FlyScreenInvariants.due(item.start + item.duration, before: r.end, tolerance: item.tolerance) {
                let due = item.start + item.duration
                found.append((at, item.place, v("nothingLost", item.operation, ["id": Double(item.id), "starts": 1, "finishes": 0,
                    "dueFinish": due, "tEnd": r.end],
                    "item #\(item.id) was due to finish at \(f(due)) and had not finished by the end of the trace: it was lost in flight")))
            }
        }
        return first(found)
    }

    static func capacityRespected(_ r: Read) -> Violation? {
        let c = r.c, capacity = c.capacity.map { "\($0)" } ?? "unbounded"
        for (at, e) in r.elements.enumerated() {
            guard let step = e.step, let index = e.index else { continue }
            let id: Int, width: Double, own: Double?, result: FlyScreenInsertResult
            switch step {
            case let .insert(i, w, _, res): (id, width, own, result) = (i, w, nil, res)
            case let .timedInsert(i, w, d, _, res): (id, width, own, result) = (i, w, d, res)
            default: continue
            }
            // Waiting at the latest operation's moment: accepted before it (not by a sync), not
            // started by then within the tolerance (possibly), or beyond it (surely).
            let t = e.endTime
            let before = r.items.filter { $0.accepted < at && !$0.bySync }
            let possibly = before.filter { !($0.starts.isEmpty == false && $0.start + $0.tolerance <= t) }.count
            let surely = before.filter { !($0.starts.isEmpty == false && $0.start - $0.tolerance <= t) }.count
            let duplicate = r.item(id, before: at) != nil
            let invalid = !(width.isFinite && width > 0), invalidDuration = own.map { !($0.isFinite && $0 > 0) } ?? false
            func broken(_ text: String) -> Violation {
                v("capacityRespected", index, ["id": Double(id), "width": width, "waiting": Double(surely)], "result: " + text)
            }
            switch result {
            case .accepted:
                if invalid || duplicate || invalidDuration {
                    return broken("""
                        an insert with \(invalid ? "an invalid width" : invalidDuration ? "an invalid duration" : "an id already accepted") was \
                        accepted
                        """)
                }
                if let cap = c.capacity, surely >= cap { return broken("an insert was accepted into a full queue (capacity \(capacity))") }
            case .refused(.queueFull):
                if !(c.capacity.map { possibly >= $0 } ?? false) { return broken("refused as full while the queue had room (capacity \(capacity))") }
            case .refused(.invalidWidth):
                if !invalid { return broken("refused for an invalid width, but the width is valid") }
            case .refused(.duplicateID):
                if !duplicate { return broken("refused as a duplicate, but id \(id) was never accepted") }
            case .refused(.noFreeRow):
                return broken("dropped because no row was free; SPEC's screen queues the item (capacity \(capacity))")
            case .refused(.invalidDuration):
                if !invalidDuration { return broken("""
                    refused for an invalid duration, but \(own == nil ? "the insert has none of its own" : "the duration is valid")
                    """) }
            case .refused(.unsupported) where own != nil:
                break
            case .refused(.invalidProgress), .refused(.unsupported):
                return broken("""
                    an insert was refused as \(result == .refused(.unsupported) ? "unsupported" : "having an invalid progress"), a reason that \
                    applies only to a sync
                    """)
            }
        }
        return nil
    }

    static func rowsConsistent(_ r: Read) -> Violation? {
        let c = r.c
        for (at, e) in r.elements.enumerated() {
            let id: Int, row: Int, finish: Bool
            switch e.entry {
            case let .started(i, w, _)?, let .synced(i, w, _, _)?: (id, row, finish) = (i, w, false)
            case let .finished(i, w, _, _)?: (id, row, finish) = (i, w, true)
            default: continue
            }
            if !FlyScreenInvariants.rowExists(row, c) {
                return v("rowsConsistent", r.operation(of: id, at: at), ["id": Double(id), "row": Double(row), "rows": Double(c.rows)],
                    "item #\(id) is on row \(row), outside 0 ..< \(c.rows)")
            }
            if finish, let item = r.item(id, before: at), let first = item.starts.first, first.at < at, first.row != row {
                return v("rowsConsistent", item.operation, ["id": Double(id), "row": Double(row), "rows": Double(c.rows), "startRow": Double(first.row)],
                         "item #\(id) started on row \(first.row) and finished on row \(row)")
            }
        }
        return nil
    }

    static func fifoStartOrder(_ r: Read) -> Violation? {
        guard !r.c.seeks else { return nil }
        // The items' first starts (not syncs), in the log's order.
        let started = r.items.filter { $0.starts.first.map { $0.progress.isNaN } ?? false }.sorted { $0.starts[0].at < $1.starts[0].at }
        for (k, item) in started.enumerated() {
            if let jumped = started[..<k].filter({ $0.place > item.place }).min(by: { $0.place < $1.place }) {
                return v("fifoStartOrder", jumped.operation, ["started": Double(jumped.id), "expected": Double(item.id)],
                    "items started out of insertion order")
            }
            if FlyScreenInvariants.startsBeforeInsert(item.start, inserted: item.inserted, tolerance: item.tolerance) {
                return v("fifoStartOrder", item.operation, ["start": item.start, "inserted": item.inserted], "item #\(item.id) started before it was inserted")
            }
        }
        return nil
    }

    static func exactSchedule(_ r: Read) -> Violation? {
        guard !r.c.seeks else { return nil }
        var schedule = FlyScreenInvariants.Schedule(c: r.c)
        for item in r.items where !item.starts.isEmpty {
            let row = item.starts[0].row, start = item.start
            guard FlyScreenInvariants.rowExists(row, r.c) else { continue }
            switch schedule.departure(inserted: item.inserted, width: item.width, duration: item.duration, row: row, start: start, tt: item.tolerance) {
            case nil: schedule.started(row: row, item.flight)
            case let .notAtEarliest(earliest):
                return v("exactSchedule", item.operation, ["id": Double(item.id), "start": start, "earliest": earliest],
                         start > earliest ? "item #\(item.id) waited while a row was free" : "item #\(item.id) started before any row was free",
                         margin: .off(start, from: earliest, tolerance: item.tolerance, unit: "s"))
            case let .rowNotFree(free, slack):
                return v("exactSchedule", item.operation, ["row": Double(row), "rowFree": free, "start": start],
                    "item #\(item.id) started on a row that was not free",
                         margin: .beyond(free - start, bound: 0, tolerance: slack, unit: "s"))
            case let .lowerRowFree(lower):
                return v("exactSchedule", item.operation, ["row": Double(row), "lowestFree": Double(lower)],
                    "item #\(item.id) did not take the lowest free row")
            }
        }
        return nil
    }

    static func minimumGap(_ r: Read) -> Violation? {
        let c = r.c
        let shown = r.items.filter { !$0.starts.isEmpty && $0.start.isFinite }.sorted { $0.starts[0].at < $1.starts[0].at }
        for (k, b) in shown.enumerated() {
            var nearest: (gap: Double, start: Double, place: Int, lead: Int, follower: Int)?
            for a in shown[..<k] where a.starts[0].row == b.starts[0].row {
                let aLeads = a.start < b.start || (a.start == b.start && a.place < b.place)
                let (lead, follower) = aLeads ? (a, b) : (b, a)
                guard let gap = FlyScreenInvariants.tooClose(lead: lead.flight, follower: follower.flight, c, r.lt) else { continue }
                let candidate = (gap, a.start, a.place, lead.id, follower.id)
                if nearest.map({ (candidate.0, candidate.1, candidate.2) < ($0.gap, $0.start, $0.place) }) ?? true { nearest = candidate }
            }
            if let n = nearest {
                return v("minimumGap", b.operation, ["leader": Double(n.lead), "follower": Double(n.follower), "gap": n.gap, "g": c.minimumGap],
                         n.gap < 0 ? "item #\(n.follower) overlaps item #\(n.lead) on row \(b.starts[0].row)" : """
                             item #\(n.follower) comes closer than g to item #\(n.lead) on row \(b.starts[0].row)
                             """,
                         margin: .init(c.minimumGap - n.gap, tolerance: r.lt))
            }
        }
        return nil
    }

    static func finishesOffScreen(_ r: Read) -> Violation? {
        let complete = r.items.filter { !$0.starts.isEmpty && !$0.finishes.isEmpty }.sorted { max($0.starts[0].at,
            $0.finishes[0].at) < max($1.starts[0].at, $1.finishes[0].at) }
        for item in complete {
            let fin = item.finishes[0], pauses = r.elements[fin.at].pauses
            // A finish inside a pause is frozenWhilePaused's alone.
            if pauses.contains(where: { FlyScreenInvariants.inPause(fin.virtual, start: $0.start, end: $0.end, slack: item.tolerance) }) { continue }
            let judged = FlyScreenInvariants.finish(item.flight, at: fin.time, x: fin.x, tolerance: item.tolerance, r.lt)
            if judged.onTime, judged.offScreen { continue }
            let values: KeyValuePairs<String, Double> = ["id": Double(item.id), "x": fin.x, "w": item.width, "finish": fin.time, "start": item.start]
            if !judged.onTime {
                return v("finishesOffScreen", item.operation, values, "item #\(item.id) finished at time \(f(fin.time)), not d after its start",
                         margin: .off(fin.time, from: item.start + item.duration, tolerance: item.tolerance, unit: "s"))
            }
            return v("finishesOffScreen", item.operation, values, "item #\(item.id) finished at x = \(f(fin.x)), not fully off screen at −w",
                     margin: .off(fin.x, from: -item.width, tolerance: r.lt))
        }
        return nil
    }

    static func hitTestAgreesWithGeometry(_ r: Read) -> Violation? {
        let c = r.c
        for (at, e) in r.elements.enumerated() {
            guard case let .tap(x, y, _, hit, _)? = e.step, let index = e.index else { continue }
            let t = e.time
            // The items accepted before the tap that may be on screen then, and whether the tap
            // is possibly and surely in each.
            let judged = r.items.filter { $0.accepted < at && !$0.starts.isEmpty && $0.start <= t + r.largest
                && $0.start + r.longest + r.largest >= t }.map { item in
                (item.id, FlyScreenInvariants.tap(item.flight, row: item.starts[0].row, x: x, y: y, at: t, inside: -r.lt, -item.tolerance, c),
                 FlyScreenInvariants.tap(item.flight, row: item.starts[0].row, x: x, y: y, at: t, inside: r.lt, item.tolerance, c))
            }
            let agrees = hit == nil ? !judged.contains { $0.2 } : judged.contains { $0.0 == hit && $0.1 }
            if agrees { continue }
            let geometry = judged.filter { hit == nil ? $0.2 : $0.1 }.map(\.0).sorted()
            let says = geometry.isEmpty ? "nothing" : geometry.map { "#\($0)" }.joined(separator: " or ")
            return v("hitTestAgreesWithGeometry", index, ["x": x, "y": y, "t": t],
                "hit: the hit test answered \(hit.map { "#\($0)" } ?? "nothing"); the geometry says \(says)")
        }
        return nil
    }

    static func likeOnce(_ r: Read) -> Violation? {
        var found: [Found] = []
        var likes: [Int: (tap: Int, at: Int, time: Double, tolerance: Double)] = [:]
        var pops: [Int: [(at: Int, time: Double)]] = [:]
        for (at, e) in r.elements.enumerated() {
            if case let .tap(_, _, _, hit, result)? = e.step, let index = e.index {
                let expected = FlyScreenInvariants.expectedTap(hit: hit, alreadyLiked: hit.map { likes[$0] != nil } ?? false)
                if result != expected { found.append((at, 2, v("likeOnce", index, [:], "result: the tap answered \(result), expected \(expected)"))) }
                if case let .liked(id) = result, likes[id] == nil { likes[id] = (index, at, e.time, r.tolerance(of: id, at: at + 1)) }
            }
            if case let .liked(id, _)? = e.entry { pops[id, default: []].append((at, e.time)) }
        }
        func popped(_ id: Int, _ n: Int, _ what: String, at frame: Int) -> Violation {
            v("likeOnce", frame, ["id": Double(id), "pops": Double(n)], "item #\(id): \(n) pop animation\(n == 1 ? "" : "s") for \(what)")
        }
        for (id, list) in pops {
            for (k, pop) in list.enumerated() {
                guard let like = likes[id], like.at < pop.at else {
                    if k == 0 { found.append((pop.at, 0, popped(id, 1, "an item no tap liked", at: r.operation(of: id, at: pop.at)))) }
                    continue
                }
                let first = list.firstIndex { $0.at > like.at }!
                if k > first { found.append((pop.at, 0, popped(id, 2, "one like", at: like.tap))); break }
                if k == first, !FlyScreenInvariants.popOnTime(pop.time, tap: like.time, tolerance: like.tolerance) {
                    found.append((pop.at, 0, v("likeOnce", like.tap, ["id": Double(id), "popTime": pop.time, "tapTime": like.time],
                        "item #\(id): the pop is at time \(f(pop.time)), not at the tap's time")))
                }
            }
        }
        // A like with no pop once the log has passed the tap (in tap order, after the pop that
        // entry may be).
        for (id, like) in likes {
            let decided = r.decided(like.time, after: like.at)
            if !(pops[id]?.contains { $0.at > like.at && $0.at <= decided } ?? false) {
                found.append((decided, 1, popped(id, 0, "one like", at: like.tap)))
            }
        }
        return found.min { ($0.at, $0.order, $0.violation.frame) < ($1.at, $1.order, $1.violation.frame) }?.violation
    }

    static func noNonFiniteOutput(_ r: Read) -> Violation? {
        for (at, e) in r.elements.enumerated() {
            guard let entry = e.entry else { continue }
            let id = entry.id, t = e.time, frame = r.operation(of: id, at: at)
            if e.ranBack {
                let latest = e.loggedAt
                return v("noNonFiniteOutput", frame, ["id": Double(id), "time": entry.time, "latest": latest],
                         "the log runs back: an entry of item #\(id) at t \(f(entry.time)) comes after one at t \(f(latest))", section: "§0")
            }
            switch entry {
            case .started, .liked, .inserted, .refused:
                if !t.isFinite {
                    return v("noNonFiniteOutput", frame, ["id": Double(id), "time": t], "event time of item #\(id) is not finite", section: "§0")
                }
            case let .synced(_, _, _, progress):
                if !(t.isFinite && progress.isFinite) {
                    return v("noNonFiniteOutput", frame, ["id": Double(id), "time": t, "progress": progress],
                        "sync time or progress of item #\(id) is not finite", section: "§0")
                }
            case let .finished(_, _, _, x):
                if !(t.isFinite && x.isFinite) { return v("noNonFiniteOutput", frame, ["id": Double(id), "time": t, "x": x],
                    "finish time or x of item #\(id) is not finite", section: "§0") }
            }
        }
        return nil
    }

    static func nothingLeftWaiting(_ r: Read) -> Violation? {
        let c = r.c, end = r.end
        guard end.isFinite else { return nil }
        // The screen's busy intervals: each item from its appearance to its finish (or its due
        // finish, or the end, for one the log never finishes), merged; the empty stretches
        // between them.
        let busy = r.items.compactMap { item -> (Double, Double)? in
            guard !item.starts.isEmpty, item.start.isFinite, item.appeared.isFinite else { return nil }
            let to = item.finishes.first.map { max(item.appeared, $0.time) } ?? max(item.appeared, min(item.start + item.duration, end))
            return (item.appeared, to)
        }.sorted { $0.0 < $1.0 }
        var empty: [(Double, Double)] = [], from = -Double.infinity
        for interval in busy {
            if interval.0 > from { empty.append((from, interval.0)) }
            from = max(from, interval.1)
        }
        if end > from { empty.append((from, end)) }
        var worst: (item: Item, shown: Double)?
        for item in r.items where item.inserted.isFinite && item.width.isFinite && item.width > 0 {
            let waitEnd = item.starts.isEmpty ? end : min(item.start, end)
            guard let shown = FlyScreenInvariants.emptyWait(inserted: item.inserted, until: waitEnd, tolerance: item.tolerance, in: empty, c) else { continue }
            if worst.map({ shown < $0.shown }) ?? true { worst = (item, shown) }
        }
        guard let (item, shown) = worst else { return nil }
        return v("nothingLeftWaiting", item.operation, ["id": Double(item.id), "inserted": item.inserted, "d": c.duration,
            "emptyFrom": max(item.inserted, shown - c.duration)],
                 "item \(item.id) was accepted and then waited through a whole flight duration while no item was flying: dropped silently")
    }

    static func syncedAsAsked(_ r: Read) -> Violation? {
        guard r.c.seeks else { return nil }
        let c = r.c
        var found: [Found] = []
        for (at, e) in r.elements.enumerated() {
            guard case let .sync(id, width, progress, _, result)? = e.step, let index = e.index else { continue }
            let t = e.time
            func broken(_ text: String, _ more: [Violation.Value] = []) -> Violation {
                Violation("syncedAsAsked", "§4", frame: index, [.init("id", Double(id)), .init("width", width), .init("progress", progress),
                    .init("t", t)] + more, text)
            }
            let validWidth = width.isFinite && width > 0, validProgress = progress.isFinite && progress >= 0 && progress < 1
            let duplicate = r.item(id, before: at) != nil
            let decided = r.decided(t, after: at)
            switch result {
            case .accepted:
                if !validWidth || !validProgress || duplicate {
                    found.append((at, 1,
                        broken("""
                            result: a sync with \
                            \(!validWidth ? "an invalid width" : !validProgress ? "a progress outside 0 ..< 1" : "an id already accepted") was \
                            accepted
                            """)))
                    continue
                }
                // Its syncs in the log after it.
                let syncs = r.elements.indices.filter { k in k > at && { if case .synced(id, _, _, _)? = r.elements[k].entry { true } else { false } }() }
                if syncs.isEmpty || syncs[0] >= decided {
                    found.append((decided, 0, broken("item #\(id) was accepted by a sync and appeared 0 times, not once", [.init("synced", 0)])))
                    continue
                }
                guard case let .synced(_, _, _, shown)? = r.elements[syncs[0]].entry else { continue }
                let at0 = r.elements[syncs[0]].time
                let tt = c.timeTolerance(forWidths: width), offBy = (shown - progress).magnitude * (c.screenWidth + width)
                if !((at0 - t).magnitude <= tt && offBy <= c.lengthTolerance) {
                    found.append((syncs[0], 1, broken("item #\(id) was synced at t \(f(at0)), progress \(f(shown)), not where the seek asked",
                                                      [.init("syncedAt", at0), .init("syncedProgress", shown)])))
                } else if syncs.count > 1 {
                    found.append((syncs[1], 1, broken("item #\(id) was accepted by a sync and appeared 2 times, not once", [.init("synced", 2)])))
                }
            case .refused(.invalidWidth) where validWidth, .refused(.invalidProgress) where validProgress, .refused(.duplicateID) where !duplicate:
                found.append((at, 1, broken("result: a sync was refused as \(result), a reason that does not apply")))
            case .refused(.noFreeRow) where validWidth && validProgress && !duplicate:
                // Nothing on screen at its moment, as the log told it by the time it is judged.
                let shown = r.items.contains { item in
                    guard let s = item.starts.first, s.at <= decided else { return false }
                    let finish = item.finishes.first.flatMap { $0.at <= decided ? $0.time : nil }
                    return FlyScreenInvariants.isOnScreen(item.flight, finish: finish, at: t, slack: item.tolerance)
                }
                if !shown { found.append((decided, 0, broken("result: a sync was refused for want of a row while nothing was on screen"))) }
            default: break
            }
        }
        return found.min { ($0.at, $0.order, $0.violation.frame) < ($1.at, $1.order, $1.violation.frame) }?.violation
    }

    static func frozenWhilePaused(_ r: Read) -> Violation? {
        for (at, e) in r.elements.enumerated() {
            guard case let .finished(id, _, time, _)? = e.entry else { continue }
            let slack = r.tolerance(of: id, at: at + 1)
            guard let pause = e.pauses.first(where: { FlyScreenInvariants.inPause(time, start: $0.start, end: $0.end, slack: slack) }) else { continue }
            var values: [Violation.Value] = [.init("id", Double(id)), .init("finish", time), .init("pausedAt", pause.start)]
            if pause.end.isFinite { values.append(.init("resumedAt", pause.end)) }
            let to = pause.end.isFinite ? " to \(f(pause.end))" : ""
            return Violation("frozenWhilePaused", "§4", frame: pause.operation, values,
                             "item #\(id) finished at t \(f(time)) while the screen was paused (from \(f(pause.start))\(to)): it kept moving")
        }
        return nil
    }

    /// The thirteen rules in report order, as oracles over a recorded trace.
    static let all: [TraceOracle<FlyScreenTrace>] = [
        ("nothingLost", nothingLost), ("capacityRespected", capacityRespected), ("rowsConsistent", rowsConsistent), ("fifoStartOrder", fifoStartOrder),
        ("exactSchedule", exactSchedule), ("minimumGap", minimumGap), ("finishesOffScreen", finishesOffScreen),
        ("hitTestAgreesWithGeometry", hitTestAgreesWithGeometry), ("likeOnce", likeOnce), ("noNonFiniteOutput", noNonFiniteOutput),
        ("nothingLeftWaiting", nothingLeftWaiting), ("syncedAsAsked", syncedAsAsked), ("frozenWhilePaused", frozenWhilePaused),
    ].map { name, rule in
        let oracle = FlyScreenInvariants.all.first { $0.name == name }!
        return TraceOracle(name, oracle.section, oracle.summary, level: oracle.level) { rule(Read($0)) }
    }

    static var nothingLeftWaitingOracle: TraceOracle<FlyScreenTrace> { all[10] }
}
