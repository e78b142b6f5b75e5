import Foundation
import PropertyTestSupport
import ScrollProof
import Testing

/// Every observable threshold of every rule is hit exactly by the default run: one boundary
/// mutant per threshold, found by the default 200 cases in at least 99 of 100 seeds (the full
/// measurement runs with `SCROLLPROOF_FULL=1`, which `.ci/run` sets; a plain `swift test`
/// runs 3 seeds and requires all of them). The correct twin of each mutant passes.
///
/// Not every threshold has an observable mutant. At a continuous switch (the parallel window's
/// 0 and `V − W`, the profile's pull-down at 0 and the blur's `b` and `b + dW`) both branches
/// give the same output, so `<=` and `<` cannot be told apart by any input. The carousel's
/// release thresholds compare a length, `|m|`, with `0.1w` and `0.3w`: SPEC's one tolerance
/// lets an implementation decide either way within `tol` of them (its `m` may be an ulp off),
/// so a `>` for `≥` there is allowed, and flagging it would be a false alarm. For those,
/// ``ThresholdLandingTests`` shows that the generated input lands on the exact switch.
@Suite struct BoundaryMutantTests {
    /// One mutant: the property it must break, the invariant, and how it is made.
    struct Mutant: Sendable, CustomTestStringConvertible {
        let threshold: String
        let invariants: Set<String>
        let properties: @Sendable (_ correct: Bool) -> [SuiteProperty]
        var testDescription: String { threshold }
    }

    static let mutants: [Mutant] = [
        Mutant(threshold: "banner: percent < eps (percent = eps)", invariants: ["epsRule"]) { correct in
            Suites.bannerHover.properties(groups: ["epsRule"]) { c, o in try MutantBanner(c, offset: o, mutation: correct ? .none : .collapsedAtEps) }
        },
        Mutant(threshold: "banner: 1 − percent < eps (eps = 2⁻¹⁰ pinned)", invariants: ["epsRule"]) { correct in
            (try! Suites.bannerHover.pinning(["eps": .fixed(0x1p-10)])).properties(groups: ["epsRule"]) { c, o in
                try MutantBanner(c, offset: o, mutation: correct ? .none : .expandedAtEps)
            }
        },
        Mutant(threshold: "carousel: page turn at |m| ≥ w", invariants: ["pageCount", "pageTurnsExactlyOnce"]) { correct in
            Suites.rollingBanner.properties(groups: ["pages"]) { c, _ in MutantCarousel(c, mutation: correct ? .none : .turnStrict) }
        },
        Mutant(threshold: "fly screen: queue full at waiting ≥ capacity", invariants: ["capacityRespected"]) { correct in
            Suites.flyScreen.properties(groups: ["capacity"]) { c in try MutantCapacityFlyScreen(c, mutated: !correct) }
        },
        Mutant(threshold: "profile: z-order at o > s", invariants: ["zOrder"]) { correct in
            Suites.profileHeader.properties(groups: ["zOrder"]) { c, o in try MutantProfile(c, offset: o, mutated: !correct) }
        },
    ]

    static var seeds: Int { PropertyTestSupport.sweep(3, full: 100) }

    @Test(arguments: mutants)
    func foundAtItsThreshold(_ mutant: Mutant) throws {
        let property = try #require(mutant.properties(false).first)
        var found = 0, casesToFind: [Int] = []
        for seed in 1...UInt64(Self.seeds) {
            // Whether the mutant is found: a plain run stops at the first failure, the full run
            // searches on for distinct failures as by default.
            var options = RunOptions(cases: RunOptions.defaultCases, seed: seed, shrinkBudget: .init(maxCalls: 50), saveFailures: false)
            options.distinctFailureBudget = PropertyTestSupport.firstFailureBudget
            let result = PropertyRunner(options: options).run(property)
            if let failure = result.failure {
                #expect(mutant.invariants.contains(failure.violation.invariant), "\(mutant.threshold): \(failure.report)")
                found += 1
                casesToFind.append(result.cases)
            }
        }
        casesToFind.sort()
        let median = casesToFind.isEmpty ? 0 : casesToFind[casesToFind.count / 2]
        print("boundary mutant | \(mutant.threshold) | found in \(found)/\(Self.seeds) seeds | median cases to find \(median)")
        #expect(found * 100 >= 99 * Self.seeds, "\(mutant.threshold): found in \(found) of \(Self.seeds) seeds")
    }

