import Testing
import Effects

@Suite struct ObserverRegistryTests {
    let a = CellID(1), b = CellID(2)

    @Test func registeredSetFollowsTheDisplayedCells() {
        var registry = ObserverRegistry()
        #expect(registry.apply(.willDisplay(cell: a, row: 4)).registrations == [a])
        #expect(registry.apply(.willDisplay(cell: b, row: 6)).registrations == [a, b])
        #expect(registry.apply(.offsetChanged).notified == [a, b])
        #expect(registry.apply(.didEndDisplaying(cell: a, row: 4)).registrations == [b])
        #expect(registry.apply(.offsetChanged).notified == [b])
    }

    @Test func reusedCellDisplayedAtANewRowBeforeTheOldEndsIsRegisteredOnce() {
        var registry = ObserverRegistry()
        _ = registry.apply(.willDisplay(cell: a, row: 4))
        #expect(registry.apply(.willDisplay(cell: a, row: 9)).registrations == [a])
        #expect(registry.apply(.offsetChanged).notified == [a])  // notified once, not twice
        // The late end of the old row is stale: the cell still shows row 9.
        let stale = registry.apply(.didEndDisplaying(cell: a, row: 4))
        #expect(stale.registrations == [a])
        #expect(stale.absentRemovals.isEmpty)
        #expect(registry.apply(.didEndDisplaying(cell: a, row: 9)).registrations.isEmpty)
    }

    @Test func endWithoutDisplayIsAReportedNoOp() {
        var registry = ObserverRegistry()
        let frame = registry.apply(.didEndDisplaying(cell: b, row: 3))
        #expect(frame.absentRemovals == [b])
        #expect(frame.registrations.isEmpty)
    }

    @Test func reloadEndsEveryDisplayAndStaleEndsAfterItAreNoOps() {
        var registry = ObserverRegistry()
        _ = registry.apply(.willDisplay(cell: a, row: 1))
        _ = registry.apply(.willDisplay(cell: b, row: 2))
        #expect(registry.apply(.reloadData).registrations.isEmpty)
        #expect(registry.apply(.didEndDisplaying(cell: a, row: 1)).absentRemovals == [a])
        #expect(registry.displayed.isEmpty)
    }

    @Test func suspendEmptiesAndResumeRestoresExactlyTheCellsDisplayedThen() {
        var registry = ObserverRegistry()
        _ = registry.apply(.willDisplay(cell: a, row: 1))
        #expect(registry.apply(.suspendAll).registrations.isEmpty)
        #expect(registry.apply(.willDisplay(cell: b, row: 2)).registrations.isEmpty)
        #expect(registry.apply(.offsetChanged).notified.isEmpty)
        let ended = registry.apply(.didEndDisplaying(cell: a, row: 1))
        #expect(ended.absentRemovals.isEmpty)  // not a failed removal: suspended
        let resumed = registry.apply(.resumeAll)
        #expect(resumed.registrations == [b])
        #expect(resumed.isSuspended == false)
    }

    @Test func manyCellsAtOnceAreKeptLikeAFew() {
        // 30 cells: past the 8 the registry keeps inline, and back below them.
        var registry = ObserverRegistry()
        let cells = (1...30).map(CellID.init)
        // Odd cells first, then even ones: each list is built out of order.
        for cell in cells.filter({ $0.rawValue % 2 == 1 }) + cells.filter({ $0.rawValue % 2 == 0 }) {
            _ = registry.apply(.willDisplay(cell: cell, row: cell.rawValue))
        }
        #expect(registry.apply(.offsetChanged).notified == cells)
        #expect(registry.displayed.count == 30 && registry.registered == Set(cells))
        for cell in cells.prefix(25) { #expect(registry.apply(.didEndDisplaying(cell: cell, row: cell.rawValue)).absentRemovals.isEmpty) }
        #expect(registry.apply(.offsetChanged).notified == Array(cells.suffix(5)))
        #expect(registry.displayed == Dictionary(uniqueKeysWithValues: cells.suffix(5).map { ($0, $0.rawValue) }))
        for cell in cells.prefix(12) { _ = registry.apply(.willDisplay(cell: cell, row: 100 + cell.rawValue)) }
        _ = registry.apply(.suspendAll)
        #expect(registry.apply(.resumeAll).registrations == Array(cells.prefix(12) + cells.suffix(5)))
        #expect(registry.displayed[CellID(3)] == 103 && registry.displayed[CellID(30)] == 30)
        #expect(registry.apply(.teardown).registrations.isEmpty && registry.displayed.isEmpty)
    }

    @Test func teardownLeavesNothingRegistered() {
        var registry = ObserverRegistry()
        _ = registry.apply(.willDisplay(cell: a, row: 1))
        _ = registry.apply(.suspendAll)
        let frame = registry.apply(.teardown)
        #expect(frame.registrations.isEmpty)
        #expect(frame.isSuspended == false)
        #expect(registry.displayed.isEmpty)
    }
}
