import Foundation
import Effects
import Generators
import Testing

/// Generation uses no platform libm: `PortableMath` is pinned by golden bits, and so are the
/// generated cases, so a seed printed on Linux CI gives the same case on a Mac.
@Suite struct PortableMathTests {
    /// Within a few ulps of the platform's libm (only a sanity check: the platforms may differ).
    @Test func expAndLogAreAccurate() {
        var x = -700.0
        while x < 700 {
            let e = PortableMath.exp(x), reference = Foundation.exp(x)
            #expect((e - reference).magnitude <= 4 * reference.ulp, "exp(\(x)) = \(e), libm \(reference)")
            x += 0.731
        }
        for y in [1e-300, 1e-5, 0.5, 0.99, 0.998, 1, 1.5, 2, 10, 12345.678, 1e300] {
            let l = PortableMath.log(y), reference = Foundation.log(y)
            #expect((l - reference).magnitude <= 4 * max(reference.ulp, Double.leastNormalMagnitude), "log(\(y)) = \(l), libm \(reference)")
        }
        #expect(PortableMath.exp(0) == 1 && PortableMath.log(1) == 0)
        #expect(PortableMath.power(0.5, 10) == 0x1p-10)
        #expect(PortableMath.exp(.nan).isNaN && PortableMath.log(-1).isNaN && PortableMath.log(0) == -.infinity)
    }

    /// The bits themselves, the same on every IEEE-754 machine.
    @Test func goldenBits() {
        #expect(PortableMath.exp(1).bitPattern == 4_613_303_445_314_885_482)
        #expect(PortableMath.log(0.998).bitPattern == 13_790_134_763_243_686_920)
        #expect(PortableMath.log(0.99).bitPattern == 13_800_319_282_802_840_764)
        #expect(PortableMath.power(0.998, 1000 * 0.25).bitPattern == 4_603_635_627_517_201_192)
    }

    /// FNV-1a over the bits of every offset of 200 cases of a generator from seed 2026.
    static func fingerprint<C>(_ gen: Gen<ScrollCase<C>>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ bits: UInt64) { for shift in stride(from: 0, to: 64, by: 8) { hash = (hash ^ ((bits >> UInt64(shift)) & 0xff)) &* 0x100_0000_01b3 } }
        var seeds = SplitMix64(seed: 2026)
        for _ in 0..<200 {
            guard let value = try? gen.generate(seed: seeds.next()).value, let input = value.input else { mix(0); continue }
            mix(input.start.bitPattern)
            for offset in input.offsets { mix(offset.bitPattern) }
        }
        return hash
    }

    /// The generated cases of seed 2026, pinned: a change of these values changes every
    /// printed seed's meaning and must be deliberate (re-derive the corpus with it). Last
    /// changed by a scroll case's revisit, drawn last (a landmark, another, the first again:
    /// a hysteresis's re-arming threshold, found in 10 seeds of 10 at 200 cases instead of 3);
    /// a saved case's choices end before it and read it as 0, so every saved case replays as
    /// before. Before that by the overshoot gesture drawing the distance shown past the edge instead of
    /// the finger's pull (issue 47: a pull-down reported at −50.5, not −50.54962213478234; the
    /// published corpus still fails, every model corpus still passes). Before that by
    /// fractions drawn simplest first (issue 38, `SimpleFraction`): a saved case of
    /// the earlier encoding is carried over when it is replayed (`PropertyRunner.carriedOver`:
    /// read as written, each fraction's choice replaced, kept only if it draws the same case);
    /// before that, by the one-choice steps of drags and tremors (issue 19).
    @Test func generatedCasesArePinned() {
        #expect(Self.fingerprint(.parallelWindowCase) == 11_546_817_205_520_716_297)
        #expect(Self.fingerprint(.bannerHoverCase) == 1_294_047_282_615_080_682)
        #expect(Self.fingerprint(.rollingBannerCase) == 2_867_275_560_150_099_390)
        #expect(Self.fingerprint(.profileHeaderCase) == 909_057_531_788_363_720)
    }
}