    @Test(arguments: mutants)
    func itsCorrectTwinPasses(_ mutant: Mutant) throws {
        let property = try #require(mutant.properties(true).first)
        for seed in 1...UInt64(5) {
            let result = PropertyRunner(options: RunOptions(cases: 400, seed: seed, saveFailures: false)).run(property)
            #expect(result.failure == nil, "\(mutant.threshold): \(result.failure?.report ?? "")")
        }
    }
}

extension BoundaryMutantTests {
    /// The release rule's `>`-for-`≥` mutants differ from the rule only at `|m| = 0.3w` or
    /// `0.1w` exactly, which SPEC's tolerance leaves to the implementation: no report.
    @Test(arguments: [MutantCarousel.Mutation.farStrict, .flungStrict])
    func releaseMutantsAreWithinTheTolerance(_ mutation: MutantCarousel.Mutation) throws {
        let property = try #require(Suites.rollingBanner.properties(groups: ["release"]) { c, _ in MutantCarousel(c, mutation: mutation) }.first)
        for seed in 1...UInt64(5) {
            let result = PropertyRunner(options: RunOptions(cases: 400, seed: seed, saveFailures: false)).run(property)
            #expect(result.failure == nil, "\(result.failure?.report ?? "")")
        }
    }
}

/// Every threshold of every offset-driven rule is landed on exactly by the default run of 200
/// cases: the input just before the switch and the one just after (adjacent doubles, computed
/// here independently with the rule's own arithmetic), for the case's configuration, whatever
/// it is. Measured over seeds as the boundary mutants are.
@Suite struct ThresholdLandingTests {
    /// The seeds a landing rate is measured over: 20 in a plain run, the fewest at which a rate
    /// of 95% tolerates one miss (at 12 it would demand every seed), 100 in CI's pass and the
    /// soak (a rate is held at the sample it was measured on, not at a quarter of it: at 25
    /// seeds, 95% would tolerate one miss where 100 tolerate five).
    static var seeds: Int { PropertyTestSupport.isFullSweep ? 100 : 20 }

    /// A rule's switch: where to look, and the comparison as the rule computes it.
    struct Threshold<C>: Sendable {
        let name: String
        let guess: @Sendable (C) -> Double
        let crossed: @Sendable (C, Double) -> Bool
    }

    /// For each threshold: in how many seeds the run landed on both sides, and the median case
    /// index of the first landing.
    static func measure<C: Sendable>(_ cases: Gen<ScrollCase<C>>, usesStart: Bool, _ thresholds: [Threshold<C>], seeds: Int) -> [(String, Int, Int)] {
        thresholds.map { threshold in
            var found = 0, firsts: [Int] = []
            for seed in 1...UInt64(seeds) {
                var seeds = SplitMix64(seed: seed)
                var before = false, after = false, first: Int?
                for index in 0..<RunOptions.defaultCases {
                    guard let value = try? cases.generate(seed: seeds.next(),
                        simplicity: index < RunOptions.defaultCases / 2 ? RunOptions.earlySimplicity : 0).value,
                          let c = value.configuration.configuration, let input = value.input,
                          let (a, b) = ScrollRange.straddle(near: threshold.guess(c), { threshold.crossed(c, $0) })
                    else { continue }
                    let inputs = usesStart ? [input.start] + input.offsets : input.offsets
                    if inputs.contains(a) { before = true }
                    if inputs.contains(b) { after = true }
                    if before, after, first == nil { first = index + 1 }
                }
                if let first { found += 1; firsts.append(first) }
            }
            firsts.sort()
            return (threshold.name, found, firsts.isEmpty ? 0 : firsts[firsts.count / 2])
        }
    }

