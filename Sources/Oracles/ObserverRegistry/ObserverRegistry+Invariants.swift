import Effects

/// A trace of observer bookkeeping (SPEC §1b): the events and what the registry reported
/// after each.
public struct ObserverRegistryTrace: Sendable {
    /// What a registry reported after one event. The registrations are always recorded; the
    /// other outputs are optional: `nil` means "not recorded", and is not judged (a recorder
    /// that does not log notifications is not flagged for it); a recorded value is judged.
    public struct Frame: Hashable, Sendable {
        /// The registered (observer, key path) pairs, sorted; a pair registered twice appears twice.
        public var registrations: [CellID]
        /// The notifications this event delivered, one entry each, sorted; `nil` when not recorded.
        public var notified: [CellID]?
        /// The reported removals of observers that were not registered, sorted; `nil` when not recorded.
        public var absentRemovals: [CellID]?
        /// Whether the registry says it is suspended; `nil` when not recorded.
        public var isSuspended: Bool?

        /// Creates a frame.
        ///
        /// - Parameters:
        ///   - registrations: The registered pairs, duplicates kept.
        ///   - notified: The notifications delivered, or `nil` when not recorded.
        ///   - absentRemovals: The reported no-op removals, or `nil` when not recorded.
        ///   - isSuspended: The suspended flag, or `nil` when not recorded.
        public init(registrations: [CellID], notified: [CellID]?, absentRemovals: [CellID]?, isSuspended: Bool?) {
            self.registrations = registrations.sorted()
            self.notified = notified?.sorted()
            self.absentRemovals = absentRemovals?.sorted()
            self.isSuspended = isSuspended
        }

        /// A frame with every output recorded.
        ///
        /// - Parameter frame: What an implementation of ``DisplayLifecycleObserving`` returned.
        public init(_ frame: ObserverRegistryFrame) {
            registrations = frame.registrations
            notified = frame.notified
            absentRemovals = frame.absentRemovals
            isSuspended = frame.isSuspended
        }
    }

    /// The events, in order.
    public var events: [DisplayEvent]
    /// The implementation's frame after each event.
    public var frames: [Frame]

    /// Creates a trace.
    ///
    /// - Parameters:
    ///   - events: The events.
    ///   - frames: One frame per event.
    public init(events: [DisplayEvent], frames: [Frame]) {
        self.events = events
        self.frames = frames
    }

    /// Creates a trace in which every output was recorded.
    ///
    /// - Parameters:
    ///   - events: The events.
    ///   - frames: One frame per event, as an implementation returned it.
    public init(events: [DisplayEvent], frames: [ObserverRegistryFrame]) {
        self.init(events: events, frames: frames.map(Frame.init))
    }

    /// What the list shows, from the events alone: a cell is displayed at the row of its latest
    /// `willDisplay` until a `didEndDisplaying` for that row, `reloadData` or `teardown`.
    public struct Display: Sendable {
        /// The row of each displayed cell.
        public var displayed: [CellID: Int] = [:]
        /// Whether observation is suspended.
        public var suspended = false
        /// Whether the event was an end for a cell not displayed at all.
        public var endWithoutDisplay = false
        /// Whether the event was an end for a cell displayed at that row (a removal).
        public var endOfDisplay = false

        /// Applies one event.
        ///
        /// - Parameter event: The event.
        public mutating func apply(_ event: DisplayEvent) {
            endWithoutDisplay = false
            endOfDisplay = false
            switch event {
            case let .willDisplay(cell, row): displayed[cell] = row
            case let .didEndDisplaying(cell, row):
                if displayed[cell] == row { displayed[cell] = nil; endOfDisplay = true } else if displayed[cell] == nil { endWithoutDisplay = true }
            case .reloadData: displayed.removeAll()
            case .suspendAll: suspended = true
            case .resumeAll: suspended = false
            case .teardown: displayed.removeAll(); suspended = false
            case .offsetChanged: break
            }
        }
    }

    /// The display state after each event.
    public var displays: [Display] {
        var display = Display()
        return events.map { display.apply($0); return display }
    }
}

/// The invariants of SPEC §1b.
public enum ObserverRegistryInvariants {
    /// Calls `body` with each event, its frame and the display after it (one display, updated
    /// in place: no snapshot per event).
    static func each(_ trace: ObserverRegistryTrace, _ body: (Int, DisplayEvent, ObserverRegistryTrace.Frame, ObserverRegistryTrace.Display) -> Violation?) -> Violation? {
        var display = ObserverRegistryTrace.Display()
        for i in 0..<min(trace.events.count, trace.frames.count) {
            display.apply(trace.events[i])
            if let violation = body(i, trace.events[i], trace.frames[i], display) { return violation }
        }
        return nil
    }

    /// Whether cells are in increasing order, each once (a set, written sorted).
    static func isStrictlyIncreasing(_ cells: [CellID]) -> Bool {
        zip(cells, cells.dropFirst()).allSatisfy { $0 < $1 }
    }

    /// No (observer, key path) pair is registered twice.
    public static let noDuplicateObservers = Oracle<ObserverRegistryTrace>("noDuplicateObservers", "§1b", "no observer is registered twice") { trace in
        each(trace) { i, event, frame, _ in
            guard let twice = zip(frame.registrations, frame.registrations.dropFirst()).first(where: { $0 == $1 })?.0 else { return nil }
            return Violation("noDuplicateObservers", "§1b", frame: i, [.init("cell", Double(twice.rawValue))],
                "after \(event), \(twice) is registered twice: its image would move at double speed")
        }
    }

