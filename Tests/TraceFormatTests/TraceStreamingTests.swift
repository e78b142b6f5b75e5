import Effects
import Foundation
import Oracles
import Testing

/// `check-trace` judges a file while reading it (``TraceDocument/verdict(reading:)``), holding
/// one frame at a time: the same verdict as the whole document, and the same errors.
@Suite struct TraceStreamingTests {
    /// A file in memory handed out in pieces of a fixed size, as a user's own source would.
    struct Pieces: TraceSource {
        let bytes: [UInt8]
        let size: Int
        /// Where reading fails (a file cut off or gone), if anywhere.
        var failsAt: Int? = nil

        func read(at offset: Int, maxCount: Int) -> [UInt8]? {
            if let failsAt, offset + min(size, maxCount) > failsAt { return nil }
            guard offset < bytes.count else { return [] }
            return Array(bytes[offset..<min(bytes.count, offset + min(size, maxCount))])
        }
    }

    static func verdict(_ text: String, pieces size: Int) -> Result<TraceVerdict, TraceFormatError> {
        do throws(TraceFormatError) {
            return .success(try TraceDocument.verdict(reading: Pieces(bytes: Array(text.utf8), size: size)))
        } catch {
            return .failure(error)
        }
    }

    /// The same verdict: every model trace of every effect, and every corruption of each
    /// output field, judged while read in pieces of 1 to 97 bytes, is judged as its document
    /// is (same frame count, same violations in the same order).
    @Test(arguments: ModelTraces.effects)
    func readingInPiecesGivesTheDocumentsVerdict(_ effect: String) throws {
        var compared = 0, violations = 0
        // Each case is read whole and in pieces with every corruption of it. With
        // SCROLLPROOF_FULL=1 the first 200 cases are compared; by default the cases run until
        // 200 traces and 50 violations have been compared (the bar below).
        let full = ModelTraces.isFull
        for index in 0..<200 {
            if !full, compared >= 200, violations >= 50 { break }
            guard let model = ModelTraces.document(effect, case: index), let text = TraceWriter.json(model) else { continue }
            var documents = [model]
            // A fly screen's log that a corruption makes run back is refused by both readings
            // (FlyScreenLogOrderTests): here the verdicts are compared.
            for corruption in Corruption.all(of: try JSONParser.parse(text), pick: index) {
                if let document = try? TraceDocument.decode(corruption.root) { documents.append(document) }
            }
            for (k, document) in documents.enumerated() {
                guard let text = TraceWriter.json(document) else { continue }
                let whole = document.verdict
                let streamed = try Self.verdict(text, pieces: 1 + (index + k) % 97).get()
                #expect(streamed.frameCount == whole.frameCount, "case \(index).\(k)")
                #expect(streamed.violations.map(\.description) == whole.violations.map(\.description), "case \(index).\(k)\n\(text)")
                if streamed.violations.map(\.description) != whole.violations.map(\.description) { return }
                compared += 1
                violations += whole.violations.count
            }
        }
        #expect(compared >= 200, "only \(compared) traces compared")
        #expect(violations >= 50, "only \(violations) violations compared")
    }

    /// A fly screen's file that the model recorded (cut anywhere, with refused and redelivered
    /// inserts among its steps) is judged by the checker alone, its steps and events read side
    /// by side, never decoded whole: the verdict the document has, without the oracles.
    @Test func aModelsFlyScreenFileIsJudgedWithoutBeingHeld() throws {
        var compared = 0
        for index in 0..<(ModelTraces.isFull ? 400 : 60) {
            guard let model = ModelTraces.document(of: FlyScreenModel.self, case: index), let text = TraceWriter.json(model) else { continue }
            let streamed = try TraceDocument.streamedVerdict(reading: Pieces(bytes: Array(text.utf8), size: 1 + index % 97))
            let whole = model.verdict
            #expect(streamed?.frameCount == whole.frameCount, "case \(index): \(streamed == nil ? "sent to the oracles" : "")")
            #expect(streamed?.notes == whole.notes && whole.violations.isEmpty, "case \(index)")
            compared += 1
        }
        #expect(compared >= 40)
    }

