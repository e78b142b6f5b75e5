import Effects
import Foundation
import PropertyTestSupport
import ScrollProof
import Testing
import TraceFormat

/// From the device to a test (issue 63): a monitor's file of an offset-driven effect, replayed
/// through the app's code with `ScrollProof.replay`, reproduces, shrinks, is saved and is
/// replayed first by the next `verify` of the test; fixed code does not reproduce and nothing
/// is saved; a file that cannot be replayed is a typed error that names what is wrong.
@MainActor @Suite struct ReplayTests {
    /// The issues a known-issue block matched, in order (appended from its matcher, which runs
    /// where the issue is recorded).
    final class Messages: @unchecked Sendable {
        var list: [String] = []
    }

    static let configuration = try! BannerHoverConfiguration(bannerHeight: 200, hoverHeight: 64)

    static func folder(_ name: String) -> URL {
        URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("scrollproof-replay-\(name)-\(UInt32.random(in: 0 ... .max))")
    }

    /// A long session over the banner's range: small moves, and now and then a jump from one
    /// end to the other (a fling, a tap on the status bar), deterministic.
    static func session(frames: Int, seed: UInt64) -> [Double] {
        var bits = SplitMix64(seed: seed), o = -200.0, offsets: [Double] = []
        for _ in 0..<frames {
            let r = bits.next()
            if r % 400 == 0 { o = o < -132 ? -20 : -230 } else { o = min(0, max(-260, o + Double(Int(r >> 40 % 41) - 20) / 4)) }
            offsets.append(o)
        }
        return offsets
    }

