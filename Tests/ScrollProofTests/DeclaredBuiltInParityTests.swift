import Foundation
import Originals
import ScrollProof
import Testing

/// The banner hover declared through the public API (``BannerHoverDeclaration``) judges as the
/// built-in checker does: over thousands of generated runs of the model, the published port and
/// buggy variants, every invariant's first violation is the same (invariant and frame), and the
/// declared suite finds every published bug the built-in suite finds.
@Suite struct DeclaredBuiltInParityTests {
    typealias Declared = DeclaredChecker<BannerHoverDeclaration>

    /// 3,000 cases with `SCROLLPROOF_FULL=1` (which `.ci/run` sets), 150 otherwise.
    static var cases: Int { ProcessInfo.processInfo.environment["SCROLLPROOF_FULL"] == "1" ? 3_000 : 150 }

    /// The implementations judged: SPEC's model, the published port, and planted bugs.
    static let implementations: [(String, @Sendable (BannerHoverConfiguration, Double) throws -> any BannerHoverImplementation)] = [
        ("model", { c, o in try BannerHover(configuration: c, offset: o) }),
        ("published", { c, _ in PublishedBannerHover(configuration: c) }),
        ("fires only from the interior", { c, o in try HandWrittenBanner(c, offset: o, firesOnlyFromInterior: true) }),
        ("percent <= eps", { c, o in try MutantBanner(c, offset: o, mutation: .collapsedAtEps) }),
        ("stretching past 1", { c, o in try StretchingBanner(c, offset: o) }),
        ("callback twice", { c, o in try StretchingBanner(c, offset: o, bug: .expandedFiresWhileStretching) }),
    ]

    /// Expects every built-in invariant and its declared twin to break at the same frame (or
    /// both to hold) on every trace, and enough of them to break for the comparison to mean
    /// something.
    static func expectSameFirstViolations<C, F>(
        _ builtIn: [Oracle<ScrollTrace<C, F>>], _ declared: [Oracle<ScrollTrace<C, F>>], cases: Int = cases,
        traces: (_ index: Int) throws -> [(implementation: String, trace: ScrollTrace<C, F>)]
    ) rethrows {
        #expect(builtIn.map(\.name) == declared.map(\.name))
        #expect(builtIn.map(\.level) == declared.map(\.level))
        var compared = 0, broken = 0
        for index in 0..<cases {
            for (name, trace) in try traces(index) {
                for (b, d) in zip(builtIn, declared) {
                    let expected = b.check(trace), got = d.check(trace)
                    #expect(expected?.frame == got?.frame, "\(name), case \(index): \(b.name): built-in \(expected.map { "\($0)" } ?? "holds"), declared \(got.map { "\($0)" } ?? "holds")")
                    if expected?.frame != got?.frame { return }
                    if expected != nil { broken += 1 }
                    compared += 1
                }
            }
        }
        #expect(compared >= cases * 20 && broken >= cases / 2, "\(compared) compared, \(broken) broken")
    }

    static func record<E: BannerHoverImplementation>(_ effect: E, _ start: Double, _ inputs: [Double]) -> BannerHoverTrace {
        ScrollTrace.record(effect, initialInput: start, inputs: inputs)
    }

    static func record<E: ParallelWindowImplementation>(_ effect: E, _ start: Double, _ inputs: [Double]) -> ParallelWindowTrace {
        ScrollTrace.record(effect, initialInput: start, inputs: inputs)
    }

    /// The seed of case `index`.
    static func seed(_ index: Int) -> UInt64 { UInt64(index) &* 0x9E37_79B9_7F4A_7C15 }

    @Test func everyInvariantBreaksAtTheSameFrame() throws {
        try Self.expectSameFirstViolations(BannerHoverInvariants.all, (0..<Declared.invariants.count).map { Declared.oracle($0) }) { index in
            let value = try Suites.bannerHover.cases.generate(seed: Self.seed(index)).value
            guard let c = value.configuration.configuration, let input = value.input else { return [] }
            var traces: [(implementation: String, trace: BannerHoverTrace)] = []
            for (name, make) in Self.implementations {
                guard let effect = try? make(c, input.start) else { continue }
                traces.append((name, Self.record(effect, input.start, input.offsets)))
            }
            return traces
        }
    }

    @Test func theDeclaredSuiteFindsThePublishedBugs() {
        let settings = VerificationSettings(cases: 400, seed: 3, failuresDirectory: VerifyTests.folder(), saveFailures: false)
        let suite = ScrollSuite.declared(BannerHoverDeclaration.self)
        let model = ScrollProof.verify(suite, settings: settings) { c, o in try BannerHover(configuration: c, offset: o) }
        #expect(model.count == 6 && model.allSatisfy { $0.failure == nil }, "\(model.compactMap(\.failure?.report))")
        var published: [RunResult] = []
        withKnownIssue {
            published = ScrollProof.verify(suite, settings: settings) { c, _ in PublishedBannerHover(configuration: c) }
        }
        let found = Set(published.compactMap(\.failure?.violation.invariant))
        #expect(found.isSuperset(of: ["epsRule", "edgeEventsExactlyOnce", "refusedInputKeepsState"]), "\(found)")
    }
}

