import Foundation
import PropertyTestSupport
import Originals
import ScrollProof
import Testing

/// Any value implementation held by a main-actor class, as a UIKit view holds its state: the
/// class twin of the value it wraps. Every drive mutates the one object the factory returned.
@MainActor
final class ViewClass<Base: ScrollDrivenEffect>: MainActorScrollDrivenEffect {
    private var base: Base
    init(_ base: Base) { self.base = base }
    var configuration: Base.Configuration { base.configuration }
    var lastFrame: Base.Frame { base.lastFrame }
    func update(_ input: Double) throws(InputError) -> Base.Frame { try base.update(input) }
}

/// The class twin of a carousel, release rule included.
@MainActor
final class ReleasingViewClass<Base: ReleasingEffect>: MainActorReleasingEffect {
    private var base: Base
    init(_ base: Base) { self.base = base }
    var configuration: Base.Configuration { base.configuration }
    var lastFrame: Base.Frame { base.lastFrame }
    func update(_ input: Double) throws(InputError) -> Base.Frame { try base.update(input) }
    func releaseTarget(velocity: Double) throws(InputError) -> Double { try base.releaseTarget(velocity: velocity) }
}

/// The class twin of observer bookkeeping.
@MainActor
final class RegistryClass<Base: DisplayLifecycleObserving>: MainActorDisplayLifecycleObserving {
    private var base: Base
    init(_ base: Base) { self.base = base }
    func apply(_ event: DisplayEvent) -> ObserverRegistryFrame { base.apply(event) }
}

/// The class twin of a fly screen.
@MainActor
final class FlyScreenClass<Base: FlyScreenSimulating>: MainActorFlyScreenSimulating {
    private var base: Base
    init(_ base: Base) { self.base = base }
    var configuration: FlyScreenConfiguration { base.configuration }
    var now: Double { base.now }
    var events: [FlyScreenEvent] { base.events }
    nonisolated static var features: FlyScreenFeatures { Base.features }
    func insert(id: Int, width: Double) -> FlyScreenInsertResult { base.insert(id: id, width: width) }
    func sync(id: Int, width: Double, progress: Double) -> FlyScreenInsertResult { base.sync(id: id, width: width, progress: progress) }
    func insert(id: Int, width: Double, duration: Double) -> FlyScreenInsertResult { base.insert(id: id, width: width, duration: duration) }
    func pause() { base.pause() }
    func resume() { base.resume() }
    func advance(to time: Double) throws(InputError) { try base.advance(to: time) }
    func hitTest(x: Double, y: Double) -> Int? { base.hitTest(x: x, y: y) }
    func tap(x: Double, y: Double) -> FlyScreenTapResult { base.tap(x: x, y: y) }
}

/// SPEC §0: an implementation under test may be a class, and every run of a case (the
/// streaming pass, the recording, each shrink step, the replay) starts from a new instance.
/// Each effect's port of the published code carries a path-dependent bug (state carried from
/// frame to frame); its class twin, run with the same seed, must get the same report, byte
/// for byte, and the report's start frame must be the one the factory really made. The value
/// runs off the main actor and the class on it (a test run serves the main actor after every
/// other test, so its work there is a serial tail).
@Suite struct ClassValueTwinTests {
    /// One folder for both twins (nothing is saved; the report names where it would be).
    static let folder = VerifyTests.folder()

    /// 400 cases with `SCROLLPROOF_FULL=1` (which `.ci/run` sets), searching on for distinct
    /// failures as by default; 60 otherwise, stopping at each property's first failure.
    static func settings(_ seed: UInt64) -> VerificationSettings {
        PropertyTestSupport.firstFailures(VerificationSettings(
            cases: PropertyTestSupport.sweep(60, full: 400), seed: seed, failuresDirectory: folder, saveFailures: false))
    }

    /// Three seeds with `SCROLLPROOF_FULL=1`, one otherwise.
    static let seeds: [UInt64] = PropertyTestSupport.sweep([41], full: [3, 41, 977])

    /// The reports of two runs, property by property; both must have found something.
    static func expectSameReports(_ value: [RunResult], _ reference: [RunResult], _ effect: String) {
        #expect(value.count == reference.count, "\(effect)")
        #expect(value.contains { $0.failure != nil }, "\(effect): the planted bug was not found")
        for (v, r) in zip(value, reference) {
            #expect(v.failure?.report == r.failure?.report, "\(effect): \(v.property) differs between the value and the class")
            #expect(v.failure?.frames == r.failure?.frames)
            #expect(v.cases == r.cases && v.frames == r.frames)
        }
    }

