import ScrollProofUtilities

/// The exact fly screen (SPEC §4) as a single-threaded value in virtual time.
///
/// Items start in insertion order (FIFO), never before they were inserted, at the exact
/// moment the lowest row becomes free for them (closed form, no polling timer), and never wait
/// while a row is free. Every accepted item starts exactly once and finishes exactly once,
/// when fully off the left edge (`x = −w`). For inserts from many threads, use ``FlyScreen``.
public struct FlyScreenModel: Sendable {
    /// The model seeks (``sync(id:width:progress:)``), pauses (``pause()``) and flies each
    /// item in its own time (``insert(id:width:duration:)``).
    public static var features: FlyScreenFeatures { [.seek, .pause, .durations] }

    /// The screen's configuration.
    public let configuration: FlyScreenConfiguration
    /// The virtual time, in seconds (it does not move while the screen is paused).
    public private(set) var now: Double = 0
    /// The screen's log: every start, finish, sync, like and pop so far, in time order.
    public private(set) var events: [FlyScreenEvent] = []

    /// Items waiting to start, oldest first.
    package private(set) var waiting = FIFO<FlyingItem>()
    /// Items flying, in finish order (which is also start order when every flight lasts `d`; a
    /// synced item's start is virtual, `d` before its finish).
    package private(set) var flying = FIFO<FlyingItem>()
    /// The last item started on each row (the one with the latest start, so the one nearest
    /// the right edge), while it flies.
    public private(set) var lastOnRow: [FlyingItem?]
    /// Each row's last item's terms of the closed form (``FlyScreenConfiguration/rowFreeTime(after:forWidth:duration:)``):
    /// when its tail is `g` inside the screen, and when it finishes (`nil` while the row is free).
    private var terms: [(tail: Double, due: Double)?]
    /// The ids liked so far.
    public private(set) var liked: Set<Int> = []
    private var seenIDs = IDSet()
    private var lastStart = -Double.infinity
    /// ``nextPlayStart()`` as last computed, while nothing it reads (the head of the queue, the
    /// rows' last items, the last start) has changed since: every advance asks for it, and a
    /// screen of many rows computed it anew each time.
    private var cachedNextStart: (time: Double, row: Int)?
    private var nextStartIsCached = false
    /// When the current pause began, if paused.
    public private(set) var pausedAt: Double?
    /// The time spent paused before the current pause. The items' times (``FlyingItem/start``,
    /// ``FlyingItem/insertedAt``) are on the play clock, which stops while paused: play time =
    /// ``now`` − time spent paused; the events are in virtual time.
    public private(set) var pausedTotal = 0.0

    /// The play clock now: virtual time less the time spent paused.
    public var playNow: Double { (pausedAt ?? now) - pausedTotal }

    /// Creates an empty screen at virtual time 0.
    ///
    /// - Parameter configuration: The validated configuration.
    public init(configuration: FlyScreenConfiguration) {
        self.configuration = configuration
        lastOnRow = Array(repeating: nil, count: configuration.rows)
        terms = Array(repeating: nil, count: configuration.rows)
        // Room for a screenful at once, so that a short run does not grow its storage item by
        // item (each growth is an allocation and a copy).
        events.reserveCapacity(64)
        waiting.reserveCapacity(16)
        flying.reserveCapacity(16)
    }

    /// An empty screen at virtual time 0 in this one's storage, for the next case of a
    /// property (``Swift/Array/recycled()``): it allocates nothing while it holds no more than
    /// this one did.
    ///
    /// - Parameter configuration: The validated configuration.
    /// - Returns: The empty screen; this one is left empty and must not be used again.
    /// - Complexity: O(capacity).
    package mutating func recycled(configuration: FlyScreenConfiguration) -> FlyScreenModel {
        var model = FlyScreenModel(configuration: configuration, storageOf: &self)
        model.lastOnRow.append(contentsOf: repeatElement(nil, count: configuration.rows))
        model.terms.append(contentsOf: repeatElement(nil, count: configuration.rows))
        return model
    }

