@testable import Oracles
import Testing

/// ``IDTable``: the same answers as a dictionary through inserts, replacements and removals,
/// for ids in order, far apart, negative and extreme, as the table grows and shrinks.
@Suite struct IDTableTests {
    @Test func agreesWithADictionary() {
        var table = IDTable(), reference: [Int: Int] = [:]
        var x: UInt64 = 0x1D7A_B1E
        for i in 0..<20_000 {
            x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let id = switch x >> 61 {
            case 0: Int(truncatingIfNeeded: x)
            case 1: -Int(x >> 50) - 1
            case 2: [Int.min, Int.max, 0][Int(x >> 40) % 3]
            default: i / 3 - Int(x >> 58)
            }
            if (x >> 20) % 3 == 0 {
                table[id] = nil
                reference[id] = nil
            } else {
                table[id] = i
                reference[id] = i
            }
            #expect(table.count == reference.count)
            #expect(table[id] == reference[id])
        }
        for (id, value) in reference { #expect(table[id] == value, "\(id)") }
        for id in -3_000..<8_000 { #expect(table[id] == reference[id], "\(id)") }
    }

    /// Removing every entry in another order than they came leaves each still held findable.
    @Test func removalKeepsTheRestFindable() {
        var table = IDTable()
        for id in 0..<1_000 { table[id * 16] = id }
        for id in stride(from: 999, through: 0, by: -2) { table[id * 16] = nil }
        #expect(table.count == 500)
        for id in 0..<1_000 { #expect(table[id * 16] == (id % 2 == 0 ? id : nil)) }
    }
}
