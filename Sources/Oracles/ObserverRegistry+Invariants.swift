import Effects

/// A trace of observer bookkeeping (SPEC §1b): the events and the frame after each.
public struct ObserverRegistryTrace: Sendable {
    /// The events, in order.
    public var events: [DisplayEvent]
    /// The implementation's frame after each event.
    public var frames: [ObserverRegistryFrame]

    /// Creates a trace.
    ///
    /// - Parameters:
    ///   - events: The events.
    ///   - frames: One frame per event.
    public init(events: [DisplayEvent], frames: [ObserverRegistryFrame]) {
        self.events = events
        self.frames = frames
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

        /// Applies one event.
        ///
        /// - Parameter event: The event.
        public mutating func apply(_ event: DisplayEvent) {
            endWithoutDisplay = false
            switch event {
            case let .willDisplay(cell, row): displayed[cell] = row
            case let .didEndDisplaying(cell, row):
                if displayed[cell] == row { displayed[cell] = nil } else if displayed[cell] == nil { endWithoutDisplay = true }
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
    static func each(_ trace: ObserverRegistryTrace, _ body: (Int, DisplayEvent, ObserverRegistryFrame, ObserverRegistryTrace.Display) -> Violation?) -> Violation? {
        for (i, (event, (frame, display))) in zip(trace.events, zip(trace.frames, trace.displays)).enumerated() {
            if let violation = body(i, event, frame, display) { return violation }
        }
        return nil
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
            let registered = Set(frame.registrations)
            let expected = display.suspended ? [] : Set(display.displayed.keys)
            guard registered != expected else { return nil }
            let missing = expected.subtracting(registered).sorted(), extra = registered.subtracting(expected).sorted()
            return Violation("registeredMatchesDisplayed", "§1b", frame: i, [],
                "after \(event): " + [missing.isEmpty ? nil : "displayed but not observed: \(missing)", extra.isEmpty ? nil : "observed but \(display.suspended ? "suspended" : "not displayed"): \(extra)"]
                    .compactMap { $0 }.joined(separator: "; "))
        }
    }

    /// One offset change notifies each registered observer exactly once; other events notify nobody.
    public static let notifyExactlyOnce = Oracle<ObserverRegistryTrace>("notifyExactlyOnce", "§1b", "an offset change notifies each registered observer exactly once") { trace in
        each(trace) { i, event, frame, _ in
            let expected = event == .offsetChanged ? Array(Set(frame.registrations)).sorted() : []
            guard frame.notified != expected else { return nil }
            return Violation("notifyExactlyOnce", "§1b", frame: i, [.init("notifications", Double(frame.notified.count)), .init("observers", Double(expected.count))],
                "after \(event): notified \(frame.notified), expected \(expected)")
        }
    }

    /// Removing an observer that is not registered (an end without display) is a harmless
    /// no-op that reports it.
    public static let absentRemovalReported = Oracle<ObserverRegistryTrace>("absentRemovalReported", "§1b", "ending a cell that is not displayed is reported, not swallowed") { trace in
        each(trace) { i, event, frame, display in
            if display.endWithoutDisplay, case let .didEndDisplaying(cell, _) = event, !display.suspended, frame.absentRemovals != [cell] {
                return Violation("absentRemovalReported", "§1b", frame: i, [], "after \(event): the removal of an absent observer was not reported")
            }
            if !display.endWithoutDisplay, !frame.absentRemovals.isEmpty {
                return Violation("absentRemovalReported", "§1b", frame: i, [], "after \(event): reported absent removals \(frame.absentRemovals) for a cell that was displayed")
            }
            return nil
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
        [noDuplicateObservers, nothingAfterTeardown, registeredMatchesDisplayed, notifyExactlyOnce, absentRemovalReported]
}