    private init(configuration: FlyScreenConfiguration, storageOf old: inout FlyScreenModel) {
        self.configuration = configuration
        events = old.events.recycled()
        lastOnRow = old.lastOnRow.recycled()
        terms = old.terms.recycled()
        waiting = old.waiting.recycled()
        flying = old.flying.recycled()
        swap(&liked, &old.liked)
        liked.removeAll(keepingCapacity: true)
        seenIDs = old.seenIDs.recycled()
    }

    /// The refusal an insert would get, if any, checked in this order: width, id, capacity.
    ///
    /// - Parameters:
    ///   - width: The item's width.
    ///   - isDuplicate: Whether the id was inserted before.
    ///   - waitingCount: How many items wait now.
    ///   - capacity: The queue capacity, if any.
    /// - Returns: The refusal, or `nil` when the insert is acceptable.
    public static func refusal(width: Double, isDuplicate: Bool, waitingCount: Int, capacity: Int?) -> FlyScreenRefusal? {
        if !(width.isFinite && width > 0) { return .invalidWidth }
        if isDuplicate { return .duplicateID }
        if let capacity, waitingCount >= capacity { return .queueFull(capacity: capacity) }
        return nil
    }

    /// Inserts an item at the current time; it starts at once if a row is free.
    ///
    /// - Parameters:
    ///   - id: The item's identifier, unique per screen.
    ///   - width: `w`, finite and positive.
    /// - Returns: `.accepted`, or `.refused` with the reason (recorded as an event too).
    /// - Complexity: O(k) for `k` rows.
    public mutating func insert(id: Int, width: Double) -> FlyScreenInsertResult {
        insert(id: id, width: width, ownDuration: nil)
    }

    /// Inserts an item that flies in its own time (``FlyScreenFeatures/durations``): like
    /// ``insert(id:width:)``, at `(S + w) / duration`; rows are free for it by the same rule,
    /// with each item at its own speed.
    ///
    /// - Parameters:
    ///   - id: The item's identifier, unique per screen.
    ///   - width: `w`, finite and positive.
    ///   - duration: Its flight duration, finite and positive.
    /// - Returns: `.accepted`, or `.refused` with the reason (``FlyScreenRefusal/invalidDuration``
    ///   among them).
    /// - Complexity: O(k) for `k` rows.
    public mutating func insert(id: Int, width: Double, duration: Double) -> FlyScreenInsertResult {
        guard duration.isFinite, duration > 0 else {
            events.append(.refused(id: id, reason: .invalidDuration, time: now))
            return .refused(.invalidDuration)
        }
        return insert(id: id, width: width, ownDuration: duration == configuration.duration ? nil : duration)
    }

    private mutating func insert(id: Int, width: Double, ownDuration: Double?) -> FlyScreenInsertResult {
        let reason = Self.refusal(
            width: width, isDuplicate: seenIDs.contains(id), waitingCount: waiting.count, capacity: configuration.capacity)
        if let reason {
            events.append(.refused(id: id, reason: reason, time: now))
            return .refused(reason)
        }
        seenIDs.insert(id)
        waiting.push(FlyingItem(id: id, width: width, insertedAt: playNow, duration: ownDuration))
        if waiting.count == 1 { nextStartIsCached = false }  // a new head
        events.append(.inserted(id: id, width: width, time: now))
        if pausedAt == nil { run(until: playNow) }
        return .accepted
    }