    /// The monitor's file of the banner that fires only from the middle, over a session.
    static func monitorFile(frames: Int, in folder: URL) throws -> URL {
        var banner = try HandWrittenBanner(configuration, offset: -200, firesOnlyFromInterior: true)
        var monitor = ScrollMonitor(BannerHover.self, configuration: configuration, initialInput: -200, initial: banner.lastFrame,
                                    options: MonitorOptions(folder: folder.path, handler: { _ in }), writer: TraceWriter.json)
        for o in session(frames: frames, seed: 7) { monitor.record(input: o, output: try? banner.update(o)) }
        monitor.finish()
        let report = try #require(monitor.reports.first { $0.violation.invariant == "edgeEventsExactlyOnce" })
        #expect(report.reproduces == true)
        return URL(fileURLWithPath: try #require(report.file))
    }

    /// A suite of the safety rules replays a file's latest safety violation, not a later
    /// conformance one it does not judge: an outsider's danmaku port, monitored at `.safety`,
    /// got "does not reproduce: your code keeps exactSchedule … (fixed)" for a minimumGap file.
    /// Here the file of a conformance report (`clampAndPercent`, frame 1) also holds a safety one
    /// (`edgeEventsExactlyOnce`, frame 0), which the safety suite replays.
    @Test func aSelectionReplaysTheLatestViolationItJudges() throws {
        let traces = Self.folder("selection"), failures = Self.folder("selection-failures")
        defer { try? FileManager.default.removeItem(at: traces); try? FileManager.default.removeItem(at: failures) }
        let c = Self.configuration
        let start = BannerHoverFrame(offset: -207, frameY: 0, percent: 1, edge: .expanded, event: nil)
        var monitor = ScrollMonitor(BannerHover.self, configuration: c, initialInput: -207, initial: start,
                                    options: MonitorOptions(folder: traces.path, handler: { _ in }), writer: TraceWriter.json)
        // Frame 0 collapses from expanded without its event; frame 1's frameY is off the closed
        // form by 1 pt (inside the range, slower than the offset: only the formula breaks).
        monitor.record(input: -43, output: BannerHoverFrame(offset: -43, frameY: -136, percent: 0, edge: .collapsed, event: nil))
        let percent = 1 - 100 / (c.bannerHeight - c.hoverHeight)
        monitor.record(input: -100, output: BannerHoverFrame(offset: -100, frameY: -99, percent: percent, edge: .interior, event: nil))
        monitor.finish()
        let later = try #require(monitor.reports.first { $0.violation.invariant == "clampAndPercent" }, "\(monitor.reports.map(\.text))")
        let file = URL(fileURLWithPath: try #require(later.file))
        let safety = try Suites.bannerHover.selecting(.level(.safety))
        var result: ReplayResult?
        withKnownIssue {
            result = try ScrollProof.replay(contentsOf: file, safety, settings: VerificationSettings(cases: 20, failuresDirectory: failures)) { c, o in
                try HandWrittenBanner(c, offset: o, firesOnlyFromInterior: true)
            }
        }
        let found = try #require(result)
        #expect(found.invariant == "edgeEventsExactlyOnce" && found.reproduces, "\(found.report)")
    }

    @Test func aMonitorsFileReproducesShrinksIsSavedAndReplayedFirst() throws {
        let traces = Self.folder("traces"), failures = Self.folder("failures")
        defer { try? FileManager.default.removeItem(at: traces); try? FileManager.default.removeItem(at: failures) }
        let file = try Self.monitorFile(frames: 10_000, in: traces)
        let settings = VerificationSettings(cases: 20, failuresDirectory: failures)
        var result: ReplayResult?
        withKnownIssue {
            result = try ScrollProof.replay(contentsOf: file, Suites.bannerHover, settings: settings) { c, o in
                try HandWrittenBanner(c, offset: o, firesOnlyFromInterior: true)
            }
        }
        let found = try #require(result)
        #expect(found.reproduces && found.invariant == "edgeEventsExactlyOnce")
        #expect(try #require(found.shrunkFrames) <= 3, "\(found.report)")
        #expect(found.violation?.invariant == "edgeEventsExactlyOnce")
        // Its numbers as verify's reports write them: the shrunk case's exact `13/28` or `160.0`
        // (an outsider's replay printed both beside verify's `0.464286` and `160`) is the file's.
        #expect(found.report == ReportNumber.humanized(found.report), "\(found.report)")
        let saved = try #require(found.saved)
        #expect(saved.path.hasPrefix(failures.appendingPathComponent("traces").path) && saved.lastPathComponent.hasPrefix("bannerHover-edgeEventsExactlyOnce-"))
        // The saved case is a trace file check-trace reads, and it breaks the rule.
        let verdict = try TraceDocument.parse(bytes: Array(try Data(contentsOf: saved))).verdict
        #expect(verdict.violations.contains { $0.invariant == "edgeEventsExactlyOnce" } && verdict.frameCount <= 3)
        // The next verify of the test replays it first: the buggy banner fails on it.
        let edgeEvents = try Suites.bannerHover.selecting(.only(["edgeEvents"]))
        let name = saved.lastPathComponent
        let messages = Messages()
        var results: [RunResult] = []
        var unsaved = settings
        unsaved.saveFailures = false  // a generated failure of this run is not saved: the files replayed are the traces
        withKnownIssue {
            results = ScrollProof.verify(edgeEvents, settings: unsaved) { c, o in try HandWrittenBanner(c, offset: o, firesOnlyFromInterior: true) }
        } matching: { issue in
            messages.list.append(issue.comments.map(\.rawValue).joined())
            return true
        }
        #expect(messages.list.first.map { $0.contains("failed on the saved trace") && $0.contains(name) } == true, "\(messages.list)")
        // Its results say so too: the file counted as replayed, its failure the first.
        let run = try #require(results.first)
        #expect(results.count == 1 && run.replayedFiles == 1, "\(results.map(\.replayedFiles))")
        let first = try #require(run.failure)
        #expect(first.violation.invariant == "edgeEventsExactlyOnce" && first.choices.isEmpty)
        guard case let .file(path) = first.origin else { Issue.record("the saved trace's failure is from \(first.origin)"); return }
        let rerun: String = first.rerun()
        #expect(path.hasSuffix(name) && first.report.contains("edgeEventsExactlyOnce") && rerun.contains(path), "\(path)")
        // The fixed banner passes the saved case (and every generated one), which it replayed.
        let passed = ScrollProof.verify(edgeEvents, settings: settings) { c, o in try HandWrittenBanner(c, offset: o) }
        #expect(passed.allSatisfy { $0.failure == nil } && passed.map(\.replayedFiles) == [1], "\(passed.map(\.replayedFiles))")
    }

    /// A file whose frames are not round: the shrunk case starts from a round input too, where
    /// the rule still breaks from there (as its frames are made round), not from the file's.
    /// SPEC §1b's registry written plainly, whose `resumeAll` forgets to restore the observers
    /// (an outsider's planted bug).
    struct ForgetfulRegistry {
        var displayed: [CellID] = [], registered: [CellID] = [], suspended = false
        mutating func apply(_ event: DisplayEvent) -> ObserverRegistryOutputs {
            var notified: [CellID] = []
            switch event {
            case let .willDisplay(cell, _):
                if !displayed.contains(cell) { displayed.append(cell) }
                if !suspended, !registered.contains(cell) { registered.append(cell) }
            case let .didEndDisplaying(cell, _): displayed.removeAll { $0 == cell }; registered.removeAll { $0 == cell }
            case .reloadData, .teardown: (displayed, registered, suspended) = ([], [], false)
            case .suspendAll: (registered, suspended) = ([], true)
            case .resumeAll: suspended = false  // the bug: the displayed cells are not registered again
            case .offsetChanged: notified = registered
            }
            return ObserverRegistryOutputs(registrations: registered.sorted(), notified: notified.sorted(), absentRemovals: [], isSuspended: suspended)
        }
    }

    /// The device-to-test loop for the observer registry: its monitor's file replays through
    /// the app's registry, fed by `step`, shrinks and is saved; it threw "the file is a trace of
    /// "observerRegistry", not of the suite's effect "observerRegistry"".
    @Test func aRegistryMonitorsFileReproducesAndShrinks() throws {
        let traces = Self.folder("registry-traces"), failures = Self.folder("registry-failures")
        defer { try? FileManager.default.removeItem(at: traces); try? FileManager.default.removeItem(at: failures) }
        let (a, b, c) = (CellID(1), CellID(2), CellID(3))
        let session: [DisplayEvent] = [
            .willDisplay(cell: a, row: 0), .willDisplay(cell: b, row: 1), .offsetChanged, .willDisplay(cell: c, row: 2),
            .didEndDisplaying(cell: a, row: 0), .offsetChanged, .suspendAll, .offsetChanged, .resumeAll, .offsetChanged,
            .willDisplay(cell: a, row: 3),
        ]
        var app = ForgetfulRegistry()
        var monitor = EventMonitor(ObserverRegistry.self, configuration: NoConfiguration(),
                                   options: MonitorOptions(window: 4, folder: traces.path, handler: { _ in })) {
            TraceWriter.json(TraceDocument(ObserverRegistry.self, $0)) ?? ""
        }
        for event in session { monitor.record(event, answer: app.apply(event)) }
        monitor.finish()
        let report = try #require(monitor.reports.first, "the bug is reported")
        var result: ReplayResult?
        withKnownIssue {
            result = try ScrollProof.replay(contentsOf: URL(fileURLWithPath: try #require(report.file)), Suites.observerRegistry,
                settings: VerificationSettings(failuresDirectory: failures)) { _ in ForgetfulRegistry() } step: { registry, event in
                    registry.apply(event)
                }
        }
        let found = try #require(result)
        #expect(found.reproduces && found.invariant == report.violation.invariant, "\(found.report)")
        #expect(try #require(found.shrunkFrames) <= 3, "\(found.report)")
        let saved = try #require(found.saved)
        #expect(saved.lastPathComponent.hasPrefix("observerRegistry-"), "\(saved)")
        // Fixed code does not reproduce it.
        let fixed = try ScrollProof.replay(contentsOf: URL(fileURLWithPath: try #require(report.file)), Suites.observerRegistry,
            settings: VerificationSettings(saveFailures: false)) { _ in ObserverRegistry() } step: { registry, event in
                ObserverRegistryOutputs(registry.apply(event))
            }
        #expect(!fixed.reproduces, "\(fixed.report)")
    }

    @Test func theShrunkCaseStartsFromARoundInput() throws {
        let traces = Self.folder("traces"), failures = Self.folder("failures")
        defer { try? FileManager.default.removeItem(at: traces); try? FileManager.default.removeItem(at: failures) }
        let shift = 0.123456789
        var banner = try HandWrittenBanner(Self.configuration, offset: -200 - shift, firesOnlyFromInterior: true)
        var monitor = ScrollMonitor(BannerHover.self, configuration: Self.configuration, initialInput: -200 - shift, initial: banner.lastFrame,
                                    options: MonitorOptions(folder: traces.path, handler: { _ in }), writer: TraceWriter.json)
        for o in Self.session(frames: 2_000, seed: 7) { monitor.record(input: o - shift, output: try? banner.update(o - shift)) }
        monitor.finish()
        let report = try #require(monitor.reports.first { $0.violation.invariant == "edgeEventsExactlyOnce" })
        var result: ReplayResult?
        withKnownIssue {
            result = try ScrollProof.replay(contentsOf: URL(fileURLWithPath: try #require(report.file)), Suites.bannerHover,
                                            settings: VerificationSettings(failuresDirectory: failures)) { c, o in
                try HandWrittenBanner(c, offset: o, firesOnlyFromInterior: true)
            }
        }
        let found = try #require(result)
        let written = try JSONSerialization.jsonObject(with: try Data(contentsOf: try #require(found.saved))) as? [String: Any]
        let start = try #require((written?["initial"] as? [String: Any])?["input"] as? Double)
        #expect(start == start.rounded(), "the shrunk case starts at \(start): \(found.report)")
        #expect(found.report.contains("start \(Violation.format(start))"), "\(found.report)")
    }

    /// The code fixed: the file does not reproduce, nothing is saved, nothing fails; the same
    /// for the banner as a main-actor class.
    @Test func fixedCodeDoesNotReproduceAndSavesNothing() throws {
        let traces = Self.folder("traces"), failures = Self.folder("failures")
        defer { try? FileManager.default.removeItem(at: traces); try? FileManager.default.removeItem(at: failures) }
        let file = try Self.monitorFile(frames: 2_000, in: traces)
        let settings = VerificationSettings(failuresDirectory: failures)
        let value = try ScrollProof.replay(contentsOf: file, Suites.bannerHover, settings: settings) { c, o in try HandWrittenBanner(c, offset: o) }
        let object = try ScrollProof.replay(contentsOf: file, Suites.bannerHover, settings: settings, mainActor: { c, o in try MainActorBanner(c, offset: o) })
        for result in [value, object] {
            #expect(!result.reproduces && result.saved == nil && result.shrunkFrames == nil)
            #expect(result.report.contains("does not reproduce") && result.report.contains("edgeEventsExactlyOnce"))
        }
        #expect(!FileManager.default.fileExists(atPath: failures.appendingPathComponent("traces").path))
    }

    /// A file that cannot be replayed: each error names what is wrong, and the test goes on.
    @Test func aFileThatCannotBeReplayedIsATypedError() throws {
        let folder = Self.folder("errors")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, _ text: String) throws -> URL {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            return url
        }
        func error(_ url: URL, invariant: String? = nil) -> ReplayError? {
            do throws(ReplayError) {
                _ = try ScrollProof.replay(contentsOf: url, Suites.bannerHover, invariant: invariant,
                    settings: VerificationSettings(saveFailures: false)) { c, o in
                    try HandWrittenBanner(c, offset: o)
                }
                return nil
            } catch { return error }
        }
        var banner = try HandWrittenBanner(Self.configuration, offset: -200)
        var trace = BannerHoverTrace(configuration: Self.configuration, initialInput: -200, initial: banner.lastFrame, steps: [])
        for o in [-150.0, -100] { trace.steps.append(ScrollStep(input: o, output: try banner.update(o), state: banner.lastFrame)) }
        let correct = try write("correct.json", TraceWriter.json(trace))
        #expect(error(folder.appendingPathComponent("missing.json"))?.description.hasPrefix("cannot read") == true)
        #expect(error(try write("broken.json", "{ \"format\": 1"))?.description.hasPrefix("malformed trace: line 1") == true)
        // A fuzzer's crash file (any bytes) is not a trace: the error says where it goes instead.
        let crash = folder.appendingPathComponent("crash-0123")
        try Data([0xF6, 0x01, 0x7B, 0x00]).write(to: crash)
        let notATrace = error(crash)?.description ?? ""
        #expect(notATrace.contains("not a trace file") && notATrace.contains("ScrollProofFailures/<test>/<property>/"), "\(notATrace)")
        #expect(error(correct)?.description == "\(correct.path) breaks no rule the suite judges: name the rule to replay (invariant:)")
        #expect(error(correct, invariant: "noSuchRule")?.description == "bannerHover has no invariant \"noSuchRule\"")
        #expect(error(correct, invariant: "edgeEventsExactlyOnce") == nil)
        var nonFinite = trace
        nonFinite.initialInput = .nan
        #expect(error(try write("nan.json", TraceWriter.json(nonFinite)),
            invariant: "edgeEventsExactlyOnce")?.description.contains("initial input is nan") == true)
        // At the limit and one past it (the frames written as the writer writes one, repeated).
        let text = TraceWriter.json(trace), frame = text.split(separator: "\n").first { $0.contains("\"input\": -150") }!
        func long(_ n: Int) -> String {
            text.replacingOccurrences(of: text[text.range(of: "\"frames\": [")!.upperBound..<text.range(of: "\n]")!.lowerBound],
                                      with: "\n" + Array(repeating: String(frame.hasSuffix(",") ? frame.dropLast() : frame), count: n).joined(separator: ",\n"))
        }
        #expect(error(try write("long.json", long(100_001)), invariant: "edgeEventsExactlyOnce")?.description
            == "the file holds 100001 frames; replay takes at most 100000 (cut it, or replay a monitor's file: a window and its prelude)")
        // The limit itself is read (the count is checked before anything is decoded).
        #expect(try Replayer.read(try write("limit.json", long(Replayer.frameLimit))).count > 100_000)
        let window = try ParallelWindowConfiguration(windowHeight: 200, imageHeight: 400, viewportHeight: 600)
        let other = try write("other.json", TraceWriter.json(ParallelWindowTrace(
            configuration: window, initialInput: 0, initial: try ParallelWindow(configuration: window, windowTop: 0).lastFrame, steps: [])))
        #expect(error(other)?.description == "the file is a trace of \"parallelWindow\", not of the suite's effect \"bannerHover\"")
    }
}
