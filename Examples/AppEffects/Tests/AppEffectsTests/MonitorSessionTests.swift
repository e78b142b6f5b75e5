import AppEffects
import AppEffectsProofs
import Foundation
import ScrollProof
import Testing
import TraceFormat

/// The debug monitors (`AppEffects/DebugMonitors`) driven by recorded sessions, as QA would
/// scroll the app: the buggy banner, the tracker that counts again after a reload and the
/// danmaku view's seek each trigger the monitor, and the file it writes replays the violation.
/// The banner's and the danmaku's files are built-in effects': `.ci/run` replays them with
/// `scrollproof check-trace` too (`SCROLLPROOF_MONITOR_TRACES` names the folder, and
/// `<file>.expect` the line it must print).
@MainActor @Suite struct MonitorSessionTests {
    /// Where the monitors write: `SCROLLPROOF_MONITOR_TRACES`, or a fresh temporary folder.
    static func folder(_ name: String) -> String {
        if let folder = ProcessInfo.processInfo.environment["SCROLLPROOF_MONITOR_TRACES"] { return folder }
        return (NSTemporaryDirectory() as NSString).appendingPathComponent("app-monitor-\(name)-\(UInt32.random(in: 0 ... .max))")
    }

    /// A recorded session on the feed's banner (200 pt, hovering at 64): a drag up into the
    /// hover and back, a rest, then scroll-to-top's jump from the expanded edge straight to the
    /// collapsed one, and back by a drag. Offsets as `scrollViewDidScroll` delivered them.
    static let bannerSession: [Double] = [
        -200, -196.5, -190, -181.5, -170, -158, -150.5, -158, -171, -185, -196, -200, -200,
        0, 0, -20, -70, -130, -190, -200,
    ]

    @Test func theBannerThatAnnouncesOnlyFromTheMiddleIsCaughtLive() throws {
        let banner = StickyBannerController(bannerHeight: 200, hoverHeight: 64, contentOffsetY: -200)
        banner.announcesOnlyFromTheMiddle = true
        var collapses = 0
        banner.onCollapse = { collapses += 1 }
        var handed: [MonitorReport] = []
        let folder = Self.folder("banner")
        let monitor = try StickyBannerMonitor(banner, contentOffsetY: -200, options: MonitorOptions(folder: folder, handler: { handed.append($0) }))
        for offset in Self.bannerSession {
            banner.scrollViewDidScroll(contentOffsetY: offset)
            monitor.scrollViewDidScroll(contentOffsetY: offset)
        }
        // The jump to the collapsed edge (frame 13) announced nothing.
        let report = try #require(handed.first { $0.violation.invariant == "edgeEventsExactlyOnce" }, "\(handed.map(\.text))")
        #expect(report.violation.frame == 13 && collapses == 0)
        #expect(handed.count == monitor.reports.count)
        let file = try #require(report.file)
        #expect(report.frameInFile == 13 && report.reproduces == true)
        // For `.ci/run`: the line `scrollproof check-trace FILE` must print.
        let expected = "  \(report.violation.text)"
        try Data((expected + "\n").utf8).write(to: URL(fileURLWithPath: file + ".expect"))
        // The app's own callback still runs under the monitor: a correct banner announces.
        let correct = StickyBannerController(bannerHeight: 200, hoverHeight: 64, contentOffsetY: -200)
        var announced = 0
        correct.onCollapse = { announced += 1 }
        let quiet = try StickyBannerMonitor(correct, contentOffsetY: -200, options: MonitorOptions(handler: { _ in Issue.record("a correct banner was reported") }))
        for offset in Self.bannerSession {
            correct.scrollViewDidScroll(contentOffsetY: offset)
            quiet.scrollViewDidScroll(contentOffsetY: offset)
        }
        #expect(announced == 1 && quiet.reports.isEmpty)
    }