    /// A regression case of the full run (a fly screen's model trace with an item of width +∞
    /// accepted): the schedule's earliest free row was the minimum over a dictionary's rows, NaN
    /// for that item, so two readings of one file (whose dictionaries order their keys
    /// differently) could disagree on `exactSchedule`. Every reading now judges it alike.
    @Test func aNonFiniteWidthIsJudgedAlikeByEveryReading() throws {
        let c = try FlyScreenConfiguration(screenWidth: 375, rows: 2, rowHeight: 20, duration: 4, minimumGap: 10)
        let trace = FlyScreenTrace(configuration: c, steps: [
            .insert(id: 0, width: 50, time: 0, result: .accepted), .insert(id: 1, width: .infinity, time: 0, result: .accepted),
            .insert(id: 2, width: 30, time: 0, result: .accepted), .advance(time: 20),
        ], events: [
            .started(id: 0, row: 0, time: 0), .started(id: 1, row: 1, time: 0), .started(id: 2, row: 0, time: 1.5),
            .finished(id: 0, row: 0, time: 4, x: -50), .finished(id: 1, row: 1, time: 4, x: -.infinity), .finished(id: 2, row: 0, time: 5.5, x: -30),
        ])
        let corrupted = TraceWriter.json(trace)
        let expected = try TraceDocument.parse(bytes: Array(corrupted.utf8)).verdict.violations.map(\.description)
        #expect(expected.contains { $0.hasPrefix("capacityRespected") && $0.contains("width = +inf") }, "\(expected)")
        for pieces in 1...60 {
            #expect(try Self.verdict(corrupted, pieces: pieces).get().violations.map(\.description) == expected, "\(pieces)-byte pieces")
        }
        for _ in 0..<30 {
            #expect(try TraceDocument.parse(bytes: Array(corrupted.utf8)).verdict.violations.map(\.description) == expected)
        }
    }

    /// The same errors: a malformed file is refused with the line and field a whole parse
    /// reports, whether the fault is a syntax error after the frames or a field inside one.
    @Test func readingInPiecesRefusesAsAWholeParseDoes() throws {
        let example = """
        {
          "format": "scrollproof-trace", "version": 1, "effect": "bannerHover",
          "configuration": { "bannerHeight": 280, "hoverHeight": 65 },
          "initial": { "input": -280, "output": { "frameY": 0, "percent": 1, "edge": "expanded", "event": null } },
          "frames": [
            { "input": -172.5, "output": { "frameY": -107.5, "percent": 0.5, "edge": "interior", "event": null } },
            { "input": -65, "output": { "frameY": -215, "percent": "half", "edge": "collapsed", "event": "collapsed" } }
          ]
        }
        """
        let faults = [
            example,                                       // a field in frame 1
            example.replacingOccurrences(of: "\n}", with: "\n}}"),  // text after the document: before any field error
            example.replacingOccurrences(of: "\"frames\": [", with: "\"frames\": {"),
            example.replacingOccurrences(of: "\"initial\"", with: "\"initia\""),
        ]
        // Found by comparing with the reader before streaming: a frame's syntax is checked by
        // the first pass, which skips values; a missing colon must still name its key.
        let colon = example.replacingOccurrences(of: "\"frameY\": -215", with: "\"frameY\" -215")
        for size in [3, 4096] {
            #expect(Self.verdict(colon, pieces: size).failure == TraceFormatError(line: 7, field: "", message: "expected ':' after key \"frameY\""))
        }
        var messages = Set<String>()
        for text in faults {
            var whole: TraceFormatError?
            do throws(TraceFormatError) { _ = try TraceDocument.parse(text) } catch { whole = error }
            let error = try #require(whole, "\(text)")
            messages.insert(error.message)
            for size in [1, 2, 5, 64] {
                #expect(Self.verdict(text, pieces: size).failure == error, "pieces of \(size): \(text)")
            }
        }
        #expect(messages.count == faults.count, "\(messages)")
    }

