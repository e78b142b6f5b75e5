import Catalogue
import Foundation
import PropertyTestSupport
@testable import Generators
import Testing

/// The published snippets' bugs (SPEC §8) shrink to at most two releases: every published
/// snapping property, from several seeds (20 in CI's full run), with no saved case.
@Suite struct SnapTargetReportTests {
    static let seeds: ClosedRange<UInt64> = 1...(PropertyTestSupport.sweep(3, full: 20))

    @Test func everySnippetsBugShrinksToTwoReleasesAtMost() {
        let properties = Catalogue.published.filter { $0.name.hasPrefix("published.snapTarget.") }
        #expect(properties.count == 12)
        for property in properties {
            for seed in Self.seeds {
                var options = RunOptions(cases: RunOptions.defaultCases(for: property), seed: seed, saveFailures: false)
                options.corpus = nil
                guard let failure = PropertyRunner(options: options).run(property).failure else {
                    Issue.record("\(property.name), seed \(seed): the published bug was not found")
                    continue
                }
                let releases = failure.report.components(separatedBy: ": release at ").count - 1
                #expect(failure.frames <= 2 && releases <= 2, "\(property.name), seed \(seed):\n\(failure.report)")
            }
        }
    }
}
