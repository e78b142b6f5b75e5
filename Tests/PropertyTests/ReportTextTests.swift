import Catalogue
import Effects
import Foundation
import Generators
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
                #expect(!line.contains("Optional("), "\(property.name): \(line)")
                for number in ReportSimplicity.numbers(inLine: line) {
                    #expect(ReportNumber.significantDigits(number) <= 6, "\(property.name): \(number) in \(line)")
                }
                #expect(line.range(of: #"(^|[ =(\[,])-?\d+/\d+([ ,)\]]|$)"#, options: .regularExpression) == nil, "\(property.name): a fraction in \(line)")
            }
            #expect(failure.exactReport.hasPrefix(failure.report.prefix { $0 != "\n" }), "\(property.name)")
            if case let .seed(_, index) = failure.origin { #expect(failure.rerun().hasPrefix("case \(index + 1) of seed")) }
        }
        #expect(reports >= 30, "only \(reports) published bugs reported")
    }

    /// A fly screen's configuration prints its capacity as a number, or `none`.
    @Test func aConfigurationPrintsNoOptional() throws {
        let bounded = try FlyScreenConfiguration(screenWidth: 300, rows: 2, rowHeight: 20, duration: 4, capacity: 1)
        let unbounded = try FlyScreenConfiguration(screenWidth: 300, rows: 2, rowHeight: 20, duration: 4)
        #expect("\(bounded)".contains("capacity: 1") && "\(unbounded)".contains("capacity: none"))
        #expect(!"\(bounded)\(unbounded)".contains("Optional"))
    }
}