    static func expectAll(_ rows: [(String, Int, Int)], seeds: Int) {
        for (name, found, median) in rows {
            print("threshold landing | \(name) | both sides in \(found)/\(seeds) seeds | median cases to land \(median)")
            // Landing on both adjacent doubles in one run is stricter than finding a mutant
            // (which needs one of them); measured 97–100% over 100 seeds, held to 95%.
            #expect(found * 100 >= 95 * seeds, "\(name): landed in \(found) of \(seeds) seeds")
        }
    }

    @Test func parallelWindow() {
        typealias T = Threshold<ParallelWindowConfiguration>
        let rows = Self.measure(Suites.parallelWindow.cases, usesStart: true, [
            T(name: "parallel window: t ≤ 0", guess: { _ in 0 }) { _, t in t <= 0 },
            T(name: "parallel window: t ≥ V − W", guess: { $0.viewportHeight - $0.windowHeight }) { c, t in t >= c.viewportHeight - c.windowHeight },
        ], seeds: Self.seeds)
        Self.expectAll(rows, seeds: Self.seeds)
    }

    @Test func bannerHover() {
        typealias T = Threshold<BannerHoverConfiguration>
        let percent: @Sendable (BannerHoverConfiguration, Double) -> Double = { c, o in
            1 - (min(max(o, -c.bannerHeight), -c.hoverHeight) + c.bannerHeight) / (c.bannerHeight - c.hoverHeight)
        }
        let rows = Self.measure(Suites.bannerHover.cases, usesStart: true, [
            T(name: "banner: percent < eps", guess: { -$0.hoverHeight - $0.eps * ($0.bannerHeight - $0.hoverHeight) }) { c, o in percent(c, o) < c.eps },
            T(name: "banner: 1 − percent < eps", guess: { -$0.bannerHeight + $0.eps * ($0.bannerHeight - $0.hoverHeight) }) { c,
                o in 1 - percent(c, o) < c.eps },
        ], seeds: Self.seeds)
        Self.expectAll(rows, seeds: Self.seeds)
    }

    @Test func rollingBanner() {
        typealias T = Threshold<RollingBannerConfiguration>
        var thresholds = [T(name: "carousel: page turn |m| ≥ w (right)", guess: { 2 * $0.width }) { c, x in (x - c.width).magnitude >= c.width }]
        for fraction in [0.3, 0.1] {
            for sign in [1.0, -1.0] {
                thresholds.append(T(name: "carousel: release |m| ≥ \(fraction)w, m \(sign > 0 ? "> 0" : "< 0")",
                    guess: { $0.width + sign * fraction * $0.width }) { c, x in
                    (x - c.width).magnitude >= fraction * c.width
                })
            }
        }
        let rows = Self.measure(Suites.rollingBanner.cases, usesStart: false, thresholds, seeds: Self.seeds)
        Self.expectAll(rows, seeds: Self.seeds)
    }

    @Test func profileHeader() {
        typealias T = Threshold<ProfileHeaderConfiguration>
        let rows = Self.measure(Suites.profileHeader.cases, usesStart: true, [
            T(name: "profile: o > s (z-order, header stop)", guess: { $0.headerStop }) { c, o in o > c.headerStop },
            T(name: "profile: (o − b)/dW > 0 (blur)", guess: { $0.labelOffset }) { c, o in (o - c.labelOffset) / c.whiteLabelDistance > 0 },
            T(name: "profile: (o − b)/dW ≥ 1 (blur, b + dW)", guess: { $0.labelOffset + $0.whiteLabelDistance }) { c,
                o in (o - c.labelOffset) / c.whiteLabelDistance >= 1 },
            T(name: "profile: o < 0 (pull-down)", guess: { _ in 0 }) { _, o in o < 0 },
        ], seeds: Self.seeds)
        Self.expectAll(rows, seeds: Self.seeds)
    }
}

