import ScrollProofUtilities
import Effects

/// The truth a fly screen's operations and log imply (SPEC §4), derived once an entry for the
/// thirteen rules: the play clock (virtual time less the pauses so far), each accepted item
/// with what the log told of it (its row, start, appearance, finish and their counts, its own
/// duration and tolerance of a moment), and what the latest entry changed. A rule reads it in
/// place and keeps only what it must remember itself.
///
/// An item is held from the operation that accepted it until no rule can ask for it again
/// (finished, and too long ago for a tap, a sync or a start still to come to meet it); what
/// an entry about it may still need later (its row, its counts) is kept for every id.
public struct FlyScreenWorld: EventWorld {
    public typealias Event = FlyScreenOperation
    public typealias Logged = FlyScreenEvent

    /// An accepted item, as the log told of it so far (times on the play clock).
    package struct Item: Sendable {
        package var id: Int, width: Double, inserted: Double
        /// Its flight duration (its own, or `d`) and its tolerance of a moment.
        package var duration: Double, tolerance: Double
        /// The operation that accepted it, and its place among the accepted items.
        package var operation: Int, place: Int
        package var row = -1
        /// Its start (virtual for a synced item: `d · progress` before its sync), and the
        /// first moment it was on screen (its sync, or its start).
        package var start = Double.nan, appeared = Double.nan
        package var progress = Double.nan
        package var finish = Double.nan, finishX = Double.nan
        package var starts = 0, finishes = 0
        package var isSynced = false
        /// Whether its duration is its own (a timed insert), not the configuration's `d`; whether
        /// a sync accepted it; whether its finish came inside a pause (frozenWhilePaused's).
        package var hasOwnDuration = false, bySync = false, finishedInPause = false

        package var started: Bool { starts > 0 }
        package var finished: Bool { finishes > 0 }
        /// When it is due to finish: its start plus its duration.
        package var due: Double { start + duration }
    }

    /// What the latest entry did.
    package enum Change: Equatable, Sendable {
        /// An operation, and the place of the item it accepted, if any.
        case operation(accepted: Int?)
        /// The log started or synced the item at a place, first (``Item/isSynced`` tells).
        case appeared(Int)
        /// The log finished the item at a place, first (started or not).
        case finished(Int)
        /// The log started or finished the item at a place again (or one let go).
        case repeated(Int, finish: Bool)
        /// The log started or finished an id no operation has accepted.
        case stray(Int, finish: Bool)
        /// Any other entry (a pop, an insert or refusal the log repeats).
        case other
        /// Observation ended.
        case ended
    }

    /// What is kept of every accepted id, held or let go: the operation that accepted it, its
    /// tolerance of a moment, the row of its first start, and how often the log started (or
    /// synced) and finished it.
    package struct Kept: Sendable { package var operation: Int, tolerance: Double, row = -1, starts = 0, finishes = 0 }

    /// The screen's width `S` and flight duration `d` (0 for a world made without a configuration,
    /// which keeps nothing).
    package let screenWidth: Double, duration: Double
    package let lengthTolerance: Double
    /// The largest tolerance of a moment (`lt · longest / S`): how far past a logged entry the
    /// operations are read before it, and how far past a moment the log must be before a rule
    /// that waits for it decides.
    package let largestMoment: Double
    /// A moment's tolerance at the slowest speed: how far back the log's times may run.
    package let margin: Double
    /// The longest flight an item may have.
    package let longest: Double