/// The parallel window declared through the public API (``ParallelWindowDeclaration``) judges
/// as its built-in checker does: every invariant's first violation is the same (invariant and
/// frame) over generated runs of the model, the published port, a drifting cell, a cell at
/// another ratio and one with a planted gap; and the declared suite finds the published bugs.
@Suite struct DeclaredParallelWindowParityTests {
    typealias Declared = DeclaredChecker<ParallelWindowDeclaration>

    static let implementations: [(String, @Sendable (ParallelWindowConfiguration, Double) throws -> any ParallelWindowImplementation)] = [
        ("model", { c, t in try ParallelWindow(configuration: c, windowTop: t) }),
        ("published", { c, t in PublishedParallelWindow(configuration: c, windowTop: t) }),
        ("drifting", { c, t in try DriftingParallaxCell(c, windowTop: t) }),
        ("other ratio", { c, t in try OtherRatioParallaxCell(c, windowTop: t) }),
        ("gap past the middle", { c, t in try OtherRatioParallaxCell(c, windowTop: t, bug: .gapPastTheMiddle) }),
    ]

    @Test func everyInvariantBreaksAtTheSameFrame() throws {
        try DeclaredBuiltInParityTests.expectSameFirstViolations(ParallelWindowInvariants.all, (0..<Declared.invariants.count).map { Declared.oracle($0) }) { index in
            let value = try Suites.parallelWindow.cases.generate(seed: DeclaredBuiltInParityTests.seed(index)).value
            guard let c = value.configuration.configuration, let input = value.input else { return [] }
            var traces: [(implementation: String, trace: ParallelWindowTrace)] = []
            for (name, make) in Self.implementations {
                guard let effect = try? make(c, input.start) else { continue }
                traces.append((name, DeclaredBuiltInParityTests.record(effect, input.start, input.offsets)))
            }
            return traces
        }
    }

    @Test func theDeclaredSuiteFindsThePublishedBugs() {
        let settings = VerificationSettings(cases: 200, seed: 3, failuresDirectory: VerifyTests.folder(), saveFailures: false)
        let suite = ScrollSuite.declared(ParallelWindowDeclaration.self)
        let model = ScrollProof.verify(suite, settings: settings) { c, t in try ParallelWindow(configuration: c, windowTop: t) }
        #expect(model.count == 6 && model.allSatisfy { $0.failure == nil }, "\(model.compactMap(\.failure?.report))")
        var published: [RunResult] = []
        withKnownIssue {
            published = ScrollProof.verify(suite, settings: settings) { c, t in PublishedParallelWindow(configuration: c, windowTop: t) }
        }
        let found = Set(published.compactMap(\.failure?.violation.invariant))
        #expect(found.isSuperset(of: ["noGap", "pathIndependence", "refusedInputKeepsState"]), "\(found)")
    }
}

/// The rolling banner declared through the public API (``RollingBannerDeclaration``), with its
/// page turns as invariants with a memory and its release rule as a release invariant, judges
/// as its built-in checker does: every invariant's first violation is the same (invariant and
/// frame, release queries included) over generated runs of the model, the published port and
/// the boundary mutants; and the declared suite finds the published bugs.
@Suite struct DeclaredRollingBannerParityTests {
    typealias Declared = DeclaredChecker<RollingBannerDeclaration>

    static let implementations: [(String, @Sendable (RollingBannerConfiguration) -> any RollingBannerImplementation)] = [
        ("model", { c in RollingBanner(configuration: c) }),
        ("published", { c in PublishedRollingBanner(configuration: c) }),
        ("turn at |m| > w", { c in MutantCarousel(c, mutation: .turnStrict) }),
        ("far at |m| > 0.3w", { c in MutantCarousel(c, mutation: .farStrict) }),
        ("flung at |m| > 0.1w", { c in MutantCarousel(c, mutation: .flungStrict) }),
    ]

    static func record<E: RollingBannerImplementation>(_ effect: E, _ inputs: [Double]) -> RollingBannerTrace {
        ScrollTrace.recordReleasing(effect, initialInput: effect.configuration.width, inputs: inputs)
    }

    @Test func everyInvariantBreaksAtTheSameFrame() throws {
        #expect(Declared.invariants.map(\.name) == RollingBannerChecker.invariants.map(\.name))
        try DeclaredBuiltInParityTests.expectSameFirstViolations(RollingBannerInvariants.all, (0..<Declared.invariants.count).map { Declared.oracle($0) }, cases: DeclaredBuiltInParityTests.cases / 2) { index in
            let value = try Suites.rollingBanner.cases.generate(seed: DeclaredBuiltInParityTests.seed(index)).value
            guard let c = value.configuration.configuration, let input = value.input else { return [] }
            return Self.implementations.map { name, make in (name, Self.record(make(c), input.offsets)) }
        }
    }

