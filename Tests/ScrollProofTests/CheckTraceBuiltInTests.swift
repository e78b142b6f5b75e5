import Foundation
import Generators
import Oracles
import PropertyTestSupport
import ScrollProof
import Testing

/// `ScrollProof.checkTrace(contentsOf:)`: a built-in effect's file judged in a test target as
/// `scrollproof check-trace` judges it (an outsider replaying a profile header's monitor file
/// found only the command line, or a declared effect's call that a built-in cannot take).
@Suite struct CheckTraceBuiltInTests {
    static let examples = PropertyTestSupport.packageRoot.appendingPathComponent("docs/examples")

    static var files: [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: examples, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
    }

    /// Every documented example file: the verdict is the command's (its reader's), rule by rule.
    @Test func everyExampleIsJudgedAsTheCommandJudgesIt() throws {
        let files = Self.files
        #expect(files.count >= 7, "\(files)")
        var violations = 0
        for url in files {
            let verdict = try ScrollProof.checkTrace(contentsOf: url)
            let command = try TraceDocument.parse(bytes: Array(try Data(contentsOf: url))).verdict
            #expect(verdict.effect == command.effect && verdict.frameCount == command.frameCount, "\(url.lastPathComponent)")
            #expect(verdict.violations.map(\.description) == command.violations.map(\.description), "\(url.lastPathComponent)")
            violations += verdict.violations.count
        }
        #expect(violations > 0, "no example file breaks a rule: nothing compared")
    }

    /// A selection keeps its groups' invariants only, as `check-trace --level` does; a group the
    /// effect does not have is a typed error naming it.
    @Test func aSelectionKeepsItsGroupsInvariants() throws {
        var judged = 0
        for url in Self.files {
            let all = try ScrollProof.checkTrace(contentsOf: url)
            guard let effect = BuiltInEffects.named(all.effect) as? any CataloguedEffect.Type else { continue }
            let safety = try effect.invariants(selecting: .level(.safety))
            let kept = try ScrollProof.checkTrace(contentsOf: url, selection: .level(.safety))
            #expect(kept.violations.map(\.description) == all.violations.filter { safety.contains($0.invariant) }.map(\.description))
            if kept.violations.count < all.violations.count { judged += 1 }
            #expect(throws: SelectionError.self) { try ScrollProof.checkTrace(contentsOf: url, selection: .only(["noSuchGroup"])) }
        }
        #expect(judged > 0, "no example has a conformance violation to leave out")
    }

    /// A declared effect's file names an effect that is not built in: a typed error on the
    /// `effect` field, which its own declaration judges.
    @Test func aDeclaredEffectsFileIsATypedError() throws {
        let header = try StretchyHeaderConfiguration(height: 200, fadeStart: 40, fadeDistance: 60)
        var view = try StretchyHeader(header, offset: 0)
        var recorder = TraceRecorder(StretchyHeaderEffect.self, configuration: DeclaredMonitorTests.headerFields, initialInput: 0,
            initial: view.lastFrame)
        for o in [-20.0, 0, 50, 120] { recorder.record(input: o, output: try? view.update(o)) }
        let bytes = Array(recorder.trace.json.utf8)
        #expect(try ScrollProof.checkTrace(StretchyHeaderEffect.self, bytes: bytes).violations.isEmpty)
        let error = try #require(throws: TraceFormatError.self) { try ScrollProof.checkTrace(bytes: bytes) }
        #expect(error.field == "effect", "\(error)")
    }
}
