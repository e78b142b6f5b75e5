import Catalogue
import Effects
import Foundation
import Oracles
import Generators

/// `scrollproof report-quality [--seeds N]`: how simple the reports of the published bugs are.
/// Each published property is run from `N` seeds (no corpus, nothing saved); for its shrunk
/// failures it prints the median and the largest frame count, the share of the numbers in the
/// report (the case and the violation) that have at most 3 significant digits, and the least
/// margin relative to its tolerance (for violations judged within one). The totals close it.
struct ReportQualityCommand {
    let seeds: Int

    func run() -> Int32 {
        print("property".padding(toLength: 48, withPad: " ", startingAt: 0) + "found  frames (median, max)  ≤3 digits  least margin / tolerance")
        var allNumbers = 0, allSimple = 0, belowTolerance = 0, framesAll: [Int] = []
        for property in Catalogue.published {
            var frames: [Int] = [], numbers = 0, simple = 0, ratios: [Double] = []
            for seed in 1...seeds {
                var options = RunOptions(cases: RunOptions.defaultCases(for: property), seed: UInt64(seed), saveFailures: false)
                options.corpus = nil
                guard let failure = PropertyRunner(options: options).run(property).failure else { continue }
                frames.append(failure.frames)
                let counted = ReportSimplicity.numbers(in: failure.exactReport)
                numbers += counted.count
                simple += counted.filter { ReportNumber.significantDigits($0) <= ReportSimplicity.simpleDigits }.count
                if let margin = failure.violation.margin, margin.tolerance > 0 {
                    ratios.append(margin.amount / margin.tolerance)
                    if !(margin.amount > margin.tolerance) { belowTolerance += 1 }
                }
            }
            framesAll += frames
            allNumbers += numbers
            allSimple += simple
            let sorted = frames.sorted()
            let median = sorted.isEmpty ? "-" : "\(sorted[sorted.count / 2])"
            let share = numbers == 0 ? "-" : "\(Int((100 * Double(simple) / Double(numbers)).rounded())) %"
            let least = ratios.min().map { Violation.format(Violation.significant($0, 3)) + "×" } ?? "-"
            print(property.name.padding(toLength: 48, withPad: " ", startingAt: 0)
                + "\(frames.count)/\(seeds)".padding(toLength: 7, withPad: " ", startingAt: 0)
                + "\(median), \(sorted.last.map(String.init) ?? "-")".padding(toLength: 22, withPad: " ", startingAt: 0)
                + share.padding(toLength: 11, withPad: " ", startingAt: 0) + least)
        }
        let sorted = framesAll.sorted()
        print("")
        print("all: \(framesAll.count) failures, frames median \(sorted.isEmpty ? 0 : sorted[sorted.count / 2]), max \(sorted.last ?? 0); "
            + """
                \(allSimple) of \(allNumbers) numbers (\(allNumbers == 0 ? 0 : Int((100 * Double(allSimple) / Double(allNumbers)).rounded())) %) \
                have at most 3 significant digits; 
                """
            + "\(belowTolerance) margins within their tolerance")
        return 0
    }
}
