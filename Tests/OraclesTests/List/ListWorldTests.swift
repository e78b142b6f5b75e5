import Effects
import Oracles
import Testing

/// The list's world: what the events imply, whatever an effect did with them.
@Suite struct ListWorldTests {
    let item = ListItemID.init, cell = CellID.init

    func world(_ events: [ListEvent]) -> ListWorld {
        var w = ListWorld()
        for e in events { w.apply(e) }
        return w
    }

    @Test func aCellShowsTheItemAtItsRowUntilItEndsWhateverRowTheEndCarries() {
        var w = world([.reloadData(items: [item(1), item(2), item(3)]), .willDisplay(cell: cell(1), row: 0), .willDisplay(cell: cell(2), row: 1)])
        #expect(w.isDisplayed(item(1)) && w.isDisplayed(item(2)) && !w.isDisplayed(item(3)))
        // A batch delete of row 0: the rows shift without an event; the end carries the old row.
        w.apply(.performBatchUpdates(deleted: [0], inserted: []))
        #expect(w.items == [item(2), item(3)] && w.deleted == [item(1)] && w.version == 2)
        w.apply(.didEndDisplaying(cell: cell(1), row: 0))   // row 0 is item 2 now: stale
        #expect(w.ended == [item(1)] && !w.isDisplayed(item(1)) && w.isDisplayed(item(2)))
        // An end for a cell that displays nothing, or an out-of-range row, changes nothing.
        w.apply(.didEndDisplaying(cell: cell(9), row: 40))
        #expect(w.ended.isEmpty && w.displayed.count == 1)
        #expect(w.item(at: 5) == nil && w.item(at: -1) == nil && w.item(at: 1) == item(3))
    }

    @Test func aReusedCellEndsItsOldItemAndTheFrameReportsFractionsByItem() {
        var w = world([.reloadData(items: [item(1), item(2)]), .willDisplay(cell: cell(1), row: 0),
                       .frame(time: 0.5, visible: [VisibleCell(cell: cell(1), row: 0, fraction: 0.75)])])
        #expect(w.isFrame && w.frames == 1 && w.time == 0.5 && w.fraction(of: item(1)) == 0.75 && w.fraction(of: item(2)) == 0)
        // Displayed again without an end (a lost end): the old item ends there.
        w.apply(.willDisplay(cell: cell(1), row: 1))
        #expect(!w.isFrame && w.ended == [item(1)] && w.isDisplayed(item(2)) && w.fraction(of: item(1)) == 0)
        // A visible cell that displays nothing is left out of the frame.
        w.apply(.frame(time: 0.6, visible: [VisibleCell(cell: cell(7), row: 0, fraction: 1), VisibleCell(cell: cell(1), row: 1, fraction: 1)]))
        #expect(w.visible.map(\.item) == [item(2)])
    }

    @Test func reloadsVersionsPrefetchAndTheBackground() {
        var w = world([.reloadData(items: [item(1), item(2), item(3)]), .prefetch(rows: [1, 2, 7]), .cancelPrefetching(rows: [2])])
        #expect(w.prefetched == [item(2)] && w.isPrefetched(item(2)) && !w.isPrefetched(item(3)))
        w.apply(.reloadData(items: [item(3), item(4)]))
        #expect(w.version == 2 && w.deleted == [item(1), item(2)] && w.contains(item(4)) && !w.contains(item(1)))
        w.apply(.performBatchUpdates(deleted: [], inserted: [ItemInsertion(row: 1, item: item(5)), ItemInsertion(row: 9, item: item(6))]))
        #expect(w.items == [item(3), item(5), item(4), item(6)])
        w.apply(.didEnterBackground(time: 2))
        #expect(!w.isForeground && w.enteredBackground && w.time == 2)
        w.apply(.willEnterForeground(time: 3))
        #expect(w.isForeground && !w.enteredBackground && w.time == 3)
    }

    /// A batch update in the world's own storage gives what the plain rule gives: the rows
    /// deleted, then each insertion in row order (the earlier of two at one row first), over
    /// generated updates with insertions out of order, at one row and past the end; a reload's
    /// items are copied, so the event's array is never changed by a later update.
    @Test func aBatchUpdateInPlaceIsThePlainRule() {
        var bits: UInt64 = 0x5EED
        func next(_ n: Int) -> Int {
            bits = bits &* 6364136223846793005 &+ 1442695040888963407
            return Int((bits >> 33) % UInt64(n))
        }
        let loaded = (0..<12).map { item($0) }
        var w = world([.reloadData(items: loaded)])
        var expected = loaded, fresh = 100
        for _ in 0..<400 {
            let deleted = (0..<next(4)).map { _ in next(max(expected.count, 1)) }
            let inserted = (0..<next(5)).map { _ -> ItemInsertion in
                fresh += 1
                return ItemInsertion(row: next(expected.count + 3), item: item(fresh))
            }
            var kept = expected.enumerated().filter { !deleted.contains($0.offset) }.map(\.element)
            let gone = expected.enumerated().filter { deleted.contains($0.offset) }.map(\.element)
            for i in inserted.enumerated().sorted(by: { ($0.element.row, $0.offset) < ($1.element.row, $1.offset) }) {
                kept.insert(i.element.item, at: min(i.element.row, kept.count))
            }
            w.apply(.performBatchUpdates(deleted: deleted, inserted: inserted))
            #expect(w.items == kept && w.deleted == gone, "deleted \(deleted), inserted \(inserted)")
            expected = kept
            if expected.count > 30 {
                expected = Array(expected.prefix(8))
                w.apply(.reloadData(items: expected))
            }
        }
        #expect(loaded == (0..<12).map { item($0) })
    }
}

