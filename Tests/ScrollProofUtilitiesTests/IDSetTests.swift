@testable import ScrollProofUtilities
import Testing

/// ``IDSet``: the same answers as `Set<Int>`, for ids in the bitmap and beyond it.
@Suite struct IDSetTests {
    @Test func agreesWithASetOfInts() {
        var ids = IDSet(), reference = Set<Int>()
        var x: UInt64 = 0x9E37_79B9
        let probes = [0, 1, 63, 64, 65_535, 65_536, -1, -65_536, Int.max, Int.min, 1 << 40]
        for i in 0..<5_000 {
            x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let id = i % 5 == 0 ? probes[Int(x >> 60) % probes.count] : Int(truncatingIfNeeded: x >> 33) % 70_000 - 2_000
            #expect(ids.insert(id) == reference.insert(id).inserted)
        }
        for probe in probes + Array(-3_000..<72_000) { #expect(ids.contains(probe) == reference.contains(probe), "\(probe)") }
        var fresh = IDSet()
        #expect(fresh.insert(65_535) && !fresh.insert(65_535) && fresh.contains(65_535))
    }

    /// Ids handed out in order take a bit each however many there are (a long trace's), and an
    /// id held in the hash set before the bitmap grew past it is still found once.
    @Test func idsInOrderStayInTheBitmap() {
        var ids = IDSet()
        var refused = ids.insert(100_000) ? 0 : 1
        for id in 0..<300_000 where id != 100_000 { if !ids.insert(id) { refused += 1 } }
        #expect(refused == 0)
        let again = [ids.insert(100_000), ids.insert(299_999), ids.insert(0)]
        #expect(again == [false, false, false])
        #expect(ids.others == [100_000])
        #expect(ids.words.count == 300_000 / 64 + 1)
        #expect((0..<300_000).allSatisfy { ids.contains($0) } && !ids.contains(300_000) && !ids.contains(-1))
    }
}