    @Test(arguments: seeds)
    func parallelWindow(seed: UInt64) async {
        var value: [RunResult] = [], reference: [RunResult] = []
        await withKnownIssue {
            value = ScrollProof.verify(Suites.parallelWindow, settings: Self.settings(seed)) { c, t in PublishedParallelWindow(configuration: c, windowTop: t) }
            reference = await MainActor.run { ScrollProof.verify(Suites.parallelWindow, settings: Self.settings(seed)) { c,
                t in ViewClass(PublishedParallelWindow(configuration: c, windowTop: t)) } }
        }
        Self.expectSameReports(value, reference, "parallelWindow")
        // The report starts where the factory put the cell: at the case's window top, not at a
        // state left behind by an earlier drive of the same object.
        for failure in value.compactMap(\.failure) {
            #expect(!failure.report.contains("initialState"), "\(failure.report)")
        }
    }

    @Test(arguments: seeds)
    func bannerHover(seed: UInt64) async {
        var value: [RunResult] = [], reference: [RunResult] = []
        await withKnownIssue {
            value = ScrollProof.verify(Suites.bannerHover, settings: Self.settings(seed)) { c, _ in PublishedBannerHover(configuration: c) }
            reference = await MainActor.run {
                ScrollProof.verify(Suites.bannerHover, settings: Self.settings(seed)) { c, _ in ViewClass(PublishedBannerHover(configuration: c)) }
            }
        }
        Self.expectSameReports(value, reference, "bannerHover")
    }

    @Test(arguments: seeds)
    func rollingBanner(seed: UInt64) async {
        var value: [RunResult] = [], reference: [RunResult] = []
        await withKnownIssue {
            value = ScrollProof.verify(Suites.rollingBanner, settings: Self.settings(seed)) { c, _ in PublishedRollingBanner(configuration: c) }
            reference = await MainActor.run { ScrollProof.verify(Suites.rollingBanner, settings: Self.settings(seed)) { c,
                _ in ReleasingViewClass(PublishedRollingBanner(configuration: c)) } }
        }
        Self.expectSameReports(value, reference, "rollingBanner")
        // The release rule is asked of the class too.
        #expect(reference.first { $0.property == "rollingBanner.release" }?.failure != nil)
    }

    @Test(arguments: seeds)
    func profileHeader(seed: UInt64) async {
        var value: [RunResult] = [], reference: [RunResult] = []
        await withKnownIssue {
            value = ScrollProof.verify(Suites.profileHeader, settings: Self.settings(seed)) { c, o in PublishedProfileHeader(configuration: c, offset: o) }
            reference = await MainActor.run { ScrollProof.verify(Suites.profileHeader, settings: Self.settings(seed)) { c,
                o in ViewClass(PublishedProfileHeader(configuration: c, offset: o)) } }
        }
        Self.expectSameReports(value, reference, "profileHeader")
    }

    @Test(arguments: seeds)
    func observerRegistry(seed: UInt64) async {
        var value: [RunResult] = [], reference: [RunResult] = []
        await withKnownIssue {
            value = ScrollProof.verify(Suites.observerRegistry, settings: Self.settings(seed)) { PublishedObserverBookkeeping() }
            reference = await MainActor.run {
                ScrollProof.verify(Suites.observerRegistry, settings: Self.settings(seed)) { RegistryClass(PublishedObserverBookkeeping()) }
            }
        }
        Self.expectSameReports(value, reference, "observerRegistry")
    }

    @Test(arguments: seeds)
    func flyScreen(seed: UInt64) async {
        var value: [RunResult] = [], reference: [RunResult] = []
        await withKnownIssue {
            value = ScrollProof.verify(Suites.flyScreen, settings: Self.settings(seed)) { c in PublishedFlyView(configuration: c) }
            reference = await MainActor.run {
                ScrollProof.verify(Suites.flyScreen, settings: Self.settings(seed)) { c in FlyScreenClass(PublishedFlyView(configuration: c)) }
            }
        }
        Self.expectSameReports(value, reference, "flyScreen")
    }

    /// A danmaku view that seeks, with the library's seek bug: its class twin, declaring the
    /// same features through the main-actor protocol, gets the same workloads with seeks and
    /// the same report.
    @Test(arguments: seeds)
    func flyScreenSeeking(seed: UInt64) async throws {
        var value: [RunResult] = [], reference: [RunResult] = []
        let safety = try Suites.flyScreen.selecting(.level(.safety))
        await withKnownIssue {
            value = ScrollProof.verify(safety, settings: Self.settings(seed)) { c in TrackDanmaku(c, seekBecomesLast: true) }
            reference = await MainActor.run {
                ScrollProof.verify(safety, settings: Self.settings(seed)) { c in FlyScreenClass(TrackDanmaku(c, seekBecomesLast: true)) }
            }
        }
        #expect(value.contains { $0.failure?.report.contains("sync #") == true })
        Self.expectSameReports(value, reference, "flyScreen")
    }
}
