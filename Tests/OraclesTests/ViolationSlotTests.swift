import Oracles
import Testing

/// One pass reports what checking the oracles one after the other would: the first violation
/// of the invariant ranked first among those broken, wherever the others broke.
struct ViolationSlotTests {
    static func violation(_ name: String, _ frame: Int) -> Violation { Violation(name, "§0", frame: frame, [], "planted") }

    @Test func anEarlierRankedInvariantBrokenLaterWins() {
        var slot = _ViolationSlot(order: _InvariantOrder([3, 1, 4]))  // 3 first, then 1, then 4
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
        var slot = _ViolationSlot(order: _InvariantOrder([2]))
        slot.report(0, Self.violation("a", 0))
        #expect(slot.violation == nil && !slot.isDecided)
        #expect(_InvariantOrder([2, 0]).rank(0) == 1 && _InvariantOrder([2, 0]).rank(2) == 0 && _InvariantOrder([2]).rank(5) == .max)
        #expect(!_InvariantOrder([2]).contains(0) && _InvariantOrder([2]).contains(2) && !_InvariantOrder([2]).contains(-1))
    }

    /// Any number of invariants: an order of 200 (a declaration far past the 15 a packed order
    /// once held) ranks each, and the slot settles in order.
    @Test func anyNumberOfInvariantsIsOrdered() {
        let indices = Array((0..<200).reversed())
        let order = _InvariantOrder(indices)
        #expect(order.count == 200 && order.rank(199) == 0 && order.rank(0) == 199)
        var slot = _ViolationSlot(order: order)
        slot.report(0, Self.violation("last", 3))
        #expect(slot.violation?.invariant == "last" && slot.wants(1) && !slot.isDecided)
        slot.report(150, Self.violation("middle", 9))
        #expect(slot.violation?.invariant == "middle" && !slot.wants(0) && !slot.wants(149) && slot.wants(151))
        slot.report(199, Self.violation("first", 20))
        #expect(slot.violation?.invariant == "first" && slot.isDecided)
    }

    /// A repeated index keeps its first rank (a group that lists an invariant twice is checked
    /// once); `init(checking:)` refuses it.
    @Test func aRepeatedIndexKeepsItsFirstRank() {
        let order = _InvariantOrder([4, 1, 4, -2, 7])
        #expect(order.count == 3 && order.rank(4) == 0 && order.rank(1) == 1 && order.rank(7) == 2)
        #expect(_InvariantOrder(checking: [4, 1, 4]) == nil && _InvariantOrder(checking: [-1]) == nil && _InvariantOrder(checking: [3, 0]) != nil)
    }

    /// A monitor's slot collects every rank's first violation: a violation settles nothing
    /// (every rank stays wanted), a rank's later violations are dropped, and `fresh` counts
    /// the first violations since the monitor last looked.
    @Test func aCollectingSlotKeepsEveryRanksFirstViolation() {
        var slot = _ViolationSlot(collecting: _InvariantOrder([0, 1, 2]))
        slot.report(2, Self.violation("c", 1))
        slot.report(0, Self.violation("a", 1))
        #expect(slot.wants(0) && slot.wants(1) && slot.wants(2) && !slot.isDecided && slot.violation == nil)
        #expect(slot.fresh == 2 && slot.first(rank: 0)?.invariant == "a" && slot.first(rank: 2)?.frame == 1 && slot.first(rank: 1) == nil)
        slot.acknowledge()
        slot.report(0, Self.violation("a", 5))
        slot.report(1, Self.violation("b", 5))
        #expect(slot.fresh == 1 && slot.first(rank: 0)?.frame == 1 && slot.first(rank: 1)?.frame == 5)
        #expect(slot.first(rank: 3) == nil && _ViolationSlot(order: _InvariantOrder([0])).fresh == 0)
    }
}
