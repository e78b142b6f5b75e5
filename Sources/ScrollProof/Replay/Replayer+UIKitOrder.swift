import Effects

extension Replayer {
    /// Whether UIKit can send a list's events in this order (docs/list-events.md): a cell is
    /// displayed at a row of the data source, and not again before it ends; it ends only while
    /// displayed; a frame is shown in the foreground, of displayed cells only, once every cell a
    /// reload or a deletion took the item of has ended. A replay's shrink keeps a file that is
    /// such an order one: an app's code may rely on what UIKit guarantees (a cell found by its
    /// `willDisplay`), and a case it cannot be sent would show another failure, or a crash.
    ///
    /// - Parameter events: The events.
    /// - Returns: Whether UIKit can send them.
    /// - Complexity: O(events · displayed cells).
    package static func uikitSends(_ events: [ListEvent]) -> Bool {
        var items: [ListItemID] = [], displayed: [CellID: ListItemID] = [:], ending: Set<CellID> = [], background = false
        for event in events {
            switch event {
            case let .reloadData(new):
                items = new
                ending.formUnion(displayed.keys)
            case let .performBatchUpdates(deleted, inserted):
                guard Set(deleted).count == deleted.count, deleted.allSatisfy({ items.indices.contains($0) }) else { return false }
                for row in deleted.sorted(by: >) { items.remove(at: row) }
                for insertion in inserted.sorted(by: { $0.row < $1.row }) {
                    guard insertion.row >= 0, insertion.row <= items.count else { return false }
                    items.insert(insertion.item, at: insertion.row)
                }
                for (cell, item) in displayed where !items.contains(item) { ending.insert(cell) }
            case let .willDisplay(cell, row):
                guard displayed[cell] == nil, items.indices.contains(row) else { return false }
                displayed[cell] = items[row]
            case let .didEndDisplaying(cell, _):
                guard displayed.removeValue(forKey: cell) != nil else { return false }
                ending.remove(cell)
            case let .frame(_, visible):
                guard !background, ending.isEmpty, visible.allSatisfy({ displayed[$0.cell] != nil }) else { return false }
            case .prefetch, .cancelPrefetching: break
            case .didEnterBackground: background = true
            case .willEnterForeground: background = false
            }
        }
        return true
    }
}
