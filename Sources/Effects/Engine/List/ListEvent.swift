/// One event a list (`UITableView`, `UICollectionView`) sends an effect driven by its cell
/// lifecycle, in the order UIKit sends them. Rows are index paths of the list's one section,
/// as UIKit gives them: a row is an item's position at the time of the call, and a
/// `didEndDisplaying` after a reload or a batch update may carry a row that no longer points
/// to that item, or to any item (docs/list-events.md says which behaviours are modelled, each
/// with its source).
public enum ListEvent: Hashable, Sendable, CustomStringConvertible {
    /// The data source now holds these items, in order, and the list was told `reloadData()`:
    /// every displayed cell ends display (`didEndDisplaying` follows for each, its row the old
    /// one) and the visible rows are displayed again. The first event of every case.
    case reloadData(items: [ListItemID])
    /// `performBatchUpdates`: the rows deleted (numbered before the update) and the items
    /// inserted (at rows numbered after it). A deleted displayed cell ends display afterwards,
    /// with its old row; the rows of the others shift without an event.
    case performBatchUpdates(deleted: [Int], inserted: [ItemInsertion])
    /// `willDisplay`: a cell is about to show the item at `row`.
    case willDisplay(cell: CellID, row: Int)
    /// `didEndDisplaying`: a cell stopped showing; `row` is the one UIKit gives, stale after a
    /// reload or an update.
    case didEndDisplaying(cell: CellID, row: Int)
    /// A frame was shown at `time` (seconds): each displayed cell, its row and the fraction of
    /// its item's height that is visible, in `[0, 1]`.
    case frame(time: Double, visible: [VisibleCell])
    /// `prefetchRowsAt`: rows that may be displayed soon (some never are).
    case prefetch(rows: [Int])
    /// `cancelPrefetchingForRowsAt`: rows no longer expected soon (UIKit does not always send it
    /// for a row it then displays).
    case cancelPrefetching(rows: [Int])
    /// The app entered the background at `time`.
    case didEnterBackground(time: Double)
    /// The app returned to the foreground at `time`.
    case willEnterForeground(time: Double)

    public var description: String {
        func rows(_ rows: [Int]) -> String { "[" + rows.map(String.init).joined(separator: ", ") + "]" }
        func t(_ time: Double) -> String { ReportNumber.text(time) }
        switch self {
        case let .reloadData(items): return "reloadData(\(items.map(\.description).joined(separator: ", ")))"
        case let .performBatchUpdates(deleted, inserted):
            return "performBatchUpdates(deleted \(rows(deleted)), inserted [\(inserted.map { "\($0.item) @\($0.row)" }.joined(separator: ", "))])"
        case let .willDisplay(cell, row): return "willDisplay(\(cell), row \(row))"
        case let .didEndDisplaying(cell, row): return "didEndDisplaying(\(cell), row \(row))"
        case let .frame(time, visible):
            let cells = visible.map { "\($0.cell) @\($0.row) \(t($0.fraction))" }
            return "frame t \(t(time)): " + (visible.isEmpty ? "nothing visible" : cells.joined(separator: ", "))
        case let .prefetch(r): return "prefetch \(rows(r))"
        case let .cancelPrefetching(r): return "cancelPrefetching \(rows(r))"
        case let .didEnterBackground(time): return "didEnterBackground t \(t(time))"
        case let .willEnterForeground(time): return "willEnterForeground t \(t(time))"
        }
    }
}

/// An item inserted by a batch update, at its row after the update.
public struct ItemInsertion: Hashable, Sendable {
    /// The row after the update.
    public var row: Int
    /// The item.
    public var item: ListItemID

    /// Creates an insertion.
    ///
    /// - Parameters:
    ///   - row: The row after the update.
    ///   - item: The item.
    public init(row: Int, item: ListItemID) {
        self.row = row
        self.item = item
    }
}

/// A displayed cell in a frame: its row and how much of its item is visible.
public struct VisibleCell: Hashable, Sendable {
    /// The cell.
    public var cell: CellID
    /// Its row now.
    public var row: Int
    /// The fraction of the item's height that is visible, in `[0, 1]`.
    public var fraction: Double

    /// Creates a visible cell.
    ///
    /// - Parameters:
    ///   - cell: The cell.
    ///   - row: Its row now.
    ///   - fraction: The visible fraction of its item.
    public init(cell: CellID, row: Int, fraction: Double) {
        self.cell = cell
        self.row = row
        self.fraction = fraction
    }
}
