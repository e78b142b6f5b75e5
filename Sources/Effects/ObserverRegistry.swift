/// Exact observer bookkeeping for parallel-window cells (SPEC §1b), keyed by cell identity.
///
/// The registry mirrors the list's display lifecycle: a cell is *displayed* at the row of its
/// latest `willDisplay`; `didEndDisplaying` for another row is stale and ignored (it happens
/// after `reloadData` and when UIKit displays the new row before ending the old one). When
/// not suspended, the registered set is exactly the displayed set; while suspended it is
/// empty, and `resumeAll` registers exactly the cells displayed at that moment. A cell is
/// never registered twice, so one offset change notifies each observer exactly once.
/// Removing an observer that is not registered is a no-op reported in
/// ``ObserverRegistryFrame/absentRemovals``. After `teardown` nothing is registered.
public struct ObserverRegistry: Sendable {
    /// The row each displayed cell shows.
    public private(set) var displayed: [CellID: Int] = [:]
    /// The registered observers (never a duplicate).
    public private(set) var registered: Set<CellID> = []
    /// Whether observation is suspended.
    public private(set) var isSuspended = false

    /// Creates an empty registry.
    public init() {}

    /// Applies one lifecycle event.
    ///
    /// - Parameter event: The event.
    /// - Returns: The registrations after the event, the notifications it delivered and the
    ///   absent removals it reported.
    /// - Complexity: O(d log d) for `d` displayed cells (the frame's sorted arrays); O(1)
    ///   bookkeeping for display events.
    public mutating func apply(_ event: DisplayEvent) -> ObserverRegistryFrame {
        var notified: [CellID] = []
        var absent: [CellID] = []
        switch event {
        case let .willDisplay(cell, row):
            displayed[cell] = row
            if !isSuspended { registered.insert(cell) }
        case let .didEndDisplaying(cell, row):
            if displayed[cell] == row {
                displayed[cell] = nil
                if registered.remove(cell) == nil, !isSuspended { absent.append(cell) }
            } else if displayed[cell] == nil {
                // End without display: a harmless, reported no-op.
                absent.append(cell)
            }
            // Otherwise the row is stale: the cell shows another row now; keep it.
        case .reloadData:
            displayed.removeAll()
            registered.removeAll()
        case .suspendAll:
            isSuspended = true
            registered.removeAll()
        case .resumeAll:
            isSuspended = false
            registered = Set(displayed.keys)
        case .teardown:
            displayed.removeAll()
            registered.removeAll()
            isSuspended = false
        case .offsetChanged:
            notified = registered.sorted()
        }
        return ObserverRegistryFrame(
            registrations: registered.sorted(), notified: notified, absentRemovals: absent, isSuspended: isSuspended)
    }
}
