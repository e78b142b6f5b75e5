/// What an observer registry reports after one ``DisplayEvent`` (SPEC §1b).
///
/// The same type is produced by the exact ``ObserverRegistry`` and by the port of the
/// published bookkeeping, so one oracle judges both.
public struct ObserverRegistryFrame: Hashable, Sendable {
    /// Every registered (observer, key path) pair after the event, sorted by cell; a cell
    /// registered twice appears twice (the published double-speed bug).
    public var registrations: [CellID]
    /// The observers notified by this event, one entry per notification, sorted
    /// (non-empty only for ``DisplayEvent/offsetChanged``).
    public var notified: [CellID]
    /// Removals of observers that were not registered, reported instead of crashing.
    public var absentRemovals: [CellID]
    /// Whether observation is suspended after the event.
    public var isSuspended: Bool

    /// Creates a frame.
    ///
    /// - Parameters:
    ///   - registrations: The registered pairs, duplicates kept.
    ///   - notified: One entry per notification delivered by this event.
    ///   - absentRemovals: The reported no-op removals.
    ///   - isSuspended: Whether observation is suspended.
    public init(registrations: [CellID], notified: [CellID] = [], absentRemovals: [CellID] = [], isSuspended: Bool) {
        // Sorted only when not already (sorting always copies).
        func ordered(_ cells: [CellID]) -> [CellID] { zip(cells, cells.dropFirst()).allSatisfy { $0 <= $1 } ? cells : cells.sorted() }
        self.registrations = ordered(registrations)
        self.notified = ordered(notified)
        self.absentRemovals = ordered(absentRemovals)
        self.isSuspended = isSuspended
    }
}
