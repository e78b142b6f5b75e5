import Foundation
import Oracles
import Originals
import PropertyTestSupport
import ScrollProof
import Testing

/// The fly screen's monitor in the running app: fed a session as the app feeds it, it reports
/// each rule's first violation as `check-trace` reports it for the whole session (rule,
/// operation, values, text), live where the checker lets go, with a file that replays it; it
/// reports nothing on a correct screen.
@Suite struct FlyScreenMonitorTests {
    /// A session: its trace, and after each operation the length of the log (what the
    /// operation caused comes after it).
    typealias Session = (trace: FlyScreenTrace, logged: [Int])

    /// Workloads per screen and generator: 500 in the soak (1,000 sessions a screen, 18,000 in
    /// all; CI runs a quarter), 12 in a plain `swift test`.
    static let count = PropertyTestSupport.sweep(12, full: 500)

    /// The sessions of a screen (``FlyScreenEngineTests/workloads(features:seed:count:)``).
    static func sessions(_ make: FlyScreenEngineTests.Make, features: FlyScreenFeatures, seed: UInt64, count: Int = count) -> [Session] {
        FlyScreenEngineTests.workloads(features: features, seed: seed, count: count).compactMap { w in
            guard let screen = try? make(w.configuration) else { return nil }
            return session(screen, w.operations, flyOut: w.flyOut)
        }
    }

    static func session<S: FlyScreenSimulating>(_ screen: S, _ operations: [FlyOperation], flyOut: Bool) -> Session {
        var counted = Counted(screen: screen), recording = FlyScreenRun.Recording()
        FlyScreenRun.run(&counted, operations, flyOut: flyOut, into: &recording)
        return (FlyScreenTrace(configuration: counted.configuration, steps: recording.steps, events: counted.events), counted.logged)
    }

    /// A screen that notes the length of its log after each operation.
    struct Counted<S: FlyScreenSimulating>: FlyScreenSimulating {
        static var features: FlyScreenFeatures { S.features }
        var screen: S
        var logged: [Int] = []
        var configuration: FlyScreenConfiguration { screen.configuration }
        var now: Double { screen.now }
        var events: [FlyScreenEvent] { screen.events }
        mutating func note<R>(_ result: R) -> R { logged.append(screen.events.count); return result }
        mutating func insert(id: Int, width: Double) -> FlyScreenInsertResult { note(screen.insert(id: id, width: width)) }
        mutating func insert(id: Int, width: Double, duration: Double) -> FlyScreenInsertResult { note(screen.insert(id: id, width: width,
            duration: duration)) }
        mutating func sync(id: Int, width: Double, progress: Double) -> FlyScreenInsertResult { note(screen.sync(id: id, width: width, progress: progress)) }
        mutating func pause() { note(screen.pause()) }
        mutating func resume() { note(screen.resume()) }
        mutating func advance(to time: Double) throws(InputError) {
            defer { logged.append(screen.events.count) }
            try screen.advance(to: time)
        }
        func hitTest(x: Double, y: Double) -> Int? { screen.hitTest(x: x, y: y) }
        mutating func tap(x: Double, y: Double) -> FlyScreenTapResult { note(screen.tap(x: x, y: y)) }
    }

    /// The monitor after a recorded trace, fed as `EventMonitor<FlyScreenModel>.record(_:)` feeds one
    /// whose operations' events are not told apart (by their times); then the end.
    @MainActor static func monitored(_ trace: FlyScreenTrace, options: MonitorOptions = MonitorOptions(handler: { _ in })) -> EventMonitor<FlyScreenModel> {
        var monitor = EventMonitor<FlyScreenModel>(configuration: trace.configuration, seeks: trace.seeks,
            longestDuration: FlyScreenTrace.longestDuration(trace.steps), options: options)
        monitor.record(trace)
        monitor.finish()
        return monitor
    }

