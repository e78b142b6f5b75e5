/// xoshiro256** 1.0 (Blackman and Vigna's reference `xoshiro256starstar.c`): the package's
/// random number generator.
///
/// Seeded through ``SplitMix64``, as its authors recommend, so that every 64-bit seed gives a
/// well-mixed state; the state is never all zero. The same seed gives the same sequence on
/// every machine and Swift version: ScrollProof never uses the standard library's
/// `random(in:using:)`, whose mapping may change (see `RandomBits`).
package struct Xoshiro256StarStar: RandomNumberGenerator, Sendable {
    /// The four words of state; never all zero.
    package var state: (UInt64, UInt64, UInt64, UInt64) { words }
    @usableFromInline var words: (UInt64, UInt64, UInt64, UInt64)

    /// Creates a generator from a 64-bit seed, expanded with SplitMix64.
    ///
    /// - Parameter seed: Any 64-bit value.
    package init(seed: UInt64) {
        var mixer = SplitMix64(seed: seed)
        self.init(state: (mixer.next(), mixer.next(), mixer.next(), mixer.next()))
    }

    /// Creates a generator with an explicit state. An all-zero state (a fixed point of the
    /// algorithm) is replaced by the state of seed 0.
    ///
    /// - Parameter state: The four words.
    package init(state: (UInt64, UInt64, UInt64, UInt64)) {
        if state == (0, 0, 0, 0) {
            var mixer = SplitMix64(seed: 0)
            self.words = (mixer.next(), mixer.next(), mixer.next(), mixer.next())
        } else {
            self.words = state
        }
    }

    /// The next 64 random bits.
    ///
    /// - Returns: The reference implementation's next output.
    /// - Complexity: O(1).
    @inlinable
    package mutating func next() -> UInt64 {
        let result = (words.1 &* 5).rotatedLeft(by: 7) &* 9
        let t = words.1 << 17
        words.2 ^= words.0
        words.3 ^= words.1
        words.1 ^= words.2
        words.0 ^= words.3
        words.2 ^= t
        words.3 = words.3.rotatedLeft(by: 45)
        return result
    }
}

extension UInt64 {
    // Always inlined, with masking shifts: as a call with checked shifts it was 8% of a scroll
    // property's instructions (callgrind). The same bits for every `k` in 1 ..< 64.
    @inlinable @inline(__always)
    func rotatedLeft(by k: UInt64) -> UInt64 { (self &<< k) | (self &>> (64 &- k)) }
}
