import Effects

/// Every invariant of SPEC §1b in one pass over the events, as an implementation handles
/// them: each event's outputs are judged once, against one display state updated in place,
/// and nothing is recorded. ``ObserverRegistryInvariants`` are its oracles (each this checker
/// with one invariant enabled); a suite's group is judged by one checker with the group's
/// invariants, reporting what checking the oracles one after the other would report.
public struct ObserverRegistryChecker: Sendable {
    /// The invariants, by index: name and one-line statement.
    public static let invariants: [(name: String, summary: String)] = [
        ("noDuplicateObservers", "no observer is registered twice"),
        ("nothingAfterTeardown", "after teardown no observer is left"),
        ("registeredMatchesDisplayed", "registered = displayed when not suspended; empty while suspended"),
        ("notifyExactlyOnce", "an offset change notifies each registered observer exactly once"),
        ("absentRemovalReported", "ending a cell that is not displayed is reported, not swallowed"),
        ("suspendedFlag", "isSuspended is true exactly from suspendAll to resumeAll or teardown"),
    ]

    static let noDuplicates = 0, teardown = 1, matches = 2, notify = 3, absent = 4, flag = 5

    /// The violation found so far, and which invariants are still checked.
    public private(set) var slot: ViolationSlot
    /// What the list shows after the events so far.
    private var display = ObserverRegistryTrace.Display()
    /// The events judged so far.
    public private(set) var events = 0

    /// A checker of some invariants, in a group's order.
    ///
    /// - Parameter order: The invariants checked (indices in ``invariants``) and their order.
    public init(order: InvariantOrder) {
        slot = ViolationSlot(order: order)
    }

    /// The violation to report: of the invariants broken so far, the first ranked.
    public var violation: Violation? { slot.violation }

    /// Whether no further event can change ``violation``.
    public var isDecided: Bool { slot.isDecided }

    /// Judges one event and what the implementation reported after it. An output that was not
    /// recorded (`nil`) is not judged.
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - registrations: The registered pairs, sorted, duplicates kept.
    ///   - notified: The notifications the event delivered, sorted, or `nil`.
    ///   - absentRemovals: The reported no-op removals, sorted, or `nil`.
    ///   - isSuspended: The registry's flag, or `nil`.
    /// - Complexity: O(cells) per event; nothing is allocated unless a violation is reported
    ///   (or more than 8 cells are displayed).
    public mutating func step(_ event: DisplayEvent, registrations: [CellID], notified: [CellID]?, absentRemovals: [CellID]?, isSuspended: Bool?) {
        step(event, CellList(registrations), notified: notified.map { CellList($0) }, absentRemovals: absentRemovals.map { CellList($0) }, isSuspended: isSuspended)
    }

    /// Judges one event and the frame an implementation returned for it (every output recorded).
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - frame: The implementation's frame.
    /// - Complexity: O(cells); nothing is allocated unless a violation is reported.
    package mutating func step(_ event: DisplayEvent, frame: ObserverRegistryFrame) {
        step(event, frame.registrationList, notified: frame.notifiedList, absentRemovals: frame.absentList, isSuspended: frame.isSuspended)
    }

    /// Judges one event on the frame's inline lists.
    package mutating func step(_ event: DisplayEvent, _ registrations: CellList, notified: CellList?, absentRemovals: CellList?, isSuspended: Bool?) {
        let i = events
        events += 1
        let wasSuspended = display.suspended
        var displayedBefore = CellList()
        if slot.wants(Self.absent), wasSuspended, absentRemovals != nil, event == .suspendAll || event == .reloadData || event == .teardown {
            displayedBefore = display.cells.sortedCells
        }
        display.apply(event)
        if slot.wants(Self.noDuplicates), let twice = Self.firstRepeat(registrations) {
            slot.report(Self.noDuplicates, Violation("noDuplicateObservers", "§1b", frame: i, [.init("cell", Double(twice.rawValue))],
                "after \(event), \(twice) is registered twice: its image would move at double speed"))
        }
        if slot.wants(Self.teardown), event == .teardown, !registrations.isEmpty {
            slot.report(Self.teardown, Violation("nothingAfterTeardown", "§1b", frame: i, [.init("leaked", Double(registrations.count))],
                "observers outlive the list: \(registrations)"))
        }
        if slot.wants(Self.matches) { judgeRegistered(i, event, registrations) }
        if slot.wants(Self.notify), let notified {
            let expected = event != .offsetChanged ? CellList() : registrations.isStrictlyIncreasing ? registrations : CellList(sorting: Array(Set(registrations)))
            if notified != expected {
                slot.report(Self.notify, Violation("notifyExactlyOnce", "§1b", frame: i, [.init("notifications", Double(notified.count)), .init("observers", Double(expected.count))],
                    "after \(event): notified \(notified), expected \(expected)"))
            }
        }
        if slot.wants(Self.absent), let absentRemovals { judgeAbsent(i, event, absentRemovals, wasSuspended: wasSuspended, displayedBefore: displayedBefore) }
        if slot.wants(Self.flag), let isSuspended, isSuspended != display.suspended {
            slot.report(Self.flag, Violation("suspendedFlag", "§1b", frame: i, [], "after \(event): isSuspended is \(isSuspended), expected \(display.suspended)"))
        }
    }

