import Foundation
import PropertyTestSupport
import ScrollProof
import Testing
import TraceFormat

/// The monitor judges an effect a user declared (an offset-driven header, a list-driven
/// impression tracker) as `ScrollProof.checkTrace` judges its file: the same first violation
/// of each rule, and the file it writes replays it. The app's code and its monitor run on the
/// main actor; the files are judged off it (a test run serves the main actor after every other
/// test, so its work there is a serial tail).
@Suite struct DeclaredMonitorTests {
    static let header = try! StretchyHeaderConfiguration(height: 200, fadeStart: 40, fadeDistance: 60)
    static let headerFields: [(name: String, value: Double)] = [("height", 200), ("fadeStart", 40), ("fadeDistance", 60)]

    static func folder(_ name: String) -> String {
        (NSTemporaryDirectory() as NSString).appendingPathComponent("scrollproof-declared-monitor-\(name)-\(UInt32.random(in: 0 ... .max))")
    }

    /// The header class with two planted bugs, fed a pull-down and a scroll up: the monitor's
    /// reports are `checkTrace`'s verdict on the whole session, and each file replays its rule
    /// at its frame under `ScrollProof.checkTrace`.
    @MainActor @Test func aDeclaredEffectsFileReplaysUnderCheckTrace() throws {
        for bug in [StretchyHeader.Bug.alphaUnclamped, .shownEveryFrame, .shownPastTheThreshold] {
            let view = try StretchyHeaderView(Self.header, offset: 0, bug: bug)
            var recorder = TraceRecorder(StretchyHeaderEffect.self, configuration: Self.headerFields, initialInput: 0, initial: view.lastFrame)
            var monitor = ScrollMonitor(StretchyHeaderEffect.self, configuration: Self.header, fields: Self.headerFields, initialInput: 0,
                initial: view.lastFrame,
                                        options: MonitorOptions(folder: Self.folder("header"), handler: { _ in }), outputs: StretchyHeaderEffect.outputs(of:))
            let session = (0..<40).map { -50 + Double($0) * 7.5 } + [.nan, 120, 300, 0]
            for o in session {
                let frame = try? view.update(o)
                recorder.record(input: o, output: frame)
                monitor.record(input: o, output: frame)
            }
            monitor.finish()
            let whole = try ScrollProof.checkTrace(StretchyHeaderEffect.self, bytes: Array(recorder.trace.json.utf8))
            #expect(!whole.violations.isEmpty, "\(bug)")
            #expect(monitor.reports.filter(\.isFirst).map(\.violation.description).sorted() == whole.violations.map(\.description).sorted(), "\(bug)")
            for report in monitor.reports {
                let file = try ScrollProof.checkTrace(StretchyHeaderEffect.self, contentsOf: URL(fileURLWithPath: try #require(report.file)))
                #expect(file.violations.contains { $0.invariant == report.violation.invariant && $0.frame == report.frameInFile }, "\(bug): \(file.violations)")
                #expect(report.reproduces == true)
                // The command line knows only the built-in effects: the report names the call.
                #expect(report.replay == """
                    ScrollProof.checkTrace(StretchyHeaderEffect.self, contentsOf: URL(fileURLWithPath: \"\(report.file!)\")) in a test target
                    """)
                #expect(report.text.contains("replay: ScrollProof.checkTrace(StretchyHeaderEffect.self") && !report.text.contains("scrollproof check-trace"))
            }
        }
    }

    /// A session of the tracker class fed to its monitor on the main actor, as in the app: the
    /// recorded trace and the monitor's reports.
    @MainActor static func session(_ events: [ListEvent], _ rule: ImpressionRule, _ bug: TrackerBug,
        _ options: MonitorOptions) -> (trace: ListTrace, reports: [MonitorReport]) {
        let tracker = ImpressionTrackerController(rule, bug: bug)
        var recorder = ListTraceRecorder(ImpressionTracking.self, configuration: ListTraceTests.configuration)
        var monitor = EventMonitor(ImpressionTracking.self, configuration: rule, fields: ListTraceTests.configuration, options: options)
        for event in events {
            let answer = tracker.handle(event)
            recorder.record(event, output: answer)
            monitor.record(event, answer: answer)
        }
        monitor.finish()
        return (recorder.trace, monitor.reports)
    }

    /// Generated list sessions, each run by a correct tracker and one that counts again after
    /// a reload (2,000 traces in CI's full run, 200 by default): the monitor's first violation of each rule is `checkTrace`'s on
    /// the recorded file, and the buggy tracker's file replays under `checkTrace`.
    @Test func aListDrivenEffectIsJudgedAsCheckTraceJudgesIt() async throws {
        let sessions: UInt64 = PropertyTestSupport.sweep(100, full: 1_000)
        let rule = try ImpressionRule(fraction: 0.5, seconds: 1)
        var violations = 0, replayed = 0
        let folder = Self.folder("impressions")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for seed in 0..<sessions {
            let events = try Gen<EventSequence<ListEvent>>.list().generate(seed: seed).value.events
            for bug in [TrackerBug.none, .countsAgainAfterReload] {
                let (trace, reports) = await MainActor.run {
                    Self.session(events, rule, bug, MonitorOptions(folder: bug == .none ? nil : folder, handler: { _ in }))
                }
                let whole = try ListTraceTests.check(trace.json)
                #expect(reports.filter(\.isFirst).map(\.violation.description).sorted() == whole.violations.map(\.description).sorted(),
                    "seed \(seed) \(bug)")
                if bug == .none { #expect(whole.violations.isEmpty, "seed \(seed)") }
                violations += whole.violations.count
                for report in reports where report.file != nil {
                    let file = try ScrollProof.checkTrace(ImpressionTracking.self, contentsOf: URL(fileURLWithPath: report.file!))
                    #expect(file.violations.contains { $0.invariant == report.violation.invariant && $0.frame == report.frameInFile })
                    replayed += 1
                }
            }
        }
        #expect(violations >= Int(sessions) / 10 && replayed == violations, "\(violations) violations, \(replayed) files replayed")
    }

    /// Long sessions of the tracker that counts again after a reload (the case: its
    /// files used to start mid-session and break rules the session kept), at windows of 1, 10,
    /// 100 and 1,000 events: each report's file, judged alone by `ScrollProof.checkTrace`, reports
    /// the report at its event and, in its window, exactly what the whole session judged there
    /// (each rule's first violation from the window's first event on); its prelude rebuilds the
    /// rest. With no history kept, a session longer than the window says its file may not.
    @Test func everyFileReplaysExactlyItsReport() async throws {
        let rule = try ImpressionRule(fraction: 0.5, seconds: 1)
        let folder = Self.folder("windows")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var exact = 0, preludes = 0, unpromised = 0
        for seed in UInt64(0)..<PropertyTestSupport.sweep(2, full: 40) {
            var events: [ListEvent] = []
            var next = seed * 1_000
            while events.count < 600 {
                events += try Gen<EventSequence<ListEvent>>.list().generate(seed: next).value.events
                next += 1
            }
            for (window, history) in [(1, 100_000), (10, 100_000), (100, 100_000), (1_000, 100_000), (20, 0)] {
                let (trace, reports) = await MainActor.run { [events] in
                    Self.session(events, rule, .countsAgainAfterReload, MonitorOptions(window: window, folder: folder, history: history,
                        handler: { _ in }))
                }
                for report in reports {
                    let label = "seed \(seed), window \(window), history \(history)"
                    let file = try ScrollProof.checkTrace(ImpressionTracking.self, contentsOf: URL(fileURLWithPath: try #require(report.file)))
                    let frame = try #require(report.frameInFile)
                    let offset = report.violation.frame - frame
                    // The whole session up to the file's last event, reported from its window.
                    var whole = trace
                    whole.events = Array(whole.events.prefix(offset + file.frameCount))
                    whole.prelude = offset + file.prelude
                    let truth = try ScrollProof.checkTrace(ImpressionTracking.self, bytes: Array(whole.json.utf8))
                    let replays = MonitorReplay.replaysExactly(report, file: file.violations, session: truth.violations)
                    if history > 0 || offset + file.prelude == 0 {
                        #expect(report.reproduces == true && replays, "\(label): \(report.text)\nfile \(file.violations)\nsession \(truth.violations)")
                        exact += 1
                        if file.prelude > 0 { preludes += 1 }
                    } else {
                        #expect(report.reproduces == false && report.text.contains("raise MonitorOptions.history"), "\(label): \(report.text)")
                        unpromised += 1
                    }
                }
            }
        }
        #expect(exact > 0 && preludes > 0 && unpromised > 0, "\(exact) exact, \(preludes) with a prelude, \(unpromised) not promised")
    }
}
