import Foundation
import ScrollProof

extension PropertyTestSupport {
    /// What in a line of a report is not written as a person writes it (issue 65): an
    /// `Optional(…)`, a fraction such as `1087/60`, a number with more than 6 significant digits
    /// (a round number and its ulps, `200 + 1 ulp`, reads as the round one). Written once for
    /// the published bugs' reports and for generated ones.
    ///
    /// - Parameters:
    ///   - line: A line of a report, a monitor message or `check-trace`'s output.
    ///   - wholeNumbersWhole: Whether a whole number (an id, a generated offset of `87273993`)
    ///     may have any number of digits, as a person writes it whole.
    /// - Returns: Each fault, in words; empty when the line reads as a person writes it.
    /// - Complexity: O(length of the line).
    package static func faultsOfWriting(_ line: some StringProtocol, wholeNumbersWhole: Bool = false) -> [String] {
        var faults: [String] = []
        if line.contains("Optional(") { faults.append("an Optional(…)") }
        if line.range(of: #"(^|[ =(\[,])-?\d+/\d+([ ,)\]]|$)"#, options: .regularExpression) != nil { faults.append("a fraction") }
        for number in ReportSimplicity.numbers(inLine: line) where !wholeNumbersWhole || number.contains(".") || number.contains("e") {
            let digits = ReportNumber.significantDigits(number)
            if digits > 6 { faults.append("\(number): \(digits) significant digits") }
        }
        return faults
    }
}
