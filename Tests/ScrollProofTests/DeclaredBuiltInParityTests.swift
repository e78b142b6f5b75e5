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

    static var cases: Int { ProcessInfo.processInfo.environment["SCROLLPROOF_FULL"] == "1" ? 3_000 : 300 }

    /// The implementations judged: SPEC's model, the published port, and planted bugs.
    static let implementations: [(String, @Sendable (BannerHoverConfiguration, Double) throws -> any BannerHoverImplementation)] = [
        ("model", { c, o in try BannerHover(configuration: c, offset: o) }),
        ("published", { c, _ in PublishedBannerHover(configuration: c) }),
        ("fires only from the interior", { c, o in try HandWrittenBanner(c, offset: o, firesOnlyFromInterior: true) }),
        ("percent <= eps", { c, o in try MutantBanner(c, offset: o, mutation: .collapsedAtEps) }),
        ("stretching past 1", { c, o in try StretchingBanner(c, offset: o) }),
        ("callback twice", { c, o in try StretchingBanner(c, offset: o, bug: .expandedFiresWhileStretching) }),
    ]

    static func record<E: BannerHoverImplementation>(_ effect: E, _ start: Double, _ inputs: [Double]) -> BannerHoverTrace {
        ScrollTrace.record(effect, initialInput: start, inputs: inputs)
    }

    @Test func everyInvariantBreaksAtTheSameFrame() throws {
        let builtIn = BannerHoverInvariants.all
        let declared = (0..<Declared.invariants.count).map { Declared.oracle($0) }
        #expect(builtIn.map(\.name) == declared.map(\.name))
        #expect(builtIn.map(\.level) == declared.map(\.level))
        var compared = 0, broken = 0
        for index in 0..<Self.cases {
            let value = try Suites.bannerHover.cases.generate(seed: UInt64(index) &* 0x9E37_79B9_7F4A_7C15).value
            guard let c = value.configuration.configuration, let input = value.input else { continue }
            for (name, make) in Self.implementations {
                guard let effect = try? make(c, input.start) else { continue }
                let trace = Self.record(effect, input.start, input.offsets)
                for (b, d) in zip(builtIn, declared) {
                    let expected = b.check(trace), got = d.check(trace)
                    #expect(expected?.frame == got?.frame, "\(name), case \(index): \(b.name): built-in \(expected.map { "\($0)" } ?? "holds"), declared \(got.map { "\($0)" } ?? "holds")")
                    if expected?.frame != got?.frame { return }
                    if expected != nil { broken += 1 }
                    compared += 1
                }
            }
        }
        #expect(compared >= Self.cases * 20 && broken >= Self.cases / 2, "\(compared) compared, \(broken) broken")
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

    static func record<E: ParallelWindowImplementation>(_ effect: E, _ start: Double, _ inputs: [Double]) -> ParallelWindowTrace {
        ScrollTrace.record(effect, initialInput: start, inputs: inputs)
    }

    @Test func everyInvariantBreaksAtTheSameFrame() throws {
        let builtIn = ParallelWindowInvariants.all
        let declared = (0..<Declared.invariants.count).map { Declared.oracle($0) }
        #expect(builtIn.map(\.name) == declared.map(\.name))
        #expect(builtIn.map(\.level) == declared.map(\.level))
        var compared = 0, broken = 0
        for index in 0..<DeclaredBuiltInParityTests.cases {
            let value = try Suites.parallelWindow.cases.generate(seed: UInt64(index) &* 0x9E37_79B9_7F4A_7C15).value
            guard let c = value.configuration.configuration, let input = value.input else { continue }
            for (name, make) in Self.implementations {
                guard let effect = try? make(c, input.start) else { continue }
                let trace = Self.record(effect, input.start, input.offsets)
                for (b, d) in zip(builtIn, declared) {
                    let expected = b.check(trace), got = d.check(trace)
                    #expect(expected?.frame == got?.frame, "\(name), case \(index): \(b.name): built-in \(expected.map { "\($0)" } ?? "holds"), declared \(got.map { "\($0)" } ?? "holds")")
                    if expected?.frame != got?.frame { return }
                    if expected != nil { broken += 1 }
                    compared += 1
                }
            }
        }
        #expect(compared >= DeclaredBuiltInParityTests.cases * 20 && broken >= DeclaredBuiltInParityTests.cases / 2, "\(compared) compared, \(broken) broken")
    }

    @Test func theDeclaredSuiteFindsThePublishedBugs() {
        let settings = VerificationSettings(cases: 400, seed: 3, failuresDirectory: VerifyTests.folder(), saveFailures: false)
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
