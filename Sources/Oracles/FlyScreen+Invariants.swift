import Effects

/// A trace of a fly screen (SPEC §4): what was asked, what was answered, and the event log.
public struct FlyScreenTrace: Sendable {
    /// One operation and its answer.
    public enum Step: Sendable, Hashable {
        /// An insert at `time` and its answer.
        case insert(id: Int, width: Double, time: Double, result: FlyScreenInsertResult)
        /// Virtual time moved to `time`.
        case advance(time: Double)
        /// A tap at `time`: the hit test's answer and the tap's result.
        case tap(x: Double, y: Double, time: Double, hit: Int?, result: FlyScreenTapResult)
    }

    /// The configuration.
    public var configuration: FlyScreenConfiguration
    /// The operations, in order.
    public var steps: [Step]
    /// The implementation's event log after the last step.
    public var events: [FlyScreenEvent]

    /// Creates a trace.
    ///
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - steps: The operations and answers.
    ///   - events: The event log.
    public init(configuration: FlyScreenConfiguration, steps: [Step], events: [FlyScreenEvent]) {
        self.configuration = configuration
        self.steps = steps
        self.events = events
    }

    /// A flight, as the event log tells it.
    public struct Flight: Sendable, Hashable {
        /// The item.
        public var id: Int
        /// Its width.
        public var width: Double
        /// When it was inserted.
        public var inserted: Double
        /// Its row and start time, once started.
        public var row: Int?
        public var start: Double?
        /// Its finish time and left edge then, once finished.
        public var finish: Double?
        public var finishX: Double?
    }

    /// The accepted inserts in order, with what the event log says happened to each.
    public var flights: [Flight] {
        var order: [Int] = []
        var byID: [Int: Flight] = [:]
        for step in steps {
            if case let .insert(id, width, time, .accepted) = step, byID[id] == nil {
                order.append(id)
                byID[id] = Flight(id: id, width: width, inserted: time)
            }
        }
        for event in events {
            switch event {
            case let .started(id, row, time): byID[id]?.row = row; byID[id]?.start = time
            case let .finished(id, _, time, x): byID[id]?.finish = time; byID[id]?.finishX = x
            default: break
            }
        }
        return order.compactMap { byID[$0] }
    }

    /// The index of the step that inserted `id` (for reports: O(steps)).
    func step(inserting id: Int) -> Int {
        steps.firstIndex { if case let .insert(i, _, _, _) = $0 { i == id } else { false } } ?? -1
    }
}

/// The invariants of SPEC §4.
public enum FlyScreenInvariants {
    static func speed(_ c: FlyScreenConfiguration, _ w: Double) -> Double { (c.screenWidth + w) / c.duration }
    static func x(_ c: FlyScreenConfiguration, _ f: FlyScreenTrace.Flight, at t: Double) -> Double {
        c.screenWidth - speed(c, f.width) * (t - (f.start ?? .nan))
    }

    /// Every accepted item starts exactly once and finishes exactly once; nothing else starts:
    /// nothing lost, nothing duplicated.
    public static let nothingLost = Oracle<FlyScreenTrace>("nothingLost", "§4", "every accepted item starts once and finishes once; nothing else starts") { trace in
        var starts: [Int: Int] = [:], finishes: [Int: Int] = [:]
        for event in trace.events {
            if case let .started(id, _, _) = event { starts[id, default: 0] += 1 }
            if case let .finished(id, _, _, _) = event { finishes[id, default: 0] += 1 }
        }
        let accepted = trace.flights
        for f in accepted where starts[f.id] != 1 || finishes[f.id] != 1 {
            return Violation("nothingLost", "§4", frame: trace.step(inserting: f.id), [.init("id", Double(f.id)), .init("starts", Double(starts[f.id] ?? 0)), .init("finishes", Double(finishes[f.id] ?? 0))],
                starts[f.id] == nil ? "item #\(f.id) was accepted and never started: it was lost" : "item #\(f.id) did not start and finish exactly once")
        }
        let acceptedIDs = Set(accepted.map(\.id))
        if let stray = starts.keys.sorted().first(where: { !acceptedIDs.contains($0) }) {
            return Violation("nothingLost", "§4", frame: trace.step(inserting: stray), [.init("id", Double(stray))], "item #\(stray) started without an accepted insert")
        }
        return nil
    }

