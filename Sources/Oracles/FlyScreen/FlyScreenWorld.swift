import ScrollProofUtilities
import Effects

/// The truth a fly screen's operations and log imply (SPEC §4), kept as they come in time
/// order: the play clock (virtual time less the pauses), each accepted item with what the log
/// told of it so far (its flight), and what the latest entry did (an item accepted, started,
/// synced, finished, let go). It is what the thirteen invariants of §4 share, derived once an
/// entry; each invariant keeps its own walk.
///
/// Items are held from the operation that accepted them until no rule can ask for them again:
/// finished, and too long ago for any tap, sync or start still to come to meet them (the
/// largest tolerance of a moment past the longest flight). So a session judged live holds the
/// items on screen, not the session.
public struct FlyScreenWorld: EventWorld {
    public typealias Event = FlyScreenOperation
    public typealias Logged = FlyScreenEvent

    /// One accepted item: its flight as the log tells it so far.
    public struct Item: Sendable {
        /// The flight, on the play clock.
        public internal(set) var flight: FlyScreenTrace.Flight
        /// The operation that accepted it.
        public internal(set) var operation: Int
        /// Its place among the accepted items.
        public internal(set) var place: Int
        /// How often the log started (or synced) it, and finished it.
        public internal(set) var starts = 0, finishes = 0
        /// The progress of its sync, when it appeared by one.
        public internal(set) var syncedProgress = Double.nan
    }

    /// What the latest entry did.
    public enum Change: Sendable {
        /// Nothing (before any entry, a pause, a resume, an advance).
        case none
        /// An operation asked: its index, and the place of the item it accepted, if it did.
        case asked(index: Int, accepted: Int?)
        /// The log started or synced the item at a place, first (a later start of it is
        /// ``repeated``).
        case appeared(place: Int)
        /// The log finished the item at a place, first.
        case finished(place: Int)
        /// The log started or finished an item again, or one no operation accepted.
        case repeated
        /// Any other entry of the log.
        case logged
        /// Observation ended.
        case ended
    }

    /// The configuration (`nil` for a world made without one).
    public let configuration: FlyScreenConfiguration?
    /// The length tolerance.
    public let lengthTolerance: Double
    /// The largest tolerance of a moment, `lt · longest / S`: how far past a logged entry the
    /// operations are read before it.
    public let largestMoment: Double
    /// A moment's tolerance at the slowest speed, `lt · d / S`: how far back the log's times
    /// may run without breaking their order (a moment mapped onto the play clock may round an
    /// ulp apart from one mapped otherwise).
    public let margin: Double

    /// The pauses so far, in virtual time (the last open while paused), with the operation
    /// that paused.
    public private(set) var pauses: [(start: Double, end: Double, operation: Int)] = []
    /// The first operation that named each id (an insert or a sync, whatever its answer): the
    /// step a report about the item names.
    private var firstOperation = IDMap<Int>()
    /// The operations applied so far.
    public private(set) var operations = 0
    /// The latest operation's time, on the play clock: `t_end` so far.
    public private(set) var endTime = -Double.infinity
    /// The latest logged entry's time, on the play clock (never back by more than ``margin``).
    public private(set) var logTime = -Double.infinity
    /// The latest logged entry's time, in virtual time, as the log gave it.
    public private(set) var loggedAt = Double.nan
    /// The latest entry's time on the play clock: an operation's, or a logged entry's.
    public private(set) var now = -Double.infinity
    /// The latest appearance so far (a start or a sync), on the play clock.
    public private(set) var latestAppearance = -Double.infinity
    /// What the latest entry did.
    public private(set) var change = Change.none
    /// The place of the item the latest entry made appear (started or synced, first), if any:
    /// a start the log told of before the operation that accepted the item appears with it.
    public private(set) var appeared: Int?
    /// The place of the item the latest entry finished (first, after its start), if any.
    public private(set) var finished: Int?
    /// What the log told of ids before an operation accepted them: their first start and first
    /// finish, attached to the item when it is accepted, as a reading of the whole log would.
    private var early: [Int: (start: (row: Int, time: Double, progress: Double?)?, finish: (time: Double, x: Double)?)] = [:]
    /// Whether observation has ended.
    public private(set) var ended = false

