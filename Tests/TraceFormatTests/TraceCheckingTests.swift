import Effects
import Oracles
import Testing

/// `check-trace` judges other people's implementations: a correct one is never flagged, and a
/// wrong value in any output field, the initial output included, is.
@Suite struct TraceCheckingTests {
    /// No false alarms, as a property: the model's run over thousands of generated cases per
    /// effect, cut at an arbitrary point, with refused inputs, written by the public writer and
    /// read back, has no violation (`check-trace` exits 0); nor has the same trace with every
    /// real-valued output a few ulps off, as another correct implementation computes it. The
    /// writer and the reader agree: writing what was read gives the same text.
    @Test(arguments: ModelTraces.effects)
    func aCorrectTraceIsNeverFlagged(_ effect: String) throws {
        var judged = 0
        for index in 0..<ModelTraces.cases {
            guard let document = ModelTraces.document(effect, case: index), let text = TraceWriter.json(document) else { continue }
            let read = try TraceDocument.parse(text)
            #expect(TraceWriter.json(read) == text, "case \(index): the reader and the writer disagree")
            let violations = read.violations
            #expect(violations.isEmpty, "case \(index): \(violations)\n\(text)")
            if !violations.isEmpty { return }
            // Another correct implementation: every real output a few ulps off.
            let nudged = try TraceDocument.decode(Nudge.outputs(of: try JSONParser.parse(text), seed: UInt64(index)))
            let nudgedViolations = nudged.violations
            #expect(nudgedViolations.isEmpty, "case \(index), outputs a few ulps off: \(nudgedViolations)\n\(TraceWriter.json(nudged) ?? "")")
            if !nudgedViolations.isEmpty { return }
            judged += 1
        }
        #expect(judged >= ModelTraces.cases * 9 / 10, "only \(judged) valid cases")
    }

    /// Every field is read, every frame counts: each output field of a correct trace, in the
    /// initial output and in a later frame, corrupted well above the tolerance, is reported; for
    /// the offset-driven effects, at the corrupted frame.
    @Test(arguments: ModelTraces.effects)
    func everyCorruptedFieldIsReported(_ effect: String) throws {
        var corruptions = 0
        var fields = Set<String>(), met = Set<String>()
        for index in 0..<ModelTraces.cases {
            guard let document = ModelTraces.document(effect, case: index), let text = TraceWriter.json(document) else { continue }
            let root = try JSONParser.parse(text)
            for corruption in Corruption.all(of: root, pick: index, fields: &met) {
                // A fly screen's log that a corrupted time makes run back is refused (SPEC §4).
                guard let document = try? TraceDocument.decode(corruption.root) else {
                    let refused = corruption.path.hasPrefix(".events[") && corruption.path.hasSuffix(".time")
                    #expect(refused, "case \(index): \(corruption.path) = \(corruption.value) refused the file")
                    if refused { corruptions += 1; fields.insert(corruption.field) }
                    continue
                }
                let violations = document.violations
                let reported = corruption.frame.map { frame in violations.contains { $0.frame == frame } } ?? !violations.isEmpty
                #expect(reported, "case \(index): \(corruption.path) = \(corruption.value) was not reported (\(violations))\n\(text)")
                if !reported { return }
                corruptions += 1
                fields.insert(corruption.field)
            }
        }
        #expect(corruptions >= ModelTraces.cases, "only \(corruptions) corruptions")
        #expect(!met.isEmpty && fields == met, "fields corrupted: \(fields.sorted()), met: \(met.sorted())")
    }
}
