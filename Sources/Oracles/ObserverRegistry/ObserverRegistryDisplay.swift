import Effects

/// What a list shows, from the display events alone (SPEC §1b), as the observer registry's
/// invariants judge it: a cell is displayed at the row of its latest `willDisplay` until a
/// `didEndDisplaying` for that row, `reloadData` or `teardown`. It records what the latest
/// event changed, so that an invariant needs no copy of the display before it.
public struct ObserverRegistryDisplay: EventWorld, Sendable {
    /// The displayed cells and their rows (inline for a handful of cells: no allocation).
    @usableFromInline package var cells = CellRowMap()
    /// Whether observation is suspended.
    public var suspended = false
    /// Whether the event was an end for a cell not displayed at all.
    public var endWithoutDisplay = false
    /// Whether the event was an end for a cell displayed at that row (a removal).
    public var endOfDisplay = false
    /// Whether observation was suspended before the event.
    public var wasSuspended = false
    /// The cells displayed before a `suspendAll`, `reloadData` or `teardown` that came while
    /// suspended, sorted (what a registry that removes anyway may report); empty otherwise.
    @usableFromInline package var displayedBefore = CellList()

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
        wasSuspended = suspended
        if suspended, event == .suspendAll || event == .reloadData || event == .teardown {
            displayedBefore = cells.sortedCells
        } else if !displayedBefore.isEmpty {
            displayedBefore = CellList()
        }
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
