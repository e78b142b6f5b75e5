import Testing
import Effects
import Oracles

@Suite struct ObserverRegistryInvariantsTests {
    let a = CellID(1), b = CellID(2)
    var events: [DisplayEvent] {
        [.willDisplay(cell: a, row: 0), .willDisplay(cell: b, row: 1), .offsetChanged, .suspendAll, .resumeAll,
         .didEndDisplaying(cell: CellID(9), row: 4), .didEndDisplaying(cell: a, row: 0), .teardown]
    }
    var good: ObserverRegistryTrace {
        var r = ObserverRegistry()
        return ObserverRegistryTrace(events: events, frames: events.map { r.apply($0) })
    }

    func tampered(at i: Int, _ change: (inout ObserverRegistryTrace.Frame) -> Void) -> ObserverRegistryTrace {
        var t = good
        change(&t.frames[i])
        return t
    }

    @Test func everyInvariantHoldsOnTheModel() {
        for oracle in ObserverRegistry.oracles { #expect(oracle.check(good) == nil, "\(oracle.name)") }
    }

    @Test func duplicates() {
        #expect(ObserverRegistry["noDuplicateObservers"].check(tampered(at: 1) { $0.registrations = [a, a, b] })?.frame == 1)
    }

    @Test func registeredMustMatchDisplayed() {
        #expect(ObserverRegistry["registeredMatchesDisplayed"].check(tampered(at: 1) { $0.registrations = [a] })?.frame == 1)
        #expect(mentions(ObserverRegistry["registeredMatchesDisplayed"].check(tampered(at: 3) { $0.registrations = [a] })?.explanation, "suspended"))
    }

    @Test func notifyOnce() {
        #expect(ObserverRegistry["notifyExactlyOnce"].check(tampered(at: 2) { $0.notified = [a, a, b] })?.frame == 2)
        #expect(ObserverRegistry["notifyExactlyOnce"].check(tampered(at: 1) { $0.notified = [a] })?.frame == 1)
    }

    @Test func absentRemovalMustBeReported() {
        #expect(ObserverRegistry["absentRemovalReported"].check(tampered(at: 5) { $0.absentRemovals = [] })?.frame == 5)
        #expect(ObserverRegistry["absentRemovalReported"].check(tampered(at: 6) { $0.absentRemovals = [a] })?.frame == 6)
    }

    @Test func teardownLeavesNothing() {
        #expect(ObserverRegistry["nothingAfterTeardown"].check(tampered(at: 7) { $0.registrations = [b] })?.frame == 7)
    }

    @Test func suspendedFlagIsJudged() {
        // Events 3 (suspendAll) to 4 (resumeAll): suspended after 3 only.
        #expect(ObserverRegistry["suspendedFlag"].check(tampered(at: 3) { $0.isSuspended = false })?.frame == 3)
        #expect(ObserverRegistry["suspendedFlag"].check(tampered(at: 4) { $0.isSuspended = true })?.frame == 4)
        #expect(ObserverRegistry["suspendedFlag"].check(tampered(at: 3) { $0.isSuspended = nil }) == nil)
    }

    /// Issue 9: `notified`, `absentRemovals` and `isSuspended` left out mean "not recorded, not
    /// judged"; present means judged.
    @Test func unrecordedOutputsAreNotJudged() {
        var t = good
        for i in t.frames.indices { t.frames[i].notified = nil; t.frames[i].absentRemovals = nil; t.frames[i].isSuspended = nil }
        for oracle in ObserverRegistry.oracles { #expect(oracle.check(t) == nil, "\(oracle.name)") }
        // The registrations are still judged.
        t.frames[1].registrations = [a]
        #expect(ObserverRegistry["registeredMatchesDisplayed"].check(t)?.frame == 1)
    }

    /// While suspended nothing is registered: ending a displayed cell may report its removal as
    /// absent or not; reporting another cell is still wrong.
    @Test func endWhileSuspendedMayReportItsOwnCell() {
        let events: [DisplayEvent] = [.willDisplay(cell: a, row: 0), .suspendAll, .didEndDisplaying(cell: a, row: 0)]
        var r = ObserverRegistry()
        var t = ObserverRegistryTrace(events: events, frames: events.map { r.apply($0) })
        #expect(ObserverRegistry["absentRemovalReported"].check(t) == nil)
        t.frames[2].absentRemovals = [a]
        #expect(ObserverRegistry["absentRemovalReported"].check(t) == nil)
        t.frames[2].absentRemovals = [b]
        #expect(ObserverRegistry["absentRemovalReported"].check(t)?.frame == 2)
    }

    /// While suspended, an implementation that removes observers anyway may report the cells
    /// it found unregistered on `reloadData` (or `teardown`, `suspendAll`): those displayed.
    @Test func removingWhileSuspendedMayReportTheDisplayedCells() {
        let events: [DisplayEvent] = [.willDisplay(cell: a, row: 0), .willDisplay(cell: b, row: 1), .suspendAll, .reloadData]
        var r = ObserverRegistry()
        var t = ObserverRegistryTrace(events: events, frames: events.map { r.apply($0) })
        #expect(ObserverRegistry["absentRemovalReported"].check(t) == nil)
        t.frames[3].absentRemovals = [a, b]
        #expect(ObserverRegistry["absentRemovalReported"].check(t) == nil)
        t.frames[3].absentRemovals = [a, CellID(9)]
        #expect(ObserverRegistry["absentRemovalReported"].check(t)?.frame == 3)
        t.frames[3].absentRemovals = []
        t.frames[1].absentRemovals = [a]
        #expect(ObserverRegistry["absentRemovalReported"].check(t)?.frame == 1)
    }
}