    /// What the monitor had been fed when it handed out a report: the operations then (the
    /// one being recorded not among them) and the events.
    @MainActor final class Moments {
        var steps = 0, events = 0, final = false
        var reports: [(violation: Violation, steps: Int, events: Int, final: Bool)] = []
    }

    /// The monitor after a session fed as the app feeds it: each operation, then the events it
    /// caused; then the end. `moments` keeps what it had been fed at each report.
    @MainActor static func monitored(
        _ session: Session, seeks: Bool? = nil, level: InvariantLevel? = nil, moments: Moments? = nil,
            options: MonitorOptions = MonitorOptions(handler: { _ in })
    ) -> EventMonitor<FlyScreenModel> {
        let trace = session.trace
        #expect(session.logged.count == trace.steps.count && session.logged.last ?? 0 == trace.events.count)
        var options = options
        if let moments {
            options.handler = { report in if report.isFirst { moments.reports.append((report.violation, moments.steps, moments.events, moments.final)) } }
        }
        var monitor = EventMonitor<FlyScreenModel>(configuration: trace.configuration, seeks: seeks ?? trace.seeks,
            longestDuration: FlyScreenTrace.longestDuration(trace.steps), level: level, options: options)
        var next = 0
        for (k, (step, logged)) in zip(trace.steps, session.logged).enumerated() {
            moments?.steps = k + 1
            monitor.record(step)
            while next < logged {
                moments?.events = next + 1
                monitor.record(trace.events[next])
                next += 1
            }
        }
        moments?.steps = trace.steps.count
        moments?.events = trace.events.count
        moments?.final = true
        monitor.finish()
        return monitor
    }

    static func descriptions(_ violations: [Violation]) -> [String] { violations.map(\.description).sorted() }

    /// Every screen of the engine's differential test (the model, the published port, library
    /// variants, the capacity mutant, models sabotaged one invariant at a time), told that the
    /// session seeks when it does, and, for one that does not, told either:
    /// - each rule's first violation is `check-trace`'s over the whole session judged as the
    ///   monitor was told (a monitor told that the screen seeks judges a session that never
    ///   syncs as one that seeks, as `check-trace` judges the file of a session that does), in
    ///   rule, operation, values and text: both are the engine, merging the operations and the
    ///   log in time order;
    /// - and each report is `check-trace`'s for the session recorded when the monitor handed it
    ///   out (what its file holds).
    @Test(arguments: FlyScreenEngineTests.screens.indices)
    func theMonitorReportsWhatCheckTraceReports(_ index: Int) async throws {
        let screen = FlyScreenEngineTests.screens[index]
        var violations = 0
        for session in Self.sessions(screen.make, features: screen.features, seed: 43) {
            let trace = session.trace
            for seeks in trace.seeks ? [true] : [false, true] {
                var told = trace
                told.judgedAsSeeking = seeks
                let whole = TraceDocument(FlyScreenModel.self, told).verdict.violations
                // The monitor on the main actor, as in the app; the judging of its reports here.
                let (reports, moments) = await MainActor.run {
                    let moments = Moments()
                    return (Self.monitored(session, seeks: seeks, moments: moments).reports.filter(\.isFirst).map(\.violation), moments.reports)
                }
                #expect(Self.descriptions(reports) == Self.descriptions(whole), "\(screen.name), told seeks: \(seeks)")
                for moment in moments {
                    var recorded = FlyScreenTrace(configuration: trace.configuration, steps: Array(trace.steps[..<moment.steps]),
                        events: Array(trace.events[..<moment.events]))
                    recorded.judgedAsSeeking = seeks
                    let then = TraceDocument(FlyScreenModel.self, recorded).verdict.violations.first { $0.invariant == moment.violation.invariant }
                    #expect(then?.description == moment.violation.description, "\(screen.name), told seeks: \(seeks)")
                }
                violations += whole.count
            }
        }
        if !["model", "capacity twin", "Float"].contains(screen.name) {
            #expect(violations > 0, "\(screen.name): nothing to compare")
        }
    }

