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

    func tampered(at i: Int, _ change: (inout ObserverRegistryFrame) -> Void) -> ObserverRegistryTrace {
        var t = good
        change(&t.frames[i])
        return t
    }

    @Test func everyInvariantHoldsOnTheModel() {
        for oracle in ObserverRegistryInvariants.all { #expect(oracle.check(good) == nil, "\(oracle.name)") }
    }

    @Test func duplicates() {
        #expect(ObserverRegistryInvariants.noDuplicateObservers.check(tampered(at: 1) { $0.registrations = [a, a, b] })?.frame == 1)
    }

    @Test func registeredMustMatchDisplayed() {
        #expect(ObserverRegistryInvariants.registeredMatchesDisplayed.check(tampered(at: 1) { $0.registrations = [a] })?.frame == 1)
        #expect(ObserverRegistryInvariants.registeredMatchesDisplayed.check(tampered(at: 3) { $0.registrations = [a] })?.explanation.contains("suspended") == true)
    }

    @Test func notifyOnce() {
        #expect(ObserverRegistryInvariants.notifyExactlyOnce.check(tampered(at: 2) { $0.notified = [a, a, b] })?.frame == 2)
        #expect(ObserverRegistryInvariants.notifyExactlyOnce.check(tampered(at: 1) { $0.notified = [a] })?.frame == 1)
    }

    @Test func absentRemovalMustBeReported() {
        #expect(ObserverRegistryInvariants.absentRemovalReported.check(tampered(at: 5) { $0.absentRemovals = [] })?.frame == 5)
        #expect(ObserverRegistryInvariants.absentRemovalReported.check(tampered(at: 6) { $0.absentRemovals = [a] })?.frame == 6)
    }

    @Test func teardownLeavesNothing() {
        #expect(ObserverRegistryInvariants.nothingAfterTeardown.check(tampered(at: 7) { $0.registrations = [b] })?.frame == 7)
    }
}