    /// The items held, `items[k]` being the item at place `base + k`; those before `head`
    /// are let go.
    private var items: [Item] = []
    private var base = 0, head = 0
    private var placeOf: IDTable
    /// Every id accepted so far.
    private var acceptedIDs = IDSet()
    /// The items the latest entry let go, in order of place.
    public private(set) var letGo: [Item] = []

    /// The world before any operation of a screen, in this world's storage: its buffers
    /// emptied and kept, so that a property's next case allocates nothing for them.
    ///
    /// - Parameter c: The next case's configuration.
    /// - Complexity: O(what it held).
    public mutating func restart(configuration c: FlyScreenConfiguration) {
        var fresh = FlyScreenWorld(configuration: c, placeOf: placeOf.recycled())
        fresh.pauses = pauses.recycled()
        fresh.firstOperation = firstOperation.recycled()
        swap(&fresh.early, &early)
        fresh.early.removeAll(keepingCapacity: true)
        fresh.items = items.recycled()
        fresh.acceptedIDs = acceptedIDs.recycled()
        fresh.letGo = letGo.recycled()
        self = fresh
    }

    /// A world made without a configuration: it keeps nothing.
    public init() {
        placeOf = IDTable()
        configuration = nil
        lengthTolerance = 0
        largestMoment = 0
        margin = 0
    }

    /// The world before any operation of a screen.
    ///
    /// - Parameter configuration: The configuration (how it is judged included).
    public init(configuration c: FlyScreenConfiguration) {
        self.init(configuration: c, placeOf: IDTable())
    }

    /// The world before any operation, its ids placed in `placeOf` (empty).
    private init(configuration c: FlyScreenConfiguration, placeOf: IDTable) {
        self.placeOf = placeOf
        configuration = c
        lengthTolerance = c.lengthTolerance
        largestMoment = c.lengthTolerance * c.longestFlight / c.screenWidth
        margin = c.lengthTolerance * c.duration / c.screenWidth
    }

    public static var isTimed: Bool { true }
    public static var judgesAtEnd: Bool { true }
    public static func time(of event: FlyScreenOperation) -> Double { event.time }
    public static func time(ofLogged logged: FlyScreenEvent) -> Double { logged.time }
    public var horizon: Double { largestMoment }

    // MARK: The play clock

    /// The play time of virtual time `t`: `t` less the time paused before it (a moment in a
    /// pause is the pause's first moment), as `FlyScreenTrace.PlayClock` maps it.
    ///
    /// - Complexity: O(pauses).
    public func play(_ t: Double) -> Double {
        var paused = 0.0
        for p in pauses {
            if !(t > p.start) { break }
            if t < p.end { return p.start - paused }
            paused += p.end - p.start
        }
        return t - paused
    }

    /// The pause that strictly contains virtual time `t` beyond `slack`, if any.
    ///
    /// - Complexity: O(pauses).
    public func pause(containing t: Double, slack: Double) -> (start: Double, end: Double)? {
        pauses.first { FlyScreenInvariants.inPause(t, start: $0.start, end: $0.end, slack: slack) }.map { ($0.start, $0.end) }
    }

    // MARK: Items

    /// The first operation that named an id (its insert or sync), or −1: the step a report
    /// about the item names.
    ///
    /// - Complexity: O(1) expected.
    public func operation(naming id: Int) -> Int { firstOperation[id] ?? -1 }

    /// Whether an operation accepted an id so far.
    public func wasAccepted(_ id: Int) -> Bool { acceptedIDs.contains(id) }

    /// The operation that paused at virtual time `start`, or −1.
    public func operation(pausingAt start: Double) -> Int { pauses.first { $0.start == start }?.operation ?? -1 }