    /// Items start in insertion order, never before they were inserted.
    public static let fifoStartOrder = Oracle<FlyScreenTrace>("fifoStartOrder", "§4", "FIFO start order, never before insertion") { trace in
        var order: [(id: Int, time: Double)] = []
        for event in trace.events { if case let .started(id, _, time) = event { order.append((id, time)) } }
        let inserted = trace.flights.map(\.id).filter { id in order.contains { $0.id == id } }
        // Duplicated or stray starts are nothingLost's to report; here the orders are compared.
        if order.count == inserted.count, let i = Array(zip(order.map(\.id), inserted)).firstIndex(where: { $0 != $1 }) {
            return Violation("fifoStartOrder", "§4", frame: trace.step(inserting: order[i].id), [.init("started", Double(order[i].id)), .init("expected", Double(inserted[i]))], "items started out of insertion order")
        }
        for f in trace.flights { if let s = f.start, s < f.inserted - trace.configuration.timeTolerance(forWidths: f.width) {
            return Violation("fifoStartOrder", "§4", frame: trace.step(inserting: f.id), [.init("start", s), .init("inserted", f.inserted)], "item #\(f.id) started before it was inserted")
        } }
        return nil
    }

    /// The head of the queue starts at the exact moment the lowest row becomes free for it
    /// (closed form), on that row: it never waits while a row is free. Within the tolerance a
    /// moment is a moment: rows that become free within it of each other are a tie, and either
    /// may be taken; a lower row that was clearly free before the start may not be passed over.
    public static let exactSchedule = Oracle<FlyScreenTrace>("exactSchedule", "§4", "each item starts at the earliest free moment, on the lowest free row") { trace in
        let c = trace.configuration
        var last: [FlyScreenTrace.Flight?] = Array(repeating: nil, count: c.rows)
        var previousStart = -Double.infinity
        for f in trace.flights {
            guard let start = f.start, let row = f.row, (0..<c.rows).contains(row) else { continue }
            let vb = speed(c, f.width)
            let free: [Double] = last.map { a in
                guard let a, let s = a.start else { return -.infinity }
                let va = speed(c, a.width)
                let tailInside = s + (a.width + c.minimumGap) / va
                let cannotCatch = s + c.duration - (c.screenWidth - c.minimumGap) / vb
                return min(max(tailInside, cannotCatch), s + c.duration)
            }
            let earliest = max(f.inserted, previousStart, free.min() ?? -.infinity)
            let t = c.timeTolerance(forWidths: f.width)
            if (start - earliest).magnitude > t {
                return Violation("exactSchedule", "§4", frame: trace.step(inserting: f.id), [.init("id", Double(f.id)), .init("start", start), .init("earliest", earliest)],
                    start > earliest ? "item #\(f.id) waited while a row was free" : "item #\(f.id) started before any row was free")
            }
            func slack(_ r: Int) -> Double { c.timeTolerance(forWidths: f.width, last[r]?.width ?? f.width) }
            if free[row] > start + slack(row) {
                return Violation("exactSchedule", "§4", frame: trace.step(inserting: f.id), [.init("row", Double(row)), .init("rowFree", free[row]), .init("start", start)], "item #\(f.id) started on a row that was not free")
            }
            if let lower = (0..<row).first(where: { free[$0] < start - slack($0) }) {
                return Violation("exactSchedule", "§4", frame: trace.step(inserting: f.id), [.init("row", Double(row)), .init("lowestFree", Double(lower))], "item #\(f.id) did not take the lowest free row")
            }
            last[row] = f
            previousStart = start
        }
        return nil
    }

