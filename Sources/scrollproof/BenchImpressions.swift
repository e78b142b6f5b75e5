import Effects
import Generators
import Oracles

// An effect driven by a list, declared in this module as an app declares one in its own: an
// impression tracker (the MRC display rule), written with the list's building blocks. It gives
// `bench --only monitor` the row of a list-driven monitor (`ListWorld` and its rules), which
// `scripts/check-allocations.sh` holds to 0 allocations a frame once warm.

/// The display rule's numbers: at least `fraction` visible for `seconds` continuous seconds.
struct BenchImpressionRule: Sendable {
    let fraction: Double, seconds: Double

    init(fraction: Double, seconds: Double) throws(ConfigurationError) {
        guard fraction > 0, fraction <= 1 else {
            throw ConfigurationError(configuration: "BenchImpressionRule", field: "fraction", rule: .violates("must be in (0, 1]"), value: fraction)
        }
        guard seconds.isFinite, seconds > 0 else {
            throw ConfigurationError(configuration: "BenchImpressionRule", field: "seconds", rule: .mustBePositive, value: seconds)
        }
        (self.fraction, self.seconds) = (fraction, seconds)
    }
}

/// What the tracker logged at an event.
struct BenchImpressionFrame: Sendable, Equatable {
    var logged: [ListItemID] = []
}

/// Impressions after the display rule, once per item while it stays in the data source.
enum BenchImpressions: DeclaredListEffect {
    static let name = "impressions"
    static let configurations = ConfigurationSpace(["fraction": .oneOf([0.5, 1]), "seconds": .oneOf([1, 2])]) { v in
        try BenchImpressionRule(fraction: v["fraction"], seconds: v["seconds"])
    }
    static var invariants: some EventInvariantList<BenchImpressionRule, ListWorld, BenchImpressionFrame> {
        OnlyForItemsInDataSource("impression", \.logged)
        AtMostOncePerItem("impression", \.logged, per: .dataSource)
        LoggedOnlyAfterHeld("impression", \.logged, atLeast: { c in c.fraction }, for: { c in c.seconds })
        LoggedWhenDue("impression", \.logged, atLeast: { c in c.fraction }, for: { c in c.seconds })
    }

    /// A correct tracker, as a feed's code keeps one: the cells' items, since when each visible
    /// item is held, what it logged.
    struct Tracker {
        let rule: BenchImpressionRule
        var items: [ListItemID] = []
        var shown: [CellID: ListItemID] = [:]
        var since: [ListItemID: Double] = [:]
        var logged: Set<ListItemID> = []
        var foreground = true

        mutating func handle(_ event: ListEvent) -> BenchImpressionFrame {
            var frame = BenchImpressionFrame()
            switch event {
            case let .reloadData(new):
                items = new
                logged.formIntersection(new)
            case let .performBatchUpdates(deleted, inserted):
                items = items.enumerated().filter { !deleted.contains($0.offset) }.map(\.element)
                for i in inserted.sorted(by: { $0.row < $1.row }) { items.insert(i.item, at: min(i.row, items.count)) }
                logged.formIntersection(items)
            case let .willDisplay(cell, row):
                if row < items.count { shown[cell] = items[row] }
            case let .didEndDisplaying(cell, _):
                if let item = shown.removeValue(forKey: cell) { since[item] = nil }
            case let .frame(time, visible):
                guard foreground else { break }
                var held: [ListItemID: Double] = [:]
                for v in visible {
                    guard let item = shown[v.cell], v.fraction >= rule.fraction else { continue }
                    let start = since[item] ?? time
                    held[item] = start
                    if time - start >= rule.seconds, !logged.contains(item), items.contains(item) {
                        logged.insert(item)
                        frame.logged.append(item)
                    }
                }
                since = held
            case .didEnterBackground:
                foreground = false
                since = [:]
            case .willEnterForeground:
                foreground = true
            case .prefetch, .cancelPrefetching:
                break
            }
            return frame
        }
    }