/// The fly screen's row-free moments: the workload advances to the exact moment SPEC's schedule
/// starts the next waiting item, and an ulp before and after it.
@Suite struct RowFreeLandingTests {
    @Test func everyRunLandsOnARowFreeMomentAndItsNeighbours() {
        let seeds = BoundaryMutantTests.seeds
        var found = 0, firsts: [Int] = []
        for seed in 1...UInt64(seeds) {
            var generator = SplitMix64(seed: seed)
            var nudges = Set<Int>(), first: Int?
            for index in 0..<RunOptions.defaultCases {
                guard let workload = try? Gen<FlyWorkload>.flyWorkload().generate(seed: generator.next(),
                    simplicity: index < RunOptions.defaultCases / 2 ? RunOptions.earlySimplicity : 0).value,
                      let c = workload.configuration.configuration
                else { continue }
                // Replay SPEC's schedule and see whether the run really reached a start moment.
                var model = FlyScreenModel(configuration: c)
                for operation in workload.operations {
                    switch operation {
                    case let .insert(id, width, _): _ = model.insert(id: id, width: width)
                    case let .advance(seconds): try? model.advance(to: model.now + seconds)
                    case let .advanceToNextStart(nudge):
                        guard let next = model.nextStart()?.time, next.isFinite else { continue }
                        let time = nudge < 0 ? next.nextDown : nudge > 0 ? next.nextUp : next
                        guard time > model.now else { continue }
                        try? model.advance(to: time)
                        nudges.insert(nudge)
                    default: continue
                    }
                }
                if nudges.count == 3, first == nil { first = index + 1 }
            }
            if let first { found += 1; firsts.append(first) }
        }
        firsts.sort()
        print("""
            threshold landing | fly screen: row-free moment, −1/0/+1 ulp | in \(found)/\(seeds) seeds | median cases to land \
            \(firsts.isEmpty ? 0 : firsts[firsts.count / 2])
            """)
        #expect(found * 100 >= 99 * seeds)
    }
}

/// The fly screen's coincidences (issue 56): the default run's workloads land an operation on
/// the moment an item is due to finish, an ulp either side, half a tolerance of a moment either
/// side and a tolerance and a half either side, so that each rule that compares a time with a
/// finish (a gap while both fly, a hit at the last moment, a refused sync, what is due by the
/// end) is judged at the moment, within its tolerance and past it.
@Suite struct CoincidenceLandingTests {
    @Test func everyRunLandsOnAFinishAndItsNeighbours() {
        let seeds = BoundaryMutantTests.seeds
        let generator = Gen<FlyWorkload>.flyWorkload(features: [.seek, .durations])
        var found = 0, firsts: [Int] = []
        for seed in 1...UInt64(seeds) {
            var random = SplitMix64(seed: seed)
            var landed = Set<FlyNudge>(), first: Int?
            for index in 0..<RunOptions.defaultCases {
                guard let workload = try? generator.generate(seed: random.next(),
                    simplicity: index < RunOptions.defaultCases / 2 ? RunOptions.earlySimplicity : 0).value,
                      let c = workload.configuration.configuration
                else { continue }
                let trace = FlyScreenRun.record(FlyScreenModel(configuration: c), workload.operations)
                // The moments an operation other than an advance happened at.
                let times = Set(trace.steps.compactMap { step -> Double? in if case .advance = step { nil } else { step.time } })
                for f in trace.flights {
                    guard let start = f.start else { continue }
                    let due = start + c.duration(of: f.item), tt = c.timeTolerance(for: f.item)
                    for nudge in FlyNudge.allCases where times.contains(nudge.apply(to: due, tolerance: tt)) { landed.insert(nudge) }
                }
                if landed.count == FlyNudge.allCases.count, first == nil { first = index + 1 }
            }
            if let first { found += 1; firsts.append(first) }
        }
        firsts.sort()
        print("""
            threshold landing | fly screen: an item's finish, ±1 ulp, ±½ and ±1½ tolerances | in \(found)/\(seeds) seeds | median cases to land \
            \(firsts.isEmpty ? 0 : firsts[firsts.count / 2])
            """)
        #expect(found * 100 >= 99 * seeds)
    }
}
