import Foundation
import Testing
import Effects
@testable import Generators

@Suite struct DomainGeneratorTests {
    static let range = ScrollRange(lower: 0, upper: 1000, reach: 200, dimension: 800, pageSize: 400, landmarks: [0, 1000])

    /// The planted predicate of issue 3: fails when a step larger than 100 pt follows an
    /// offset above 500.
    static func planted(_ s: OffsetSequence) -> Bool {
        let all = [s.start] + s.offsets
        return zip(all, all.dropFirst()).contains { $0 > 500 && $0.isFinite && $1.isFinite && abs($1 - $0) > 100 }
    }

    @Test func plantedScrollPredicateShrinksToAFewRoundFrames() throws {
        let gen = Gen<OffsetSequence>.offsets(in: Self.range)
        var shrunk = 0
        for seed in UInt64(0)..<300 {
            let (value, choices) = try gen.generate(seed: seed)
            guard Self.planted(value) else { continue }
            let outcome = try #require(Shrinker(generator: gen, isFailing: Self.planted).shrink(choices))
            let frames = [outcome.value.start] + outcome.value.offsets
            #expect(frames.count <= 3, "seed \(seed): \(frames) labels \(outcome.value.labels) choices \(outcome.choices)")
            #expect(frames.allSatisfy { $0 == $0.rounded() }, "seed \(seed): \(frames)")
            #expect(Self.planted(outcome.value))
            // The bytes of the shrunk case replay to the same value.
            #expect(try gen.decode(outcome.choices.encoded).value == outcome.value)
            shrunk += 1
        }
        #expect(shrunk >= 30)
    }

    @Test func offsetSequencesStayInsideTheirLimits() throws {
        let gen = Gen<OffsetSequence>.offsets(in: Self.range, maxFrames: 50)
        for seed in UInt64(0)..<2_000 {
            let s = try gen.generate(seed: seed).value
            #expect(s.offsets.count <= 50)
            #expect(s.offsets.allSatisfy { !$0.isFinite || Self.range.extended.contains($0) })  // [−200, 1200]
            #expect(s.labels.contains("non-finite") == s.offsets.contains { !$0.isFinite })
        }
    }

    @Test func flingsDecelerateAndStopNearTheirRestingPoint() throws {
        var builder = Gen<OffsetSequence>.Builder(range: ScrollRange(lower: -1e9, upper: 1e9, reach: 0, dimension: 800, pageSize: 800,
            landmarks: []), maxFrames: 1_000, frames: [])
        builder.fling(velocity: 1_000, rate: 0.990, hz: 60, skip: 1)
        let steps = zip(builder.frames, builder.frames.dropFirst()).map { $1 - $0 }
        #expect(steps.allSatisfy { $0 > 0 })
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $1 < $0 })  // decelerating
        let rest = -1_000 / (1000 * log(0.990))  // x₀ − v₀/(1000 ln d)
        #expect(abs(builder.frames.last! - rest) < 1)
    }

    @Test func rubberBandResistsAndSpringsBackToTheEdge() {
        #expect(Gen<OffsetSequence>.rubberBand(0, dimension: 800) == 0)
        #expect(abs(Gen<OffsetSequence>.rubberBand(100, dimension: 800) - 0.55 * 100 * 800 / (800 + 55)) < 1e-9)
        #expect(Gen<OffsetSequence>.rubberBand(1e9, dimension: 800) < 800)
        var builder = Gen<OffsetSequence>.Builder(range: Self.range, maxFrames: 100, frames: [])
        try? builder.overshoot(1000, sign: 1, shown: 50.5, steps: 3, back: 4)
        #expect(builder.frames.prefix(3).allSatisfy { $0 > 1000 })
        // The finger moves evenly: each step shows less more than the one before (resistance),
        // and the deepest frame shows exactly the drawn distance.
        #expect(builder.frames[1] - builder.frames[0] < builder.frames[0] - 1000)
        #expect(builder.frames[2] == 1050.5)
        #expect(builder.frames.last == 1000)
    }

    static let anyBytes: [[UInt8]] = [
        [], [0], [0xFF], [UInt8](repeating: 0xFF, count: 5_000), [UInt8](repeating: 0, count: 5_000),
        (0..<4_096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) },
    ]

    @Test(arguments: anyBytes)
    func anyBytesDecodeToAValidCase(_ bytes: [UInt8]) throws {
        _ = try Gen<ScrollCase<ParallelWindowConfiguration>>.parallelWindowCase.decode(bytes)
        _ = try Gen<ScrollCase<BannerHoverConfiguration>>.bannerHoverCase.decode(bytes)
        _ = try Gen<ScrollCase<RollingBannerConfiguration>>.rollingBannerCase.decode(bytes)
        _ = try Gen<ScrollCase<ProfileHeaderConfiguration>>.profileHeaderCase.decode(bytes)
        _ = try Gen<LifecycleSequence>.lifecycle().decode(bytes)
        let workload = try Gen<FlyWorkload>.flyWorkload().decode(bytes).value
        #expect(workload.producers >= 1)
    }

    @Test func lifecyclesFollowTheTableAndEndWithTeardownMostly() throws {
        let gen = Gen<LifecycleSequence>.lifecycle()
        for seed in UInt64(0)..<500 {
            let s = try gen.generate(seed: seed).value
            #expect(!s.events.isEmpty)
            #expect(s.labels.contains("teardown") == (s.events.last == .teardown))
        }
    }
}
