import Foundation
import PropertyTestSupport
import ScrollProof
import Testing

@Suite struct VerifyTests {
    /// A temporary failures folder, so the tests leave nothing beside themselves.
    static func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("scrollproof-failures-\(UUID().uuidString)")
    }

    @Test func aCorrectImplementationPasses() {
        let results = ScrollProof.verify(Suites.bannerHover, settings: .init(cases: 300, failuresDirectory: Self.folder())) { c, o in
            try HandWrittenBanner(c, offset: o)
        }
        #expect(results.map(\.property) == Suites.bannerHover.groups.map { "bannerHover.\($0.name)" })
        #expect(results.allSatisfy { $0.failure == nil && $0.cases > 0 })
    }

    /// An adapter need not be `Sendable`: a struct holding the app's plain class is verified.
    @Test func aNonSendableImplementationIsVerified() {
        let results = ScrollProof.verify(Suites.bannerHover, settings: .init(cases: 300, failuresDirectory: Self.folder())) { c, o in
            try NonSendableBannerAdapter(c, offset: o)
        }
        #expect(results.count == Suites.bannerHover.groups.count)
        #expect(results.allSatisfy { $0.failure == nil && $0.cases == 300 })
    }

    /// The banner's suite for a test about its edge events: in a plain run that group alone (the
    /// others would pass 2,000 cases each), every group with `SCROLLPROOF_FULL=1`.
    static func edgeEventsSuite() throws -> ScrollSuite<BannerHover> {
        PropertyTestSupport.isFullSweep ? Suites.bannerHover : try Suites.bannerHover.selecting(.only(["edgeEvents"]))
    }

    @Test func aBuggyImplementationFailsShrunkSavedAndReplayedFirst() throws {
        let folder = Self.folder()
        let settings = VerificationSettings(cases: 2_000, failuresDirectory: folder)
        let suite = try Self.edgeEventsSuite()
        var results: [RunResult] = []
        withKnownIssue {
            results = ScrollProof.verify(suite, settings: settings) { c, o in try HandWrittenBanner(c, offset: o, firesOnlyFromInterior: true) }
        }
        let failure = try #require(results.first { $0.property == "bannerHover.edgeEvents" }?.failure)
        #expect(failure.violation.invariant == "edgeEventsExactlyOnce")
        #expect(failure.frames <= 3)
        #expect(failure.report.contains("saved in \(folder.path)/bannerHover.edgeEvents/"))
        let saved = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("bannerHover.edgeEvents").path).sorted()
        // Each distinct failure's shrunk case and its picture beside it (the bug skips an edge
        // jump either way: one or two distinct failures, by the seed).
        let distinct = try #require(results.first { $0.property == "bannerHover.edgeEvents" }).failures
        #expect((1...2).contains(distinct.count))
        #expect(saved.count == 2 * distinct.count
            && Set(saved.filter { $0.hasSuffix(".svg") }) == Set(saved.filter { !$0.hasSuffix(".svg") }.map { $0 + ".svg" }), "\(saved)")
        #expect(failure.picture.hasPrefix("<?xml") && failure.picture.contains("edgeEventsExactlyOnce"))
        // The next run replays the saved case first and fails on it at once.
        var again: [RunResult] = []
        withKnownIssue {
            again = ScrollProof.verify(suite, settings: settings) { c, o in try HandWrittenBanner(c, offset: o, firesOnlyFromInterior: true) }
        }
        let replayed = try #require(again.first { $0.property == "bannerHover.edgeEvents" })
        #expect(replayed.replayedFiles == distinct.count)
        #expect(replayed.cases == 0)
        #expect(replayed.failures.map(\.report) == distinct.map(\.report))
    }

    @Test func aRunThatChecksNothingIsAnError() {
        var results: [RunResult] = []
        withKnownIssue {
            results = ScrollProof.verify(Suites.bannerHover, settings: .init(cases: 50, failuresDirectory: Self.folder())) { (_,
                _) throws -> HandWrittenBanner in throw Declined() }
        }
        #expect(results.allSatisfy { $0.healthProblem?.contains("no case checked anything") == true })
        #expect(results.allSatisfy { $0.uncheckedReasons.contains("declined by the factory: Declined()") }, "\(results.map(\.uncheckedReasons))")
    }

    /// The suite's own probes (configurations made invalid on purpose, about 3 %) are refused as
    /// expected: counted as probes, never as cases that checked nothing, with no reason to fix.
    @Test func theSuitesOwnProbesAreNotUnchecked() {
        let settings = VerificationSettings(cases: 400, seed: 11, failuresDirectory: Self.folder(), saveFailures: false)
        let results = ScrollProof.verify(Suites.bannerHover, settings: settings) { c, o in try BannerHover(configuration: c, offset: o) }
        #expect(!results.isEmpty && results.allSatisfy { $0.failure == nil && $0.unchecked == 0 && $0.uncheckedReasons.isEmpty })
        #expect(results.allSatisfy { (1...40).contains($0.probes) && $0.probes <= $0.labels["probe", default: 0] }, "\(results.map(\.probes))")
    }

    /// A pin the configuration's initializer refuses checks nothing, and the run names the
    /// field and the rule, for a built-in effect and for the fly screen alike.
    @Test func aRunOfRefusedPinsNamesTheRule() throws {
        let settings = VerificationSettings(cases: 30, failuresDirectory: Self.folder(), saveFailures: false)
        var banner: [RunResult] = [], fly: [RunResult] = []
        let pinnedBanner = try Suites.bannerHover.pinning(["bannerHeight": .fixed(50), "hoverHeight": .fixed(80)])
        let pinnedFly = try Suites.flyScreen.pinning(["rows": .fixed(0)])
        withKnownIssue {
            banner = ScrollProof.verify(pinnedBanner, settings: settings) { c, o in try HandWrittenBanner(c, offset: o, firesOnlyFromInterior: false) }
            fly = ScrollProof.verify(pinnedFly, settings: settings) { c in FlyScreenModel(configuration: c) }
        }
        #expect(!banner.isEmpty && !fly.isEmpty)
        for result in banner + fly {
            let problem = try #require(result.healthProblem, "\(result.property)")
            #expect(problem.contains("no case checked anything"), "\(problem)")
        }
        #expect(banner.allSatisfy { $0.uncheckedReasons == ["""
            configuration refused: BannerHoverConfiguration.hoverHeight = 80.0 breaks the rule: must be less than bannerHeight (50.0)
            """] },
                "\(banner.map(\.uncheckedReasons))")
        #expect(fly.allSatisfy { $0.uncheckedReasons.count == 1 && $0.uncheckedReasons[0].hasPrefix("configuration refused: FlyScreenConfiguration.rows") },
                "\(fly.map(\.uncheckedReasons))")
    }

    @Test func theSeedReplaysTheSameRun() {
        let settings = VerificationSettings(cases: 400, seed: 77, failuresDirectory: Self.folder(), saveFailures: false)
        var first: [RunResult] = [], second: [RunResult] = []
        withKnownIssue {
            first = ScrollProof.verify(Suites.bannerHover, settings: settings) { c, o in try HandWrittenBanner(c, offset: o, firesOnlyFromInterior: true) }
            second = ScrollProof.verify(Suites.bannerHover, settings: settings) { c, o in try HandWrittenBanner(c, offset: o, firesOnlyFromInterior: true) }
        }
        #expect(first.map { $0.failure?.report } == second.map { $0.failure?.report })
        #expect(first.contains { $0.failure != nil })
    }

    @Test func aKnownBugIsExpectedByName() throws {
        let results = ScrollProof.verify(
            try Self.edgeEventsSuite(), settings: .init(cases: 2_000, failuresDirectory: Self.folder(), saveFailures: false),
            expecting: ["edgeEvents": .bug(invariant: "edgeEventsExactlyOnce", description: "fires only from the interior")]
        ) { c, o in try HandWrittenBanner(c, offset: o, firesOnlyFromInterior: true) }
        #expect(results.first { $0.property == "bannerHover.edgeEvents" }?.failure?.violation.invariant == "edgeEventsExactlyOnce")
    }

    @MainActor @Test func aMainActorImplementationIsVerifiedOnTheMainActor() {
        let results = ScrollProof.verify(Suites.bannerHover, settings: .init(cases: 200, failuresDirectory: Self.folder())) { c, o in
            try MainActorBanner(c, offset: o)
        }
        #expect(results.count == Suites.bannerHover.groups.count)
        #expect(results.allSatisfy { $0.failure == nil && $0.cases == 200 })
    }

    @Test func theEnvironmentOverridesTheSettings() throws {
        let settings = try VerificationSettings(cases: 5).applyingEnvironment(["SCROLLPROOF_CASES": "12", "SCROLLPROOF_SEED": "9", "SCROLLPROOF_LABELS": "1"])
        #expect(settings.cases == 12 && settings.seed == 9 && settings.printLabels)
        #expect(throws: RunOptionsError.self) { try VerificationSettings().applyingEnvironment(["SCROLLPROOF_CASES": "none"]) }
    }

    /// Every suite through the public API, as a user calls it: the bundled models pass, from any
    /// isolation, and a port's known bug is found by name.
    @Test func everySuiteRunsOnAnyImplementation() {
        let settings = VerificationSettings(cases: 100, failuresDirectory: Self.folder())
        let results = ScrollProof.verify(Suites.parallelWindow, settings: settings) { c, t in try ParallelWindow(configuration: c, windowTop: t) }
            + ScrollProof.verify(Suites.rollingBanner, settings: settings) { c, _ in RollingBanner(configuration: c) }
            + ScrollProof.verify(Suites.profileHeader, settings: settings) { c, o in try ProfileHeader(configuration: c, offset: o) }
            + ScrollProof.verify(Suites.observerRegistry, settings: settings, ObserverRegistry.init)
            + ScrollProof.verify(Suites.flyScreen, settings: settings, FlyScreenModel.init)
        #expect(results.count == 6 + 5 + 7 + 4 + 9)
        #expect(results.allSatisfy { $0.failure == nil && $0.cases == 100 })
    }

    /// A fly screen judges in the configuration it reports: an app's view with its own width
    /// (the device's, not the one a case asks for) is correct for that width and passes; the
    /// same screen reporting the case's width while flying at its own is caught.
    @Test func aFlyScreenIsJudgedInTheConfigurationItReports() {
        let settings = VerificationSettings(cases: 100, failuresDirectory: Self.folder())
        let honest = ScrollProof.verify(Suites.flyScreen, settings: settings) { c in DeviceWidthFlyScreen(c, reportsItsOwnWidth: true) }
        #expect(honest.allSatisfy { $0.failure == nil && $0.cases == 100 }, "\(honest.compactMap(\.failure))")
        var posing: [RunResult] = []
        withKnownIssue("a screen that flies at another width than it reports") {
            posing = ScrollProof.verify(Suites.flyScreen, settings: settings) { c in DeviceWidthFlyScreen(c, reportsItsOwnWidth: false) }
        }
        #expect(posing.contains { $0.property == "flyScreen.schedule" && $0.failure != nil })
    }

    @MainActor @Test func mainActorRegistryAndFlyScreen() {
        let settings = VerificationSettings(cases: 100, failuresDirectory: Self.folder())
        let registry = ScrollProof.verify(Suites.observerRegistry, settings: settings) { MainActorRegistryAdapter() }
        let fly = ScrollProof.verify(Suites.flyScreen, settings: settings) { c in MainActorFlyView(FlyScreenModel(configuration: c)) }
        #expect((registry + fly).allSatisfy { $0.failure == nil && $0.cases == 100 })
        #expect(registry.count == Suites.observerRegistry.groups.count && fly.count == Suites.flyScreen.groups.count)
    }
}

/// SPEC's model on a screen 375 points wide whatever width a case asks for (an app's view
/// with the device's width), reporting its own configuration or, posing, the case's.
struct DeviceWidthFlyScreen: FlyScreenSimulating {
    static var features: FlyScreenFeatures { FlyScreenModel.features }
    private var model: FlyScreenModel
    let configuration: FlyScreenConfiguration

    init(_ c: FlyScreenConfiguration, reportsItsOwnWidth: Bool) {
        let own = (try? FlyScreenConfiguration(
            screenWidth: 375, rows: c.rows, rowHeight: c.rowHeight, duration: c.duration, minimumGap: min(c.minimumGap, 300), capacity: c.capacity)) ?? c
        model = FlyScreenModel(configuration: own)
        configuration = reportsItsOwnWidth ? own : c
    }

    var now: Double { model.now }
    var events: [FlyScreenEvent] { model.events }
    mutating func insert(id: Int, width: Double) -> FlyScreenInsertResult { model.insert(id: id, width: width) }
    mutating func insert(id: Int, width: Double, duration: Double) -> FlyScreenInsertResult { model.insert(id: id, width: width, duration: duration) }
    mutating func sync(id: Int, width: Double, progress: Double) -> FlyScreenInsertResult { model.sync(id: id, width: width, progress: progress) }
    mutating func pause() { model.pause() }
    mutating func resume() { model.resume() }
    mutating func advance(to time: Double) throws(InputError) { try model.advance(to: time) }
    func hitTest(x: Double, y: Double) -> Int? { model.hitTest(x: x, y: y) }
    mutating func tap(x: Double, y: Double) -> FlyScreenTapResult { model.tap(x: x, y: y) }
}
