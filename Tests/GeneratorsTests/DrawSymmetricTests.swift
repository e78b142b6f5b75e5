import Testing
@testable import Generators

/// ``ChoiceStream/drawSymmetric(_:)``: one choice per drag step or tremor, on the lattice
/// ``ChoiceStream/drawDouble(_:_:)`` draws from.
@Suite struct DrawSymmetricTests {
    /// Every value is within `−m...m`, never `-0`, and an integer or a multiple of 2⁻²⁰ unless
    /// clamped to `±m`; one choice is drawn.
    @Test(arguments: [0.5, 1, 3.75, 48.3, 1_000])
    func valuesStayOnTheLatticeWithinTheRange(_ m: Double) throws {
        var stream = ChoiceStream(seed: 7)
        var negative = 0, integers = 0, clamped = 0
        for _ in 0..<4_000 {
            let before = stream.choices.count
            let x = try stream.drawSymmetric(m)
            #expect(stream.choices.count == before + 1)
            #expect(x >= -m && x <= m)
            #expect(!(x == 0 && x.sign == .minus))
            if x.magnitude == m { clamped += 1 } else { #expect((x * 0x1p20).rounded() == x * 0x1p20, "\(x) is off the lattice") }
            if x < 0 { negative += 1 }
            if x == x.rounded() { integers += 1 }
        }
        // Half of the non-zero values negative; a quarter of the values has the integer shape,
        // of which those beyond `m` clamp (⌊m⌋ + 1 of ⌈m⌉ + 1 integers stay): at least 0.2.
        #expect((1_550...2_300).contains(negative))
        if m >= 1 { #expect(integers >= 650) }
        if m >= 3 { #expect(clamped < 1_600) }  // ⌈m⌉ alone clamps: 1 in ⌈m⌉ + 1 integer parts
    }

    /// The choice 0 is the step 0, and a smaller choice (as the shrinker makes it) is never a
    /// larger whole part, nor, within a whole part, a fraction with more significant bits:
    /// steps shrink toward small integers, then toward ½, ¼, ¾, … (`SimpleFraction`).
    @Test func shrinksTowardZeroThenTowardSimpleFractions() throws {
        var zero = ChoiceStream(replaying: [0])
        #expect(try zero.drawSymmetric(40) == 0)
        var empty = ChoiceStream(replaying: [])
        #expect(try empty.drawSymmetric(40) == 0)
        let shape: UInt64 = 1
        var previous = (whole: -1.0, bits: 0)
        for units in stride(from: UInt64(0), to: 40 << 20, by: 1 << 12 | 1) {
            let value = ChoiceStream.symmetricValue(units << 3 | shape, magnitude: 40)
            let whole = value.rounded(.down), fraction = value - whole
            let bits = fraction == 0 ? 0 : 20 - UInt64(fraction * 0x1p20).trailingZeroBitCount
            #expect(whole > previous.whole || (whole == previous.whole && bits >= previous.bits), "\(value)")
            previous = (whole, bits)
        }
    }

    /// The packed layout: shape in the two low bits (0: an integer), the sign next, then the
    /// magnitude: its whole part, then its fraction's choice (1 is ½).
    @Test func decodesThePackedLayout() {
        #expect(ChoiceStream.symmetricValue((3 << 20 | 1) << 3 | 1, magnitude: 10) == 3.5)
        #expect(ChoiceStream.symmetricValue((3 << 20 | 2) << 3 | 1, magnitude: 10) == 3.25)
        #expect(ChoiceStream.symmetricValue((3 << 20 | 3) << 3 | 1, magnitude: 10) == 3.75)
        #expect(ChoiceStream.symmetricValue((3 << 20 | 1) << 3 | 0, magnitude: 10) == 3)
        #expect(ChoiceStream.symmetricValue((3 << 20 | 1) << 3 | 4 | 2, magnitude: 10) == -3.5)
        // The first format: the fraction's choice was its units.
        #expect(ChoiceStream.symmetricValue((3 << 20 | 1 << 19) << 3 | 1, magnitude: 10, legacy: true) == 3.5)
        #expect(ChoiceStream.symmetricValue(11 << 23, magnitude: 10.25) == 10.25)  // clamped
        #expect(ChoiceStream.symmetricValue(4, magnitude: 10).sign == .plus)  // −0 is 0
        #expect(ChoiceStream.symmetricBound(10.25) == (11 << 20 | 0xFFFFF) << 3 | 7)
    }

    /// Recorded choices replay and encode to the same values.
    @Test func replaysAndRoundTripsThroughBytes() throws {
        let gen = Gen<[Double]> { stream throws(GenerationError) in try (0..<50).map { _ throws(GenerationError) in try stream.drawSymmetric(12.6) } }
        for seed in UInt64(0)..<20 {
            let (value, choices) = try gen.generate(seed: seed)
            #expect(try gen.replay(choices.map(\.value)).value == value)
            #expect(try gen.decode(choices.encoded).value == value)
        }
    }
}