    /// The tracker over generated list sessions, one after another in one recording (each
    /// starts with a reload, and its times go on from the last), at least `count` events: the
    /// row of `bench --only monitor`, each pass later than the one before.
    ///
    /// - Parameter count: How many events, at least.
    /// - Returns: The workload.
    static func monitorWorkload(count: Int) -> MonitorWorkload {
        let rule = try! BenchImpressionRule(fraction: 0.5, seconds: 1)
        var tracker = Tracker(rule: rule)
        var events: [ListEvent] = [], answers: [BenchImpressionFrame] = []
        var seed: UInt64 = 0, offset = 0.0, last = 0.0
        func record(_ event: ListEvent) {
            events.append(event)
            answers.append(tracker.handle(event))
        }
        while events.count < count {
            for event in (try? Gen<EventSequence<ListEvent>>.list().generate(seed: seed).value.events) ?? [] {
                let moved = event.movedLater(by: offset)
                if let t = moved.time { last = max(last, t) }
                record(moved)
            }
            // A session ends with every cell's display ended and an empty data source, so that
            // the next one (and the next pass, later by the recording's span) starts from
            // nothing, as the first did.
            for cell in tracker.shown.keys.sorted() { record(.didEndDisplaying(cell: cell, row: 0)) }
            record(.reloadData(items: []))
            offset = last + 1
            seed += 1
        }
        let span = (last + 2).rounded(.up)
        let (recorded, replies) = (events, answers)
        let rules = EventRules<BenchImpressions>()
        let all = _InvariantOrder(Array(rules.descriptions.indices))
        let fields: [(name: String, value: Double)] = [("fraction", 0.5), ("seconds", 1)]
        let monitor = MainActor.assumeIsolated {
            Box(EventMonitor(BenchImpressions.self, configuration: rule, fields: fields, options: MonitorOptions(handler: { _ in })))
        }
        // Not `MonitorWorkload.events`: that generic function of another module would run this
        // declaration's checker unspecialized, which no app's code does.
        return MonitorWorkload(
            name: "impressions", frames: recorded.count,
            checker: {
                var checker = EventChecker(rules: rules, configuration: rule, order: all)
                for (e, a) in zip(recorded, replies) { checker.step(e, frame: a) }
                return checker.slot.violation == nil ? recorded.count : 0
            },
            perRule: {
                var checkers = rules.descriptions.indices.map { EventChecker(rules: rules, configuration: rule, order: _InvariantOrder([$0])) }
                for (e, a) in zip(recorded, replies) { for k in checkers.indices { checkers[k].step(e, frame: a) } }
                return recorded.count
            },
            monitor: { monitor.feed(recorded, replies, span: span) })
    }

    /// The monitor kept across passes, fed as an app feeds it: in code specialized for this
    /// declaration (a generic box in another module would run the monitor unspecialized).
    final class Box: @unchecked Sendable {
        /// Unchecked exclusivity: fed only by `feed`, on the main actor.
        @exclusivity(unchecked) var monitor: EventMonitor<BenchImpressions>
        var passes = 0
        init(_ monitor: EventMonitor<BenchImpressions>) { self.monitor = monitor }

        /// Feeds the session again, `span` seconds after the pass before.
        @MainActor func feed(_ events: [ListEvent], _ answers: [BenchImpressionFrame], span: Double) -> Int {
            let dt = Double(passes) * span
            passes += 1
            for i in events.indices { monitor.record(events[i].movedLater(by: dt), answer: answers[i]) }
            return monitor.reports.isEmpty ? events.count : 0
        }
    }
}

extension ListEvent {
    /// The event's time, if it has one.
    fileprivate var time: Double? {
        switch self {
        case let .frame(t, _), let .didEnterBackground(t), let .willEnterForeground(t): t
        default: nil
        }
    }

    /// The same event `dt` later.
    fileprivate func movedLater(by dt: Double) -> ListEvent {
        switch self {
        case let .frame(t, visible): .frame(time: t + dt, visible: visible)
        case let .didEnterBackground(t): .didEnterBackground(time: t + dt)
        case let .willEnterForeground(t): .willEnterForeground(time: t + dt)
        default: self
        }
    }
}
