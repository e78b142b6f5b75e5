import Foundation
import ScrollProof
import Testing

/// A factory that hands every case one captured main-actor object is an adapter mistake, not a
/// bug of the code: each report of such a run says so, for an offset-driven effect, a fly screen
/// and an event-driven one (snapping: `SnapTargetUserTests`), and a run with a new object per
/// case gets no such hint (issue 65).
@MainActor @Suite struct AdapterHintTests {
    static let hint = "hint: the factory handed out the same"

    static func settings(_ seed: UInt64) -> VerificationSettings { VerificationSettings(cases: 60, seed: seed, saveFailures: false) }

    /// Every failure of the run names the shared object's type.
    static func expectEveryReportNames(_ type: String, _ results: [RunResult]) {
        let failures = results.flatMap(\.failures)
        #expect(!failures.isEmpty, "the shared \(type) broke nothing")
        for failure in failures { #expect(failure.report.contains("\(hint) \(type) twice"), "\(failure.report)") }
    }

    @Test func aBannerViewSharedByEveryCase() throws {
        let shared = try MainActorBanner(try BannerHoverConfiguration(bannerHeight: 280, hoverHeight: 65), offset: 0)
        var results: [RunResult] = []
        withKnownIssue("one banner for every case") {
            results = ScrollProof.verify(Suites.bannerHover, settings: Self.settings(5), mainActor: { _, _ in shared })
        }
        Self.expectEveryReportNames("MainActorBanner", results)
        let fresh = ScrollProof.verify(Suites.bannerHover, settings: Self.settings(5), mainActor: { c, o in try MainActorBanner(c, offset: o) })
        #expect(fresh.allSatisfy { $0.failure == nil } && !fresh.contains { $0.failures.contains { $0.report.contains(Self.hint) } })
    }

    @Test func aFlyViewSharedByEveryCase() throws {
        let shared = MainActorFlyView(ProseFlyScreen(try FlyScreenConfiguration(screenWidth: 400, rows: 2, rowHeight: 20, duration: 4)))
        var results: [RunResult] = []
        withKnownIssue("one fly view for every case") {
            results = ScrollProof.verify(Suites.flyScreen, settings: Self.settings(6), mainActor: { _ in shared })
        }
        Self.expectEveryReportNames("MainActorFlyView<ProseFlyScreen>", results)
    }

    /// A value captured by the factory is copied into every case and carries nothing from one
    /// to the next: no hint blames it, though a pager made for one configuration breaks the
    /// others' rules.
    @Test func aValueCapturedByTheFactoryIsNoSharedInstance() throws {
        let captured = AppPager(try SnapTargetConfiguration(containerLength: 390, layout: .pages(length: 390), contentLength: 1950))
        var results: [RunResult] = []
        withKnownIssue("one configuration's pager for every configuration") {
            results = ScrollProof.verify(try Suites.snapTarget.selecting(.level(.safety)), settings: Self.settings(7)) { _ in captured } step: { p, e in
                p.answer(e)
            }
        }
        let failures = results.flatMap(\.failures)
        #expect(!failures.isEmpty)
        for failure in failures { #expect(!failure.report.contains(Self.hint), "\(failure.report)") }
    }
}
