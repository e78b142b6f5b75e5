import Foundation
import Oracles
import PropertyTestSupport
import Testing

/// What `check-trace` and a monitor print of a violation reads as a person writes it (issue 65),
/// over generated reports, not only the published bugs' (`ReportTextTests`): every built-in
/// effect's model traces, each output field of a frame corrupted in turn (`Corruption`), each
/// violation's text held to `PropertyTestSupport.faultsOfWriting`, a whole number (an id, a
/// generated `87273993`) written whole as a person writes it.
@Suite struct GeneratedReportTextTests {
    /// Violations read: 10,000 in the soak (CI's pass a quarter), 1,000 in a plain `swift test`.
    static let wanted = PropertyTestSupport.sweep(1_000, full: 10_000)

    @Test func everyGeneratedViolationReadsAsAPersonWritesIt() throws {
        var read = 0, byEffect: [String: Int] = [:]
        var index = 0
        while read < Self.wanted, index < 2_000 {
            for effect in ModelTraces.effects {
                guard let model = ModelTraces.document(effect, case: index), let text = TraceWriter.json(model) else { continue }
                for corruption in Corruption.all(of: try JSONParser.parse(text), pick: index) {
                    guard let document = try? TraceDocument.decode(corruption.root) else { continue }
                    for violation in document.verdict.violations {
                        read += 1
                        byEffect[effect, default: 0] += 1
                        let faults = PropertyTestSupport.faultsOfWriting(violation.text, wholeNumbersWhole: true)
                        #expect(faults.isEmpty, "\(effect), case \(index), \(corruption.path): \(faults) in \(violation.text)")
                    }
                }
            }
            index += 1
        }
        #expect(read >= Self.wanted, "only \(read) violations read")
        // Every effect is in the count, not only the one whose traces break most.
        for effect in ModelTraces.effects { #expect(byEffect[effect, default: 0] > 0, "\(effect): no violation read") }
    }
}
