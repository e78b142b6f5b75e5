import ScrollProofUtilities
import Effects

/// The fly screen (SPEC §4), declared as any event-driven effect is: its world is what the
/// operations and the log imply (``FlyScreenWorld``), its events the operations
/// (``FlyScreenOperation``), each answered (``FlyScreenAnswer``), and what the screen logs
/// (``FlyScreenEvent``) is merged with them in time order; thirteen invariants, each a type
/// with its own walk, judged by `EventChecker` in one pass. Every trace is judged on its play
/// clock (a pause takes no time) but by ``FrozenWhilePaused``, which looks at the pauses.
extension FlyScreenModel: DeclaredEventInvariants {
    public typealias World = FlyScreenWorld
    /// What each invariant of §4 reads at an entry: the configuration, the operation and its
    /// answer or the logged entry, and the world after it.
    public typealias Context = EventContext<FlyScreenConfiguration, FlyScreenWorld, FlyScreenAnswer>

    public static var name: String { "flyScreen" }

    /// Every invariant of §4, in report order.
    public static var invariants: some EventInvariantList<FlyScreenConfiguration, FlyScreenWorld, FlyScreenAnswer> {
        NothingLost()
        CapacityRespected()
        RowsConsistent()
        FifoStartOrder()
        ExactSchedule()
        MinimumGap()
        FinishesOffScreen()
        HitTestAgreesWithGeometry()
        LikeOnce()
        NoNonFiniteOutput()
        NothingLeftWaiting()
        SyncedAsAsked()
        FrozenWhilePaused()
    }

    /// The world before any operation: the configuration and how its traces are judged.
    public static func world(for configuration: FlyScreenConfiguration) -> FlyScreenWorld { FlyScreenWorld(configuration: configuration) }

    /// The world before any operation, in the storage of the last case's
    /// (``FlyScreenWorld/restart(configuration:)``).
    public static func restart(_ world: inout FlyScreenWorld, for configuration: FlyScreenConfiguration) { world.restart(configuration: configuration) }
}

extension InvariantFailure {
    /// A walk's report as an invariant's failure: its text, numbers and margin, at the step
    /// and section it names.
    @inlinable
    init(_ violation: Violation) {
        self.init(violation.explanation, violation.values, margin: violation.margin)
        frame = violation.frame
        section = violation.section
    }
}

extension EventContext where Configuration == FlyScreenConfiguration, World == FlyScreenWorld, Frame == FlyScreenAnswer {
    /// The operation judged now, with its answer, on the play clock, and its index; `nil` for
    /// a logged entry and at the end.
    @inlinable var operation: (index: Int, step: FlyScreenTrace.Step)? {
        guard case let .asked(index, _) = world.change else { return nil }
        return (index, FlyScreenTrace.Step(event, frame).at(world.now))
    }

    /// The step a report about an item names: its insert's.
    @inlinable func step(naming id: Int) -> Int { world.operation(naming: id) }
}

