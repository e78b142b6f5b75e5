import Testing
import Effects
@testable import Generators

@Suite struct ChoiceStreamTests {
    static let sample = Gen<[Int]>.array(of: .int(in: -1000...1000), count: 0...20)

    @Test func replayingRecordedChoicesRebuildsTheValue() throws {
        for seed in UInt64(0)..<200 {
            let (value, choices) = try Self.sample.generate(seed: seed)
            #expect(try Self.sample.replay(choices.map(\.value)).value == value)
            #expect(try Self.sample.decode(choices.encoded).value == value)
            #expect(try Self.sample.decode(choices.encoded).choices == choices)
        }
    }

    /// A fuzzer decodes every input in one reused stream: the same values and choices as a
    /// fresh stream, whatever was decoded before.
    @Test func decodingInAReusedStreamEqualsDecodingInAFreshOne() throws {
        let gen = Gen<ScrollCase<BannerHoverConfiguration>>.bannerHoverCase
        var stream = ChoiceStream(bytes: [])
        var bytes = SplitMix64(seed: 3)
        for n in [0, 1, 17, 400, 3, 2_000, 64] {
            let input = (0..<n).map { _ in UInt8(truncatingIfNeeded: bytes.next()) }
            let fresh = try gen.decode(input)
            let reused = try input.withUnsafeBufferPointer { try gen.decode(reusing: &stream, $0) }
            #expect(reused.description == fresh.value.description && stream.choices == fresh.choices)
        }
    }

    @Test func sameSeedSameCase() throws {
        #expect(try Self.sample.generate(seed: 99).value == Self.sample.generate(seed: 99).value)
        #expect(try Self.sample.generate(seed: 99).value != Self.sample.generate(seed: 100).value)
    }

    @Test func exhaustedSourcesYieldZero() throws {
        var bytes = ChoiceStream(bytes: [0x01])
        #expect(try bytes.draw(upTo: 0xFFFF) == 0x0100)  // a short read pads with zeros
        #expect(try bytes.draw(upTo: 10) == 0)
        var replay = ChoiceStream(replaying: [500])
        #expect(try replay.draw(upTo: 9) == 9)  // clamped
        #expect(try replay.draw(upTo: 9) == 0)
    }

    @Test func bytesAboveTheBoundWrap() throws {
        var stream = ChoiceStream(bytes: [250])
        #expect(try stream.draw(upTo: 99) == 50)
    }

    @Test(arguments: [[UInt8](), [0], [0xFF], [UInt8](repeating: 0xFF, count: 4096), (0..<255).map { UInt8($0) }])
    func anyBytesDecodeToAValidCase(_ bytes: [UInt8]) throws {
        let (value, _) = try Self.sample.decode(bytes)
        #expect(value.count <= 20)
        #expect(value.allSatisfy { (-1000...1000).contains($0) })
    }

    @Test func overrunIsAnError() {
        let endless = Gen<[Int]>.array(of: .int(in: 0...1), count: 0...1_000_000)
        var stream = ChoiceStream(bytes: [UInt8](repeating: 0xFF, count: 100_000), maxChoices: 100)
        #expect(throws: GenerationError.overrun(limit: 100)) { try endless.run(&stream) }
    }

    @Test func strictFilterFailsTheHealthCheck() {
        let impossible = Gen<Int>.int(in: 0...10).filter("above ten", maxRejections: 50) { $0 > 10 }
        #expect(throws: GenerationError.filterTooStrict(label: "above ten", rejected: 50)) { try impossible.generate(seed: 1) }
    }

    @Test func combinatorsShrinkTowardTheirSimplestChoice() throws {
        #expect(try Gen<Int>.int(in: -5...5).replay([]).value == 0)
        #expect(try Gen<Int>.int(in: 3...9).replay([]).value == 3)
        #expect(try Gen<Int>.int(in: -9 ... -3).replay([]).value == -3)
        #expect(try Gen<Double>.double(in: -2.5...7.25).replay([]).value == 0)
        #expect(try Gen<Double>.double(in: 2.5...7.25).replay([]).value == 2.5)
        #expect(try Gen<String>.oneOf([.just("a"), .just("b")]).replay([]).value == "a")
        #expect(try Gen<[Int]>.array(of: .int(in: 0...9), count: 2...5).replay([]).value == [0, 0])
        #expect(try Gen<(Int, Bool)>.zip(.int(in: 1...3), .bool()).replay([2, 255]).value == (3, true))
        #expect(try Gen<Int>.int(in: 0...9).map { $0 * 2 }.replay([4]).value == 8)
        #expect(try Gen<Int>.int(in: 1...3).flatMap { n in Gen<[Int]>.array(of: .int(in: 0...1), count: n...n) }.replay([1, 1, 1]).value == [1, 1])
    }
}

@Suite struct ReusedStreamTests {
    /// A reused stream gives the same value and choices as a fresh one, case after case.
    @Test func reusingAStreamChangesNothingButTheAllocations() throws {
        let gen = Gen<ScrollCase<BannerHoverConfiguration>>.bannerHoverCase
        var stream = ChoiceStream(seed: 0)
        for seed in UInt64(0)..<300 {
            let fresh = try gen.generate(seed: seed, simplicity: seed % 2 == 0 ? 0.6 : 0)
            let reused = try gen.generate(reusing: &stream, seed: seed, simplicity: seed % 2 == 0 ? 0.6 : 0)
            #expect(reused.description == fresh.value.description)
            #expect(stream.choices == fresh.choices)
        }
    }
}