    /// The pauses so far, in virtual time (the last open while paused), with the operation
    /// that paused, and the time paused before each.
    package private(set) var pauses: [(start: Double, end: Double, operation: Int, before: Double)] = []
    package private(set) var operations = 0
    /// The latest operation's time on the play clock: `t_end` so far.
    package private(set) var endTime = -Double.infinity
    /// The latest logged time on the play clock, and as the log gave it.
    package private(set) var logTime = -Double.infinity, loggedAt = -Double.infinity
    /// The latest entry's time on the play clock.
    package private(set) var now = -Double.infinity
    /// The latest appearance so far, on the play clock.
    package private(set) var latestAppearance = -Double.infinity
    /// The place of the first accepted item that has not started (``accepted`` when none).
    package private(set) var firstUnstarted = 0
    package private(set) var change = Change.other
    /// The place of an item whose start and finish are both known since this entry.
    package private(set) var completed: Int?
    /// Whether the latest entry's time ran back by more than ``margin`` from the latest before it
    /// (a malformed log, which `check-trace` refuses), and
    /// whether every number it holds is finite.
    package private(set) var ranBack = false, finiteEntry = true
    package private(set) var ended = false

    /// The items held: `items[k]` is the item at place `base + k`, those before `head` let go.
    package private(set) var items: [Item] = []
    private var base = 0
    package private(set) var head = 0
    /// The items the latest entry let go.
    package private(set) var letGo: [Item] = []
    /// Each id named so far: the first operation that named it, and the place an operation
    /// accepted it at (−1 while none has).
    private var ids = IDMap<(operation: Int, place: Int)>()
    private var kept: [Kept] = []

    /// A world made without a configuration: it keeps nothing.
    public init() {
        (screenWidth, duration, lengthTolerance, largestMoment, margin, longest) = (0, 0, 0, 0, 0, 0)
    }

    /// The world before any operation of a screen (its configuration told how it is judged).
    package init(configuration c: FlyScreenConfiguration) {
        (screenWidth, duration) = (c.screenWidth, c.duration)
        lengthTolerance = c.lengthTolerance
        longest = c.longestFlight
        largestMoment = c.lengthTolerance * c.longestFlight / c.screenWidth
        margin = c.lengthTolerance * c.duration / c.screenWidth
    }

    /// The world before any operation, in this one's storage (nothing allocated once grown).
    package mutating func restart(configuration c: FlyScreenConfiguration) {
        var fresh = FlyScreenWorld(configuration: c)
        fresh.pauses = pauses.recycled()
        fresh.items = items.recycled()
        fresh.letGo = letGo.recycled()
        fresh.ids = ids.recycled()
        fresh.kept = kept.recycled()
        self = fresh
    }

    public static var isTimed: Bool { true }
    public static var stepName: String { "operation" }
    public static var judgesAtEnd: Bool { true }
    public static func time(of event: FlyScreenOperation) -> Double { event.time }
    public static func time(ofLogged logged: FlyScreenEvent) -> Double { logged.time }
    public var horizon: Double { largestMoment }
    /// The log's `inserted` and `refused` repeat the operations' answers (a trace file leaves
    /// them out): not read.
    public static func reads(_ logged: FlyScreenEvent) -> Bool {
        switch logged {
        case .inserted, .refused: false
        default: true
        }
    }

    // MARK: Reading

    /// The play time of virtual time `t` by the pauses so far: `t` less the time paused before
    /// it (a moment in a pause is the pause's first moment).
    ///
    /// - Complexity: O(1) past the last pause, O(pauses) before it.
    @inline(__always)
    package func play(_ t: Double) -> Double {
        guard let last = pauses.last else { return t }
        // The time paused accumulated pause by pause, as a reading from the first one does, so
        // that every clock maps a moment to the same double.
        if t > last.start { return t < last.end ? last.start - last.before : t - (last.before + (last.end - last.start)) }
        for p in pauses {
            if !(t > p.start) { return t - p.before }
            if t < p.end { return p.start - p.before }
        }
        return t - (last.before + (last.end - last.start))
    }

    /// The pause (so far) that strictly contains virtual time `t` beyond `slack`, with the
    /// operation that paused.
    @inline(__always)
    package func pause(containing t: Double, slack: Double) -> (start: Double, end: Double, operation: Int)? {
        for p in pauses where FlyScreenInvariants.inPause(t, start: p.start, end: p.end, slack: slack) { return (p.start, p.end, p.operation) }
        return nil
    }