    /// The published seek bug (a synced item made its row's last): the monitor of the safety
    /// rules reports minimumGap while the session goes on, not at its end, and the file it
    /// writes replays the same violation at the same operation.
    @Test func aSeekBugIsReportedLiveAndItsFileReplays() async throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("scrollproof-fly-monitor-\(UInt32.random(in: 0 ... .max))")
        var found: (trace: FlyScreenTrace, operations: Int, report: MonitorReport)?
        for session in Self.sessions({ c in TrackDanmaku(c, seekBecomesLast: true) }, features: TrackDanmaku.features, seed: 7) where session.trace.seeks {
            let trace = session.trace
            guard TraceDocument(FlyScreenModel.self, trace).verdict.violations.contains(where: { $0.invariant == "minimumGap" }) else { continue }
            // The monitor on the main actor, as in the app, stopped at the report.
            found = await MainActor.run { () -> (trace: FlyScreenTrace, operations: Int, report: MonitorReport)? in
                // A library that drops by design is judged by the safety rules (SPEC §0).
                var monitor = EventMonitor<FlyScreenModel>(
                    configuration: trace.configuration, seeks: true, level: .safety, options: MonitorOptions(folder: folder, handler: { _ in }))
                var next = 0
                for (step, logged) in zip(trace.steps, session.logged) {
                    monitor.record(step)
                    while next < logged { monitor.record(trace.events[next]); next += 1 }
                    if let report = monitor.reports.first(where: { $0.violation.invariant == "minimumGap" }) { return (trace,
                        monitor.operationsJudged, report) }
                }
                return nil
            }
            if found != nil { break }
        }
        let (trace, operations, report) = try #require(found, "no session of the seek bug broke minimumGap before its end")
        #expect(operations < trace.steps.count, "reported only at the end")
        #expect(report.violation.frame < operations)
        let whole = try #require(TraceDocument(FlyScreenModel.self, trace).verdict.violations.first { $0.invariant == "minimumGap" })
        #expect(report.violation.description == whole.description)
        let file = try #require(report.file)
        let all = try TraceDocument.parse(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: file)))).verdict.violations
        let replayed = all.first { $0.invariant == "minimumGap" }
        #expect(report.reproduces == true && replayed?.frame == report.frameInFile, "\(report.text)\nfile: \(all)")
        #expect(report.text.contains("check-trace \(file)"))
        // Replayed at the monitor's level: a file judged by every rule would hold rules the
        // monitor never judged (an outsider's replay picked exactSchedule from such a file).
        #expect(report.replay == "scrollproof check-trace \(file) --level safety", "\(report.replay ?? "")")
        let safety = try ScrollProof.checkTrace(contentsOf: URL(fileURLWithPath: file), selection: .level(.safety))
        #expect(safety.violations.allSatisfy { v in FlyScreenModel.invariants.descriptions.contains { $0.name == v.invariant && $0.level == .safety } })
        #expect(safety.violations.contains { $0.invariant == "minimumGap" })
    }

    /// A correct screen's long session: nothing is reported, whether the monitor was told it
    /// seeks or not; told it seeks when it never does, the end's judgement is the oracles'.
    @Test func aCorrectScreenIsNeverReported() async throws {
        for session in Self.sessions({ c in FlyScreenModel(configuration: c) }, features: FlyScreenModel.features, seed: 11) {
            for seeks in session.trace.seeks ? [true] : [false, true] {
                let quiet = await MainActor.run { Self.monitored(session, seeks: seeks).reports.isEmpty }
                #expect(quiet)
            }
        }
    }

    /// Found by the soak (seed 5, session 768 of 1,000): a monitor told the screen seeks judges
    /// no schedule, and a window of a session that has not synced yet starts after the insert of
    /// an item whose start it keeps. Judged on SPEC's schedule, that file took row 0 for free
    /// (`exactSchedule` at its first operation, which the monitor never judged). The file now
    /// says the screen seeks (`"seeks": true`), and `check-trace` judges it as the monitor did.
    @MainActor @Test func aWindowOfAScreenToldItSeeksIsJudgedAsOne() throws {
        let c = try FlyScreenConfiguration(screenWidth: 968, rows: 8, rowHeight: 36, duration: 4, minimumGap: 48.27675724029541, capacity: 35)
        let t1 = 3.06258487701416, t2 = 7.34422492980957
        var trace = FlyScreenTrace(configuration: c, steps: [
            .timedInsert(id: 0, width: 506.30520725250244, duration: 7.208127021789551, time: 0, result: .accepted),
            .timedInsert(id: 1, width: 549, duration: 5.647541046142578, time: 0, result: .accepted),
            .insert(id: 2, width: 96, time: 0, result: .accepted),
            .timedInsert(id: 3, width: 504.2021379470825, duration: 5, time: 0, result: .accepted),
            .advance(time: t1), .tap(x: 454.06842796240204, y: 54, time: t1, hit: 1, result: .liked(id: 1)), .advance(time: t2),
            .timedInsert(id: 4, width: 142.53953456878662, duration: 2.0205259323120117, time: t2, result: .accepted),
        ], events: [
            .started(id: 0, row: 0, time: 0), .started(id: 1, row: 1, time: 0), .started(id: 2, row: 2, time: 0), .started(id: 3, row: 3, time: 0),
            .liked(id: 1, time: t1), .finished(id: 2, row: 3, time: 4, x: -96), .finished(id: 3, row: 4, time: 5, x: -504.2021379470825),
            .finished(id: 1, row: 2, time: 5.647541046142578, x: -549.0000000000002), .finished(id: 0, row: 1, time: 7.208127021789551, x: -506.30520725250244),
            .started(id: 4, row: 0, time: t2),
        ])
        trace.judgedAsSeeking = true
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("scrollproof-fly-told-\(UInt32.random(in: 0 ... .max))")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let reports = Self.monitored(trace, options: MonitorOptions(window: 1, folder: folder, handler: { _ in })).reports
        let report = try #require(reports.first { $0.violation.invariant == "rowsConsistent" })
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: try #require(report.file))))
        #expect(String(decoding: bytes, as: UTF8.self).contains("\"seeks\": true"))
        let document = try TraceDocument.parse(bytes: bytes)
        #expect(!document.verdict.violations.contains { $0.invariant == "exactSchedule" }, "\(document.verdict.violations)")
        // check-trace's reading (judged while read) says the same.
        struct Whole: TraceSource {
            let bytes: [UInt8]
            func read(at offset: Int, maxCount: Int) -> [UInt8]? { Array(bytes[min(offset, bytes.count)..<min(bytes.count, offset + maxCount)]) }
        }
        #expect(try TraceDocument.verdict(reading: Whole(bytes: bytes)).violations.map(\.description) == document.verdict.violations.map(\.description))
        let truth = TraceDocument(FlyScreenModel.self, trace).verdict.violations
        #expect(report.reproduces == true && MonitorReplay.replaysExactly(report, file: document.verdict.violations, session: truth),
                "\(report.text)\nfile \(document.verdict.violations)\nsession \(truth)")
        // Without the line, the same file is judged on SPEC's schedule: what the soak found.
        let plain = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: ", \"seeks\": true", with: "")
        #expect(try TraceDocument.parse(bytes: Array(plain.utf8)).verdict.violations.contains { $0.invariant == "exactSchedule" })
    }

    /// Windows of 1, 10, 100 and 1,000 operations (the first shorter than the session): the file's window holds the
    /// last operations and its prelude the earlier ones the rules need; judged alone, it reports
    /// the report and, in its window, exactly what the whole session judged there.
    /// A screen that likes on every tap, tapped twice at one moment: the second tap's answer
    /// breaks likeOnce at operation 3, and the second pop, judged after it (its entry is read
    /// after both taps), breaks it at the like's operation 2. The second report's file holds
    /// both, and a replay reports the first judged: the report says so in words that are
    /// true (not "at its initial frame", which it is not), and the file replays the first.
    @MainActor @Test func aLaterReportWhoseFileReportsAnotherSaysWhy() throws {
        let c = try FlyScreenConfiguration(screenWidth: 375, rows: 1, rowHeight: 24, duration: 6)
        let x = 345.8333333333333
        let trace = FlyScreenTrace(configuration: c, steps: [
            .insert(id: 0, width: 100, time: 0, result: .accepted), .advance(time: 1),
            .tap(x: x, y: 12, time: 1, hit: 0, result: .liked(id: 0)), .tap(x: x, y: 12, time: 1, hit: 0, result: .liked(id: 0)),
        ], events: [.started(id: 0, row: 0, time: 0), .liked(id: 0, time: 1), .liked(id: 0, time: 1)])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollproof-later-report-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: folder) }
        let monitor = Self.monitored(trace, options: MonitorOptions(folder: folder.path, handler: { _ in }))
        let likes = monitor.reports.filter { $0.violation.invariant == "likeOnce" }
        #expect(likes.map(\.violation.frame) == [3, 2], "\(likes.map(\.text))")
        #expect(likes.map(\.reproduces) == [true, false])
        let why = try #require(likes.last?.notReproducing)
        #expect(!why.contains("initial frame") && why.contains("later step"), "\(why)")
        // The second report's file replays the violation judged first, as the note says.
        let file = try #require(likes.last?.file)
        let verdict = try TraceDocument.parse(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: file)))).verdict
        #expect(verdict.violations.map(\.invariant) == ["likeOnce"] && verdict.violations.first?.frame == 3, "\(verdict.violations)")
    }

    @Test func aShortWindowWritesTheLastOperations() async throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("scrollproof-fly-window-\(UInt32.random(in: 0 ... .max))")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var written = 0, preludes = 0
        for session in Self.sessions({ c in SabotagedFlyScreen(c, .finishOnAnotherRow) }, features: FlyScreenModel.features,
            seed: 5) where session.trace.steps.count > 40 {
            for window in [1, 10, 100, 1_000] {
                let reports = await MainActor.run { Self.monitored(session, options: MonitorOptions(window: window, folder: folder,
                    handler: { _ in })).reports }
                for report in reports where report.isFirst {
                    let document = try TraceDocument.parse(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: try #require(report.file)))))
                    let kept = try #require(document.trace(of: FlyScreenModel.self))
                    let frame = try #require(report.frameInFile)
                    #expect(kept.steps.count - kept.prelude <= max(window, kept.steps.count - frame))
                    // The whole session up to the file's last operation, reported from its window:
                    // the entries logged before the file's first operation, then the file's.
                    let offset = report.violation.frame - frame
                    let from = kept.steps.first?.time ?? -.infinity
                    var whole = FlyScreenTrace(
                        configuration: session.trace.configuration, steps: Array(session.trace.steps.prefix(offset + kept.steps.count)),
                        events: session.trace.events.prefix { $0.time < from } + kept.events)
                    whole.prelude = offset + kept.prelude
                    // Judged as the monitor was told: a screen that seeks, if the session ever syncs.
                    whole.judgedAsSeeking = session.trace.seeks
                    let truth = TraceDocument(FlyScreenModel.self, whole).verdict.violations
                    #expect(report.reproduces == true && MonitorReplay.replaysExactly(report, file: document.verdict.violations, session: truth),
                            "window \(window): \(report.text)\nfile \(document.verdict.violations)\nsession \(truth)")
                    written += 1
                    if kept.prelude > 0 { preludes += 1 }
                }
            }
        }
        #expect(written > 0 && preludes > 0, "\(written) files, \(preludes) with a prelude")
    }

    /// Bad input: a non-finite time, a NaN position, a time that runs back. Judged by the
    /// rules `check-trace` applies to such a file (a NaN position is noNonFiniteOutput; the
    /// player's clock is the app's input, which the rules take as it comes), never a crash;
    /// after `finish()` nothing more is judged.
    @MainActor @Test func badInputIsReportedAsCheckTraceReportsIt() throws {
        let c = try FlyScreenConfiguration(screenWidth: 300, rows: 2, rowHeight: 20, duration: 4)
        let sessions: [FlyScreenTrace] = [
            FlyScreenTrace(configuration: c, steps: [.insert(id: 1, width: 40, time: 0, result: .accepted), .advance(time: .nan)],
                           events: [.inserted(id: 1, width: 40, time: 0), .started(id: 1, row: 0, time: 0)]),
            FlyScreenTrace(configuration: c, steps: [.insert(id: 1, width: 40, time: 0, result: .accepted), .advance(time: 5)],
                           events: [.inserted(id: 1, width: 40, time: 0), .started(id: 1, row: 0, time: 0), .finished(id: 1, row: 0, time: 4, x: .nan)]),
            FlyScreenTrace(configuration: c, steps: [.advance(time: 3), .insert(id: 1, width: 40, time: 1, result: .accepted), .advance(time: 9)],
                           events: [.inserted(id: 1, width: 40, time: 1), .started(id: 1, row: 0, time: 1), .finished(id: 1, row: 0, time: 5, x: -40)]),
        ]
        for trace in sessions {
            let verdict = TraceDocument(FlyScreenModel.self, trace).verdict.violations
            var monitor = Self.monitored(trace)
            #expect(Self.descriptions(monitor.reports.filter(\.isFirst).map(\.violation)) == Self.descriptions(verdict))
            if case .finished(_, _, _, let x) = trace.events.last, x.isNaN {
                #expect(monitor.reports.contains { $0.violation.invariant == "noNonFiniteOutput" && $0.violation.description.contains("nan") })
            }
            let reported = monitor.reports.count
            monitor.record(.insert(id: 9, width: -1, time: 99, result: .accepted))
            monitor.finish()
            #expect(monitor.reports.count == reported && monitor.operationsJudged == trace.steps.count)
        }
    }

    /// A folder under a regular file: the report says why no file was written, the handler
    /// still runs, and judging goes on to the next rule.
    @Test func anUnwritableFolderIsReportedAndJudgingGoesOn() async throws {
        let blocker = (NSTemporaryDirectory() as NSString).appendingPathComponent("scrollproof-fly-blocker-\(UInt32.random(in: 0 ... .max))")
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        defer { try? FileManager.default.removeItem(atPath: blocker) }
        let session = try #require(Self.sessions({ c in SabotagedFlyScreen(c, .finishOnAnotherRow) }, features: FlyScreenModel.features, seed: 5)
            .first { !TraceDocument(FlyScreenModel.self, $0.trace).verdict.violations.isEmpty })
        let (handed, reports) = await MainActor.run {
            var handed: [MonitorReport] = []
            let monitor = Self.monitored(session, options: MonitorOptions(folder: (blocker as NSString).appendingPathComponent("traces"),
                handler: { handed.append($0) }))
            return (handed, monitor.reports)
        }
        #expect(!handed.isEmpty && handed.count == reports.count)
        for report in handed {
            #expect(report.file == nil && report.fileError?.contains(blocker) == true)
        }
    }

    /// Told to judge the safety rules only, the monitor holds a screen that drops what no row
    /// has room for (by design) to the promises: it reports what `check-trace` reports of them,
    /// and nothing of SPEC's queueing policy, which the same monitor of every rule reports.
    @Test func aMonitorOfTheSafetyRulesLeavesThePolicyAlone() async throws {
        let safety = Set(FlyScreenInvariants.all.filter { $0.level == .safety }.map(\.name))
        var policy = 0
        for session in Self.sessions({ c in try DroppingFlyScreen(c) }, features: DroppingFlyScreen.features, seed: 17) {
            let whole = TraceDocument(FlyScreenModel.self, session.trace).verdict.violations
            let (promises, every) = await MainActor.run {
                (Self.monitored(session, level: .safety).reports.filter(\.isFirst).map(\.violation.invariant),
                    Self.monitored(session).reports.filter(\.isFirst).map(\.violation.invariant))
            }
            #expect(Set(promises) == Set(whole.map(\.invariant)).intersection(safety))
            if every.contains(where: { !safety.contains($0) }) { policy += 1 }
        }
        #expect(policy > 0, "the dropping screen never broke SPEC's policy: nothing told the levels apart")
    }

    /// A hook that records each event as the screen's callback fires, during the operation, and
    /// the operation when it returns (its answer known only then): the events before their
    /// operation. The checker reads both in its own order, and what the oracles judge in
    /// between waits for a second look: the same reports as in the documented order (but for
    /// the log that starts an item before its insert, which shows otherwise while it goes).
    @Test(arguments: FlyScreenEngineTests.screens.indices.filter { FlyScreenEngineTests.screens[$0].name != "first two starts swapped" })
    func eventsRecordedBeforeTheirOperationGiveTheSameReports(_ index: Int) async throws {
        let screen = FlyScreenEngineTests.screens[index]
        for session in Self.sessions(screen.make, features: screen.features, seed: 47, count: Self.count / 2) {
            let (documented, callbacksFirst) = await MainActor.run {
                let trace = session.trace
                var monitor = EventMonitor<FlyScreenModel>(configuration: trace.configuration, seeks: trace.seeks,
                    longestDuration: FlyScreenTrace.longestDuration(trace.steps), options: MonitorOptions(handler: { _ in }))
                var next = 0
                for (step, logged) in zip(trace.steps, session.logged) {
                    while next < logged { monitor.record(trace.events[next]); next += 1 }
                    monitor.record(step)
                }
                monitor.finish()
                return (Self.descriptions(Self.monitored(session).reports.filter(\.isFirst).map(\.violation)),
                    Self.descriptions(monitor.reports.filter(\.isFirst).map(\.violation)))
            }
            #expect(callbacksFirst == documented, "\(screen.name)")
        }
    }

    /// A violation judged against the end (two pops for one like) in a long session: the
    /// monitor reports what `check-trace` reports of the whole session, in one pass.
    @Test func aRuleJudgedAgainstTheEndIsReportedAsCheckTraceReportsIt() async throws {
        // One long session: generated workloads one after another on one screen.
        var operations: [FlyOperation] = [], configuration: FlyScreenConfiguration?
        for seed: UInt64 in 1...60 {
            guard let w = try? Gen<FlyWorkload>.flyWorkload(features: [.pause]).generate(seed: seed).value,
                  let c = w.configuration.configuration else { continue }
            if configuration == nil { configuration = c }
            // A workload that ends its observation early ends the whole session: its end left out.
            operations += w.operations.filter { if case .endAt = $0 { false } else { true } }
        }
        let session = Self.session(SabotagedFlyScreen(try #require(configuration), .popTwice), operations, flyOut: true)
        let whole = TraceDocument(FlyScreenModel.self, session.trace).verdict.violations
        #expect(whole.contains { $0.invariant == "likeOnce" }, "the long session never broke likeOnce")
        let (reports, judged) = await MainActor.run {
            let monitor = Self.monitored(session)
            return (monitor.reports.filter(\.isFirst).map(\.violation), monitor.operationsJudged)
        }
        #expect(Self.descriptions(reports) == Self.descriptions(whole))
        #expect(judged == session.trace.steps.count && judged > 500, "\(judged) operations")
    }
}
