import Testing
@testable import Generators

/// The fling's decay table is the portable `exp` it replaces, bit for bit: a generated fling
/// is the same case it was when each frame evaluated `exp` (which the corpus relies on).
@Suite struct FlingDecayTests {
    @Test(arguments: [(0.998, 60.0), (0.998, 120.0), (0.990, 60.0), (0.990, 120.0), (0.995, 90.0)])
    func equalsThePortableExponentialPerFrame(_ rate: Double, _ hz: Double) {
        let table = FlingDecay.table(rate: rate, hz: hz)
        let lnRate = PortableMath.log(rate)
        #expect(table.lnRate.bitPattern == lnRate.bitPattern)
        #expect(table.values.count == FlingDecay.frames + 1)
        for frame in 0...FlingDecay.frames {
            let t = Double(frame) / hz
            #expect(table.values[frame].bitPattern == PortableMath.exp(1000 * t * lnRate).bitPattern, "frame \(frame)")
        }
        #expect(table.values[0] == 1)
        #expect(zip(table.values, table.values.dropFirst()).allSatisfy { $0 > $1 })
    }
}
