import Foundation
import PropertyTestSupport
import Originals
import ScrollProof
import Testing

/// Shrunk reports a person can read: for drift and boundary adapters, every failing property's
/// shrunk case is short. The table (median and maximum frames per property over seeds) is
/// printed; every shrunk case must be at most 10 frames.
@Suite struct ShrinkLengthTests {
    struct Adapter: Sendable, CustomTestStringConvertible {
        let name: String
        let properties: @Sendable () -> [SuiteProperty]
        var testDescription: String { name }
    }

    static let adapters: [Adapter] = [
        Adapter(name: "diff-driven parallel window (drift)") {
            Suites.parallelWindow.properties { c, t in PublishedParallelWindow(configuration: c, windowTop: t) }
        },
        Adapter(name: "parallax cell moving by the difference (drift)") {
            Suites.parallelWindow.properties { c, t in try DriftingParallaxCell(c, windowTop: t) }
        },
        Adapter(name: "banner firing only from the interior") {
            Suites.bannerHover.properties { c, o in try HandWrittenBanner(c, offset: o, firesOnlyFromInterior: true) }
        },
        Adapter(name: "banner eps rule <= (boundary)") {
            Suites.bannerHover.properties(groups: ["epsRule"]) { c, o in try MutantBanner(c, offset: o, mutation: .collapsedAtEps) }
        },
        Adapter(name: "published banner") {
            Suites.bannerHover.properties { c, _ in PublishedBannerHover(configuration: c) }
        },
        Adapter(name: "published carousel") {
            Suites.rollingBanner.properties { c, _ in PublishedRollingBanner(configuration: c) }
        },
        Adapter(name: "published profile header (path-dependent)") {
            Suites.profileHeader.properties { c, o in PublishedProfileHeader(configuration: c, offset: o) }
        },
        Adapter(name: "profile z-order >= (boundary)") {
            Suites.profileHeader.properties(groups: ["zOrder"]) { c, o in try MutantProfile(c, offset: o, mutated: true) }
        },
    ]

    static var seeds: Int { PropertyTestSupport.sweep(1, full: 20) }

    @Test(arguments: adapters)
    func shrunkReportsAreShort(_ adapter: Adapter) {
        var frames: [String: [Int]] = [:]
        for property in adapter.properties() {
            for seed in 1...UInt64(Self.seeds) {
                // The first failure's shrunk length is measured: a plain run stops there, the
                // full run searches on for distinct failures as by default.
                var options = RunOptions(cases: 2_000, seed: seed, saveFailures: false)
                options.distinctFailureBudget = PropertyTestSupport.firstFailureBudget
                let result = PropertyRunner(options: options).run(property)
                if let failure = result.failure { frames[property.name, default: []].append(failure.frames) }
            }
        }
        #expect(!frames.isEmpty, "\(adapter.name): nothing failed")
        for (name, counts) in frames.sorted(by: { $0.key < $1.key }) {
            let sorted = counts.sorted()
            print("shrink | \(adapter.name) | \(name) | median \(sorted[sorted.count / 2]) | max \(sorted.last!) frames over \(sorted.count) failures")
            #expect(sorted.last! <= 10, "\(adapter.name): \(name) shrank to \(sorted.last!) frames")
        }
    }
}
