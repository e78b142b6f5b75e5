import Foundation
import PropertyTestSupport
import ScrollProof
import Testing
import TraceFormat

/// The monitor judges an effect a user declared (an offset-driven header, a list-driven
/// impression tracker) as `ScrollProof.checkTrace` judges its file: the same first violation
/// of each rule, and the file it writes replays it.
@MainActor @Suite struct DeclaredMonitorTests {
    static let header = try! StretchyHeaderConfiguration(height: 200, fadeStart: 40, fadeDistance: 60)
    static let headerFields: [(name: String, value: Double)] = [("height", 200), ("fadeStart", 40), ("fadeDistance", 60)]

    static func folder(_ name: String) -> String {
        (NSTemporaryDirectory() as NSString).appendingPathComponent("scrollproof-declared-monitor-\(name)-\(UInt32.random(in: 0 ... .max))")
    }

    /// The header class with two planted bugs, fed a pull-down and a scroll up: the monitor's
    /// reports are `checkTrace`'s verdict on the whole session, and each file replays its rule
    /// at its frame under `ScrollProof.checkTrace`.
    @Test func aDeclaredEffectsFileReplaysUnderCheckTrace() throws {
        for bug in [StretchyHeader.Bug.alphaUnclamped, .shownEveryFrame, .shownPastTheThreshold] {
            let view = try StretchyHeaderView(Self.header, offset: 0, bug: bug)
            var recorder = TraceRecorder(StretchyHeaderEffect.self, configuration: Self.headerFields, initialInput: 0, initial: view.lastFrame)
            var monitor = ScrollMonitor(StretchyHeaderEffect.self, configuration: Self.header, fields: Self.headerFields, initialInput: 0, initial: view.lastFrame,
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
                #expect(report.replay == "ScrollProof.checkTrace(StretchyHeaderEffect.self, contentsOf: URL(fileURLWithPath: \"\(report.file!)\")) in a test target")
                #expect(report.text.contains("replay: ScrollProof.checkTrace(StretchyHeaderEffect.self") && !report.text.contains("scrollproof check-trace"))
            }
        }
    }

    /// Generated list sessions, each run by a correct tracker and one that counts again after
    /// a reload (2,000 traces in CI's full run, 200 by default): the monitor's first violation of each rule is `checkTrace`'s on
    /// the recorded file, and the buggy tracker's file replays under `checkTrace`.
    @Test func aListDrivenEffectIsJudgedAsCheckTraceJudgesIt() throws {
        let sessions: UInt64 = PropertyTestSupport.sweep(100, full: 1_000)
        let rule = try ImpressionRule(fraction: 0.5, seconds: 1)
        var violations = 0, replayed = 0
        let folder = Self.folder("impressions")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for seed in 0..<sessions {
            let events = try Gen<EventSequence<ListEvent>>.list().generate(seed: seed).value.events
            for bug in [TrackerBug.none, .countsAgainAfterReload] {
                let tracker = ImpressionTrackerController(rule, bug: bug)
                var recorder = ListTraceRecorder(ImpressionTracking.self, configuration: ListTraceTests.configuration)
                var monitor = EventMonitor(ImpressionTracking.self, configuration: rule, fields: ListTraceTests.configuration,
                                           options: MonitorOptions(folder: bug == .none ? nil : folder, handler: { _ in }))
                for event in events {
                    let answer = tracker.handle(event)
                    recorder.record(event, output: answer)
                    monitor.record(event, answer: answer)
                }
                monitor.finish()
                let whole = try ListTraceTests.check(recorder.trace.json)
                #expect(monitor.reports.filter(\.isFirst).map(\.violation.description).sorted() == whole.violations.map(\.description).sorted(), "seed \(seed) \(bug)")
                if bug == .none { #expect(whole.violations.isEmpty, "seed \(seed)") }
                violations += whole.violations.count
                for report in monitor.reports where report.file != nil {
                    let file = try ScrollProof.checkTrace(ImpressionTracking.self, contentsOf: URL(fileURLWithPath: report.file!))
                    #expect(file.violations.contains { $0.invariant == report.violation.invariant && $0.frame == report.frameInFile })
                    replayed += 1
                }
            }
        }
        #expect(violations >= Int(sessions) / 10 && replayed == violations, "\(violations) violations, \(replayed) files replayed")
    }

    /// Long sessions of the tracker that counts again after a reload, with short windows: a
    /// file that starts mid-session can break rules the session kept (no data source, no
    /// cells yet) before the reported one, or report the rule with other numbers. `reproduces`
    /// is true exactly when the file's first violation of the rule is the report (rule, event,
    /// numbers) and whatever breaks earlier in it the session broke there too (another report
    /// of the monitor's); else the text says to raise the window.
    @Test func aFileReproducesOnlyWhenItReplaysExactlyTheReport() throws {
        let rule = try ImpressionRule(fraction: 0.5, seconds: 1)
        let folder = Self.folder("windows")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var exact = 0, inexact = 0
        for seed in UInt64(0)..<40 {
            var events: [ListEvent] = []
            var next = seed * 1_000
            while events.count < 600 {
                events += try Gen<EventSequence<ListEvent>>.list().generate(seed: next).value.events
                next += 1
            }
            for window in [20, 100] {
                let tracker = ImpressionTrackerController(rule, bug: .countsAgainAfterReload)
                var monitor = EventMonitor(ImpressionTracking.self, configuration: rule, fields: ListTraceTests.configuration,
                                           options: MonitorOptions(window: window, folder: folder, handler: { _ in }))
                for event in events { monitor.record(event, answer: tracker.handle(event)) }
                monitor.finish()
                for report in monitor.reports {
                    let file = try ScrollProof.checkTrace(ImpressionTracking.self, contentsOf: URL(fileURLWithPath: try #require(report.file)))
                    #expect(report.frameInFile != nil)
                    #expect(report.reproduces == MonitorReplay.replaysExactly(report, file: file.violations, reports: monitor.reports),
                            "seed \(seed), window \(window): \(report.text)\n\(file.violations)")
                    if report.reproduces == true { exact += 1 } else {
                        inexact += 1
                        #expect(report.text.contains("does not replay exactly this report"))
                    }
                }
            }
        }
        #expect(exact > 0 && inexact > 0, "\(exact) exact, \(inexact) not")
    }
}
