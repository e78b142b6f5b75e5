/// How a choice becomes the fraction of a number: simplest first, as Hypothesis orders floats.
///
/// A fraction of `bits` bits is `units / 2^bits`. StreamChoice 0 is 0; the choices of bit length `k`
/// (`2^(k−1) ..< 2^k`) are the fractions with exactly `k` significant bits, the odd
/// numerators over `2^k` in order: 1 → ½, 2 → ¼, 3 → ¾, 4 → ⅛, 5 → ⅜, … A smaller choice is
/// never a fraction with more significant bits, so the shrinker's searches, which make choices
/// smaller, end on the simplest fraction that still fails (`0.5`, `0.625`), not on the last
/// one before the failure goes away (`0.607261670304604`). It is a permutation of
/// `0 ..< 2^bits`: a uniform choice is still a uniform fraction, so random generation keeps
/// its distribution.
///
/// Cases saved before (format 1 of the choice stream: a choice *was* its units) are read with
/// `ChoiceStream.legacyFractions` and carried over by the runner.
package enum SimpleFraction {
    /// The fraction's units (numerator over `2^bits`) a choice stands for.
    ///
    /// - Parameters:
    ///   - choice: The choice, in `0 ..< 2^bits`.
    ///   - bits: The fraction's bits, 1...62.
    /// - Returns: The units, in `0 ..< 2^bits`.
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    package static func units(_ choice: UInt64, bits: Int) -> UInt64 {
        guard choice != 0 else { return 0 }
        let k = UInt64.bitWidth - choice.leadingZeroBitCount
        return ((choice &- (1 &<< (k &- 1))) &<< 1 | 1) &<< (bits &- k)
    }

    /// The choice that stands for a fraction's units: the inverse of ``units(_:bits:)``.
    ///
    /// - Parameters:
    ///   - units: The units, in `0 ..< 2^bits`.
    ///   - bits: The fraction's bits, 1...62.
    /// - Returns: The choice.
    /// - Complexity: O(1).
    package static func choice(units: UInt64, bits: Int) -> UInt64 {
        guard units != 0 else { return 0 }
        let zeros = units.trailingZeroBitCount, k = bits - zeros
        return (1 << (k - 1)) + (units >> zeros) >> 1
    }
}

/// A choice that drew a fraction, as a transcoding from the earlier encoding needs to know it.
package struct FractionDraw: Sendable, Equatable {
    /// The choice's index in the stream.
    package var index: Int
    /// The fraction's bits.
    package var bits: Int
    /// Whether the fraction is packed in a `ChoiceStream.drawSymmetric(_:)` choice (its units
    /// above 3 low bits of shape and sign, the fraction in the units' low `bits`).
    package var symmetric: Bool

    /// Today's choice for a value drawn with the earlier encoding.
    ///
    /// - Parameter legacy: The value drawn with `ChoiceStream.legacyFractions`.
    /// - Returns: The value that draws the same number today.
    package func transcoded(_ legacy: UInt64) -> UInt64 {
        guard symmetric else { return SimpleFraction.choice(units: legacy, bits: bits) }
        let mask: UInt64 = (1 << UInt64(bits)) - 1
        let units = legacy >> 3
        let fraction = SimpleFraction.choice(units: units & mask, bits: bits)
        return ((units & ~mask) | fraction) << 3 | (legacy & 7)
    }
}
