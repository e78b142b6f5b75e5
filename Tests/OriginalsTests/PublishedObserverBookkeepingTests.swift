import Testing
import Effects
import Originals

@Suite struct PublishedObserverBookkeepingTests {
    let a = CellID(1), b = CellID(2)

    func run(_ events: [DisplayEvent]) -> (port: [ObserverRegistryFrame], model: [ObserverRegistryFrame]) {
        var port = PublishedObserverBookkeeping()
        var model = ObserverRegistry()
        return (events.map { port.apply($0) }, events.map { model.apply($0) })
    }

    @Test func agreeOnAPlainScroll() {
        let (port, model) = run([
            .willDisplay(cell: a, row: 4), .offsetChanged, .willDisplay(cell: b, row: 6), .offsetChanged,
            .didEndDisplaying(cell: a, row: 4), .offsetChanged,
        ])
        #expect(port.map(\.registrations) == model.map(\.registrations))
        #expect(port.map(\.notified) == model.map(\.notified))
    }

    @Test func reusedCellAtANewRowIsRegisteredTwiceAndMovesAtDoubleSpeed() {
        let (port, model) = run([.willDisplay(cell: a, row: 4), .willDisplay(cell: a, row: 9), .offsetChanged])
        #expect(port[1].registrations == [a, a])
        #expect(port[2].notified == [a, a])
        #expect(model[1].registrations == [a])
        #expect(model[2].notified == [a])
    }

    @Test func newCellAtARowStillInTheArrayIsNeverObserved() {
        let (port, model) = run([
            .willDisplay(cell: a, row: 4), .willDisplay(cell: b, row: 4),
            .didEndDisplaying(cell: a, row: 4), .offsetChanged,
        ])
        #expect(port[1].registrations == [a])  // b is not registered: row 4 is in the array
        #expect(port[3].notified.isEmpty)  // a's end removed a; b is on screen, never notified
        #expect(model[3].notified == [b])
    }

    @Test func failedRemovalIsSwallowed() {
        let (port, model) = run([
            .willDisplay(cell: a, row: 4), .willDisplay(cell: b, row: 4), .didEndDisplaying(cell: b, row: 4),
        ])
        #expect(port[2].absentRemovals.isEmpty)  // @try/@catch: b was never registered
        #expect(port[2].registrations == [a])
        // The exact registry keys by cell: b was registered and its end removes it.
        #expect(model[2].registrations == [a])
        let (port2, model2) = run([.didEndDisplaying(cell: b, row: 3)])
        #expect(port2[0].absentRemovals.isEmpty)
        #expect(model2[0].absentRemovals == [b])
    }

    @Test func cellDisplayedWhileSuspendedIsRegisteredAtOnce() {
        let (port, model) = run([.willDisplay(cell: a, row: 1), .suspendAll, .willDisplay(cell: b, row: 2), .offsetChanged])
        #expect(port[3].notified == [b])
        #expect(model[3].notified.isEmpty)
    }

    @Test func observersLeakAfterTeardown() {
        let (port, model) = run([.willDisplay(cell: a, row: 1), .willDisplay(cell: b, row: 2), .teardown])
        #expect(port[2].registrations == [a, b])
        #expect(model[2].registrations.isEmpty)
    }
}
