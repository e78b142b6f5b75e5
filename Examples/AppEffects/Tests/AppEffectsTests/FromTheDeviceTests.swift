import AppEffects
import AppEffectsProofs
import Foundation
import ScrollProof
import Testing
import TraceFormat

/// From the device to a test: each debug monitor's file, replayed through the app's own code
/// with `ScrollProof.replay`, reproduces, is shrunk to a few frames, is saved, and is replayed
/// first by the next `verify` of the test; the fixed code does not reproduce it.
@MainActor @Suite struct FromTheDeviceTests {
    static func folder(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("app-from-device-\(name)-\(UUID().uuidString)")
    }

    /// A QA session on the feed's banner: drags through the hover for a while, then
    /// scroll-to-top's jump from one edge straight to the other, which the buggy banner does not
    /// announce, then more drags.
    static var bannerSession: [Double] {
        var offsets: [Double] = []
        for k in 0..<300 { offsets.append(-200 + 60 * (1 - cos(Double(k) / 15)) / 2) }
        offsets += [-200, 0, 0, -40, -120, -200]
        for k in 0..<100 { offsets.append(-200 + 30 * (1 - cos(Double(k) / 10)) / 2) }
        return offsets
    }

    @Test func theBannersFileBecomesAShrunkTestOfTheAppsCode() throws {
        let traces = Self.folder("banner-traces"), failures = Self.folder("banner-failures")
        defer { try? FileManager.default.removeItem(at: traces); try? FileManager.default.removeItem(at: failures) }
        // On the device: the monitor writes the file.
        let banner = StickyBannerController(bannerHeight: 200, hoverHeight: 64, contentOffsetY: -200)
        banner.announcesOnlyFromTheMiddle = true
        let monitor = try StickyBannerMonitor(banner, contentOffsetY: -200, options: MonitorOptions(folder: traces.path, handler: { _ in }))
        for offset in Self.bannerSession {
            banner.scrollViewDidScroll(contentOffsetY: offset)
            monitor.scrollViewDidScroll(contentOffsetY: offset)
        }
        let report = try #require(monitor.reports.first { $0.violation.invariant == "edgeEventsExactlyOnce" })
        let file = URL(fileURLWithPath: try #require(report.file))
        // In the test target: the file against the app's code.
        let settings = VerificationSettings(cases: 50, failuresDirectory: failures)
        var result: ReplayResult?
        withKnownIssue("the banner announces only from the middle") {
            result = try ScrollProof.replay(contentsOf: file, Suites.bannerHover, settings: settings) { c, o in
                StickyBannerAdapter(c, offset: o, announcesOnlyFromTheMiddle: true)
            }
        }
        let found = try #require(result)
        #expect(found.reproduces && found.invariant == "edgeEventsExactlyOnce" && found.fileFrames > 300)
        #expect(try #require(found.shrunkFrames) <= 3, "\(found.report)")
        let saved = try #require(found.saved)
        #expect(FileManager.default.fileExists(atPath: saved.path))
        // The next run of the suite replays the saved case first.
        let edgeEvents = try Suites.bannerHover.selecting(.only(["edgeEvents"]))
        withKnownIssue("the banner announces only from the middle") {
            ScrollProof.verify(edgeEvents, settings: settings) { c, o in
                StickyBannerAdapter(c, offset: o, announcesOnlyFromTheMiddle: true)
            }
        }
        // Fixed: the file does not reproduce, nothing more is saved.
        let fixed = try ScrollProof.replay(contentsOf: file, Suites.bannerHover, settings: settings) { c, o in StickyBannerAdapter(c, offset: o) }
        #expect(!fixed.reproduces && fixed.saved == nil && fixed.report.contains("does not reproduce"))
    }

    @Test func theTrackersFileBecomesAShrunkTestOfTheAppsCode() throws {
        let traces = Self.folder("feed-traces"), failures = Self.folder("feed-failures")
        defer { try? FileManager.default.removeItem(at: traces); try? FileManager.default.removeItem(at: failures) }
        // On the device: a feed with ten ads, scrolled for a while, reloaded with the first
        // ad still in it, which is held again.
        let tracker = FeedImpressionTracker(fraction: 0.5, seconds: 1)
        tracker.forgetsCountedAdsOnReload = true
        let feed = try FeedImpressionMonitor(tracker, options: MonitorOptions(folder: traces.path, handler: { _ in }))
        let ads = (1...10).map { "ad-\($0)" }
        feed.feedDidReload(ads)
        var t = 0.0
        for row in 0..<8 {
            let cell = "cell-\(row % 3)"
            feed.cellWillDisplay(cell, at: row)
            for _ in 0..<6 { t += 0.25; feed.layoutDidChange(at: t, visible: [(cell, row, 0.9)]) }
            feed.cellDidEndDisplaying(cell, at: row)
        }
        feed.feedDidReload(ads)
        feed.cellWillDisplay("cell-0", at: 0)
        for _ in 0..<6 { t += 0.25; feed.layoutDidChange(at: t, visible: [("cell-0", 0, 0.9)]) }
        feed.finish()
        let report = try #require(feed.reports.first { $0.violation.invariant == "impressionAtMostOncePerItem" }, "\(feed.reports.map(\.text))")
        let file = URL(fileURLWithPath: try #require(report.file))
        // In the test target.
        let suite = EventSuite.declared(ImpressionTracking.self)
        let settings = VerificationSettings(cases: 50, failuresDirectory: failures)
        var result: ReplayResult?
        withKnownIssue("a reload forgets which ads were counted") {
            result = try ScrollProof.replay(contentsOf: file, suite, settings: settings) { rule in ImpressionTrackerAdapter(rule, forgetsCountedAdsOnReload: true) }
        }
        let found = try #require(result)
        #expect(found.reproduces && found.invariant == "impressionAtMostOncePerItem" && found.fileFrames > 50)
        #expect(try #require(found.shrunkFrames) <= 10, "\(found.report)")
        // Shrunk in an order UIKit sends: the first display ends before the reload (an app's
        // code may look its cell up by `willDisplay`; the shrink once dropped the end).
        #expect(found.report.contains("didEndDisplaying(cell0, row 0)"), "\(found.report)")
        #expect(found.saved != nil)
        withKnownIssue("a reload forgets which ads were counted") {
            ScrollProof.verify(suite, settings: settings) { rule in ImpressionTrackerAdapter(rule, forgetsCountedAdsOnReload: true) }
        }
        let fixed = try ScrollProof.replay(contentsOf: file, suite, settings: settings) { rule in ImpressionTrackerAdapter(rule) }
        #expect(!fixed.reproduces && fixed.saved == nil)
    }

    /// The pager that pages by the container's width (SwiftUI's own paging): a session of
    /// swipes on a phone held upright, turned to landscape and back; after the rotation another
    /// page shows. Its `EventMonitor` writes the file; the app's behavior replays it.
    @Test func thePagersFileBecomesAShrunkTestOfTheAppsCode() throws {
        let traces = Self.folder("pager-traces"), failures = Self.folder("pager-failures")
        defer { try? FileManager.default.removeItem(at: traces); try? FileManager.default.removeItem(at: failures) }
        let c = try SnapTargetConfiguration(containerLength: 390, layout: .containerPages(count: 6), flickThreshold: 200, told: .proposalAndVelocity)
        var pager = BehaviorSnapAdapter(c, pagesByContainer: true)
        var monitor = EventMonitor(SnapTarget.self, configuration: c, options: MonitorOptions(folder: traces.path, handler: { _ in }), writer: TraceWriter.json)
        // Each swipe from where the last one came to rest; a rotation after the eighth, and back
        // after the tenth.
        var offset = 0.0
        func feed(_ event: SnapEvent) {
            let answer = pager.answer(event)
            monitor.record(event, answer: answer)
            if let target = answer.target { offset = target }
        }
        for k in 0..<12 {
            let velocity: Double = k % 3 == 2 ? 0 : (k < 6 ? 800 : -800)
            feed(.release(offset: offset, velocity: velocity, proposal: offset + velocity * 0.45 + (k % 2 == 0 ? 37 : -12)))
            if k == 7 { feed(.resize(containerLength: 844)) }
            if k == 9 { feed(.resize(containerLength: 390)) }
        }
        monitor.finish()
        let report = try #require(monitor.reports.first { $0.violation.invariant.hasPrefix("resize") || $0.violation.invariant.contains("Resize") }, "\(monitor.reports.map(\.text))")
        let file = URL(fileURLWithPath: try #require(report.file))
        let settings = VerificationSettings(cases: 50, failuresDirectory: failures)
        var result: ReplayResult?
        withKnownIssue("rounds the old offset to the new container's width") {
            result = try ScrollProof.replay(contentsOf: file, Suites.snapTarget, settings: settings) { c in BehaviorSnapAdapter(c, pagesByContainer: true) } step: { p, e in
                p.answer(e)
            }
        }
        let found = try #require(result)
        #expect(found.reproduces && found.invariant == report.violation.invariant)
        let shrunk = try #require(found.shrunkFrames)
        #expect(shrunk <= 3, "\(found.report)")
        // A release and the rotation.
        #expect(found.saved != nil && found.report.contains("resize"), "\(found.report)")
        // (A SwiftUI behavior cannot keep its place across a rotation at all, SPEC §8: the
        // behavior without the bug breaks the rule too; only code that sees the rotation can.)
    }

    /// The danmaku view with the published seek bug: a session of comments, then a seek that
    /// syncs a comment behind the first and a wide comment shot behind them, which runs into
    /// the first. The monitor's file, replayed through the app's view.
    @Test func theDanmakusFileBecomesAShrunkTestOfTheAppsCode() throws {
        let traces = Self.folder("danmaku-traces"), failures = Self.folder("danmaku-failures")
        defer { try? FileManager.default.removeItem(at: traces); try? FileManager.default.removeItem(at: failures) }
        let view = DanmakuView(width: 300, trackCount: 1, trackHeight: 20, duration: 4)
        view.syncedCommentBecomesLast = true
        let monitor = try DanmakuMonitor(view, options: MonitorOptions(folder: traces.path, handler: { _ in }))
        // A while of ordinary comments first.
        var id = 100
        for k in 0..<12 {
            monitor.shoot(id: id, width: 40 + Double(k % 4) * 10)
            id += 1
            monitor.tick(to: Double(k) * 2.5 + 2.5)
        }
        let t0 = 31.0
        monitor.tick(to: t0)
        monitor.shoot(id: 1, width: 50)
        monitor.tick(to: t0 + 1)
        monitor.sync(id: 2, width: 50, progress: 0.75)
        monitor.shoot(id: 3, width: 200)
        for t in stride(from: t0 + 1.5, through: t0 + 8, by: 0.5) { monitor.tick(to: t) }
        monitor.finish()
        let report = try #require(monitor.reports.first { $0.violation.invariant == "minimumGap" }, "\(monitor.reports.map(\.text))")
        let file = URL(fileURLWithPath: try #require(report.file))
        let settings = VerificationSettings(cases: 50, failuresDirectory: failures)
        var result: ReplayResult?
        withKnownIssue("a comment synced behind the rightmost one becomes its track's last") {
            result = try ScrollProof.replay(contentsOf: file, Suites.flyScreen, settings: settings) { c in DanmakuAdapter(c, seekBug: true) }
        }
        let found = try #require(result)
        #expect(found.reproduces && found.invariant == "minimumGap" && found.fileFrames > 20, "\(found.report)")
        // Its steps are operations, as the fly screen's reports count them.
        #expect(found.report.contains(" operations, shrunk to "), "\(found.report)")
        #expect(try #require(found.shrunkFrames) <= 5, "\(found.report)")
        // Its moments moved together: the case starts at 0, not at the session's t 31.
        #expect(found.report.contains("op 0: t 0 "), "\(found.report)")
        let saved = try #require(found.saved)
        // The saved file writes the time between moments (and after the last) as operations too: the
        // report says how many, as check-trace counts them.
        let written = try JSONSerialization.jsonObject(with: try Data(contentsOf: saved)) as? [String: Any]
        let fileSteps = try #require((written?["steps"] as? [Any])?.count)
        let shrunkFrames = try #require(found.shrunkFrames)
        #expect(fileSteps >= shrunkFrames)
        #expect(fileSteps == found.shrunkFrames || found.report.contains("its file: \(fileSteps) operations"), "\(found.report)")
        // The next verify replays the saved case first, and its results say so: the file counted
        // by every property, its failure first in the one whose rule it breaks.
        var results: [RunResult] = []
        withKnownIssue("the saved case still breaks minimumGap") {
            results = ScrollProof.verify(Suites.flyScreen, settings: VerificationSettings(cases: 5, seed: 1, failuresDirectory: failures,
                saveFailures: false)) { c in DanmakuAdapter(c, seekBug: true) }
        }
        #expect(!results.isEmpty && results.allSatisfy { $0.replayedFiles >= 1 }, "\(results.map(\.replayedFiles))")
        let fromFile = results.compactMap(\.failure).filter { if case let .file(path) = $0.origin { path.hasSuffix(saved.lastPathComponent) } else { false } }
        #expect(fromFile.contains { $0.violation.invariant == "minimumGap" }, "\(results.compactMap(\.failure).map(\.origin))")
        let fixed = try ScrollProof.replay(contentsOf: file, Suites.flyScreen, settings: settings) { c in DanmakuAdapter(c) }
        #expect(!fixed.reproduces && fixed.saved == nil, "\(fixed.report)")
        #expect(fixed.report.contains(" operations (fixed, or"), "\(fixed.report)")
    }
}
