import Catalogue
import Effects
import Foundation
import Generators
import PropertyTestSupport
import Testing

/// Every published bug's report reads as a person writes it (issue 65): no number with more
/// than 6 significant digits (but a round one and its ulps, `200 + 1 ulp`), no fraction, no
/// `Optional(…)`, cases counted from 1; its exact report keeps every number exact.
@Suite struct ReportTextTests {
    @Test func everyPublishedBugsReportReadsAsAPersonWritesIt() throws {
        let published = Catalogue.all.filter { $0.name.hasPrefix("published.") }
        var reports = 0
        for property in published {
            guard let failure = PropertyRunner(options: RunOptions(cases: RunOptions.publishedCases, seed: 3,
                saveFailures: false)).run(property).failure else { continue }
            reports += 1
            let lines = failure.report.split(separator: "\n").filter { $0.hasPrefix("  | ") || $0.hasPrefix("  violation:") }
            for line in lines {
                let faults = PropertyTestSupport.faultsOfWriting(line)
                #expect(faults.isEmpty, "\(property.name): \(faults) in \(line)")
            }
            #expect(failure.exactReport.hasPrefix(failure.report.prefix { $0 != "\n" }), "\(property.name)")
            if case let .seed(_, index) = failure.origin { #expect(failure.rerun().hasPrefix("case \(index + 1) of seed")) }
        }
        #expect(reports >= 30, "only \(reports) published bugs reported")
    }

    /// The check both report tests share names each fault, and lets a whole number be whole
    /// only when asked.
    @Test func theWritingCheckNamesEachFault() {
        #expect(PropertyTestSupport.faultsOfWriting("t = 1087/60, capacity: Optional(1)").count == 2)
        #expect(PropertyTestSupport.faultsOfWriting("v = -200.00000000000003 pt/s") == ["200.00000000000003: 17 significant digits"])
        #expect(PropertyTestSupport.faultsOfWriting("id = 1000002, v = 200 + 1 ulp pt/s, t = 2.19847").count == 1)
        #expect(PropertyTestSupport.faultsOfWriting("id = 1000002, t = 2.19847", wholeNumbersWhole: true).isEmpty)
    }

    /// A fly screen's configuration prints its capacity as a number, or `none`.
    @Test func aConfigurationPrintsNoOptional() throws {
        let bounded = try FlyScreenConfiguration(screenWidth: 300, rows: 2, rowHeight: 20, duration: 4, capacity: 1)
        let unbounded = try FlyScreenConfiguration(screenWidth: 300, rows: 2, rowHeight: 20, duration: 4)
        #expect("\(bounded)".contains("capacity: 1") && "\(unbounded)".contains("capacity: none"))
        #expect(!"\(bounded)\(unbounded)".contains("Optional"))
    }
}
