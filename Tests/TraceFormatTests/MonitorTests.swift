import Effects
import Foundation
import Oracles
import Testing
import TraceFormat

/// The monitor in the running app: each rule's first violation handed out once, with a trace
/// file of the last frames that `check-trace` judges the same; bad input reported by the
/// robustness rules, never a crash; a file it cannot write reported, and judging goes on.
@MainActor @Suite struct MonitorTests {
    nonisolated static let configuration = try! BannerHoverConfiguration(bannerHeight: 200, hoverHeight: 64)

    /// A fresh folder under the temporary directory.
    static func folder(_ name: String) -> String {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("scrollproof-monitor-\(name)-\(UInt32.random(in: 0 ... .max))")
        try? FileManager.default.removeItem(atPath: path)
        return path
    }

    /// A sticky banner whose percent is not clamped past the collapse (`1 − (o + B)/(B − T)`
    /// read at the raw offset): right at rest, wrong once the banner has hovered.
    struct UnclampedBanner {
        var model: BannerHover
        init() throws { model = try BannerHover(configuration: MonitorTests.configuration, offset: 0) }
        mutating func update(_ o: Double) throws -> BannerHoverFrame {
            var frame = try model.update(o)
            let c = MonitorTests.configuration
            if o > c.bannerHeight - c.hoverHeight { frame.percent = 1 - (o + c.bannerHeight) / (c.bannerHeight - c.hoverHeight) + 1 }
            return frame
        }
    }

    /// A session scrolling down 4 pt a frame from rest, through the hover and past it.
    static let session: [Double] = (1...100).map { Double($0) * 4 }

