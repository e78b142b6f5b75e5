/// ScrollProof's own mapping from random bits to values, fixed forever: the standard
/// library's `random(in:using:)` may change between Swift versions and differs by
/// architecture, so the package never calls it.
package enum RandomBits {
    /// A uniform integer in `0...bound`, without modulo bias (Lemire's multiply-and-reject,
    /// "Fast Random Integer Generation in an Interval", 2019).
    ///
    /// - Parameters:
    ///   - bound: The inclusive upper bound.
    ///   - generator: The source of bits.
    /// - Returns: A value in `0...bound`.
    /// - Complexity: O(1) expected; at most two 64-bit draws on average for any bound.
    @inlinable
    package static func uniform(upTo bound: UInt64, using generator: inout some RandomNumberGenerator) -> UInt64 {
        if bound == .max { return generator.next() }
        let range = bound + 1
        var product = generator.next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold { product = generator.next().multipliedFullWidth(by: range) }
        }
        return product.high
    }

    /// A double in `[0, 1)` from the top 53 bits of a 64-bit word.
    ///
    /// - Parameter bits: Random bits.
    /// - Returns: `(bits >> 11) · 2⁻⁵³`.
    @inlinable
    package static func unitDouble(_ bits: UInt64) -> Double { Double(bits >> 11) * 0x1.0p-53 }

    /// A boolean that is true with probability `p`, from a value in `0...255`: true when
    /// `value ≥ 256 − round(256·p)`, so the value 0 (a shrunk choice) is `false` unless `p = 1`.
    ///
    /// - Parameters:
    ///   - value: A value in `0...255`.
    ///   - probability: `p`, clamped to [0, 1].
    /// - Returns: The boolean.
    @inlinable
    package static func bool(_ value: UInt64, probability: Double) -> Bool {
        // `(p·256).rounded()` (half away from zero) without a call into libm: the fraction
        // `scaled − ⌊scaled⌋` is exact, so this is the same integer on every platform.
        let scaled = min(max(probability, 0), 1) * 256
        var cut = UInt64(scaled)
        if scaled - Double(cut) >= 0.5 { cut += 1 }
        return value >= 256 - cut
    }
}