    /// No two items on a row are ever closer than `g`: checked at the follower's start and at
    /// the leader's finish (the gap is linear in between).
    public static let minimumGap = Oracle<FlyScreenTrace>("minimumGap", "§4", "items on a row are never closer than g") { trace in
        let c = trace.configuration
        var last: [Int: FlyScreenTrace.Flight] = [:]
        for b in trace.flights.filter({ $0.start != nil }).sorted(by: { $0.start! < $1.start! }) {
            guard let row = b.row, let tb = b.start else { continue }
            defer { last[row] = b }
            guard let a = last[row], let ta = a.start else { continue }
            let finishA = ta + c.duration
            guard tb < finishA else { continue }
            let gapAtStart = x(c, b, at: tb) - (x(c, a, at: tb) + a.width)
            let gapAtFinish = x(c, b, at: finishA) - (x(c, a, at: finishA) + a.width)
            let gap = min(gapAtStart, gapAtFinish)
            if gap < c.minimumGap - c.lengthTolerance {
                return Violation("minimumGap", "§4", frame: trace.step(inserting: b.id), [.init("leader", Double(a.id)), .init("follower", Double(b.id)), .init("gap", gap), .init("g", c.minimumGap)],
                    gap < 0 ? "item #\(b.id) overlaps item #\(a.id) on row \(row)" : "item #\(b.id) comes closer than g to item #\(a.id) on row \(row)")
            }
        }
        return nil
    }

    /// Items finish fully off the left edge: at `t₀ + d`, with the left edge at `−w`.
    public static let finishesOffScreen = Oracle<FlyScreenTrace>("finishesOffScreen", "§4", "an item finishes at x = −w, d after its start") { trace in
        let c = trace.configuration
        for f in trace.flights {
            guard let start = f.start, let finish = f.finish, let fx = f.finishX else { continue }
            if (finish - (start + c.duration)).magnitude > c.timeTolerance(forWidths: f.width) || (fx + f.width).magnitude > c.lengthTolerance {
                return Violation("finishesOffScreen", "§4", frame: trace.step(inserting: f.id), [.init("id", Double(f.id)), .init("x", fx), .init("w", f.width), .init("finish", finish), .init("start", start)],
                    "item #\(f.id) finished at x = \(Violation.format(fx)), not fully off screen at −w")
            }
        }
        return nil
    }

