@testable import Generators
import Testing

/// Fractions are drawn simplest first: a permutation of the choices, ordered by significant bits.
@Suite struct SimpleFractionTests {
    @Test func theFirstChoicesAreTheSimplestFractions() {
        let firsts = (0..<8).map { Double(SimpleFraction.units(UInt64($0), bits: 20)) * 0x1p-20 }
        #expect(firsts == [0, 0.5, 0.25, 0.75, 0.125, 0.375, 0.625, 0.875])
    }

    /// Every choice of 12 bits is one fraction, and back: a permutation, so a uniform choice is a
    /// uniform fraction.
    @Test func itIsAPermutationWithItsInverse() {
        var seen = Set<UInt64>()
        for choice in UInt64(0)..<(1 << 12) {
            let units = SimpleFraction.units(choice, bits: 12)
            #expect(units < 1 << 12)
            #expect(SimpleFraction.choice(units: units, bits: 12) == choice)
            seen.insert(units)
        }
        #expect(seen.count == 1 << 12)
        // 53 bits, at the ends.
        for choice: UInt64 in [1, 2, 3, (1 << 52) - 1, 1 << 52, (1 << 53) - 1] {
            #expect(SimpleFraction.choice(units: SimpleFraction.units(choice, bits: 53), bits: 53) == choice)
        }
    }

    /// A smaller choice never has more significant bits.
    @Test func significantBitsNeverDecrease() {
        var previous = 0
        for choice in UInt64(0)..<(1 << 14) {
            let units = SimpleFraction.units(choice, bits: 14)
            let bits = units == 0 ? 0 : 14 - units.trailingZeroBitCount
            #expect(bits >= previous)
            previous = bits
        }
    }

    /// A choice drawn with the first format is carried over to the one that draws the same number.
    @Test func aLegacyChoiceIsTranscoded() throws {
        let gen = Gen<[Double]> { stream throws(GenerationError) in
            [try stream.drawDouble(-5, 5), try stream.drawSymmetric(12), try Gen<Double>.unit().run(&stream)]
        }
        for seed in UInt64(0)..<50 {
            let (legacyValue, legacyChoices) = try {
                var stream = ChoiceStream(seed: seed)
                stream.legacyFractions = true
                stream.fractionLog = []
                let value = try gen.run(&stream)
                var values = stream.choices.map(\.value)
                for draw in stream.fractionLog! { values[draw.index] = draw.transcoded(values[draw.index]) }
                return (value, values)
            }()
            #expect(try gen.replay(legacyChoices).value == legacyValue)
        }
    }
}
