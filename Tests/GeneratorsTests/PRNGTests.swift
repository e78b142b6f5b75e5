import Testing
@testable import Generators

/// Golden vectors from the reference C implementations (Vigna's `splitmix64.c` and
/// `xoshiro256starstar.c`), compiled and run once; the outputs are pasted here.
@Suite struct PRNGTests {
    @Test func splitMix64MatchesTheReference() {
        var zero = SplitMix64(seed: 0)
        #expect((0..<5).map { _ in zero.next() } == [
            0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f, 0xf88bb8a8724c81ec, 0x1b39896a51a8749b,
        ])
        var other = SplitMix64(seed: 0x1234_5678_9abc_def0)
        #expect((0..<5).map { _ in other.next() } == [
            0x161922c645ce50e8, 0xad760cafa1697b60, 0x3501ff44902ca50d, 0x417cb9a826d831df, 0x99af6f9b0c4476b6,
        ])
    }

    @Test func xoshiroMatchesTheReference() {
        var g = Xoshiro256StarStar(state: (1, 2, 3, 4))
        #expect((0..<6).map { _ in g.next() } == [
            0x0000000000002d00, 0x0000000000000000, 0x000000005a007080,
            0x10e0000000009d80, 0x10e0b61ce1009d80, 0x0870021ce143ad00,
        ])
        var seeded = Xoshiro256StarStar(seed: 42)  // state from splitmix64(42), as in the reference seeding
        #expect((0..<6).map { _ in seeded.next() } == [
            0x15780b2e0c2ec716, 0x6104d9866d113a7e, 0xae17533239e499a1,
            0xecb8ad4703b360a1, 0xfde6dc7fe2ec5e64, 0xc50da53101795238,
        ])
    }

    @Test func allZeroStateIsReplaced() {
        let g = Xoshiro256StarStar(state: (0, 0, 0, 0))
        #expect(g.state != (0, 0, 0, 0))
        #expect(g.state == Xoshiro256StarStar(seed: 0).state)
    }

    @Test func boundedValuesStayInRangeAndAreUnbiased() {
        var g = Xoshiro256StarStar(seed: 7)
        var counts = [Int](repeating: 0, count: 3)
        for _ in 0..<30_000 { counts[Int(RandomBits.uniform(upTo: 2, using: &g))] += 1 }
        #expect(counts.allSatisfy { abs($0 - 10_000) < 400 })  // 4.5 standard deviations
        // A bound just above 2^63 is where modulo bias would show: half the values below 2^62.
        var low = 0
        for _ in 0..<10_000 where RandomBits.uniform(upTo: (1 << 63) + (1 << 62), using: &g) < (1 << 62) { low += 1 }
        #expect(abs(low - 3_333) < 250)
        #expect(RandomBits.uniform(upTo: 0, using: &g) == 0)
        _ = RandomBits.uniform(upTo: .max, using: &g)
    }

    @Test func unitDoublesAndBooleans() {
        #expect(RandomBits.unitDouble(0) == 0)
        #expect(RandomBits.unitDouble(.max) == 1 - 0x1.0p-53)
        #expect(RandomBits.bool(0, probability: 0.5) == false)
        #expect(RandomBits.bool(255, probability: 0.5) == true)
        #expect(RandomBits.bool(0, probability: 1) == true)
        #expect(RandomBits.bool(255, probability: 0) == false)
    }

    /// A weighted index (what `Gen.frequency` draws): one choice in `0..<Σweights`, a smaller
    /// choice an earlier index, each index its weight's share of the choices.
    @Test func weightedIndicesFollowTheCumulativeWeights() throws {
        let weights: [UInt64] = [3, 1]
        for (choice, index) in [(0, 0), (2, 0), (3, 1)] as [(UInt64, Int)] {
            var stream = ChoiceStream(replaying: [choice])
            let drawn = try weights.withUnsafeBufferPointer { w throws(GenerationError) in try stream.drawWeightedIndex(w, total: 4) }
            #expect(drawn == index, "choice \(choice)")
        }
    }
}