    /// The item accepted with an id, while it is held.
    ///
    /// - Complexity: O(1) expected.
    public func item(_ id: Int) -> Item? { placeOf[id].map { items[$0 - base] } }

    /// The item at a place, while it is held.
    public func item(at place: Int) -> Item? {
        let k = place - base
        return k >= head && k < items.count ? items[k] : nil
    }

    /// The items held, in order of place.
    public var held: ArraySlice<Item> { items[head...] }

    /// The items a rule judging a moment past may still ask of: those held and those the
    /// latest entry let go (a judgement that waited for the log to pass its moment comes due
    /// at the entry that lets go of the items it may meet).
    public var recent: Recent { Recent(letGo: letGo, held: items[head...]) }

    /// The items the latest entry let go, then those held, in order of place: a view of the
    /// world's own storage (nothing is allocated to walk it).
    public struct Recent: Sequence {
        let letGo: [Item]
        let held: ArraySlice<Item>

        /// Walks the items let go, then those held.
        public struct Iterator: IteratorProtocol {
            var letGo: IndexingIterator<[Item]>
            var held: IndexingIterator<ArraySlice<Item>>

            /// The next item.
            public mutating func next() -> Item? { letGo.next() ?? held.next() }
        }

        /// An iterator from the first item let go.
        public func makeIterator() -> Iterator { Iterator(letGo: letGo.makeIterator(), held: held.makeIterator()) }
    }

    /// The number of items accepted so far: the place the next one takes.
    public var accepted: Int { base + items.count }

    /// The tolerance of a moment of an item: the time in which it moves the length tolerance.
    public func tolerance(_ f: FlyScreenTrace.Flight) -> Double {
        guard let c = configuration else { return 0 }
        return FlyScreenInvariants.tolerance(f, c, lengthTolerance)
    }

    // MARK: Applying

    public mutating func apply(_ event: FlyScreenOperation) { apply(event, answer: FlyScreenAnswer.none) }

    public mutating func apply<Answer>(_ event: FlyScreenOperation, answer: Answer) {
        guard let c = configuration else { return }
        letGo.removeAll(keepingCapacity: true)
        let index = operations
        operations += 1
        // A time that runs back, or is not finite, is taken as the latest: the play clock only
        // moves on (the trace is still judged; its numbers are each rule's to judge).
        let time = event.time
        switch event {
        case .pause:
            if pauses.last.map({ $0.end != .infinity }) ?? true, time.isFinite { pauses.append((time, .infinity, index)) }
        case .resume:
            if let last = pauses.last, last.end == .infinity, time.isFinite { pauses[pauses.count - 1].end = max(time, last.start) }
        case let .insert(id, _, _), let .timedInsert(id, _, _, _), let .sync(id, _, _, _):
            if firstOperation[id] == nil { firstOperation[id] = index }
        default: break
        }
        let t = play(time)
        if t.isFinite, t > endTime { endTime = t }
        now = t
        var acceptedPlace: Int?
        if case let .insert(result) = answer as? FlyScreenAnswer, result == .accepted {
            let id: Int, width: Double, own: Double?
            switch event {
            case let .insert(i, w, _): (id, width, own) = (i, w, nil)
            case let .timedInsert(i, w, d, _): (id, width, own) = (i, w, d == c.duration ? nil : d)
            case let .sync(i, w, _, _): (id, width, own) = (i, w, nil)
            default: (id, width, own) = (0, .nan, nil)
            }
            if acceptedIDs.insert(id) {
                let place = base + items.count
                placeOf[id] = place
                items.append(Item(flight: .init(id: id, width: width, inserted: t, duration: own), operation: index, place: place))
                acceptedPlace = place
            }
        }
        change = .asked(index: index, accepted: acceptedPlace)
        appeared = nil
        finished = nil
        if let place = acceptedPlace, !early.isEmpty, let told = early.removeValue(forKey: items[place - base].flight.id) {
            let k = place - base
            if let s = told.start { start(k, row: s.row, at: s.time, progress: s.progress, c) }
            if let f = told.finish {
                items[k].finishes = 1
                items[k].flight.finish = f.time
                items[k].flight.finishX = f.x
                if items[k].starts > 0 { finished = place }
            }
        }
        retire()
    }

