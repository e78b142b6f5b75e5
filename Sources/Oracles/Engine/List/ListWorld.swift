import Effects

/// What a list's events imply (``ListEvent``), whatever the effect did with them: the data
/// source, which item each displayed cell shows, how much of each item the latest frame
/// showed, what is prefetched, the time, and whether the app is in the foreground. The
/// invariants of an effect driven by the list (``DeclaredEventInvariants`` with this world)
/// judge its answers against it.
///
/// A cell shows the item at its row when it is displayed, until it ends display, whatever row
/// the end carries (UIKit pairs an end with its cell; its row may be stale). The latest event's
/// changes are recorded: the items whose display it ended, the items it removed from the data
/// source, whether it was a frame or took the app to the background.
public struct ListWorld: EventWorld, Sendable {
    /// The data source's items, in row order.
    public private(set) var items: [ListItemID] = []
    /// How many times the data source changed (a reload or a batch update).
    public private(set) var version = 0
    /// The time of the latest frame or app-state change, in seconds.
    public private(set) var time = 0.0
    /// Whether the app is in the foreground.
    public private(set) var isForeground = true
    /// The displayed cells, each with the item it shows.
    public private(set) var displayed: [(cell: CellID, item: ListItemID)] = []
    /// The latest frame's visible items: the item, its row and its visible fraction (an item
    /// whose display ended since is left out).
    public private(set) var visible: [(item: ListItemID, row: Int, fraction: Double)] = []
    /// The items whose rows are prefetched and not cancelled.
    public private(set) var prefetched: [ListItemID] = []
    /// The items whose display the latest event ended.
    public private(set) var ended: [ListItemID] = []
    /// The items the latest event removed from the data source.
    public private(set) var deleted: [ListItemID] = []
    /// Whether the latest event was a frame.
    public private(set) var isFrame = false
    /// Whether the latest event took the app to the background.
    public private(set) var enteredBackground = false
    /// How many frames have been shown, the latest included.
    public private(set) var frames = 0

    /// An empty list: no data source yet, nothing displayed, the app in the foreground.
    public init() {}

    /// Whether an item is in the data source.
    ///
    /// - Parameter item: The item.
    /// - Returns: Whether it is.
    /// - Complexity: O(items).
    public func contains(_ item: ListItemID) -> Bool { items.contains(item) }

    /// The item at a row of the data source, or `nil` for a row out of range.
    ///
    /// - Parameter row: A row.
    /// - Returns: The item.
    public func item(at row: Int) -> ListItemID? { row >= 0 && row < items.count ? items[row] : nil }

    /// Whether a cell shows the item.
    ///
    /// - Parameter item: The item.
    /// - Returns: Whether it is displayed.
    /// - Complexity: O(displayed cells).
    public func isDisplayed(_ item: ListItemID) -> Bool { displayed.contains { $0.item == item } }

    /// The item's visible fraction in the latest frame, 0 when it was not visible or its
    /// display ended since.
    ///
    /// - Parameter item: The item.
    /// - Returns: The fraction.
    /// - Complexity: O(visible items).
    public func fraction(of item: ListItemID) -> Double { visible.first { $0.item == item }?.fraction ?? 0 }

    /// Whether the item's row is prefetched and not cancelled.
    ///
    /// - Parameter item: The item.
    /// - Returns: Whether it is.
    public func isPrefetched(_ item: ListItemID) -> Bool { prefetched.contains(item) }

    /// Applies one event, in the world's own storage: once its lists have grown to a session's
    /// sizes, an event allocates nothing (a monitor's steady state).
    ///
    /// - Parameter event: The event.
    /// - Complexity: O(items + displayed cells), and O(insertions²) for a batch update.
    public mutating func apply(_ event: ListEvent) {
        ended.removeAll(keepingCapacity: true)
        deleted.removeAll(keepingCapacity: true)
        isFrame = false
        enteredBackground = false
        switch event {
        case let .reloadData(new):
            for item in items where !new.contains(item) { deleted.append(item) }
            // Copied into the world's own list (the event's is shared with whoever recorded it),
            // so that the next batch update builds in storage only the world holds.
            items.removeAll(keepingCapacity: true)
            items.append(contentsOf: new)
            version += 1
        case let .performBatchUpdates(rows, inserted):
            // The kept items, then each insertion in row order, in the spare list; then swapped in.
            spare.removeAll(keepingCapacity: true)
            for (row, item) in items.enumerated() {
                if rows.contains(row) { deleted.append(item) } else { spare.append(item) }
            }
            // In row order, the earlier of two at one row first (as a stable sort orders them),
            // with no sorted copy: the next one is looked for among those after the last.
            var last: (row: Int, index: Int)?
            for _ in inserted.indices {
                var next: (row: Int, index: Int)?
                for (k, insertion) in inserted.enumerated() {
                    let key = (row: insertion.row, index: k)
                    if let last, !(key > last) { continue }
                    if next.map({ key < $0 }) ?? true { next = key }
                }
                guard let next else { break }
                spare.insert(inserted[next.index].item, at: min(max(next.row, 0), spare.count))
                last = next
            }
            swap(&items, &spare)
            version += 1
        case let .willDisplay(cell, row):
            if let i = displayed.firstIndex(where: { $0.cell == cell }) {
                ended.append(displayed[i].item)
                visible.removeAll { $0.item == displayed[i].item }
                displayed.remove(at: i)
            }
            if let item = item(at: row) { displayed.append((cell, item)) }
        case let .didEndDisplaying(cell, _):
            if let i = displayed.firstIndex(where: { $0.cell == cell }) {
                let item = displayed[i].item
                ended.append(item)
                displayed.remove(at: i)
                if !isDisplayed(item) { visible.removeAll { $0.item == item } }
            }
        case let .frame(t, cells):
            time = t
            isFrame = true
            frames += 1
            visible.removeAll(keepingCapacity: true)
            for v in cells {
                if let shown = displayed.first(where: { $0.cell == v.cell }) { visible.append((shown.item, v.row, v.fraction)) }
            }
        case let .prefetch(rows):
            for row in rows { if let item = item(at: row), !prefetched.contains(item) { prefetched.append(item) } }
        case let .cancelPrefetching(rows):
            for row in rows { if let item = item(at: row) { prefetched.removeAll { $0 == item } } }
        case let .didEnterBackground(t):
            time = t
            isForeground = false
            enteredBackground = true
        case let .willEnterForeground(t):
            time = t
            isForeground = true
        }
    }

    /// The list a batch update builds before it becomes ``items`` (the old items' storage, kept
    /// for the next one).
    private var spare: [ListItemID] = []
}

/// What an invariant of an effect driven by a list sees at one event.
public typealias ListContext<Configuration, Frame> = EventContext<Configuration, ListWorld, Frame>
