import Testing
import Effects
@testable import Generators

/// After the fixed point, the shrinker rounds a choice to fewer significant digits when the
/// report reads simpler: a minimal width of 363 becomes 400, and a number that only reads
/// simpler by being smaller is left as the fixed point found it.
@Suite struct RoundNumbersTests {
    /// A screen width in 100...1000 (a fly screen's) and a second, unrelated number.
    static let widths = Gen<[Int]>.array(of: .int(in: 100...1000), count: 2...2)

    /// The score as a report counts it: numbers over 3 significant digits, then digits in all.
    static func score(_ value: [Int]) -> [Int] {
        let digits = value.map { ReportNumber.significantDigits(String($0)) }
        return [digits.filter { $0 > 3 }.count, digits.reduce(0, +)]
    }

    @Test func aMinimalWidthIsRoundedWhereItStillFails() throws {
        var rounded = 0
        for seed: UInt64 in 0..<50 {
            let (value, choices) = try Self.widths.generate(seed: seed)
            guard value[0] >= 363 else { continue }
            let shrinker = Shrinker(generator: Self.widths) { $0[0] >= 363 }
            let shrunk = try #require(shrinker.shrink(choices))
            #expect(shrunk.value == [363, 100], "seed \(seed)")
            let simple = shrinker.roundNumbers(shrunk, score: Self.score)
            // 400 fails as well and has one significant digit; the second number stays.
            #expect(simple.value == [400, 100], "seed \(seed): \(simple.value)")
            #expect(simple.calls > shrunk.calls && simple.improvements == shrunk.improvements + 1)
            rounded += 1
        }
        #expect(rounded >= 10)
    }

    /// Nothing rounder fails: the case is kept as it is (only a strictly simpler report that
    /// still fails is taken).
    @Test func aCaseWithNothingSimplerThatFailsIsKept() throws {
        let start = try Self.widths.replayStream([263, 0])
        #expect(start.value == [363, 100])
        let shrinker = Shrinker(generator: Self.widths) { $0[0] == 363 }
        let shrunk = try #require(shrinker.shrink(start.stream.choices))
        let same = shrinker.roundNumbers(shrunk, score: Self.score)
        #expect(same.value == shrunk.value && same.choices == shrunk.choices)
    }

    /// A rounded choice can end the case sooner (a width past 400 draws no second number):
    /// the pass goes on over the shorter case (a regression: it indexed the longer one and
    /// trapped).
    @Test func aRoundingThatShortensTheCaseIsKept() throws {
        let gen = Gen<[Int]> { stream throws(GenerationError) in
            let width = try stream.drawInt(0, 1_000)
            return width < 400 ? [width, try stream.drawInt(0, 1_000)] : [width]
        }
        let shrinker = Shrinker(generator: gen) { $0[0] == 363 || $0[0] == 400 }
        let start = try gen.replayStream([363, 977])
        let shrunk = try #require(shrinker.shrink(start.stream.choices))
        #expect(shrunk.value == [363, 0])
        let simple = shrinker.roundNumbers(shrunk, score: Self.score)
        #expect(simple.value == [400] && simple.choices.count == 1)
    }

    @Test func roundingsAreTheNearestRoundNumbersWithinTheBound() {
        #expect(Shrinker<Int>.roundings(263, bound: 900) == [200, 300, 260, 270])
        #expect(Shrinker<Int>.roundings(263, bound: 265) == [200, 260])
        #expect(Shrinker<Int>.roundings(40, bound: 100) == [])
        #expect(Shrinker<Int>.roundings(45, bound: 100) == [40, 50])
        #expect(Shrinker<Int>.roundings(UInt64.max, bound: .max).allSatisfy { $0 < .max })
    }

    @Test func significantDigitsReadAsAPersonReads() {
        let cases: [(String, Int)] = [("100.0", 1), ("100", 1), ("0.250", 2), ("1e-06", 1), ("-50.54962213478234", 16), ("-50.5", 3),
            ("363", 3), ("20.0", 1), ("0", 1), ("1.5e+20", 2)]
        for (text, digits) in cases { #expect(ReportNumber.significantDigits(text) == digits, "\(text)") }
        #expect(ReportSimplicity.numbers(inLine: "frame 3: -50.5 → frameY 1e-06, cell1 §2 #4") == ["3",
            "-50.5"].map { $0.replacingOccurrences(of: "-", with: "") } + ["1e-06"])
    }
}