    /// Marks the item at `k` started at play time `t` on `row` (synced at `progress`, if so).
    private mutating func start(_ k: Int, row: Int, at t: Double, progress: Double?, _ c: FlyScreenConfiguration) {
        items[k].starts += 1
        var f = items[k].flight
        f.row = row
        if let progress {
            f.start = t - progress * c.duration
            f.syncedAt = t
            items[k].syncedProgress = progress
        } else {
            f.start = t
        }
        items[k].flight = f
        if let appearance = f.appeared, appearance.isFinite { latestAppearance = max(latestAppearance, appearance) }
        appeared = base + k
    }

    public mutating func apply(logged event: FlyScreenEvent) {
        guard let c = configuration else { return }
        letGo.removeAll(keepingCapacity: true)
        loggedAt = event.time
        let t = play(event.time)
        if t.isFinite, t >= logTime - margin { logTime = max(logTime, t) }
        now = t
        change = .logged
        appeared = nil
        finished = nil
        switch event {
        case let .started(id, row, _), let .synced(id, row, _, _):
            let progress: Double? = if case let .synced(_, _, _, p) = event { p } else { nil }
            guard let k = placeOf[id].map({ $0 - base }) else {
                if !acceptedIDs.contains(id), early[id]?.start == nil { early[id, default: (nil, nil)].start = (row, t, progress) }
                change = .repeated
                break
            }
            guard items[k].starts == 0 else { items[k].starts += 1; change = .repeated; break }
            start(k, row: row, at: t, progress: progress, c)
            change = .appeared(place: base + k)
            if items[k].finishes > 0 { finished = base + k }
        case let .finished(id, _, _, x):
            guard let k = placeOf[id].map({ $0 - base }) else {
                if !acceptedIDs.contains(id), early[id]?.finish == nil { early[id, default: (nil, nil)].finish = (t, x) }
                change = .repeated
                break
            }
            items[k].finishes += 1
            guard items[k].finishes == 1 else { change = .repeated; break }
            // Its first finish, kept even when the log has not started it (yet): a start logged
            // later pairs with it, as a reading of the whole log would.
            items[k].flight.finish = t
            items[k].flight.finishX = x
            change = items[k].starts > 0 ? .finished(place: base + k) : .repeated
            if items[k].starts > 0 { finished = base + k }
        case .inserted, .refused, .liked:
            break
        }
        retire()
    }

    public mutating func end() {
        letGo.removeAll(keepingCapacity: true)
        ended = true
        change = .ended
        appeared = nil
        finished = nil
    }

    /// Lets go of the oldest items no rule can ask for again: finished, and too long ago for
    /// any operation or logged entry still to come (no earlier than the latest operation, and
    /// than the log's time less its margin) to meet them, the largest tolerance of a moment
    /// past the longest flight.
    private mutating func retire() {
        guard head < items.count, items[head].finishes > 0, let c = configuration else { return }
        let horizon = min(endTime, logTime - margin - largestMoment), longest = c.longestFlight
        while head < items.count {
            let item = items[head], f = item.flight
            guard item.finishes > 0, let start = f.start, let finish = f.finish,
                  start + longest + largestMoment < horizon, finish + largestMoment < horizon
            else { break }
            letGo.append(item)
            placeOf[f.id] = nil
            head += 1
        }
        // Dropped in batches, so that the rest moves seldom.
        if head == items.count {
            items.removeAll(keepingCapacity: true)
        } else if head > 256, 2 * head > items.count {
            items.removeFirst(head)
        } else {
            return
        }
        base += head
        head = 0
    }
}