    /// Syncs an item in mid-flight now (a seek): it appears at `progress` of its flight on the
    /// lowest row where it keeps the minimum gap to every item flying there, ahead of it and
    /// behind it, for as long as both fly; it becomes the row's last item only when it is
    /// nearer the right edge than the row's last (a later start), so the items that start
    /// after it keep their gap to the rightmost item. It never waits and never joins the queue.
    ///
    /// - Parameters:
    ///   - id: The item's identifier, unique among inserts and syncs.
    ///   - width: `w`, finite and positive.
    ///   - progress: The fraction of its flight already flown, finite, in `0 ..< 1`.
    /// - Returns: `.accepted`, or `.refused` with the reason (an invalid width or progress, a
    ///   duplicate id, or ``FlyScreenRefusal/noFreeRow`` when no row has room), recorded as an
    ///   event too.
    /// - Complexity: O(k + f) for `k` rows and `f` flying items.
    public mutating func sync(id: Int, width: Double, progress: Double) -> FlyScreenInsertResult {
        var reason = Self.refusal(width: width, isDuplicate: seenIDs.contains(id), waitingCount: 0, capacity: nil)
        if reason == nil, !(progress.isFinite && progress >= 0 && progress < 1) { reason = .invalidProgress }
        var item = FlyingItem(id: id, width: width, insertedAt: playNow, start: playNow - progress * configuration.duration)
        if reason == nil {
            if let row = (0..<configuration.rows).first(where: { fits(item, row: $0) }) { item.row = row } else { reason = .noFreeRow }
        }
        if let reason {
            events.append(.refused(id: id, reason: reason, time: now))
            return .refused(reason)
        }
        seenIDs.insert(id)
        fly(item)
        if item.start > (lastOnRow[item.row]?.start ?? -.infinity) {
            setLast(item, row: item.row)
            nextStartIsCached = false
        }
        events.append(.synced(id: id, row: item.row, time: now, progress: progress))
        return .accepted
    }

    /// Adds an item to ``flying`` in finish order: at the end in the common case (every flight
    /// lasts `d`, so finish order is start order), else before the first item that finishes
    /// later.
    private mutating func fly(_ item: FlyingItem) {
        let finish = item.start + configuration.duration(of: item)
        if flying.elements.last.map({ $0.start + configuration.duration(of: $0) <= finish }) ?? true {
            flying.push(item)
        } else {
            flying.insert(item) { $0.start + configuration.duration(of: $0) > finish }
        }
    }

    /// Whether `item` keeps the minimum gap on `row` to every item flying there, from now on.
    private func fits(_ item: FlyingItem, row: Int) -> Bool {
        flying.elements.allSatisfy { other in
            guard other.row == row else { return true }
            let (lead, follower) = other.start <= item.start ? (other, item) : (item, other)
            guard let gap = configuration.smallestGap(lead: lead, follower: follower, from: playNow) else { return true }
            return gap >= configuration.minimumGap
        }
    }

    /// Advances virtual time to `time`, starting and finishing items in time order.
    ///
    /// - Parameter time: Finite, not before ``now``.
    /// - Throws: ``InputError`` for a non-finite time or one before ``now``; nothing changes.
    /// - Complexity: O((s + f) · k) for `s` starts and `f` finishes on the way.
    public mutating func advance(to time: Double) throws(InputError) {
        try InputError.requireFinite(time, "time")
        if time < now { throw .beforeCurrent(field: "time", value: time, current: now) }
        if pausedAt == nil { run(until: time - pausedTotal) }
        now = time
    }

    /// Pauses now: nothing moves or finishes until ``resume()``; inserts wait.
    ///
    /// - Complexity: O(1).
    public mutating func pause() {
        if pausedAt == nil { pausedAt = now }
    }

    /// Resumes: the flights go on where they stopped, and waiting items start when a row is
    /// free on the play clock.
    ///
    /// - Complexity: O((s + f) · k) for the `s` starts and `f` finishes due now.
    public mutating func resume() {
        guard let since = pausedAt else { return }
        pausedTotal += now - since
        pausedAt = nil
        run(until: playNow)
    }

    /// The earliest time the head of the queue can start, and the lowest row free then, in
    /// virtual time (while paused: if the screen resumed now).
    ///
    /// - Returns: `nil` when nothing waits.
    public func nextStart() -> (time: Double, row: Int)? {
        nextPlayStart().map { ($0.time + pausedTotal + (pausedAt.map { now - $0 } ?? 0), $0.row) }
    }

    /// ``nextStart()`` on the play clock, from the cache while it holds.
    private mutating func cachedNextPlayStart() -> (time: Double, row: Int)? {
        if !nextStartIsCached {
            cachedNextStart = nextPlayStart()
            nextStartIsCached = true
        }
        return cachedNextStart
    }

