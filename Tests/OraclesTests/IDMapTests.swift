@testable import Oracles
import Testing

/// ``IDMap``: the same answers as a dictionary, its keys in increasing order, whichever of its
/// two stores an id landed in.
@Suite struct IDMapTests {
    @Test func agreesWithADictionary() {
        var map = IDMap<Int>(), reference: [Int: Int] = [:]
        var x: UInt64 = 0x5EED
        for i in 0..<4_000 {
            x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Mostly ids in order, some far ahead (stored aside, later inside the array's range), some negative.
            let id = switch x >> 61 { case 0: Int(x >> 40) % 9_000; case 1: -Int(x >> 50) - 1; default: i / 2 }
            map[id, default: 0] += 1
            reference[id, default: 0] += 1
            #expect(map.count == reference.count)
        }
        for id in -2_000..<10_000 { #expect(map[id] == reference[id], "\(id)") }
        #expect(map.sortedKeys == reference.keys.sorted())
    }
}