    /// The first operation that named an id (an insert or a sync, whatever its answer), or −1.
    @inline(__always)
    package func operation(naming id: Int) -> Int { ids[id]?.operation ?? -1 }

    /// The place an operation accepted an id at, if one did.
    @inline(__always)
    package func place(of id: Int) -> Int? { ids[id].flatMap { $0.place >= 0 ? $0.place : nil } }

    /// What is kept of the item at a place.
    @inline(__always)
    package func kept(_ place: Int) -> Kept { kept[place] }

    /// The number of items accepted so far.
    package var accepted: Int { kept.count }

    /// The index in ``items`` of the item at a place, if it is held.
    @inline(__always)
    package func index(_ place: Int) -> Int? {
        let k = place - base
        return k >= head && k < items.count ? k : nil
    }

    /// The items held, in order of place.
    package var held: ArraySlice<Item> { items[head...] }

    /// The tolerance of a moment for an item of a width and duration.
    @inline(__always)
    package func tolerance(width: Double, duration: Double) -> Double {
        FlyScreenConfiguration.timeTolerance(lengthTolerance: lengthTolerance, speed: (screenWidth + width) / duration)
    }

    /// The tolerance of a moment for an id: its item's, or that of a width 0 at `d`.
    @inline(__always)
    package func tolerance(of id: Int) -> Double {
        if let place = place(of: id) { return kept[place].tolerance }
        return tolerance(width: 0, duration: duration)
    }

    /// Whether the log has passed a moment by more than the largest tolerance of a moment (so
    /// every entry at or before it within a tolerance is in), or observation ended: when a
    /// rule that waits for the log decides.
    @inline(__always)
    package func logPassed(_ t: Double) -> Bool { ended || logTime - margin > t + largestMoment }

    // MARK: Applying

    public mutating func apply(_ event: FlyScreenOperation) { apply(event, answer: FlyScreenAnswer.none) }

    public mutating func apply<Answer>(_ event: FlyScreenOperation, answer: Answer) {
        guard screenWidth > 0 else { return }
        if !letGo.isEmpty { letGo.removeAll(keepingCapacity: true) }
        completed = nil
        ranBack = false
        let index = operations
        operations += 1
        let time = event.time
        var accepted: Int?
        switch event {
        case .pause:
            if pauses.last.map({ $0.end != .infinity }) ?? true, time.isFinite {
                let before = pauses.last.map { $0.before + ($0.end - $0.start) } ?? 0
                pauses.append((time, .infinity, index, before))
            }
        case .resume:
            if let last = pauses.last, last.end == .infinity, time.isFinite { pauses[pauses.count - 1].end = max(time, last.start) }
        default: break
        }
        let t = play(time)
        if t > endTime, t.isFinite { endTime = t }
        now = t
        switch event {
        case let .insert(id, width, _): accepted = name(id, index, accepts: Self.accepts(answer), width, own: nil, at: t, bySync: false)
        case let .sync(id, width, _, _): accepted = name(id, index, accepts: Self.accepts(answer), width, own: nil, at: t, bySync: true)
        case let .timedInsert(id, width, own, _): accepted = name(id, index, accepts: Self.accepts(answer), width,
            own: own == duration ? nil : own, at: t, bySync: false)
        default: break
        }
        change = .operation(accepted: accepted)
        retire()
    }

    /// Whether an answer accepts the item an operation asks for.
    private static func accepts<Answer>(_ answer: Answer) -> Bool {
        guard Answer.self == FlyScreenAnswer.self else { return false }
        return unsafeBitCast(answer, to: FlyScreenAnswer.self) == .insert(.accepted)
    }