    /// ``nextStart()`` on the play clock.
    private func nextPlayStart() -> (time: Double, row: Int)? {
        guard let head = waiting.first else { return nil }
        let catchUp = (configuration.screenWidth - configuration.minimumGap) / configuration.speed(width: head.width, duration: head.duration)
        var earliestRowFree = Double.infinity
        for row in 0..<configuration.rows {
            earliestRowFree = Swift.min(earliestRowFree, freeTime(row: row, catchUp: catchUp))
            if earliestRowFree == -.infinity { break }  // an empty row: nothing is earlier
        }
        let time = Swift.max(head.insertedAt, lastStart, earliestRowFree)
        // The lowest row free at that moment: two closed forms of the same instant may round an
        // ulp apart, so a row free within half the length tolerance (in the time the faster of
        // the item and the row's last item takes to move it) counts as free; the other half is
        // left for rounding.
        for row in 0..<configuration.rows {
            let free = freeTime(row: row, catchUp: catchUp)
            // A row free by then needs no slack (which is positive), so it is not worked out.
            if free <= time { return (time, row) }
            let slack = configuration.timeTolerance(for: head, lastOnRow[row] ?? head, fraction: 0.5)
            if free <= time + slack { return (time, row) }
        }
        return (time, 0)  // unreachable: the row that gave earliestRowFree qualifies
    }

    /// The closed form for `row` and an item that needs `catchUp` (`(S − g) / v`) to cross
    /// the screen less the gap: the same doubles as ``FlyScreenConfiguration/rowFreeTime(after:forWidth:duration:)``.
    private func freeTime(row: Int, catchUp: Double) -> Double {
        guard let t = terms[row] else { return -.infinity }
        return Swift.min(Swift.max(t.tail, t.due - catchUp), t.due)
    }

    /// A row's last item, with its terms of the closed form.
    private mutating func setLast(_ item: FlyingItem?, row: Int) {
        lastOnRow[row] = item
        terms[row] = item.map { a in
            let speed = configuration.speed(width: a.width, duration: a.duration)
            return (a.start + (a.width + configuration.minimumGap) / speed, a.start + configuration.duration(of: a))
        }
    }

    private mutating func run(until limit: Double) {
        while true {
            let finish = flying.first.map { $0.start + configuration.duration(of: $0) }
            let start = cachedNextPlayStart()
            if let finish, finish <= limit, finish <= (start?.time ?? .infinity) {
                let item = flying.pop()!
                if lastOnRow[item.row]?.id == item.id {
                    setLast(nil, row: item.row)
                    nextStartIsCached = false
                }
                let x = configuration.position(of: item, at: finish)
                events.append(.finished(id: item.id, row: item.row, time: finish + pausedTotal, x: x))
            } else if let start, start.time <= limit {
                var item = waiting.pop()!
                item.start = start.time
                item.row = start.row
                lastStart = start.time
                setLast(item, row: start.row)
                nextStartIsCached = false
                fly(item)
                events.append(.started(id: item.id, row: item.row, time: item.start + pausedTotal))
            } else {
                return
            }
        }
    }

    /// The item whose rectangle `[x, x + w) × [row·h, (row + 1)·h)` contains the point now.
    ///
    /// - Parameters:
    ///   - x: Screen x.
    ///   - y: Screen y.
    /// - Returns: The item's id, or `nil`.
    /// - Complexity: O(f) for `f` flying items.
    public func hitTest(x: Double, y: Double) -> Int? {
        guard x.isFinite, y.isFinite, configuration.rowHeight > 0 else { return nil }
        for item in flying.elements {
            let top = Double(item.row) * configuration.rowHeight
            guard y >= top, y < top + configuration.rowHeight else { continue }
            let left = configuration.position(of: item, at: playNow)
            if x >= left, x < left + item.width { return item.id }
        }
        return nil
    }

    /// A tap now: the first tap on an item likes it and emits one pop; later taps do nothing.
    ///
    /// - Parameters:
    ///   - x: Screen x.
    ///   - y: Screen y.
    /// - Returns: Liked, already liked, or a miss.
    public mutating func tap(x: Double, y: Double) -> FlyScreenTapResult {
        guard let id = hitTest(x: x, y: y) else { return .miss }
        if liked.insert(id).inserted {
            events.append(.liked(id: id, time: now))
            return .liked(id: id)
        }
        return .alreadyLiked(id: id)
    }
}
