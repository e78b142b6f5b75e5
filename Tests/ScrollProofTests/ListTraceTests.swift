import Foundation
import PropertyTestSupport
import ScrollProof
import Testing

extension ImpressionTracking: TraceableListEffect {
    static func frame(from outputs: TraceOutputs) throws(TraceFormatError) -> ImpressionFrame {
        ImpressionFrame(logged: try outputs.items("logged"))
    }
}

extension Autoplay: TraceableListEffect {
    static func frame(from outputs: TraceOutputs) throws(TraceFormatError) -> AutoplayFrame {
        AutoplayFrame(playing: try outputs.item("playing"))
    }
}

/// A list-driven effect's recorded traces (format version 2): written and read back exactly,
/// judged with the declaration as `verify` judges it, malformed files refused with line and field.
@Suite struct ListTraceTests {
    static let configuration: [(name: String, value: Double)] = [("fraction", 0.5), ("seconds", 1)]

    /// A generated case of the list, recorded from the tracker (its value: the class's state).
    static func record(seed: UInt64, bug: TrackerBug) throws -> ListTrace {
        let events = try Gen<EventSequence<ListEvent>>.list().generate(seed: seed).value.events
        var tracker = ImpressionTracker(try ImpressionRule(fraction: 0.5, seconds: 1), bug: bug)
        var recorder = ListTraceRecorder(ImpressionTracking.self, configuration: configuration)
        for event in events { recorder.record(event, output: tracker.handle(event)) }
        return recorder.trace
    }

    static func check(_ text: String, _ selection: GroupSelection = .all) throws -> TraceVerdict {
        try ScrollProof.checkTrace(ImpressionTracking.self, bytes: Array(text.utf8), selection: selection)
    }

    @Test func everyEventReadsBackExactly() throws {
        var trace = ListTrace(effect: "impressions", configuration: Self.configuration)
        let events: [ListEvent] = [
            .reloadData(items: [ListItemID(1), ListItemID(2)]), .performBatchUpdates(deleted: [0], inserted: [ItemInsertion(row: 1, item: ListItemID(3))]),
            .willDisplay(cell: CellID(4), row: 0), .didEndDisplaying(cell: CellID(4), row: 7),
            .frame(time: 1.0 / 60, visible: [VisibleCell(cell: CellID(4), row: 0, fraction: 0.1 + 0.2)]), .prefetch(rows: [1, 2]),
            .cancelPrefetching(rows: []), .didEnterBackground(time: 2.5), .willEnterForeground(time: 1e10),
        ]
        for (i, e) in events.enumerated() { trace.events.append((e, TraceOutputs(numbers: ["n": Double(i)], flags: ["f": i % 2 == 0],
            items: ["logged": i == 4 ? [ListItemID(2)] : []]))) }
        let text = trace.json
        let back = try ListTrace.parse(bytes: Array(text.utf8))
        #expect(back.events.map(\.event) == events && back.events.map(\.output.items) == trace.events.map(\.output.items))
        #expect(back.json == text && back.effect == "impressions" && back.configuration.map(\.value) == [0.5, 1])
    }

    @Test func generatedRunsAreJudgedAsVerifyJudgesThem() throws {
        // 200 recorded runs in CI's full run, 80 in a plain `swift test` (this suite is on the
        // main actor, whose suites bound the plain run).
        var found = 0
        let seeds = UInt64(PropertyTestSupport.sweep(80, full: 200))
        for seed: UInt64 in 0..<seeds {
            let correct = try Self.check(try Self.record(seed: seed, bug: .none).json)
            #expect(correct.violations.isEmpty, "seed \(seed): \(correct.violations)")
            let doubled = try Self.check(try Self.record(seed: seed, bug: .countsAgainAfterReload).json)
            if !doubled.violations.isEmpty {
                found += 1
                #expect(doubled.violations.map(\.invariant) == ["impressionAtMostOncePerItem"], "seed \(seed): \(doubled.violations)")
            }
        }
        #expect(found > 5, "\(found) of \(seeds) recorded runs double count")
        // A selection judges its groups only.
        #expect(throws: SelectionError.self) { try Self.check(try Self.record(seed: 1, bug: .none).json, .only(["noSuchGroup"])) }
    }

    @Test func aRefusedConfigurationIsAViolationAndMalformedFilesAreRefused() throws {
        var trace = try Self.record(seed: 3, bug: .none)
        trace.configuration[0].value = 1.5
        #expect(try Self.check(trace.json).violations.map(\.invariant) == ["validConfiguration"])
        let text = try Self.record(seed: 3, bug: .none).json
        #expect(throws: TraceFormatError(line: 1, field: "effect", message: "this is a trace of \"autoplay\", not of \"impressions\"")) {
            try Self.check(text.replacingOccurrences(of: "\"effect\": \"impressions\"", with: "\"effect\": \"autoplay\""))
        }
        do {
            _ = try Self.check(text.replacingOccurrences(of: "\"logged\"", with: "\"counted\""))
            Issue.record("an event without its logged output was read")
        } catch let error as TraceFormatError {
            #expect(error.field == "events[0].outputs.logged" && error.line == 5, "\(error)")
        }
        do {
            _ = try Self.check(text.replacingOccurrences(of: "\"event\": \"frame\"", with: "\"event\": \"layout\""))
            Issue.record("an unknown event was read")
        } catch let error as TraceFormatError {
            #expect(error.message.hasPrefix("expected \"reloadData\""), "\(error)")
        }
        // A trace of offsets is not a trace of events, and the other way round: the version says which.
        #expect(throws: TraceFormatError.self) { try Self.check(text.replacingOccurrences(of: "\"version\": 2", with: "\"version\": 1")) }
        #expect(throws: TraceFormatError.self) { try GenericTrace.parse(bytes: Array(text.utf8)) }
    }

    @Test func theWriterReadsTheFrameByDefault() {
        #expect(ImpressionTracking.outputs(of: ImpressionFrame(logged: [ListItemID(3)])).items == ["logged": [ListItemID(3)]])
        #expect(Autoplay.outputs(of: AutoplayFrame(playing: nil)).items == ["playing": []])
        #expect(Autoplay.outputs(of: AutoplayFrame(playing: ListItemID(9))).items == ["playing": [ListItemID(9)]])
    }
}
