@testable import Effects
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
}
