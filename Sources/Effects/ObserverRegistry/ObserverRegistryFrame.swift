/// What an observer registry reports after one ``DisplayEvent`` (SPEC §1b).
///
/// The same type is produced by the exact ``ObserverRegistry`` and by the port of the
/// published bookkeeping, so one oracle judges both. A frame keeps a handful of cells inline,
/// so a registry that builds one per event allocates nothing; its lists read as arrays.
public struct ObserverRegistryFrame: Hashable, Sendable {
    /// The registered cells, sorted (see ``registrations``).
    @usableFromInline package var registrationList: CellList
    /// The notified cells, sorted (see ``notified``).
    @usableFromInline package var notifiedList: CellList
    /// The reported absent removals, sorted (see ``absentRemovals``).
    @usableFromInline package var absentList: CellList
    /// Whether observation is suspended after the event.
    public var isSuspended: Bool

    /// Every registered (observer, key path) pair after the event, sorted by cell; a cell
    /// registered twice appears twice (the published double-speed bug).
    public var registrations: [CellID] {
        get { Array(registrationList) }
        set { registrationList = CellList(sorting: newValue) }
    }

    /// The observers notified by this event, one entry per notification, sorted
    /// (non-empty only for ``DisplayEvent/offsetChanged``).
    public var notified: [CellID] {
        get { Array(notifiedList) }
        set { notifiedList = CellList(sorting: newValue) }
    }

    /// Removals of observers that were not registered, reported instead of crashing.
    public var absentRemovals: [CellID] {
        get { Array(absentList) }
        set { absentList = CellList(sorting: newValue) }
    }

    /// Creates a frame.
    ///
    /// - Parameters:
    ///   - registrations: The registered pairs, duplicates kept, in any order (they are sorted).
    ///   - notified: One entry per notification delivered by this event, in any order.
    ///   - absentRemovals: The reported no-op removals, in any order.
    ///   - isSuspended: Whether observation is suspended.
    /// - Complexity: O(n log n) for `n` cells.
    public init(registrations: [CellID], notified: [CellID] = [], absentRemovals: [CellID] = [], isSuspended: Bool) {
        self.init(
            registrationList: CellList(sorting: registrations), notifiedList: CellList(sorting: notified),
            absentList: CellList(sorting: absentRemovals), isSuspended: isSuspended)
    }

    /// Creates a frame from sorted lists.
    ///
    /// - Parameters:
    ///   - registrationList: The registered pairs, sorted.
    ///   - notifiedList: The notifications, sorted.
    ///   - absentList: The reported no-op removals, sorted.
    ///   - isSuspended: Whether observation is suspended.
    package init(registrationList: CellList, notifiedList: CellList = CellList(), absentList: CellList = CellList(), isSuspended: Bool) {
        self.registrationList = registrationList
        self.notifiedList = notifiedList
        self.absentList = absentList
        self.isSuspended = isSuspended
    }
}
