import Effects
import Oracles

/// The invariants of SPEC §1b written the plain way, one pass over the trace per invariant:
/// the reference the registry's declared invariants are held to.
enum ReferenceRegistryInvariants {
    /// What the list shows, from the events alone, in a plain dictionary: its own, so that the
    /// reference does not share the checker's display state (``ObserverRegistryTrace/Display``,
    /// which keeps a handful of cells inline).
    struct Display {
        var displayed: [CellID: Int] = [:]
        var suspended = false
        var endWithoutDisplay = false
        var endOfDisplay = false

        mutating func apply(_ event: DisplayEvent) {
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

    /// Calls `body` with each event, its frame and the display after it (one display, updated
    /// in place: no snapshot per event).
    static func each(_ trace: ObserverRegistryTrace, _ body: (Int, DisplayEvent, ObserverRegistryTrace.Frame, Display) -> Violation?) -> Violation? {
        var display = Display()
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
    static let noDuplicateObservers = TraceOracle<ObserverRegistryTrace>("noDuplicateObservers", "§1b", "no observer is registered twice") { trace in
        each(trace) { i, event, frame, _ in
            guard let twice = zip(frame.registrations, frame.registrations.dropFirst()).first(where: { $0 == $1 })?.0 else { return nil }
            return Violation("noDuplicateObservers", "§1b", frame: i, [.init("cell", Double(twice.rawValue))],
                "after \(event), \(twice) is registered twice: its image would move at double speed")
        }
    }

    /// When not suspended the registered set equals the displayed cells; while suspended it is
    /// empty (so `resumeAll` restores exactly the cells displayed then).
    static let registeredMatchesDisplayed = TraceOracle<ObserverRegistryTrace>("registeredMatchesDisplayed", "§1b",
        "registered = displayed when not suspended; empty while suspended") { trace in
        each(trace) { i, event, frame, display in
            // Without building sets when the registrations are a sorted set of displayed cells.
            let cells = frame.registrations
            if display.suspended ? cells.isEmpty : cells.count == display.displayed.count && isStrictlyIncreasing(cells)
                && cells.allSatisfy({ display.displayed[$0] != nil }) {
                return nil
            }
            let registered = Set(cells)
            let expected = display.suspended ? [] : Set(display.displayed.keys)
            guard registered != expected else { return nil }
            let missing = expected.subtracting(registered).sorted(), extra = registered.subtracting(expected).sorted()
            return Violation("registeredMatchesDisplayed", "§1b", frame: i, [],
                "after \(event): " + [missing.isEmpty ? nil : "displayed but not observed: \(missing)",
                    extra.isEmpty ? nil : "observed but \(display.suspended ? "suspended" : "not displayed"): \(extra)"]
                    .compactMap { $0 }.joined(separator: "; "))
        }
    }

    /// One offset change notifies each registered observer exactly once; other events notify
    /// nobody. Judged where the notifications were recorded.
    static let notifyExactlyOnce = TraceOracle<ObserverRegistryTrace>("notifyExactlyOnce", "§1b",
        "an offset change notifies each registered observer exactly once") { trace in
        each(trace) { i, event, frame, _ in
            guard let notified = frame.notified else { return nil }
            let cells = frame.registrations
            let expected = event != .offsetChanged ? [] : isStrictlyIncreasing(cells) ? cells : Array(Set(cells)).sorted()
            guard notified != expected else { return nil }
            return Violation("notifyExactlyOnce", "§1b", frame: i,
                             [.init("notifications", Double(notified.count)), .init("observers", Double(expected.count))],
                "after \(event): notified \(notified), expected \(expected)")
        }
    }

    /// Removing an observer that is not registered (an end without display) is a harmless
    /// no-op that reports it; nothing else is reported. While suspended nothing is registered,
    /// so an implementation that removes anyway may report what it removed: an end may report
    /// its own cell, and `suspendAll`, `reloadData` or `teardown` the cells displayed before
    /// it, each once. Judged where the reports were recorded.
    static let absentRemovalReported = TraceOracle<ObserverRegistryTrace>("absentRemovalReported", "§1b",
        "ending a cell that is not displayed is reported, not swallowed") { trace in
        // One display, updated in place; what is needed of the one before is kept first.
        var display = Display()
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
    static let suspendedFlag = TraceOracle<ObserverRegistryTrace>("suspendedFlag", "§1b",
        "isSuspended is true exactly from suspendAll to resumeAll or teardown") { trace in
        each(trace) { i, event, frame, display in
            guard let flag = frame.isSuspended, flag != display.suspended else { return nil }
            return Violation("suspendedFlag", "§1b", frame: i, [], "after \(event): isSuspended is \(flag), expected \(display.suspended)")
        }
    }

    /// After `teardown` nothing is registered.
    static let nothingAfterTeardown = TraceOracle<ObserverRegistryTrace>("nothingAfterTeardown", "§1b", "after teardown no observer is left") { trace in
        each(trace) { i, event, frame, _ in
            guard event == .teardown, !frame.registrations.isEmpty else { return nil }
            return Violation("nothingAfterTeardown", "§1b", frame: i, [.init("leaked", Double(frame.registrations.count))],
                "observers outlive the list: \(frame.registrations)")
        }
    }

    /// Every invariant of §1b.
    static let all: [TraceOracle<ObserverRegistryTrace>] =
        [noDuplicateObservers, nothingAfterTeardown, registeredMatchesDisplayed, notifyExactlyOnce, absentRemovalReported, suspendedFlag]
}