    /// When not suspended the registered set equals the displayed cells; while suspended it is
    /// empty (so `resumeAll` restores exactly the cells displayed then).
    public static let registeredMatchesDisplayed = Oracle<ObserverRegistryTrace>("registeredMatchesDisplayed", "§1b", "registered = displayed when not suspended; empty while suspended") { trace in
        each(trace) { i, event, frame, display in
            // Without building sets when the registrations are a sorted set of displayed cells.
            let cells = frame.registrations
            if display.suspended ? cells.isEmpty : cells.count == display.displayed.count && isStrictlyIncreasing(cells) && cells.allSatisfy({ display.displayed[$0] != nil }) {
                return nil
            }
            let registered = Set(cells)
            let expected = display.suspended ? [] : Set(display.displayed.keys)
            guard registered != expected else { return nil }
            let missing = expected.subtracting(registered).sorted(), extra = registered.subtracting(expected).sorted()
            return Violation("registeredMatchesDisplayed", "§1b", frame: i, [],
                "after \(event): " + [missing.isEmpty ? nil : "displayed but not observed: \(missing)", extra.isEmpty ? nil : "observed but \(display.suspended ? "suspended" : "not displayed"): \(extra)"]
                    .compactMap { $0 }.joined(separator: "; "))
        }
    }

    /// One offset change notifies each registered observer exactly once; other events notify
    /// nobody. Judged where the notifications were recorded.
    public static let notifyExactlyOnce = Oracle<ObserverRegistryTrace>("notifyExactlyOnce", "§1b", "an offset change notifies each registered observer exactly once") { trace in
        each(trace) { i, event, frame, _ in
            guard let notified = frame.notified else { return nil }
            let cells = frame.registrations
            let expected = event != .offsetChanged ? [] : isStrictlyIncreasing(cells) ? cells : Array(Set(cells)).sorted()
            guard notified != expected else { return nil }
            return Violation("notifyExactlyOnce", "§1b", frame: i, [.init("notifications", Double(notified.count)), .init("observers", Double(expected.count))],
                "after \(event): notified \(notified), expected \(expected)")
        }
    }

    /// Removing an observer that is not registered (an end without display) is a harmless
    /// no-op that reports it; nothing else is reported. While suspended nothing is registered,
    /// so an implementation that removes anyway may report what it removed: an end may report
    /// its own cell, and `suspendAll`, `reloadData` or `teardown` the cells displayed before
    /// it, each once. Judged where the reports were recorded.
    public static let absentRemovalReported = Oracle<ObserverRegistryTrace>("absentRemovalReported", "§1b", "ending a cell that is not displayed is reported, not swallowed") { trace in
        // One display, updated in place; what is needed of the one before is kept first.
        var display = ObserverRegistryTrace.Display()
        for i in 0..<min(trace.events.count, trace.frames.count) {
            let event = trace.events[i], frame = trace.frames[i]
            let wasSuspended = display.suspended
            var displayedBefore: Set<CellID> = []
            if wasSuspended, frame.absentRemovals != nil, event == .suspendAll || event == .reloadData || event == .teardown {
                displayedBefore = Set(display.displayed.keys)
            }
            display.apply(event)
            guard let reported = frame.absentRemovals else { continue }
            func fail(_ why: String) -> Violation {
                Violation("absentRemovalReported", "§1b", frame: i, [], "after \(event): absentRemovals \(reported) \(why)")
            }
            if wasSuspended {
                let allowed: Set<CellID> = switch event {
                case let .didEndDisplaying(cell, _) where display.endWithoutDisplay || display.endOfDisplay: [cell]
                case .suspendAll, .reloadData, .teardown: displayedBefore
                default: []
                }
                if !Set(reported).isSubset(of: allowed) || Set(reported).count != reported.count {
                    return fail("while suspended; only \(allowed.sorted()) may be reported, each once")
                }
                continue
            }
            guard case let .didEndDisplaying(cell, _) = event else {
                if !reported.isEmpty { return fail("reported for an event that removes no absent observer") }
                continue
            }
            if display.endWithoutDisplay, !(reported.count == 1 && reported[0] == cell) {
                return fail("expected [\(cell)]: the removal of an absent observer was not reported")
            }
            if !display.endWithoutDisplay, !reported.isEmpty {
                return fail("reported for a cell that was displayed")
            }
        }
        return nil
    }

    /// The registry says whether it is suspended: true exactly from `suspendAll` to the next
    /// `resumeAll` or `teardown`. Judged where the flag was recorded.
    public static let suspendedFlag = Oracle<ObserverRegistryTrace>("suspendedFlag", "§1b", "isSuspended is true exactly from suspendAll to resumeAll or teardown") { trace in
        each(trace) { i, event, frame, display in
            guard let flag = frame.isSuspended, flag != display.suspended else { return nil }
            return Violation("suspendedFlag", "§1b", frame: i, [], "after \(event): isSuspended is \(flag), expected \(display.suspended)")
        }
    }

    /// After `teardown` nothing is registered.
    public static let nothingAfterTeardown = Oracle<ObserverRegistryTrace>("nothingAfterTeardown", "§1b", "after teardown no observer is left") { trace in
        each(trace) { i, event, frame, _ in
            guard event == .teardown, !frame.registrations.isEmpty else { return nil }
            return Violation("nothingAfterTeardown", "§1b", frame: i, [.init("leaked", Double(frame.registrations.count))],
                "observers outlive the list: \(frame.registrations)")
        }
    }

    /// Every invariant of §1b.
    public static let all: [Oracle<ObserverRegistryTrace>] =
        [noDuplicateObservers, nothingAfterTeardown, registeredMatchesDisplayed, notifyExactlyOnce, absentRemovalReported, suspendedFlag]
}
