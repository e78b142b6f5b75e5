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
        /// The displayed cells and their rows (inline for a handful of cells: no allocation).
        package var cells = CellRowMap()
        /// Whether observation is suspended.
        public var suspended = false
        /// Whether the event was an end for a cell not displayed at all.
        public var endWithoutDisplay = false
        /// Whether the event was an end for a cell displayed at that row (a removal).
        public var endOfDisplay = false

        /// The row of each displayed cell.
        ///
        /// - Complexity: O(d) for `d` displayed cells, to read or to assign.
        public var displayed: [CellID: Int] {
            get { cells.dictionary }
            set { cells = CellRowMap(newValue) }
        }

        /// The display before any event: nothing shown, not suspended.
        public init() {}

        /// Applies one event.
        ///
        /// - Parameter event: The event.
        /// - Complexity: O(d) for `d` displayed cells; no allocation while at most 8 are displayed.
        public mutating func apply(_ event: DisplayEvent) {
            endWithoutDisplay = false
            endOfDisplay = false
            switch event {
            case let .willDisplay(cell, row): cells[cell] = row
            case let .didEndDisplaying(cell, row):
                let shown = cells[cell]
                if shown == row { cells[cell] = nil; endOfDisplay = true } else if shown == nil { endWithoutDisplay = true }
            case .reloadData: cells.removeAll()
            case .suspendAll: suspended = true
            case .resumeAll: suspended = false
            case .teardown: cells.removeAll(); suspended = false
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

/// The invariants of SPEC §1b, each ``ObserverRegistryChecker`` with that invariant alone.
public enum ObserverRegistryInvariants {
    typealias Checker = ObserverRegistryChecker

    /// No (observer, key path) pair is registered twice.
    public static let noDuplicateObservers = Checker.oracle(Checker.noDuplicates)

    /// When not suspended the registered set equals the displayed cells; while suspended it is
    /// empty (so `resumeAll` restores exactly the cells displayed then).
    public static let registeredMatchesDisplayed = Checker.oracle(Checker.matches)

    /// One offset change notifies each registered observer exactly once; other events notify
    /// nobody. Judged where the notifications were recorded.
    public static let notifyExactlyOnce = Checker.oracle(Checker.notify)

    /// Removing an observer that is not registered (an end without display) is a harmless
    /// no-op that reports it; nothing else is reported. While suspended nothing is registered,
    /// so an implementation that removes anyway may report what it removed: an end may report
    /// its own cell, and `suspendAll`, `reloadData` or `teardown` the cells displayed before
    /// it, each once. Judged where the reports were recorded.
    public static let absentRemovalReported = Checker.oracle(Checker.absent)

    /// The registry says whether it is suspended: true exactly from `suspendAll` to the next
    /// `resumeAll` or `teardown`. Judged where the flag was recorded.
    public static let suspendedFlag = Checker.oracle(Checker.flag)

    /// After `teardown` nothing is registered.
    public static let nothingAfterTeardown = Checker.oracle(Checker.teardown)

    /// Every invariant of §1b.
    public static let all: [Oracle<ObserverRegistryTrace>] =
        [noDuplicateObservers, nothingAfterTeardown, registeredMatchesDisplayed, notifyExactlyOnce, absentRemovalReported, suspendedFlag]
}