    /// Takes an accepted id (a second acceptance of an id is not an item), at its place.
    /// An operation names an id; an accepted one that no operation accepted before takes the
    /// next place (a second acceptance of an id is not an item).
    private mutating func name(_ id: Int, _ index: Int, accepts: Bool, _ width: Double, own: Double?, at t: Double, bySync: Bool) -> Int? {
        let known = ids[id]
        guard accepts, (known?.place ?? -1) < 0 else {
            if known == nil { ids[id] = (index, -1) }
            return nil
        }
        let place = kept.count, duration = own ?? duration, tolerance = tolerance(width: width, duration: duration)
        ids[id] = (known?.operation ?? index, place)
        kept.append(Kept(operation: index, tolerance: tolerance))
        items.append(Item(
            id: id, width: width, inserted: t, duration: duration, tolerance: tolerance, operation: index,
            place: place, hasOwnDuration: own != nil, bySync: bySync))
        return place
    }

    public mutating func apply(logged event: FlyScreenEvent) {
        guard screenWidth > 0 else { return }
        if !letGo.isEmpty { letGo.removeAll(keepingCapacity: true) }
        completed = nil
        let t = play(event.time)
        ranBack = event.time < loggedAt - margin
        if event.time > loggedAt, event.time.isFinite { loggedAt = event.time }
        if t > logTime, t.isFinite { logTime = t }
        now = t
        change = .other
        finiteEntry = t.isFinite
        switch event {
        case let .started(id, row, _): appear(id, row, t, progress: nil)
        case let .synced(id, row, _, progress):
            finiteEntry = finiteEntry && progress.isFinite
            appear(id, row, t, progress: progress)
        case let .finished(id, _, _, x):
            finiteEntry = finiteEntry && x.isFinite
            guard let place = place(of: id) else { change = .stray(id, finish: true); break }
            kept[place].finishes += 1
            guard let k = index(place), items[k].finishes == 0 else { change = .repeated(place, finish: true); break }
            let inPause = !pauses.isEmpty && pause(containing: event.time, slack: items[k].tolerance) != nil
            Self.finish(&items[k], at: t, x: x, inPause: inPause)
            change = .finished(place)
            if items[k].started { completed = place }
        case .inserted, .refused, .liked: break
        }
        retire()
    }

    private mutating func appear(_ id: Int, _ row: Int, _ t: Double, progress: Double?) {
        guard let place = place(of: id) else { change = .stray(id, finish: false); return }
        kept[place].starts += 1
        guard let k = index(place), items[k].starts == 0 else { change = .repeated(place, finish: false); return }
        kept[place].row = row
        Self.start(&items[k], row: row, at: t, progress: progress, duration: duration)
        if t.isFinite { latestAppearance = max(latestAppearance, t) }
        while let k = index(firstUnstarted), items[k].started { firstUnstarted += 1 }
        change = .appeared(place)
        if items[k].finished { completed = place }
    }

    /// An item's first start or sync, in one access to it.
    private static func start(_ item: inout Item, row: Int, at t: Double, progress: Double?, duration: Double) {
        item.starts = 1
        item.row = row
        item.appeared = t
        if let progress {
            item.isSynced = true
            item.progress = progress
            item.start = t - progress * duration
        } else {
            item.start = t
        }
    }

    /// An item's first finish, in one access to it.
    private static func finish(_ item: inout Item, at t: Double, x: Double, inPause: Bool) {
        item.finishes = 1
        item.finish = t
        item.finishX = x
        item.finishedInPause = inPause
    }

    public mutating func end() {
        if !letGo.isEmpty { letGo.removeAll(keepingCapacity: true) }
        completed = nil
        ranBack = false
        ended = true
        change = .ended
    }

    /// Lets go of the oldest items no rule can ask for again: finished, and too long ago for
    /// an operation or entry still to come (no earlier than the latest operation, and than the
    /// log's time less its margin) to meet them, the largest tolerance of a moment past the
    /// longest flight.
    private mutating func retire() {
        guard head < items.count, items[head].finishes > 0 else { return }
        let horizon = min(endTime, logTime - margin - largestMoment) - largestMoment
        while head < items.count, items[head].finishes > 0, items[head].starts > 0, items[head].start + longest < horizon, items[head].finish < horizon {
            letGo.append(items[head])
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