    @Test func eachRuleFiresOnceAndItsFileReplaysAtTheSameFrame() throws {
        let folder = Self.folder("replay")
        var banner = try UnclampedBanner()
        var handed: [MonitorReport] = []
        var monitor = ScrollMonitor(BannerHover.self, configuration: Self.configuration, initialInput: 0, initial: banner.model.lastFrame,
                                    options: MonitorOptions(folder: folder, handler: { handed.append($0) }), writer: TraceWriter.json)
        for o in Self.session { monitor.record(input: o, output: try banner.update(o)) }
        monitor.finish()
        // The bug persists for 65 frames; each broken rule is handed out once.
        #expect(handed.count == monitor.reports.count && !handed.isEmpty)
        #expect(Set(handed.map(\.violation.invariant)).count == handed.count)
        #expect(handed.map(\.violation.invariant).contains("percentInUnitInterval"))
        for report in handed {
            let file = try #require(report.file)
            let verdict = try TraceDocument.parse(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: file)))).verdict
            let replayed = try #require(verdict.violations.first { $0.invariant == report.violation.invariant })
            #expect(replayed.frame == report.frameInFile && report.reproduces == true)
            // The session started at rest: the file holds it whole, so the frame is the same.
            #expect(replayed.description == report.violation.description)
            #expect(report.text.contains(report.violation.description) && report.text.contains(file))
        }
        #expect(monitor.frameCount == Self.session.count)
    }

    /// A banner that fires a wrong event early (a forged `collapsed` at rest, frame 3) and then
    /// the real bug: no event when it reaches the expanded edge. Each is its own kind of edgeEventsExactlyOnce
    /// (another explanation), so the early one does not hide the later bug: both are reported,
    /// the later one marked as not the rule's first. With `reportsPerRule: 1` only the first is;
    /// and a rule is never reported more often than `reportsPerRule`, however it breaks.
    @Test func anEarlyViolationDoesNotHideALaterBugOfTheSameRule() throws {
        func run(reportsPerRule: Int, forgeEveryFrame: Bool = false) throws -> [MonitorReport] {
            var model = try BannerHover(configuration: Self.configuration, offset: 0)
            var monitor = ScrollMonitor(BannerHover.self, configuration: Self.configuration, initialInput: 0, initial: model.lastFrame,
                                        options: MonitorOptions(reportsPerRule: reportsPerRule, handler: { _ in }), writer: TraceWriter.json)
            // Pulled down to −240 (expanded at −200), then up to 240 (collapsed at −64).
            let pull = (1...60).map { -Double($0) * 4 } + (1...120).map { -240 + Double($0) * 4 }
            for (k, o) in pull.enumerated() {
                var frame = try model.update(o)
                if frame.event == .expanded { frame.event = nil }  // the real bug: no event at the edge
                if k == 3 || (forgeEveryFrame && k % 7 == 3) { frame.event = k % 2 == 1 ? .collapsed : .expanded }
                monitor.record(input: o, output: frame)
            }
            monitor.finish()
            return monitor.reports.filter { $0.violation.invariant == "edgeEventsExactlyOnce" }
        }
        let three = try run(reportsPerRule: 3)
        #expect(three.count == 2, "\(three.map(\.text))")
        #expect(three.map(\.isFirst) == [true, false])
        #expect(three.first?.violation.frame == 3 && three.first?.violation.explanation.contains("got 'collapsed'") == true)
        #expect(three.last.map { $0.violation.frame > 3 && $0.violation.explanation.contains("expected 'expanded', got no event") } == true)
        let one = try run(reportsPerRule: 1)
        #expect(one.map(\.violation) == [three[0].violation])
        // Forged events every seventh frame break the rule in several ways: at most the cap.
        for cap in [2, 3] {
            let many = try run(reportsPerRule: cap, forgeEveryFrame: true)
            #expect(many.count == cap && Set(many.map(\.violation.explanation)).count == cap, "\(many.map(\.violation))")
            #expect(many.filter(\.isFirst).count == 1)
        }
    }

    /// A window shorter than the session: the file holds the last frames, its initial frame the
    /// state before them, and the violation is at the window's last frame.
    @Test func theFileHoldsTheLastFramesOfTheWindow() throws {
        let folder = Self.folder("window")
        var banner = try UnclampedBanner()
        var monitor = ScrollMonitor(BannerHover.self, configuration: Self.configuration, initialInput: 0, initial: banner.model.lastFrame,
                                    options: MonitorOptions(window: 10, folder: folder, handler: { _ in }), writer: TraceWriter.json)
        for o in Self.session { monitor.record(input: o, output: try banner.update(o)) }
        let report = try #require(monitor.reports.first { $0.violation.invariant == "percentInUnitInterval" })
        let document = try TraceDocument.parse(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: try #require(report.file)))))
        let trace = try #require(document.trace(of: BannerHover.self))
        #expect(trace.steps.count == 10 && report.frameInFile == 9 && report.reproduces == true)
        #expect(trace.initial.offset == Self.session[report.violation.frame - 10] && trace.initialInput == trace.initial.offset)
        #expect(document.verdict.violations.contains { $0.invariant == "percentInUnitInterval" && $0.frame == 9 })
    }

    /// A window of one frame: a rule that compares a frame with the one before still reproduces
    /// (the file's initial frame is the one before); the smallest window, and 0 is taken as 1.
    @Test func aWindowOfOneFrameStillReplays() throws {
        for window in [-5, 0, 1] {
            var banner = try UnclampedBanner()
            var monitor = ScrollMonitor(BannerHover.self, configuration: Self.configuration, initialInput: 0, initial: banner.model.lastFrame,
                                        options: MonitorOptions(window: window, folder: Self.folder("one"), handler: { _ in }), writer: TraceWriter.json)
            for o in Self.session { monitor.record(input: o, output: try banner.update(o)) }
            let report = try #require(monitor.reports.first)
            #expect(report.frameInFile == 0 && report.reproduces == true, "window \(window)")
            #expect(MonitorOptions(window: window).window == 1)
            // A built-in effect's file replays on the command line.
            #expect(report.replay == "scrollproof check-trace \(report.file!)")
        }
    }

    /// The largest window keeps the whole session (nothing is reserved for it up front).
    @Test func theLargestWindowKeepsTheWholeSession() throws {
        var banner = try UnclampedBanner()
        var monitor = ScrollMonitor(BannerHover.self, configuration: Self.configuration, initialInput: 0, initial: banner.model.lastFrame,
                                    options: MonitorOptions(window: .max, folder: Self.folder("max"), handler: { _ in }), writer: TraceWriter.json)
        for o in Self.session { monitor.record(input: o, output: try banner.update(o)) }
        let report = try #require(monitor.reports.first)
        #expect(report.frameInFile == report.violation.frame && report.reproduces == true)
    }

    /// An unwritable folder (under a regular file): the report says why no file was written,
    /// it is still handed out, and the monitor goes on judging.
    @Test func anUnwritableFolderIsReportedAndJudgingGoesOn() throws {
        let blocker = Self.folder("blocker")
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))
        defer { try? FileManager.default.removeItem(atPath: blocker) }
        var handed: [MonitorReport] = []
        var banner = try UnclampedBanner()
        var monitor = ScrollMonitor(BannerHover.self, configuration: Self.configuration, initialInput: 0, initial: banner.model.lastFrame,
                                    options: MonitorOptions(folder: blocker + "/traces", handler: { handed.append($0) }), writer: TraceWriter.json)
        for o in Self.session { monitor.record(input: o, output: try banner.update(o)) }
        // A later rule, broken after the first failed write, is still found.
        monitor.record(input: .nan, output: banner.model.lastFrame)
        #expect(handed.count >= 2 && handed.allSatisfy { $0.file == nil && $0.fileError?.contains(blocker) == true })
        // In words, not the system's "NSCocoaErrorDomain error 512" (issue 56).
        #expect(handed.allSatisfy { $0.fileError?.hasSuffix(": \(blocker) is a file, not a folder") == true }, "\(handed.map(\.fileError))")
        #expect(handed.contains { $0.violation.invariant == "refusedInputKeepsState" })
        #expect(handed.allSatisfy { $0.text.contains("no trace written") })
    }

    /// An empty folder name says so in words; a folder whose parents are missing is made.
    @Test func anEmptyFolderNameIsExplainedAndMissingParentsAreMade() throws {
        var handed: [MonitorReport] = []
        var banner = try UnclampedBanner()
        var monitor = ScrollMonitor(BannerHover.self, configuration: Self.configuration, initialInput: 0, initial: banner.model.lastFrame,
                                    options: MonitorOptions(folder: "", handler: { handed.append($0) }), writer: TraceWriter.json)
        for o in Self.session { monitor.record(input: o, output: try banner.update(o)) }
        let report = try #require(handed.first)
        #expect(report.file == nil && report.fileError?.contains("the folder's path is empty") == true, "\(String(describing: report.fileError))")
        let deep = Self.folder("missing") + "/deep/dir"
        defer { try? FileManager.default.removeItem(atPath: Self.folder("missing")) }
        var again = try UnclampedBanner(), written: [MonitorReport] = []
        var made = ScrollMonitor(BannerHover.self, configuration: Self.configuration, initialInput: 0, initial: again.model.lastFrame,
                                 options: MonitorOptions(folder: deep, handler: { written.append($0) }), writer: TraceWriter.json)
        for o in Self.session { made.record(input: o, output: try again.update(o)) }
        #expect(written.first?.file.map { FileManager.default.fileExists(atPath: $0) && $0.hasPrefix(deep) } == true)
    }

    /// Bad input is judged by SPEC §0's rules: a non-finite input accepted, a non-finite output,
    /// a finite input refused; no crash, and the file writes the non-finite numbers as text.
    @Test func nonFiniteAndImpossibleFramesAreReportedByTheRobustnessRules() throws {
        let folder = Self.folder("bad")
        var model = try BannerHover(configuration: Self.configuration, offset: 0)
        var monitor = ScrollMonitor(BannerHover.self, configuration: Self.configuration, initialInput: 0, initial: model.lastFrame,
                                    options: MonitorOptions(folder: folder, handler: { _ in }), writer: TraceWriter.json)
        var frame = try model.update(10)
        monitor.record(input: 10, output: frame)
        frame.percent = .nan
        monitor.record(input: 20, output: frame)
        monitor.record(input: .infinity, output: try model.update(30))
        monitor.record(input: 40, output: nil)
        monitor.recordRelease(velocity: .nan, target: -.infinity)
        let names = Set(monitor.reports.map(\.violation.invariant))
        #expect(names.isSuperset(of: ["noNonFiniteOutput", "refusedInputKeepsState", "finiteInputAccepted"]), "\(names)")
        for report in monitor.reports {
            let text = try String(contentsOfFile: try #require(report.file), encoding: .utf8)
            let verdict = try TraceDocument.parse(bytes: Array(text.utf8)).verdict
            #expect(verdict.violations.contains { $0.invariant == report.violation.invariant && $0.frame == report.frameInFile })
        }
    }

    /// The initial frame is judged when the monitor starts; a release before any frame is not
    /// judged (as `check-trace` does not); after `finish()` frames are ignored.
    @Test func theInitialFrameIsJudgedAndTheSessionEnds() throws {
        var initial = try BannerHover(configuration: Self.configuration, offset: 0).lastFrame
        initial.percent = 2
        var handed: [MonitorReport] = []
        var monitor = ScrollMonitor(BannerHover.self, configuration: Self.configuration, initialInput: 0, initial: initial,
                                    options: MonitorOptions(handler: { handed.append($0) }), writer: TraceWriter.json)
        #expect(handed.map(\.violation.frame).allSatisfy { $0 == -1 } && handed.map(\.violation.invariant).contains("percentInUnitInterval"))
        #expect(handed.allSatisfy { $0.file == nil && $0.fileError == nil })
        monitor.recordRelease(velocity: 100, target: 0)
        monitor.finish()
        let count = handed.count
        monitor.record(input: .nan, output: initial)
        #expect(handed.count == count && monitor.frameCount == 0)
    }

    /// The observer registry (an event-driven built-in): a registry that never unregisters is
    /// reported once per rule, and the file replays it.
    @Test func anEventDrivenEffectsFileReplays() throws {
        let folder = Self.folder("registry")
        var registry = ObserverRegistry()
        var handed: [MonitorReport] = []
        var monitor = EventMonitor(ObserverRegistry.self, configuration: NoConfiguration(),
                                   options: MonitorOptions(folder: folder, handler: { handed.append($0) }), writer: TraceWriter.json)
        let events: [DisplayEvent] = (0..<20).flatMap { i in [DisplayEvent.willDisplay(cell: CellID(i), row: i), .didEndDisplaying(cell: CellID(i), row: i)] }
        for event in events {
            var frame = registry.apply(event)
            if case .didEndDisplaying = event { frame = ObserverRegistryFrame(registrations: frame.registrations + [CellID(99)],
                isSuspended: frame.isSuspended) }
            monitor.record(event, answer: ObserverRegistryOutputs(frame))
        }
        monitor.finish()
        #expect(!handed.isEmpty && handed.count == monitor.reports.count)
        for report in handed {
            let verdict = try TraceDocument.parse(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: try #require(report.file))))).verdict
            #expect(verdict.violations.contains { $0.description == report.violation.description }, "\(verdict.violations)")
            #expect(report.reproduces == true)
        }
        #expect(monitor.eventsJudged == events.count)
    }
}