    @Test func theDeclaredSuiteFindsThePublishedBugs() {
        let settings = VerificationSettings(cases: 300, seed: 3, failuresDirectory: VerifyTests.folder(), saveFailures: false)
        let suite = ScrollSuite.declared(RollingBannerDeclaration.self)
        let model = ScrollProof.verify(suite, settings: settings) { c, _ in RollingBanner(configuration: c) }
        #expect(model.count == 6 && model.allSatisfy { $0.failure == nil }, "\(model.compactMap(\.failure?.report))")
        var published: [RunResult] = []
        withKnownIssue {
            published = ScrollProof.verify(suite, settings: settings) { c, _ in PublishedRollingBanner(configuration: c) }
        }
        let found = Set(published.compactMap(\.failure?.violation.invariant))
        #expect(found.isSuperset(of: ["releaseRule", "refusedInputKeepsState"]), "\(found)")
    }
}

/// The profile header declared through the public API (``ProfileHeaderDeclaration``), its blur
/// an invariant with a memory that reports a broken monotonicity at the end of the case,
/// judges as its built-in checker does: every invariant's first violation is the same
/// (invariant and frame) over generated runs of the model, the published port, a `≥`-for-`>`
/// z-order and a library blur (with and without a dip); and the declared suite finds the
/// published bugs.
@Suite struct DeclaredProfileHeaderParityTests {
    typealias Declared = DeclaredChecker<ProfileHeaderDeclaration>

    static let implementations: [(String, @Sendable (ProfileHeaderConfiguration, Double) throws -> any ProfileHeaderImplementation)] = [
        ("model", { c, o in try ProfileHeader(configuration: c, offset: o) }),
        ("published", { c, o in PublishedProfileHeader(configuration: c, offset: o) }),
        ("z-order at o ≥ s", { c, o in try MutantProfile(c, offset: o, mutated: true) }),
        ("early blur", { c, o in try EarlyBlurProfileHeader(c, offset: o) }),
        ("early blur that dips", { c, o in try EarlyBlurProfileHeader(c, offset: o, blurDips: true) }),
    ]

    @Test func everyInvariantBreaksAtTheSameFrame() throws {
        #expect(Declared.invariants.map(\.name) == ProfileHeaderChecker.invariants.map(\.name))
        try DeclaredBuiltInParityTests.expectSameFirstViolations(ProfileHeaderInvariants.all, (0..<Declared.invariants.count).map { Declared.oracle($0) }, cases: DeclaredBuiltInParityTests.cases / 2) { index in
            let value = try Suites.profileHeader.cases.generate(seed: DeclaredBuiltInParityTests.seed(index)).value
            guard let c = value.configuration.configuration, let input = value.input else { return [] }
            var traces: [(implementation: String, trace: ProfileHeaderTrace)] = []
            for (name, make) in Self.implementations {
                guard let effect = try? make(c, input.start) else { continue }
                traces.append((name, ScrollTrace.record(effect, initialInput: input.start, inputs: input.offsets)))
            }
            return traces
        }
    }

    @Test func theDeclaredSuiteFindsThePublishedBugs() {
        let settings = VerificationSettings(cases: 300, seed: 3, failuresDirectory: VerifyTests.folder(), saveFailures: false)
        let suite = ScrollSuite.declared(ProfileHeaderDeclaration.self)
        let model = ScrollProof.verify(suite, settings: settings) { c, o in try ProfileHeader(configuration: c, offset: o) }
        #expect(model.count == 8 && model.allSatisfy { $0.failure == nil }, "\(model.compactMap(\.failure?.report))")
        var published: [RunResult] = []
        withKnownIssue {
            published = ScrollProof.verify(suite, settings: settings) { c, o in PublishedProfileHeader(configuration: c, offset: o) }
        }
        let found = Set(published.compactMap(\.failure?.violation.invariant))
        #expect(found.isSuperset(of: ["blurAlpha", "zOrder", "pathIndependence", "refusedInputKeepsState"]), "\(found)")
    }

    /// The deferred report: a blur that falls at one frame and leaves [0, 1] at a later one is
    /// reported at the later frame (a range break takes precedence), and one that only falls
    /// is reported where it fell, once the case is over; the declaration and the built-in agree.
    @Test func aBrokenMonotonicityIsReportedAtTheEnd() throws {
        let c = try ProfileHeaderConfiguration()
        let inputs = [110.0, 115, 120, 125, 126]
        let model = try ProfileHeader(configuration: c, offset: 100)
        var trace = ScrollTrace.record(model, initialInput: 100, inputs: inputs)
        trace.steps[1].output?.blurAlpha = 0.1          // falls from frame 0 to frame 1
        trace.steps[1].state = trace.steps[1].output!
        let declared = Declared.oracle(2), builtIn = ProfileHeaderInvariants.blurAlpha
        #expect(declared.name == "blurAlpha" && builtIn.name == "blurAlpha")
        #expect(declared.check(trace)?.frame == 1 && builtIn.check(trace)?.frame == 1)
        trace.steps[3].output?.blurAlpha = 1.5          // and leaves [0, 1] later
        trace.steps[3].state = trace.steps[3].output!
        #expect(declared.check(trace)?.frame == 3 && builtIn.check(trace)?.frame == 3)
        #expect(declared.check(trace)?.explanation == "blurAlpha left [0, 1]")
    }
}