    /// A hit test answers the item whose rectangle, at the tap's time, contains the point
    /// (brute force over every flight in the event log that was inserted before the tap: an
    /// item inserted later at the same instant is not on screen yet).
    public static let hitTestAgreesWithGeometry = Oracle<FlyScreenTrace>("hitTestAgreesWithGeometry", "§4", "hit tests agree with a brute-force geometry check") { trace in
        let c = trace.configuration
        // Flights sorted by start: those in the air at t are a run ending at the last start ≤ t
        // (every flight lasts d), found by binary search: O(log n + k) per tap.
        let flights = trace.flights.filter { $0.start != nil }.sorted { $0.start! < $1.start! }
        var insertStep: [Int: Int] = [:]
        for (i, step) in trace.steps.enumerated() { if case let .insert(id, _, _, _) = step, insertStep[id] == nil { insertStep[id] = i } }
        for (i, step) in trace.steps.enumerated() {
            guard case let .tap(px, py, t, hit, _) = step else { continue }
            var lo = 0, hi = flights.count
            while lo < hi { let mid = (lo + hi) / 2; if flights[mid].start! <= t { lo = mid + 1 } else { hi = mid } }
            var containing: [Int] = []
            var k = lo - 1
            while k >= 0, flights[k].start! + c.duration > t {
                let f = flights[k]
                k -= 1
                guard (insertStep[f.id] ?? .max) < i, let row = f.row else { continue }
                let left = x(c, f, at: t), top = Double(row) * c.rowHeight
                if px >= left && px < left + f.width && py >= top && py < top + c.rowHeight { containing.append(f.id) }
            }
            let ok = hit.map { containing.contains($0) } ?? containing.isEmpty
            if !ok {
                return Violation("hitTestAgreesWithGeometry", "§4", frame: i, [.init("x", px), .init("y", py), .init("t", t)],
                    "the hit test answered \(hit.map { "#\($0)" } ?? "nothing"); the geometry says \(containing.isEmpty ? "nothing" : containing.sorted().map { "#\($0)" }.joined(separator: " or "))")
            }
        }
        return nil
    }

    /// The first tap on an item likes it with one pop; later taps do nothing.
    public static let likeOnce = Oracle<FlyScreenTrace>("likeOnce", "§4", "one like and one pop per tapped item") { trace in
        var liked = Set<Int>()
        for (i, step) in trace.steps.enumerated() {
            guard case let .tap(_, _, _, hit, result) = step else { continue }
            let expected: FlyScreenTapResult = hit.map { liked.contains($0) ? .alreadyLiked(id: $0) : .liked(id: $0) } ?? .miss
            if result != expected {
                return Violation("likeOnce", "§4", frame: i, [], "the tap answered \(result), expected \(expected)")
            }
            if case let .liked(id) = result { liked.insert(id) }
        }
        var pops: [Int: Int] = [:]
        for event in trace.events { if case let .liked(id, _) = event { pops[id, default: 0] += 1 } }
        if pops.keys.sorted() != liked.sorted() || pops.values.contains(where: { $0 != 1 }) {
            return Violation("likeOnce", "§4", frame: trace.steps.count - 1, [], "pop animations \(pops.sorted { $0.key < $1.key }) do not match one per liked item \(liked.sorted())")
        }
        return nil
    }

    /// An insert is refused for a full queue exactly when `capacity` items wait; otherwise a
    /// valid insert is accepted (never dropped silently).
    public static let capacityRespected = Oracle<FlyScreenTrace>("capacityRespected", "§4", "refused exactly when the queue is full") { trace in
        let c = trace.configuration
        // Accepted items leave the queue when they start: a min-heap of start times, popped as
        // the inserts' time passes, keeps the waiting count in O(log n) per insert.
        let starts = Dictionary(trace.flights.map { ($0.id, $0.start ?? .infinity) }, uniquingKeysWith: { a, _ in a })
        var queued: [Double] = []  // a binary min-heap of the accepted items' start times
        var seen = Set<Int>()
        for (i, step) in trace.steps.enumerated() {
            guard case let .insert(id, width, time, result) = step else { continue }
            while let first = queued.first, first <= time { popMin(&queued) }
            let waiting = queued.count
            let valid = width.isFinite && width > 0 && !seen.contains(id)
            seen.insert(id)
            let full = c.capacity.map { waiting >= $0 } ?? false
            switch result {
            case .accepted:
                if !valid || full {
                    return Violation("capacityRespected", "§4", frame: i, [.init("waiting", Double(waiting)), .init("capacity", Double(c.capacity ?? -1))],
                        valid ? "an insert was accepted into a full queue" : "an invalid insert (width \(width), id \(id)) was accepted")
                }
                push(&queued, starts[id] ?? .infinity)
            case .refused(.queueFull):
                if !full { return Violation("capacityRespected", "§4", frame: i, [.init("waiting", Double(waiting))], "refused as full while the queue had room") }
            case .refused:
                if valid { return Violation("capacityRespected", "§4", frame: i, [], "a valid insert was refused: \(result)") }
            }
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

    /// Every invariant of §4.
    public static let all: [Oracle<FlyScreenTrace>] =
        [nothingLost, capacityRespected, fifoStartOrder, exactSchedule, minimumGap, finishesOffScreen, hitTestAgreesWithGeometry, likeOnce]
}