extension FlyScreenModel {
    /// Every accepted item due by the end of the trace starts once and finishes once; nothing
    /// else starts (conformance: SPEC's schedule says when an item is due; in a trace that
    /// seeks, when an unstarted item was due is not judged).
    @usableFromInline package struct NothingLost: StatefulInvariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        @usableFromInline package struct Memory {
            var walk: FlyScreenInvariants.LostWalk
            var strayStarts = IDMap<Bool>(), strayFinishes = IDMap<Bool>()
        }
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "nothingLost" }
        @usableFromInline package var statement: String { "every accepted item due by the end of the trace starts once and finishes once; nothing else starts" }
        @usableFromInline package var level: InvariantLevel { .conformance }

        @usableFromInline package func start(_ c: FlyScreenConfiguration) -> Memory { Memory(walk: .init(c: c, end: -.infinity, seeks: c.seeks)) }

        @usableFromInline package func restart(_ c: FlyScreenConfiguration, _ memory: inout Memory) {
            memory.walk = memory.walk.recycled(c: c, end: -.infinity, seeks: c.seeks)
            memory.strayStarts = memory.strayStarts.recycled()
            memory.strayFinishes = memory.strayFinishes.recycled()
        }

        @usableFromInline package func judge(_ x: Context, _ memory: inout Memory) -> InvariantFailure? {
            if let logged = x.logged, case .repeated = x.world.change {
                switch logged {
                case let .started(id, _, _), let .synced(id, _, _, _): if !x.world.wasAccepted(id) { memory.strayStarts[id] = true }
                case let .finished(id, _, _, _): if !x.world.wasAccepted(id) { memory.strayFinishes[id] = true }
                default: break
                }
            }
            memory.walk.observe(end: x.world.endTime)
            for item in x.world.letGo {
                if let v = memory.walk.flight(item.flight, starts: item.starts, finishes: item.finishes, as: Violation.self, frame: { item.operation }) { return InvariantFailure(v) }
            }
            guard x.isEnd else { return nil }
            for item in x.world.held {
                if let v = memory.walk.flight(item.flight, starts: item.starts, finishes: item.finishes, as: Violation.self, frame: { item.operation }) { return InvariantFailure(v) }
            }
            // An id the log told of before an operation accepted it is its item's, not a stray.
            if let stray = memory.strayStarts.sortedKeys.first(where: { !x.world.wasAccepted($0) }) {
                return InvariantFailure(Violation("nothingLost", "§4", frame: x.step(naming: stray), [.init("id", Double(stray))], "item #\(stray) started without an accepted insert"))
            }
            if let stray = memory.strayFinishes.sortedKeys.first(where: { !x.world.wasAccepted($0) }) {
                return InvariantFailure(Violation("nothingLost", "§4", frame: x.step(naming: stray), [.init("id", Double(stray))], "item #\(stray) finished without an accepted insert"))
            }
            return nil
        }
    }

    /// An insert is accepted exactly when it is valid and the queue has room; a refusal gives a
    /// reason that applies (conformance: SPEC's screen queues where a real one may drop).
    /// Judged in step order, each insert once the item it accepted has started.
    @usableFromInline package struct CapacityRespected: StatefulInvariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        @usableFromInline package struct Memory {
            var walk: FlyScreenInvariants.CapacityWalk
            var waiting = FIFO<(index: Int, step: FlyScreenTrace.Step, accepted: Int?)>()
        }
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "capacityRespected" }
        @usableFromInline package var statement: String { "accepted exactly when valid and the queue has room; refusals give a reason that applies" }
        @usableFromInline package var level: InvariantLevel { .conformance }

        @usableFromInline package func start(_ c: FlyScreenConfiguration) -> Memory { Memory(walk: .init(c: c)) }

        @usableFromInline package func restart(_ c: FlyScreenConfiguration, _ memory: inout Memory) {
            memory.walk = memory.walk.recycled(c: c)
            memory.waiting = memory.waiting.recycled()
        }

        @usableFromInline package func judge(_ x: Context, _ memory: inout Memory) -> InvariantFailure? {
            if let (index, step) = x.operation {
                switch step {
                case .insert, .timedInsert:
                    guard case let .asked(_, place) = x.world.change else { break }
                    memory.waiting.push((index, step, place))
                default: break
                }
            }
            while let first = memory.waiting.first {
                let item = first.accepted.flatMap { x.world.item(at: $0) }
                if first.accepted != nil, !x.world.ended, item.map({ $0.flight.start == nil }) ?? false { return nil }
                _ = memory.waiting.pop()
                let start = item.map { ($0.flight.start ?? .infinity, x.world.tolerance($0.flight)) }
                if let v = memory.walk.step(first.index, first.step, start: { _ in start }) { return InvariantFailure(v) }
            }
            return nil
        }
    }

    /// Rows are numbered `0 ..< k`; every item starts and finishes on a row in range, and
    /// finishes on the row it started on.
    @usableFromInline package struct RowsConsistent: StatefulInvariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "rowsConsistent" }
        @usableFromInline package var statement: String { "rows in 0 ..< k; an item finishes on the row it started on" }

        @usableFromInline package func start(_ c: FlyScreenConfiguration) -> IDMap<Int> { IDMap() }

        @usableFromInline package func restart(_ c: FlyScreenConfiguration, _ startRow: inout IDMap<Int>) { startRow = startRow.recycled() }

        @usableFromInline package func judge(_ x: Context, _ startRow: inout IDMap<Int>) -> InvariantFailure? {
            guard let logged = x.logged else { return nil }
            switch logged {
            case let .started(id, row, _), let .synced(id, row, _, _), let .finished(id, row, _, _):
                let finishing = if case .finished = logged { true } else { false }
                if let v = FlyScreenInvariants.rowJudgement(
                    of: id, row: row, startRow: finishing ? startRow[id] : nil, x.configuration, as: Violation.self, frame: { x.step(naming: id) }) {
                    return InvariantFailure(v)
                }
                if !finishing, startRow[id] == nil { startRow[id] = row }
            default: break
            }
            return nil
        }
    }

    /// Items start in insertion order, never before they were inserted (conformance; a trace
    /// that seeks is not judged: SPEC's schedule defines no seek).
    @usableFromInline package struct FifoStartOrder: StatefulInvariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        @usableFromInline package struct Memory {
            var walk = FlyScreenInvariants.FifoWalk(keepingPlaces: true)
            /// The id at each place, for the report.
            var ids: [Int] = []
            /// The earliest inserted item found starting before its insert: reported at the end
            /// unless the order breaks, as the order is judged first.
            var early: (place: Int, violation: Violation)?
        }
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "fifoStartOrder" }
        @usableFromInline package var statement: String { "FIFO start order, never before insertion" }
        @usableFromInline package var level: InvariantLevel { .conformance }

        @usableFromInline package func start(_ c: FlyScreenConfiguration) -> Memory { Memory() }

        @usableFromInline package func restart(_ c: FlyScreenConfiguration, _ memory: inout Memory) {
            memory.walk = memory.walk.recycled()
            memory.ids.removeAll(keepingCapacity: true)
            memory.early = nil
        }

        @usableFromInline package func judge(_ x: Context, _ memory: inout Memory) -> InvariantFailure? {
            guard !x.configuration.seeks else { return nil }
            if x.isEnd { return memory.early.map { InvariantFailure($0.violation) } }
            guard let place = x.world.appeared, let item = x.world.item(at: place), item.flight.syncedAt == nil else { return nil }
            while memory.ids.count <= place { memory.ids.append(-1) }
            memory.ids[place] = item.flight.id
            if !memory.walk.started(place: place) {
                let ids = memory.ids
                if let v = memory.walk.report(id: { ids[$0] }, frame: { x.step(naming: $0) }) { return InvariantFailure(v) }
            }
            if memory.early.map({ place < $0.place }) ?? true, let v = FlyScreenInvariants.earlyStartJudgement(
                of: item.flight, start: item.flight.start!, tolerance: x.world.tolerance(item.flight), as: Violation.self, frame: { item.operation }) {
                memory.early = (place, v)
            }
            return nil
        }
    }

    /// The head of the queue starts at the earliest moment a row is free for it (closed form),
    /// on the lowest free row (conformance; a trace that seeks is not judged). The flights are
    /// judged in insertion order, each against the schedule of those inserted before it.
    @usableFromInline package struct ExactSchedule: StatefulInvariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        @usableFromInline package struct Memory {
            var walk: FlyScreenInvariants.ScheduleWalk
            /// The place the walk takes next, and the flights started after it, by place.
            var next = 0
            var started = FIFO<(place: Int, flight: FlyScreenTrace.Flight, operation: Int)>()
        }
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "exactSchedule" }
        @usableFromInline package var statement: String { "each item starts at the earliest free moment, on the lowest free row" }
        @usableFromInline package var level: InvariantLevel { .conformance }

        @usableFromInline package func start(_ c: FlyScreenConfiguration) -> Memory { Memory(walk: .init(c: c)) }

        @usableFromInline package func restart(_ c: FlyScreenConfiguration, _ memory: inout Memory) {
            memory.walk = memory.walk.recycled(c: c)
            memory.next = 0
            memory.started = memory.started.recycled()
        }

        @usableFromInline package func judge(_ x: Context, _ memory: inout Memory) -> InvariantFailure? {
            guard !x.configuration.seeks else { return nil }
            if let place = x.world.appeared, let item = x.world.item(at: place) {
                memory.started.insert((place, item.flight, item.operation)) { $0.place > place }
            }
            // In insertion order: the next place once it has started, every one at the end
            // (an item that never started is passed over).
            while let first = memory.started.first, first.place == memory.next || x.isEnd {
                _ = memory.started.pop()
                memory.next = first.place + 1
                if let v = memory.walk.flight(first.flight, as: Violation.self, frame: { first.operation }) { return InvariantFailure(v) }
            }
            return nil
        }
    }

    /// No two items on a row are ever closer than `g` while both fly (up to the earlier finish,
    /// a moment within its tolerance judged as it is).
    @usableFromInline package struct MinimumGap: StatefulInvariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        @usableFromInline package struct Memory {
            var walk: FlyScreenInvariants.GapWalk
            /// The pair found whose follower starts first (then was inserted first): reported
            /// once no flight that starts earlier can still appear, as the flights are judged in
            /// the order they start.
            var found: (start: Double, place: Int, violation: Violation)?
        }
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "minimumGap" }
        @usableFromInline package var statement: String { "items on a row are never closer than g" }

        @usableFromInline package func start(_ c: FlyScreenConfiguration) -> Memory { Memory(walk: .init(c: c)) }

        @usableFromInline package func restart(_ c: FlyScreenConfiguration, _ memory: inout Memory) {
            memory.walk = memory.walk.recycled(c: c)
            memory.found = nil
        }

        @usableFromInline package func judge(_ x: Context, _ memory: inout Memory) -> InvariantFailure? {
            let longest = x.configuration.longestFlight
            if let place = x.world.appeared, let item = x.world.item(at: place), let start = item.flight.start, start.isFinite {
                // The walk reports the first pair it meets; a later flight may still make an
                // earlier-starting pair, so each flight is fed to a walk of its own copy only
                // when one was found.
                if let v = memory.walk.flight(
                    item.flight, order: place, longest: longest, gone: x.world.latestAppearance - x.world.margin, as: Violation.self,
                    frame: { x.step(naming: $0.id) }) {
                    let follower = v.values.first { $0.name == "follower" }.map { Int($0.value) }
                    let followerStart = follower.flatMap { x.world.item($0)?.flight.start } ?? start
                    let followerPlace = follower.flatMap { x.world.item($0)?.place } ?? place
                    if memory.found.map({ (followerStart, followerPlace) < ($0.start, $0.place) }) ?? true {
                        memory.found = (followerStart, followerPlace, v)
                    }
                }
            }
            // A flight appearing later starts no earlier than its appearance less its flight.
            guard let found = memory.found, x.world.ended || x.world.now - longest - x.world.margin > found.start else { return nil }
            return InvariantFailure(found.violation)
        }
    }

    /// Items finish fully off the left edge: at `t₀ + d`, with the left edge at `−w`
    /// (conformance: the published animation ends half off).
    @usableFromInline package struct FinishesOffScreen: StatefulInvariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        /// The earliest inserted item found finishing wrong: reported once no item inserted
        /// before it can still finish (the items are judged in insertion order).
        @usableFromInline package typealias Memory = (place: Int, violation: Violation)?
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "finishesOffScreen" }
        @usableFromInline package var statement: String { "an item finishes at x = −w, d after its start" }
        @usableFromInline package var level: InvariantLevel { .conformance }

        @usableFromInline package func start(_ c: FlyScreenConfiguration) -> Memory { nil }

        @usableFromInline package func judge(_ x: Context, _ found: inout Memory) -> InvariantFailure? {
            // At its finish (or at its start, when the log finished it first).
            if let place = x.world.finished, found.map({ place < $0.place }) ?? true, let item = x.world.item(at: place),
               item.flight.start != nil, item.flight.finishX != nil {
                let f = item.flight
                if let v = FlyScreenInvariants.finishJudgement(of: f, x.configuration, tolerance: x.world.tolerance(f), x.world.lengthTolerance, as: Violation.self, frame: { item.operation }) {
                    found = (place, v)
                }
            }
            guard let (place, violation) = found else { return nil }
            if !x.world.ended, x.world.held.contains(where: { $0.place < place && $0.flight.finish == nil }) { return nil }
            return InvariantFailure(violation)
        }
    }

    /// A hit test answers the item whose rectangle, at the tap's time, contains the point;
    /// within the tolerance of an edge or of a flight's first or last moment either answer is
    /// accepted. A tap is judged once the log has passed its time by the largest tolerance of
    /// a moment (every item that may be on screen then has started).
    @usableFromInline package struct HitTestAgreesWithGeometry: StatefulInvariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        @usableFromInline package struct Memory {
            /// The taps not judged yet, with the number of items accepted before each.
            var taps: [(index: Int, x: Double, y: Double, time: Double, hit: Int?, before: Int)] = []
            var head = 0
            /// The flights a tap may meet (a buffer kept from one tap to the next).
            var candidates: [FlyScreenTrace.Flight] = []
        }
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "hitTestAgreesWithGeometry" }
        @usableFromInline package var statement: String { "hit tests agree with a brute-force geometry check" }

        @usableFromInline package func start(_ c: FlyScreenConfiguration) -> Memory { Memory() }

        @usableFromInline package func restart(_ c: FlyScreenConfiguration, _ memory: inout Memory) {
            memory.taps.removeAll(keepingCapacity: true)
            memory.head = 0
            memory.candidates.removeAll(keepingCapacity: true)
        }

        @usableFromInline package func judge(_ x: Context, _ memory: inout Memory) -> InvariantFailure? {
            if let (index, step) = x.operation, case let .tap(px, py, t, hit, _) = step { memory.taps.append((index, px, py, t, hit, x.world.accepted)) }
            while memory.head < memory.taps.count, x.world.ended || x.world.logTime - x.world.margin > memory.taps[memory.head].time + x.world.largestMoment {
                let tap = memory.taps[memory.head]
                memory.head += 1
                if memory.head == memory.taps.count {
                    memory.taps.removeAll(keepingCapacity: true)
                    memory.head = 0
                }
                memory.candidates.removeAll(keepingCapacity: true)
                for item in x.world.recent where item.place < tap.before && item.flight.start != nil { memory.candidates.append(item.flight) }
                if let v = FlyScreenInvariants.tapJudgement(
                    x: tap.x, y: tap.y, at: tap.time, hit: tap.hit, candidates: memory.candidates, x.configuration, x.world.lengthTolerance,
                    ttMax: x.world.largestMoment, longest: x.configuration.longestFlight, as: Violation.self, frame: { tap.index }) {
                    return InvariantFailure(v)
                }
            }
            return nil
        }
    }

    /// The first tap on an item likes it with one pop, at the tap's time; later taps do
    /// nothing. The pops of an item are judged once it is let go, and every other at the end,
    /// reported at the last step, the item of the smallest id first.
    @usableFromInline package struct LikeOnce: StatefulInvariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        @usableFromInline package struct Memory {
            var walk = FlyScreenInvariants.LikeWalk()
            /// The smallest id whose pops were judged wrong before the end.
            var wrong: (id: Int, violation: Violation)?
        }
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "likeOnce" }
        @usableFromInline package var statement: String { "one like and one pop per tapped item, at the tap's time" }

        @usableFromInline package func start(_ c: FlyScreenConfiguration) -> Memory { Memory() }

        @usableFromInline package func restart(_ c: FlyScreenConfiguration, _ memory: inout Memory) {
            memory.walk = memory.walk.recycled()
            memory.wrong = nil
        }

        @usableFromInline package func judge(_ x: Context, _ memory: inout Memory) -> InvariantFailure? {
            if let (index, step) = x.operation, case let .tap(_, _, t, hit, result) = step {
                let tolerance = hit.flatMap { x.world.item($0) }.map { x.world.tolerance($0.flight) } ?? x.configuration.timeTolerance(forWidths: 0)
                if let v = memory.walk.tap(hit: hit, result: result, at: t, tolerance: tolerance, as: Violation.self, frame: { index }) { return InvariantFailure(v) }
            }
            if case let .liked(id, _) = x.logged { memory.walk.pop(id, at: x.world.now) }
            for item in x.world.letGo {
                let id = item.flight.id
                if let v = memory.walk.settle(id, as: Violation.self, frame: { -1 }), memory.wrong.map({ id < $0.id }) ?? true { memory.wrong = (id, v) }
            }
            guard x.isEnd else { return nil }
            let last = x.world.operations - 1
            let rest = memory.walk.end(as: Violation.self, frame: { last })
            var report = memory.wrong.map { $0.violation }
            if let rest, let wrong = memory.wrong, let restID = rest.values.first(where: { $0.name == "id" }).map({ Int($0.value) }), restID < wrong.id { report = rest }
            if report == nil { report = rest }
            guard var violation = report else { return nil }
            violation.frame = last
            return InvariantFailure(violation)
        }
    }

    /// SPEC §0 for the fly screen: every time and position in the event log is finite.
    @usableFromInline package struct NoNonFiniteOutput: Invariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "noNonFiniteOutput" }
        @usableFromInline package var statement: String { "every time and position in the event log is finite" }

        @usableFromInline package func judge(_ x: Context) -> InvariantFailure? {
            // On the play clock, as every rule but frozenWhilePaused reads the log.
            guard let logged = x.logged?.at(x.world.play(x.logged!.time)) else { return nil }
            return FlyScreenInvariants.finiteJudgement(of: logged, as: Violation.self, frame: { x.step(naming: logged.id) }).map(InvariantFailure.init)
        }
    }

    /// Nothing is dropped silently, whatever the screen's policy: an accepted item never waits
    /// through a whole flight duration while the screen is empty. An item is on screen from
    /// its appearance to its finish; one the log never finishes, to its due finish (or the end
    /// of observation), which is known only at the end: while such an item may be on screen,
    /// the rule keeps what the end needs to judge the waits again (the intervals of the items
    /// that left, the long waits, the operations' times), and reports a wait only once no item
    /// still without a finish can show an earlier one.
    @usableFromInline package struct NothingLeftWaiting: StatefulInvariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        @usableFromInline package typealias Found = (shown: Double, flight: FlyScreenTrace.Flight, operation: Int, place: Int)
        @usableFromInline package struct Memory {
            var walk = FlyScreenInvariants.EmptyWalk()
            /// A wait found, reported at the first step whose time shows it.
            var found: Found?
            /// The items on screen without a finish yet: their appearance and due finish.
            var open: [(id: Int, appeared: Double, due: Double)] = []
            /// Since the oldest open item appeared: the items that left (on screen from their
            /// appearance to their finish), those that started after a long wait, and the
            /// operations' times, for the end to judge again should an item never finish.
            var left: [(from: Double, to: Double)] = []
            var waited: [(flight: FlyScreenTrace.Flight, operation: Int, place: Int)] = []
            var operations: [(index: Int, time: Double)] = []
            /// The end's buffers: the screen's intervals since the oldest item without a finish
            /// appeared, and the empty stretches they leave.
            var busy: [(from: Double, to: Double)] = []
            var extra: [(Double, Double)] = []
        }
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "nothingLeftWaiting" }
        @usableFromInline package var statement: String { "an accepted item never waits through a whole flight duration while the screen is empty" }

        @usableFromInline package func start(_ c: FlyScreenConfiguration) -> Memory { Memory() }

        @usableFromInline package func restart(_ c: FlyScreenConfiguration, _ memory: inout Memory) {
            memory.walk = memory.walk.recycled()
            memory.found = nil
            memory.open.removeAll(keepingCapacity: true)
            memory.left.removeAll(keepingCapacity: true)
            memory.waited.removeAll(keepingCapacity: true)
            memory.operations.removeAll(keepingCapacity: true)
            memory.busy.removeAll(keepingCapacity: true)
            memory.extra.removeAll(keepingCapacity: true)
        }

        /// Whether an item's wait is judged: inserted at a finite time, with a valid width.
        static func judged(_ f: FlyScreenTrace.Flight) -> Bool { f.inserted.isFinite && f.width.isFinite && f.width > 0 }

        func report(_ found: Found, at frame: Int, _ c: FlyScreenConfiguration) -> InvariantFailure {
            let f = found.flight
            return InvariantFailure(
                "item \(f.id) was accepted and then waited through a whole flight duration while no item was flying: dropped silently",
                [.init("id", Double(f.id)), .init("inserted", f.inserted), .init("d", c.duration), .init("emptyFrom", max(f.inserted, found.shown - c.duration))]
            ).at(frame: frame)
        }

        /// Whether no item still without a finish can show a wait before `shown`: one that
        /// never finishes leaves at its due finish at the earliest, and an empty stretch from
        /// there shows more than `d` later.
        static func settled(_ shown: Double, _ memory: Memory, _ c: FlyScreenConfiguration) -> Bool {
            memory.open.allSatisfy { $0.due + c.duration >= shown }
        }

        /// The earlier of two waits, the first accepted on a tie.
        static func earlier(_ a: Found?, _ b: Found) -> Found { a.map { b.shown < $0.shown || (b.shown == $0.shown && b.place < $0.place) ? b : $0 } ?? b }

        @usableFromInline package func judge(_ x: Context, _ memory: inout Memory) -> InvariantFailure? {
            let c = x.configuration
            if let (index, step) = x.operation, !memory.open.isEmpty || memory.found != nil { memory.operations.append((index, step.time)) }
            // At an operation, the items still waiting against the empty stretches up to now,
            // the one still open too. The oldest one's wait shows first, but for each item's own
            // tolerance of a moment: once it shows, the one that shows first of them all is
            // reported (the first inserted of those that show at once).
            if memory.found == nil, let (_, step) = x.operation, x.world.endTime.isFinite,
               let oldest = x.world.held.first(where: { $0.flight.start == nil && Self.judged($0.flight) }),
               FlyScreenInvariants.waitedTooLong(step.time - oldest.flight.inserted, c, tolerance: x.world.tolerance(oldest.flight)),
               let shown = memory.walk.shown(oldest.flight, until: step.time, openUntil: step.time, c), shown <= step.time {
                var first: Found = (shown, oldest.flight, oldest.operation, oldest.place)
                for waiting in x.world.held where waiting.place > oldest.place && waiting.flight.start == nil && Self.judged(waiting.flight) {
                    let f = waiting.flight
                    guard FlyScreenInvariants.waitedTooLong(step.time - f.inserted, c, tolerance: x.world.tolerance(f)),
                          let shown = memory.walk.shown(f, until: step.time, openUntil: step.time, c), shown < first.shown
                    else { continue }
                    first = (shown, f, waiting.operation, waiting.place)
                }
                memory.found = first
            }
            if let place = x.world.appeared, let item = x.world.item(at: place), let appeared = item.flight.appeared, appeared.isFinite, let start = item.flight.start {
                var oldest = -Double.infinity
                if memory.walk.closes(at: appeared) {
                    oldest = item.flight.inserted
                    if let waiting = x.world.held.first(where: { $0.flight.start == nil }) { oldest = min(oldest, waiting.flight.inserted) }
                }
                memory.walk.appear(at: appeared, lettingGoBefore: oldest)
                memory.open.append((item.flight.id, appeared, start.isFinite ? start + c.duration(of: item.flight.item) : appeared))
                if FlyScreenInvariants.waitedTooLong(start - item.flight.inserted, c, tolerance: x.world.tolerance(item.flight)), x.world.endTime.isFinite {
                    if memory.open.count > 1 { memory.waited.append((item.flight, item.operation, place)) }
                    if memory.found == nil, let shown = memory.walk.shown(item.flight, until: min(start, x.world.endTime), c) {
                        memory.found = (shown, item.flight, item.operation, place)
                    }
                }
            }
            if let place = x.world.finished { leave(place, x.world, &memory) }
            if x.world.ended { return end(x, &memory) }
            if let found = memory.found, let (index, step) = x.operation, step.time >= found.shown, Self.settled(found.shown, memory, c) {
                return report(found, at: memory.operations.first { $0.time >= found.shown }?.index ?? index, c)
            }
            return nil
        }

        /// An item finished: it leaves the walk, and what the end would need from before the
        /// oldest item still without a finish is let go.
        func leave(_ place: Int, _ world: FlyScreenWorld, _ memory: inout Memory) {
            guard let item = world.item(at: place), let appeared = item.flight.appeared, let finish = item.flight.finish else { return }
            memory.walk.leave(appeared: appeared, at: max(appeared, finish))
            guard let k = memory.open.firstIndex(where: { $0.id == item.flight.id }) else { return }
            memory.open.remove(at: k)
            guard let since = memory.open.lazy.map(\.appeared).min() else {
                memory.left.removeAll(keepingCapacity: true)
                memory.waited.removeAll(keepingCapacity: true)
                if memory.found == nil { memory.operations.removeAll(keepingCapacity: true) }
                return
            }
            memory.left.append((appeared, max(appeared, finish)))
            if memory.left.count > 64, memory.left.count & 63 == 0 {
                let shown = memory.found?.shown ?? .infinity
                memory.left.removeAll { $0.to < since }
                memory.waited.removeAll { ($0.flight.start ?? .infinity) < since }
                memory.operations.removeAll { $0.time < since && $0.time < shown }
            }
        }

        /// Observation ends: the walk's last stretch, the items still waiting, and, should an
        /// item never have finished, every wait since the oldest such item appeared judged again
        /// with it on screen to its due finish or the end (as the reference has it).
        func end(_ x: Context, _ memory: inout Memory) -> InvariantFailure? {
            let c = x.configuration, end = x.world.endTime
            guard end.isFinite else { return nil }
            memory.walk.end(at: end)
            // The walk's stretches all come before the oldest item without a finish appeared;
            // from there on, should one never have finished, the stretches the reference sees.
            memory.extra.removeAll(keepingCapacity: true)
            if let since = memory.open.lazy.map(\.appeared).min() {
                memory.busy.removeAll(keepingCapacity: true)
                for interval in memory.left where interval.to >= since { memory.busy.append(interval) }
                for item in memory.open { memory.busy.append((item.appeared, max(item.appeared, min(item.due, end)))) }
                // In order of their start, sorted in place (a handful: no buffer).
                for i in memory.busy.indices.dropFirst() {
                    var j = i
                    while j > 0, memory.busy[j - 1].from > memory.busy[j].from { memory.busy.swapAt(j - 1, j); j -= 1 }
                }
                var from = since
                for interval in memory.busy {
                    if interval.from > from { memory.extra.append((from, interval.from)) }
                    from = max(from, interval.to)
                }
                if end > from { memory.extra.append((from, end)) }
                for w in memory.waited {
                    guard let start = w.flight.start, let shown = Self.shown(w.flight, until: min(start, end), memory, c) else { continue }
                    memory.found = Self.earlier(memory.found, (shown, w.flight, w.operation, w.place))
                }
            }
            for item in x.world.held where item.flight.start == nil && Self.judged(item.flight) {
                guard FlyScreenInvariants.waitedTooLong(end - item.flight.inserted, c, tolerance: x.world.tolerance(item.flight)),
                      let shown = Self.shown(item.flight, until: end, memory, c)
                else { continue }
                memory.found = Self.earlier(memory.found, (shown, item.flight, item.operation, item.place))
            }
            guard let found = memory.found else { return nil }
            let frame = memory.operations.first { $0.time >= found.shown }?.index ?? found.operation
            return report(found, at: frame, c)
        }

        /// When a wait shows in the walk's stretches, or else in those the end added.
        static func shown(_ f: FlyScreenTrace.Flight, until waitEnd: Double, _ memory: Memory, _ c: FlyScreenConfiguration) -> Double? {
            memory.walk.shown(f, until: waitEnd, c) ?? FlyScreenInvariants.emptyWait(of: f, until: waitEnd, in: memory.extra, c)
        }
    }

    /// A seek is answered as asked: an accepted sync appears once, at the sync's time and
    /// progress; a refusal gives a reason that applies, and a valid sync is never refused for
    /// want of a row while nothing is on screen (judged in a trace that seeks). The syncs are
    /// judged in step order, an accepted one once its item is let go (every sync event of it
    /// is then in), a refused one once the log has passed its moment.
    @usableFromInline package struct SyncedAsAsked: StatefulInvariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        @usableFromInline package struct Memory {
            var walk: FlyScreenInvariants.SyncWalk
            /// The inserts and syncs not judged yet, in step order; a sync refused for want of a
            /// row with whether an item was on screen then, once the log has passed its moment.
            var waiting: [(index: Int, step: FlyScreenTrace.Step, accepted: Int?, onScreen: Bool?)] = []
            /// Each id's sync events, and the first one's time and progress.
            var synced = IDMap<(count: Int, time: Double, progress: Double)>()
        }
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "syncedAsAsked" }
        @usableFromInline package var statement: String { "a seek's item appears once, at the sync's time and progress, or is refused for a reason that applies" }

        @usableFromInline package func start(_ c: FlyScreenConfiguration) -> Memory { Memory(walk: .init(c: c)) }

        @usableFromInline package func restart(_ c: FlyScreenConfiguration, _ memory: inout Memory) {
            memory.walk = memory.walk.recycled(c: c)
            memory.waiting.removeAll(keepingCapacity: true)
            memory.synced = memory.synced.recycled()
        }

        @usableFromInline package func judge(_ x: Context, _ memory: inout Memory) -> InvariantFailure? {
            guard x.configuration.seeks else { return nil }
            let c = x.configuration
            if let (index, step) = x.operation, case let .asked(_, place) = x.world.change {
                switch step {
                case .insert, .timedInsert, .sync: memory.waiting.append((index, step, place, nil))
                default: break
                }
            }
            if case let .synced(id, _, _, progress) = x.logged {
                if var known = memory.synced[id] { known.count += 1; memory.synced[id] = known } else { memory.synced[id] = (1, x.world.now, progress) }
            }
            // What was on screen at a refused sync's moment, asked once the log has passed it
            // (the items then are held, whatever waits before it).
            for k in memory.waiting.indices where memory.waiting[k].onScreen == nil {
                guard case .sync(_, _, _, let time, .refused(.noFreeRow)) = memory.waiting[k].step,
                      x.world.ended || x.world.logTime - x.world.margin > time + x.world.largestMoment
                else { continue }
                memory.waiting[k].onScreen = x.world.recent.contains { FlyScreenInvariants.SyncWalk.isOnScreen($0.flight, at: time, c) }
            }
            while let first = memory.waiting.first {
                if !x.world.ended {
                    if let place = first.accepted {
                        // An accepted sync once its item is let go: every sync event of it is in.
                        if case .sync = first.step, x.world.item(at: place) != nil { return nil }
                    } else if case .sync(_, _, _, _, .refused(.noFreeRow)) = first.step, first.onScreen == nil {
                        return nil
                    }
                }
                memory.waiting.removeFirst()
                let synced = memory.synced, onScreenThen = first.onScreen
                let v = memory.walk.step(first.index, first.step) { id in
                    synced[id].map { ($0.count, (time: $0.time, progress: $0.progress)) } ?? (0, nil)
                } onScreen: { time in
                    onScreenThen ?? x.world.recent.contains { FlyScreenInvariants.SyncWalk.isOnScreen($0.flight, at: time, c) }
                }
                if let v { return InvariantFailure(v) }
            }
            return nil
        }
    }

    /// A paused screen is still: no item finishes while it is paused (beyond the tolerance of
    /// the pause's ends). Judged on virtual time, the pauses being what it checks.
    @usableFromInline package struct FrozenWhilePaused: StatefulInvariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        /// The finishes inside a pause not resumed yet: judged once it is (where it ends
        /// decides), or at the end.
        @usableFromInline package typealias Memory = FIFO<(id: Int, time: Double, slack: Double, step: Int)>
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "frozenWhilePaused" }
        @usableFromInline package var statement: String { "nothing finishes while the screen is paused" }

        @usableFromInline package func start(_ c: FlyScreenConfiguration) -> Memory { Memory() }

        @usableFromInline package func restart(_ c: FlyScreenConfiguration, _ memory: inout Memory) { memory = memory.recycled() }

        @usableFromInline package func judge(_ x: Context, _ open: inout Memory) -> InvariantFailure? {
            if case let .finished(id, _, time, _)? = x.logged {
                let slack = x.world.item(id).map { x.world.tolerance($0.flight) } ?? x.configuration.timeTolerance(forWidths: 0)
                open.push((id, time, slack, x.step(naming: id)))
            }
            while let first = open.first {
                let pause = x.world.pause(containing: first.time, slack: first.slack)
                if let pause, pause.end == .infinity, !x.world.ended { return nil }
                _ = open.pop()
                if let v = FlyScreenInvariants.pauseJudgement(of: first.id, finish: first.time, in: pause, as: Violation.self, frame: { start in
                    let paused = x.world.operation(pausingAt: start)
                    return paused >= 0 ? paused : first.step
                }) {
                    return InvariantFailure(v)
                }
            }
            return nil
        }
    }
}