    /// A recorded feed session: ad 1 is held on screen for a second and counted, the feed
    /// reloads with ad 1 still in it, and it is held again.
    @Test func theTrackerThatCountsAgainAfterAReloadIsCaughtLive() throws {
        for forgets in [false, true] {
            let tracker = FeedImpressionTracker(fraction: 0.5, seconds: 1)
            tracker.forgetsCountedAdsOnReload = forgets
            var beacons: [String] = []
            tracker.onImpression = { beacons.append($0) }
            let folder = Self.folder("feed")
            let feed = try FeedImpressionMonitor(tracker, options: MonitorOptions(folder: folder, handler: { _ in }))
            let (a, b) = ("cell-a", "cell-b")
            feed.feedDidReload(["ad-1", "ad-2"])
            feed.cellWillDisplay(a, at: 0)
            feed.cellWillDisplay(b, at: 1)
            for t in stride(from: 0.0, through: 1.5, by: 0.25) { feed.layoutDidChange(at: t, visible: [(a, 0, 1), (b, 1, 0.2)]) }
            feed.feedDidReload(["ad-1", "ad-2"])
            for t in stride(from: 1.75, through: 3.5, by: 0.25) { feed.layoutDidChange(at: t, visible: [(a, 0, 1), (b, 1, 0.2)]) }
            feed.cellDidEndDisplaying(a, at: 0)
            feed.finish()
            #expect(beacons == (forgets ? ["ad-1", "ad-1"] : ["ad-1"]))
            if !forgets {
                #expect(feed.reports.isEmpty, "\(feed.reports.map(\.text))")
                continue
            }
            let report = try #require(feed.reports.first)
            #expect(feed.reports.map(\.violation.invariant) == ["impressionAtMostOncePerItem"])
            // The file replays under the declaration, in the app's tests.
            let verdict = try ScrollProof.checkTrace(ImpressionTracking.self, contentsOf: URL(fileURLWithPath: try #require(report.file)))
            #expect(verdict.violations.map(\.description) == [report.violation.description])
            #expect(report.reproduces == true)
        }
    }

    /// A recorded session of the video's comments (one track, 300 pt, 4 s a flight): a comment,
    /// a seek a second in that syncs another three quarters through its flight, ahead of the
    /// first, and a wide comment shot behind them, then the video plays on. With the published
    /// seek bug the synced comment became the track's last, so the wide one is placed against
    /// it, runs into the first and overlaps it; without the bug there is no room and the view
    /// drops it (which the safety rules allow).
    @Test func theDanmakuSeekOverlapIsCaughtLive() throws {
        for bug in [false, true] {
            let view = DanmakuView(width: 300, trackCount: 1, trackHeight: 20, duration: 4)
            view.syncedCommentBecomesLast = bug
            var shown: [Int] = []
            view.onShow = { shown.append($0.id) }
            var handed: [MonitorReport] = []
            let folder = Self.folder("danmaku")
            let monitor = try DanmakuMonitor(view, options: MonitorOptions(folder: folder, handler: { handed.append($0) }))
            monitor.shoot(id: 1, width: 50)
            monitor.tick(to: 1)
            monitor.sync(id: 2, width: 50, progress: 0.75)
            monitor.shoot(id: 3, width: 200)
            var reportedBy: Double?
            for t in stride(from: 1.5, through: 8, by: 0.5) {
                monitor.tick(to: t)
                if reportedBy == nil, !handed.isEmpty { reportedBy = t }
            }
            monitor.finish()
            // The app's own callback still runs under the monitor.
            #expect(shown == (bug ? [1, 2, 3] : [1, 2]))
            guard bug else {
                #expect(handed.isEmpty, "\(handed.map(\.text))")
                continue
            }
            // The wide comment's shot (operation 3) broke the gap; told while the video played.
            let report = try #require(handed.first { $0.violation.invariant == "minimumGap" }, "\(handed.map(\.text))")
            #expect(report.violation.frame == 3 && (reportedBy ?? .infinity) < 8)
            #expect(handed.count == monitor.reports.count)
            let file = try #require(report.file)
            #expect(report.frameInFile == 3 && report.reproduces == true)
            try Data(("  \(report.violation.text)" + "\n").utf8).write(to: URL(fileURLWithPath: file + ".expect"))
        }
    }
}
