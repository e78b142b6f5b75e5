import Foundation
import ScrollProof
import Testing

/// A declared effect's recorded traces are judged as the built-ins' are by `check-trace`: the
/// same invariants, each at its first violation; malformed files are refused with line and
/// field; a configuration the declaration refuses is `validConfiguration`.
@Suite struct DeclaredTraceTests {
    static let configuration: [(name: String, value: Double)] = [("height", 200), ("fadeStart", 40), ("fadeDistance", 60)]
    static let offsets: [Double] = [-30, 0, 50, 100, 130, .nan, 99, 101, 400]

    /// Records a run of the header over the offsets.
    static func record(_ bug: StretchyHeader.Bug) throws -> GenericTrace {
        let c = try StretchyHeaderConfiguration(height: 200, fadeStart: 40, fadeDistance: 60)
        var header = try StretchyHeader(c, offset: 0, bug: bug)
        var recorder = TraceRecorder(StretchyHeaderEffect.self, configuration: Self.configuration, initialInput: 0, initial: header.lastFrame)
        for o in offsets { recorder.record(input: o, output: try? header.update(o)) }
        return recorder.trace
    }

    static func check(_ text: String, _ selection: GroupSelection = .all) throws -> TraceVerdict {
        try ScrollProof.checkTrace(StretchyHeaderEffect.self, bytes: Array(text.utf8), selection: selection)
    }

    @Test func aCorrectRunHasNoViolation() throws {
        let text = try Self.record(.none).json
        let verdict = try Self.check(text)
        #expect(verdict.frameCount == Self.offsets.count && verdict.violations.isEmpty, "\(verdict.violations)\n\(text)")
        #expect(verdict.effect == "stretchyHeader")
        // The file reads back to the trace written, the refused NaN as null.
        let back = try GenericTrace.parse(bytes: Array(text.utf8))
        #expect(back.json == text)
        #expect(back.frames[5].output == nil && back.frames[5].input.isNaN)
    }

    @Test func aPlantedBugIsReportedAtItsFrame() throws {
        let verdict = try Self.check(try Self.record(.shownEveryFrame).json)
        let violation = try #require(verdict.violations.first)
        #expect(violation.invariant == "titleShownOncePerCrossing")
        // Offsets 0 → … → 100 (alpha reaches 1 at frame 3), then 130 fires again at frame 4.
        #expect(violation.frame == 4, "\(violation)")
        #expect(try Self.check(try Self.record(.alphaUnclamped).json).violations.map(\.invariant).contains("titleAlphaInRange"))
    }

    /// The same choice of groups as `verify` and `check-trace --level`.
    @Test func aSelectionJudgesItsGroupsOnly() throws {
        var trace = try Self.record(.none)
        trace.frames[0].output?.numbers["headerHeight"] = 231   // 1 pt off the closed form (conformance)
        let text = trace.json
        #expect(try Self.check(text).violations.map(\.invariant) == ["headerHeightClosedForm"])
        #expect(try Self.check(text, .level(.safety)).violations.isEmpty)
        #expect(throws: SelectionError.self) { try Self.check(text, .only(["noSuchGroup"])) }
    }

    @Test func aRefusedConfigurationIsAViolation() throws {
        var trace = try Self.record(.none)
        trace.configuration[2].value = 0
        let verdict = try Self.check(trace.json)
        #expect(verdict.violations.map(\.invariant) == ["validConfiguration"])
        #expect(verdict.violations[0].explanation.contains("fadeDistance"))
        trace.configuration.removeLast()
        #expect(try Self.check(trace.json).violations[0].explanation.contains("fadeDistance"))
    }

    @Test func malformedFilesAreRefusedWithLineAndField() throws {
        let text = try Self.record(.none).json
        #expect(throws: TraceFormatError.self) { try Self.check(String(text.dropLast(3))) }
        let other = text.replacingOccurrences(of: "\"effect\": \"stretchyHeader\"", with: "\"effect\": \"navigationBarFade\"")
        #expect(throws: TraceFormatError(line: 1, field: "effect",
            message: "this is a trace of \"navigationBarFade\", not of \"stretchyHeader\"")) { try Self.check(other) }
        let missing = text.replacingOccurrences(of: "\"titleShown\": false", with: "\"shown\": false")
        do {
            _ = try Self.check(missing)
            Issue.record("a frame without titleShown was read")
        } catch let error as TraceFormatError {
            #expect(error.field == "initial.output.titleShown" && error.line == 4, "\(error)")
        }
    }
}