    /// The first cell that appears twice in a row of a sorted list, if any.
    static func firstRepeat(_ cells: CellList) -> CellID? {
        var k = 1
        while k < cells.count { if cells[k - 1] == cells[k] { return cells[k] }; k += 1 }
        return nil
    }

    /// Registered = displayed when not suspended; empty while suspended.
    private mutating func judgeRegistered(_ i: Int, _ event: DisplayEvent, _ cells: CellList) {
        // Without building sets when the registrations are a sorted set of displayed cells.
        if display.suspended ? cells.isEmpty : cells.count == display.cells.count && cells.isStrictlyIncreasing && cells.allSatisfy({ display.cells[$0] != nil }) {
            return
        }
        let registered = Set(cells)
        let expected = display.suspended ? [] : Set(display.displayed.keys)
        guard registered != expected else { return }
        let missing = expected.subtracting(registered).sorted(), extra = registered.subtracting(expected).sorted()
        slot.report(Self.matches, Violation("registeredMatchesDisplayed", "§1b", frame: i, [],
            "after \(event): " + [missing.isEmpty ? nil : "displayed but not observed: \(missing)", extra.isEmpty ? nil : "observed but \(display.suspended ? "suspended" : "not displayed"): \(extra)"]
                .compactMap { $0 }.joined(separator: "; ")))
    }

    /// Removing an observer that is not registered is reported, and nothing else is; while
    /// suspended, an implementation that removes anyway may report what it removed.
    private mutating func judgeAbsent(_ i: Int, _ event: DisplayEvent, _ reported: CellList, wasSuspended: Bool, displayedBefore: CellList) {
        func fail(_ why: String) -> Violation {
            Violation("absentRemovalReported", "§1b", frame: i, [], "after \(event): absentRemovals \(reported) \(why)")
        }
        if wasSuspended {
            var allowed = CellList()
            switch event {
            case let .didEndDisplaying(cell, _) where display.endWithoutDisplay || display.endOfDisplay: allowed.append(cell)
            case .suspendAll, .reloadData, .teardown: allowed = displayedBefore
            default: break
            }
            // Each reported cell is allowed, and reported once.
            let once = reported.indices.allSatisfy { k in !reported[..<k].contains(reported[k]) }
            if !once || !reported.allSatisfy({ allowed.sortedContains($0) }) {
                slot.report(Self.absent, fail("while suspended; only \(allowed) may be reported, each once"))
            }
            return
        }
        guard case let .didEndDisplaying(cell, _) = event else {
            if !reported.isEmpty { slot.report(Self.absent, fail("reported for an event that removes no absent observer")) }
            return
        }
        if display.endWithoutDisplay, !(reported.count == 1 && reported[0] == cell) {
            slot.report(Self.absent, fail("expected [\(cell)]: the removal of an absent observer was not reported"))
        } else if !display.endWithoutDisplay, !reported.isEmpty {
            slot.report(Self.absent, fail("reported for a cell that was displayed"))
        }
    }

    /// Runs a pass over a recorded trace.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - order: The invariants checked and their order.
    /// - Returns: The first violation of the invariant ranked first among those broken, or `nil`.
    /// - Complexity: O(events · cells).
    public static func check(_ trace: ObserverRegistryTrace, order: InvariantOrder) -> Violation? {
        var checker = ObserverRegistryChecker(order: order)
        for (event, frame) in zip(trace.events, trace.frames) {
            if checker.isDecided { break }
            checker.step(event, registrations: frame.registrations, notified: frame.notified, absentRemovals: frame.absentRemovals, isSuspended: frame.isSuspended)
        }
        return checker.violation
    }

    /// The oracle of one invariant: this checker over a trace with only that invariant enabled.
    ///
    /// - Parameter index: The invariant's index in ``invariants``.
    /// - Returns: The oracle.
    public static func oracle(_ index: Int) -> Oracle<ObserverRegistryTrace> {
        let info = invariants[index], order = InvariantOrder([index])
        return Oracle(info.name, "§1b", info.summary, level: .safety, checker: (ObjectIdentifier(Self.self), index)) { trace in check(trace, order: order) }
    }
}
