@testable import Effects
import Testing

/// ``CellList`` and ``CellRowMap``: the same answers as an array and a dictionary, inline and
/// past the inline capacity, across the move between the two.
@Suite struct CellListTests {
    /// A deterministic walk of operations (an LCG, no platform randomness).
    struct Walk {
        var x: UInt64 = 0x9E37_79B9
        mutating func next(_ bound: Int) -> Int {
            x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(x >> 33) % bound
        }
    }

    @Test func agreesWithASortedArrayOfDistinctCells() {
        var list = CellList(), reference: [CellID] = []
        var walk = Walk()
        for step in 0..<6_000 {
            // Grow past the inline capacity and shrink back, over and over.
            let cell = CellID(walk.next(step % 400 < 200 ? 24 : 10) - 3)
            if walk.next(3) < (step % 400 < 200 ? 2 : 1) {
                #expect(list.sortedInsert(cell) == !reference.contains(cell))
                if !reference.contains(cell) { reference.append(cell); reference.sort() }
            } else {
                #expect(list.sortedRemove(cell) == reference.contains(cell))
                reference.removeAll { $0 == cell }
            }
            #expect(Array(list) == reference && list.count == reference.count)
            #expect(list.isStrictlyIncreasing)
            #expect(list == CellList(reference) && list.hashValue == CellList(reference).hashValue)
            #expect(list.sortedContains(cell) == reference.contains(cell))
        }
    }

    @Test func sortsAppendsAndRemovesLikeAnArray() {
        for n in [0, 1, 7, 8, 9, 20] {
            let cells = (0..<n).map { CellID(($0 * 7919) % 13 - 4) }
            var list = CellList(sorting: cells)
            #expect(Array(list) == cells.sorted())
            #expect(list.isStrictlyIncreasing == (Set(cells).count == n))
            var reference = cells.sorted()
            while !reference.isEmpty {
                let i = reference.count / 2
                list.remove(at: i)
                reference.remove(at: i)
                #expect(Array(list) == reference)
            }
            list.append(CellID(5))
            list.removeAll()
            #expect(list.isEmpty && list == [])
        }
        #expect(CellList([CellID(2), CellID(1)]) != CellList([CellID(1), CellID(2)]))
        #expect("\(CellList([CellID(1), CellID(2)]))" == "\([CellID(1), CellID(2)])")
    }

    /// Equality compares the cells held, not the storage: a cell changed at any position,
    /// inline or spilled, makes two lists unequal; lanes a removal left behind do not count.
    @Test func equalityComparesEveryCellAndNothingElse() {
        for n in [1, 7, 8, 9, 20] {
            let cells = (0..<n).map { CellID($0 * 3) }
            let list = CellList(cells)
            #expect(list == CellList(cells))
            for i in 0..<n {
                var other = cells
                other[i] = CellID(other[i].rawValue + 1)
                #expect(list != CellList(other), "\(n) cells, changed at \(i)")
            }
            #expect(list != CellList(Array(cells.dropLast())))
            // The last lane still holds the removed cell; the shorter list equals a new one.
            var shortened = list
            shortened.remove(at: n - 1)
            #expect(shortened == CellList(Array(cells.dropLast())))
            #expect(shortened.hashValue == CellList(Array(cells.dropLast())).hashValue)
        }
    }

    @Test func rowMapAgreesWithADictionary() {
        var map = CellRowMap(), reference: [CellID: Int] = [:]
        var walk = Walk()
        for step in 0..<6_000 {
            let cell = CellID(walk.next(step % 500 < 250 ? 20 : 9))
            if walk.next(3) < (step % 500 < 250 ? 2 : 1) {
                let row = walk.next(50) - 5
                map[cell] = row
                reference[cell] = row
            } else {
                map[cell] = nil
                reference[cell] = nil
            }
            if step % 997 == 0 { map.removeAll(); reference.removeAll() }
            #expect(map.count == reference.count && map.isEmpty == reference.isEmpty)
            #expect(map.dictionary == reference)
            #expect(Array(map.sortedCells) == reference.keys.sorted())
            for probe in 0..<21 { #expect(map[CellID(probe)] == reference[CellID(probe)]) }
        }
        #expect(CellRowMap([CellID(3): 1, CellID(9): -2]).dictionary == [CellID(3): 1, CellID(9): -2])
    }
}
