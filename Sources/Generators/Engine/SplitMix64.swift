/// SplitMix64 (Steele, Lea and Flood; Vigna's reference `splitmix64.c`): a 64-bit generator
/// used here to expand one seed into the state of `Xoshiro256StarStar`.
///
/// Its output is fixed by the reference implementation, on every machine and Swift version.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The internal state; any value is valid (public so a generator can be saved and resumed).
    package var state: UInt64

    /// Creates a generator.
    ///
    /// - Parameter seed: Any 64-bit value.
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    ///
    /// - Returns: The reference implementation's next output.
    /// - Complexity: O(1).
    @inlinable
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
