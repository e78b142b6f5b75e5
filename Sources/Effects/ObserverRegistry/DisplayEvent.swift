/// One event of a list's display lifecycle, as the observer registry sees it (SPEC §1b).
public enum DisplayEvent: Hashable, Sendable, CustomStringConvertible {
    /// `tableView(_:willDisplay:forRowAt:)` for a window cell.
    case willDisplay(cell: CellID, row: Int)
    /// `tableView(_:didEndDisplaying:forRowAt:)` for a window cell; the row may be stale.
    case didEndDisplaying(cell: CellID, row: Int)
    /// `reloadData()`: ends the display of every visible cell.
    case reloadData
    /// Suspend every observation (the article's pull-to-refresh tip).
    case suspendAll
    /// Resume observation of exactly the cells displayed now.
    case resumeAll
    /// The list goes away: nothing may stay registered.
    case teardown
    /// The list's content offset changed: every registered observer is notified.
    case offsetChanged

    public var description: String {
        switch self {
        case let .willDisplay(cell, row): "willDisplay(\(cell), row \(row))"
        case let .didEndDisplaying(cell, row): "didEndDisplaying(\(cell), row \(row))"
        case .reloadData: "reloadData"
        case .suspendAll: "suspendAll"
        case .resumeAll: "resumeAll"
        case .teardown: "teardown"
        case .offsetChanged: "offsetChanged"
        }
    }
}
