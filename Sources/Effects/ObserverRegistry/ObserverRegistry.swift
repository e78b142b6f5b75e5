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
    /// The displayed cells and their rows (inline for a handful of cells: no allocation).
    private var displayedCells = CellRowMap()
    /// The registered cells, sorted, each once.
    private var registeredCells = CellList()
    /// Whether observation is suspended.
    public private(set) var isSuspended = false

    /// The row each displayed cell shows.
    ///
    /// - Complexity: O(d) for `d` displayed cells (built when read).
    public var displayed: [CellID: Int] { displayedCells.dictionary }

    /// The registered observers (never a duplicate).
    ///
    /// - Complexity: O(r) for `r` registered cells (built when read).
    public var registered: Set<CellID> { Set(registeredCells) }

    /// Creates an empty registry.
    public init() {}

    /// Applies one lifecycle event.
    ///
    /// - Parameter event: The event.
    /// - Returns: The registrations after the event, the notifications it delivered and the
    ///   absent removals it reported.
    /// - Complexity: O(d) for `d` displayed cells; no allocation while at most 8 cells are
    ///   displayed.
    public mutating func apply(_ event: DisplayEvent) -> ObserverRegistryFrame {
        var notified = CellList()
        var absent = CellList()
        switch event {
        case let .willDisplay(cell, row):
            displayedCells[cell] = row
            if !isSuspended { registeredCells.sortedInsert(cell) }
        case let .didEndDisplaying(cell, row):
            let shown = displayedCells[cell]
            if shown == row {
                displayedCells[cell] = nil
                if !registeredCells.sortedRemove(cell), !isSuspended { absent.append(cell) }
            } else if shown == nil {
                // End without display: a harmless, reported no-op.
                absent.append(cell)
            }
            // Otherwise the row is stale: the cell shows another row now; keep it.
        case .reloadData:
            displayedCells.removeAll()
            registeredCells.removeAll()
        case .suspendAll:
            isSuspended = true
            registeredCells.removeAll()
        case .resumeAll:
            isSuspended = false
            registeredCells = displayedCells.sortedCells
        case .teardown:
            displayedCells.removeAll()
            registeredCells.removeAll()
            isSuspended = false
        case .offsetChanged:
            notified = registeredCells
        }
        return ObserverRegistryFrame(registrationList: registeredCells, notifiedList: notified, absentList: absent, isSuspended: isSuspended)
    }
}
