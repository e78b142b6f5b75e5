import Oracles
import Testing

/// One pass reports what checking the oracles one after the other would: the first violation
/// of the invariant ranked first among those broken, wherever the others broke.
struct ViolationSlotTests {
    static func violation(_ name: String, _ frame: Int) -> Violation { Violation(name, "§0", frame: frame, [], "planted") }

    @Test func anEarlierRankedInvariantBrokenLaterWins() {
        var slot = ViolationSlot(order: InvariantOrder([3, 1, 4]))  // 3 first, then 1, then 4
        #expect(slot.wants(3) && slot.wants(1) && slot.wants(4) && !slot.wants(0))
        slot.report(4, Self.violation("d", 2))  // ranked last: settles only itself
        #expect(slot.violation?.invariant == "d" && !slot.wants(4) && slot.wants(1) && !slot.isDecided)
        slot.report(1, Self.violation("b", 5))  // ranked before 4: replaces it
        #expect(slot.violation?.invariant == "b" && !slot.wants(1) && slot.wants(3))
        slot.report(1, Self.violation("b", 6))  // an invariant's later violations change nothing
        #expect(slot.violation?.frame == 5)
        slot.report(3, Self.violation("c", 9))  // ranked first: decides the pass
        #expect(slot.violation?.invariant == "c" && slot.isDecided)
    }

    @Test func invariantsNotInTheOrderAreNeverReported() {
        var slot = ViolationSlot(order: InvariantOrder([2]))
        slot.report(0, Self.violation("a", 0))
        #expect(slot.violation == nil && !slot.isDecided)
        #expect(InvariantOrder([2, 0]).rank(0) == 1 && InvariantOrder([2, 0]).rank(2) == 0 && InvariantOrder([2]).rank(5) == 15)
    }
}
