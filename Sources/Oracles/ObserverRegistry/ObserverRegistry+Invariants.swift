import Effects

/// Observer bookkeeping (SPEC §1b) declared as any event-driven effect is: its world is what
/// the list shows (``ObserverRegistryDisplay``), its frame what the registry reported
/// (``ObserverRegistryOutputs``), its invariants each a type, judged by `EventChecker`.
extension ObserverRegistry: DeclaredEventInvariants {
    public typealias World = ObserverRegistryDisplay
    /// What each invariant of the registry reads at an event: the list it shows, the event and what the registry reported.
    public typealias Context = EventContext<NoConfiguration, ObserverRegistryDisplay, ObserverRegistryOutputs>

    public static var name: String { "observerRegistry" }
    public static var section: String { "§1b" }

    /// Every invariant of §1b, in report order.
    public static var invariants: some EventInvariantList<NoConfiguration, ObserverRegistryDisplay, ObserverRegistryOutputs> {
        NoDuplicateObservers()
        NothingAfterTeardown()
        RegisteredMatchesDisplayed()
        NotifyExactlyOnce()
        AbsentRemovalReported()
        SuspendedFlag()
    }

    /// No (observer, key path) pair is registered twice.
    @usableFromInline package struct NoDuplicateObservers: Invariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "noDuplicateObservers" }
        @usableFromInline package var statement: String { "no observer is registered twice" }

        @inlinable @inline(__always) package func judge(_ x: Context) -> InvariantFailure? {
            let cells = x.frame.registrationList
            var k = 1
            while k < cells.count {
                if cells[k - 1] == cells[k] {
                    let (event, twice) = (x.event, cells[k])
                    return .outOfLine { InvariantFailure("after \(event), \(twice) is registered twice: its image would move at double speed", [.init("cell",
                        Double(twice.rawValue))]) }
                }
                k += 1
            }
            return nil
        }
    }

    /// After `teardown` nothing is registered.
    @usableFromInline package struct NothingAfterTeardown: Invariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "nothingAfterTeardown" }
        @usableFromInline package var statement: String { "after teardown no observer is left" }

        @inlinable @inline(__always) package func judge(_ x: Context) -> InvariantFailure? {
            guard x.event == .teardown, !x.frame.registrationList.isEmpty else { return nil }
            let registrations = x.frame.registrationList
            return .outOfLine { InvariantFailure("observers outlive the list: \(registrations)", [.init("leaked", Double(registrations.count))]) }
        }
    }

    /// When not suspended the registered set equals the displayed cells; while suspended it is
    /// empty (so `resumeAll` restores exactly the cells displayed then).
    @usableFromInline package struct RegisteredMatchesDisplayed: Invariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "registeredMatchesDisplayed" }
        @usableFromInline package var statement: String { "registered = displayed when not suspended; empty while suspended" }

        @inlinable @inline(__always) package func judge(_ x: Context) -> InvariantFailure? {
            let cells = x.frame.registrationList, display = x.world
            // Without building sets when the registrations are a sorted set of displayed cells.
            if display.suspended ? cells.isEmpty : cells.count == display.cells.count && cells.isStrictlyIncreasing
                && cells.allSatisfy({ display.cells[$0] != nil }) {
                return nil
            }
            return Self.mismatch(x.event, cells, display)
        }

        @usableFromInline static func mismatch(_ event: DisplayEvent, _ cells: CellList, _ display: ObserverRegistryDisplay) -> InvariantFailure? {
            let registered = Set(cells)
            let expected = display.suspended ? [] : Set(display.displayed.keys)
            guard registered != expected else { return nil }
            let missing = expected.subtracting(registered).sorted(), extra = registered.subtracting(expected).sorted()
            return InvariantFailure(
                "after \(event): " + [missing.isEmpty ? nil : "displayed but not observed: \(missing)",
                    extra.isEmpty ? nil : "observed but \(display.suspended ? "suspended" : "not displayed"): \(extra)"]
                    .compactMap { $0 }.joined(separator: "; "))
        }
    }

    /// One offset change notifies each registered observer exactly once; other events notify
    /// nobody. Judged where the notifications were recorded.
    @usableFromInline package struct NotifyExactlyOnce: Invariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "notifyExactlyOnce" }
        @usableFromInline package var statement: String { "an offset change notifies each registered observer exactly once" }

        @inlinable @inline(__always) package func judge(_ x: Context) -> InvariantFailure? {
            guard x.frame.recorded.contains(.notified) else { return nil }
            // The common answers compared in place (no list copied, retained or built): nobody
            // notified for another event; the registrations themselves, sorted and distinct.
            if case .offsetChanged = x.event {
                if x.frame.lists.registrationList.isStrictlyIncreasing, x.frame.lists.notifiedList == x.frame.lists.registrationList { return nil }
            } else if x.frame.lists.notifiedList.isEmpty {
                return nil
            }
            return Self.mismatch(x.event, x.frame)
        }

        /// The rule in full, with its report: the expected notifications built, compared, and
        /// reported when they differ.
        @usableFromInline static func mismatch(_ event: DisplayEvent, _ frame: ObserverRegistryOutputs) -> InvariantFailure? {
            guard let notified = frame.notifiedList else { return nil }
            let registrations = frame.registrationList
            let expected = event != .offsetChanged ? CellList()
                : registrations.isStrictlyIncreasing ? registrations : CellList(sorting: Array(Set(registrations)))
            guard notified != expected else { return nil }
            return InvariantFailure("after \(event): notified \(notified), expected \(expected)", [.init("notifications",
                Double(notified.count)), .init("observers", Double(expected.count))])
        }
    }

    /// Removing an observer that is not registered (an end without display) is a harmless
    /// no-op that reports it; nothing else is reported. While suspended nothing is registered,
    /// so an implementation that removes anyway may report what it removed: an end may report
    /// its own cell, and `suspendAll`, `reloadData` or `teardown` the cells displayed before
    /// it, each once. Judged where the reports were recorded.
    @usableFromInline package struct AbsentRemovalReported: Invariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "absentRemovalReported" }
        @usableFromInline package var statement: String { "ending a cell that is not displayed is reported, not swallowed" }

        @inlinable @inline(__always) package func judge(_ x: Context) -> InvariantFailure? {
            guard let reported = x.frame.absentList else { return nil }
            let display = x.world, event = x.event
            if display.wasSuspended {
                var allowed = CellList()
                switch event {
                case let .didEndDisplaying(cell, _) where display.endWithoutDisplay || display.endOfDisplay: allowed.append(cell)
                case .suspendAll, .reloadData, .teardown: allowed = display.displayedBefore
                default: break
                }
                // Each reported cell is allowed, and reported once.
                let once = reported.indices.allSatisfy { k in !reported[..<k].contains(reported[k]) }
                guard !once || !reported.allSatisfy({ allowed.sortedContains($0) }) else { return nil }
                return .outOfLine { Self.fail(event, reported, "while suspended; only \(allowed) may be reported, each once") }
            }
            guard case let .didEndDisplaying(cell, _) = event else {
                return reported.isEmpty ? nil : .outOfLine { Self.fail(event, reported, "reported for an event that removes no absent observer") }
            }
            if display.endWithoutDisplay, !(reported.count == 1 && reported[0] == cell) {
                return .outOfLine { Self.fail(event, reported, "expected [\(cell)]: the removal of an absent observer was not reported") }
            }
            if !display.endWithoutDisplay, !reported.isEmpty {
                return .outOfLine { Self.fail(event, reported, "reported for a cell that was displayed") }
            }
            return nil
        }

        @usableFromInline static func fail(_ event: DisplayEvent, _ reported: CellList, _ why: String) -> InvariantFailure {
            InvariantFailure("after \(event): absentRemovals \(reported) \(why)")
        }
    }

    /// The registry says whether it is suspended: true exactly from `suspendAll` to the next
    /// `resumeAll` or `teardown`. Judged where the flag was recorded.
    @usableFromInline package struct SuspendedFlag: Invariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "suspendedFlag" }
        @usableFromInline package var statement: String { "isSuspended is true exactly from suspendAll to resumeAll or teardown" }

        @inlinable @inline(__always) package func judge(_ x: Context) -> InvariantFailure? {
            guard let isSuspended = x.frame.isSuspended, isSuspended != x.world.suspended else { return nil }
            let (event, expected) = (x.event, x.world.suspended)
            return .outOfLine { InvariantFailure("after \(event): isSuspended is \(isSuspended), expected \(expected)") }
        }
    }
}

extension ObserverRegistry: BuiltInEffect {
    public typealias Trace = ObserverRegistryTrace
    public static var effectName: String { name }
    public static func frameCount(of trace: ObserverRegistryTrace) -> Int { trace.events.count }
}