    /// A source that stops answering is an error at the line reached, not a verdict on the
    /// frames read so far.
    @Test func anUnreadableSourceIsAnError() throws {
        let document = try #require((0..<50).lazy.compactMap { ModelTraces.document(of: BannerHover.self, case: $0) }.first { $0.frameCount >= 10 })
        let text = try #require(TraceWriter.json(document))
        let bytes = Array(text.utf8)
        let source = Pieces(bytes: bytes, size: 16, failsAt: bytes.count / 2)
        var caught: TraceFormatError?
        do throws(TraceFormatError) { _ = try TraceDocument.verdict(reading: source) } catch { caught = error }
        let error = try #require(caught)
        #expect(error.message.hasPrefix("cannot read the file past byte"), "\(error)")
        let line = 1 + bytes[..<(bytes.count / 2)].filter { $0 == UInt8(ascii: "\n") }.count
        #expect(error.line == line, "\(error)")
    }

    /// Release queries are judged in step order whatever order the file lists them in: a
    /// wrong release target is found when the queries are reversed, at the same frame.
    @Test func releasesInAnyOrderAreAllJudged() throws {
        var judged = 0
        for index in 0..<200 {
            guard var trace = ModelTraces.document(of: RollingBanner.self,
                case: index)?.trace(of: RollingBanner.self), trace.releases.count >= 4 else { continue }
            let wrong = trace.releases.count / 2
            trace.releases[wrong].target += 3 * trace.configuration.width
            let inOrder = TraceDocument(RollingBanner.self, trace).verdict
            let release = try #require(inOrder.violations.first { $0.invariant == "releaseRule" }, "case \(index)")
            #expect(release.frame == trace.releases[wrong].step)
            trace.releases.reverse()
            let reversed = TraceDocument(RollingBanner.self, trace)
            #expect(reversed.verdict.violations.map(\.description) == inOrder.violations.map(\.description), "case \(index)")
            let text = try #require(TraceWriter.json(reversed))
            #expect(try Self.verdict(text, pieces: 4096).get().violations.map(\.description) == inOrder.violations.map(\.description), "case \(index)")
            judged += 1
        }
        #expect(judged >= 20, "only \(judged) traces with releases")
    }
}

extension Result {
    /// The error, if this is one.
    var failure: Failure? {
        if case let .failure(error) = self { error } else { nil }
    }
}

/// A fly screen's log is in time order (SPEC §4): a file whose entry runs back from the one
/// before it by more than a moment's tolerance is refused, read whole or in pieces, with the
/// entry's line and field named; within the tolerance it is judged.
@Suite struct FlyScreenLogOrderTests {
    func file(finishAt finish: Double) throws -> String {
        let c = try FlyScreenConfiguration(screenWidth: 100, rows: 2, rowHeight: 10, duration: 4)
        return TraceWriter.json(FlyScreenTrace(configuration: c, steps: [
            .insert(id: 1, width: 20, time: 0, result: .accepted), .insert(id: 2, width: 20, time: 1, result: .accepted), .advance(time: 10),
        ], events: [.started(id: 1, row: 0, time: 0), .started(id: 2, row: 1, time: 4), .finished(id: 1, row: 0, time: finish, x: -20)]))
    }

    @Test func aLogThatRunsBackIsRefusedNamingTheEntry() throws {
        let back = try file(finishAt: 3)
        var whole: TraceFormatError?
        do throws(TraceFormatError) { _ = try TraceDocument.parse(bytes: Array(back.utf8)) } catch { whole = error }
        let streamed = TraceStreamingTests.verdict(back, pieces: 17)
        #expect(whole?.message.contains("runs back from t 4") == true, "\(String(describing: whole))")
        #expect(whole?.field.hasPrefix("events[2]") == true, "\(String(describing: whole))")
        guard case let .failure(error) = streamed else { Issue.record("a log that runs back was judged"); return }
        #expect(error == whole)
        // Within a moment's tolerance of the latest entry, the log is in order.
        let within = try file(finishAt: 4 - 1e-12)
        #expect(throws: Never.self) { _ = try TraceDocument.parse(bytes: Array(within.utf8)) }
        guard case .success = TraceStreamingTests.verdict(within, pieces: 17) else { Issue.record("a log within the tolerance was refused"); return }
    }
}
