import Testing
import Effects
@testable import Generators

/// 10,000 draws per domain generator; every named class must appear at least the stated
/// number of times (about half of what seeds 0..<10,000 produce), so a generator regression
/// that stops producing a class, or makes it rare, fails here.
@Suite struct ClassCoverageTests {
    static let draws = 10_000

    func histogram<V: Labeled>(_ gen: Gen<V>) throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for seed in 0..<UInt64(Self.draws) {
            for label in try gen.generate(seed: seed).value.labels { counts[label, default: 0] += 1 }
        }
        return counts
    }

    func expect(_ counts: [String: Int], atLeast minimums: [String: Int], sourceLocation: SourceLocation = #_sourceLocation) {
        for (label, minimum) in minimums.sorted(by: { $0.key < $1.key }) {
            #expect(counts[label, default: 0] >= minimum, "\(label): \(counts[label, default: 0]) < \(minimum)", sourceLocation: sourceLocation)
        }
    }

    static let gestures: [String: Int] = [
        "jump": 1900, "exact-edge": 1800, "edge-to-edge jump": 750, "repeat": 750, "coalesced": 2300, "drag": 2300,
        "jitter": 1300, "paging": 750, "scroll-to-top": 750, "overshoot": 1700, "spring-back": 1700, "fling": 1900,
        "fling-0.998": 1000, "fling-0.990": 1000, "non-finite": 750, "nan": 250, "+inf": 250, "-inf": 250,
    ]
    static let scales: [String: Int] = ["scale-normal": 4000, "scale-tiny": 450, "scale-huge": 450, "invalid": 130]

    @Test func parallelWindowCases() throws {
        let counts = try histogram(Gen<ScrollCase<ParallelWindowConfiguration>>.parallelWindowCase)
        expect(counts, atLeast: Self.gestures.merging(Self.scales) { a, _ in a })
        expect(counts, atLeast: ["image>viewport": 1200, "image=viewport": 1200, "image<viewport": 2500, "image=window": 1200])
    }

    @Test func bannerHoverCases() throws {
        let counts = try histogram(Gen<ScrollCase<BannerHoverConfiguration>>.bannerHoverCase)
        expect(counts, atLeast: Self.gestures.merging(Self.scales) { a, _ in a })
        expect(counts, atLeast: ["hover=0": 1200, "hover>0": 3500, "eps-default": 4000, "eps-custom": 950])
    }

    @Test func rollingBannerCases() throws {
        let counts = try histogram(Gen<ScrollCase<RollingBannerConfiguration>>.rollingBannerCase)
        expect(counts, atLeast: Self.gestures.merging(Self.scales) { a, _ in a })
        expect(counts, atLeast: ["p=0": 1200, "p=1": 1200, "p=default": 1200, "p-other": 1200, "n=1": 950, "n=2": 950, "n>2": 3000])
    }

    @Test func profileHeaderCases() throws {
        let counts = try histogram(Gen<ScrollCase<ProfileHeaderConfiguration>>.profileHeaderCase)
        expect(counts, atLeast: Self.gestures.merging(Self.scales) { a, _ in a })
        expect(counts, atLeast: ["defaults": 2400, "custom": 2400])
    }

    @Test func observerLifecycles() throws {
        expect(try histogram(Gen<LifecycleSequence>.lifecycle()), atLeast: [
            "reuse": 3700, "display-before-end": 2900, "row-replaced": 2000, "stale-end-after-reload": 1700,
            "suspend-resume": 2000, "duplicate-event": 2000, "end-without-display": 2000, "teardown": 4000,
        ])
    }

    @Test func flyWorkloads() throws {
        expect(try histogram(Gen<FlyWorkload>.flyWorkload()), atLeast: [
            "burst": 3000, "varied-widths": 4500, "concurrent-producers": 3700, "tap-random": 4200, "tap-live": 4200,
            "capacity-pressure": 450, "rows=1": 1200, "rows>1": 3700, "gap=0": 1500, "gap>0": 3400,
            "capacity": 1400, "unbounded": 3500, "invalid": 130,
        ])
    }
}
