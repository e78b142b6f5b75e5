import Effects
import Testing

/// How reports write numbers: exact (each text names one double), short where it can be.
@Suite struct ReportNumberTests {
    @Test func shortNumbersAreWrittenAsSwiftWritesThem() {
        #expect(ReportNumber.text(0) == "0" && ReportNumber.text(-40) == "-40" && ReportNumber.text(1e20) == "1e+20")
        #expect(ReportNumber.text(-50.5) == "-50.5" && ReportNumber.text(0.25) == "0.25" && ReportNumber.text(1e-06) == "1e-06")
        #expect(ReportNumber.text(.nan) == "nan" && ReportNumber.text(.infinity) == "+inf" && ReportNumber.text(-.infinity) == "-inf")
    }

    /// A long decimal that is exactly the double nearest a small fraction is that fraction
    /// (a frame time at 60 Hz, a visible fraction), and the fraction reads back to its bits.
    @Test func longDecimalsThatAreSmallFractionsAreWrittenAsFractions() {
        let cases: [(Double, String)] = [(61.0 / 60, "61/60"), (20.0 / 21, "20/21"), (-1.0 / 3, "-1/3"), (1.0 / 60, "1/60"), (999.0 / 1000 + 0, "0.999")]
        for (value, text) in cases {
            #expect(ReportNumber.text(value) == text, "\(value)")
            let parts = text.split(separator: "/")
            if parts.count == 2 { #expect(Double(Int(parts[0])!) / Double(Int(parts[1])!) == value) }
        }
        // The largest denominator, and one past it.
        #expect(ReportNumber.text(1.0 / 997) == "1/997")
        #expect(ReportNumber.text(1.0 / 1_009) == "\(1.0 / 1_009)")
    }

    @Test func otherLongDecimalsAreWrittenInFull() {
        #expect(ReportNumber.text(0.1 + 0.2) == "0.30000000000000004")
        #expect(ReportNumber.text(-50.54962213478234) == "-50.54962213478234")
        #expect(ReportNumber.text(1e7 + 1.0 / 3) == "\(1e7 + 1.0 / 3)")  // too large to be written as a fraction
    }

    // Issue 65: every number in a report as a person writes it: at most 6 significant digits,
    // a round number and its ulps for a threshold probed an ulp away, no fraction, `-0` kept;
    // the exact text (`text(_:)`) unchanged, for saved cases and comparisons.

    @Test(arguments: [
        (1087.0 / 60, "18.1167"), (-599.0 / 3, "-199.667"), (0.25, "0.25"), (-50.5, "-50.5"), (200, "200"), (-0.0, "-0"), (0.0, "0"),
        (-200.00000000000003, "-200 - 1 ulp"), (0.30000000000000004, "0.3 + 1 ulp"), (0.1 + 0.2 - 1e-12, "0.3"), (1e-6, "1e-06"),
        (123456789.123, "123457000"), (0.000123456789, "0.000123457"), (.nan, "nan"), (.infinity, "+inf"), (-.infinity, "-inf"),
        (99.99999999, "100"), (1.0 / 3, "0.333333"), (2.0 / 3, "0.666667"),
        // The threshold 0 an ulp away (an outsider's report read `frame 0: 5e-324`).
        (Double.leastNonzeroMagnitude, "0 + 1 ulp"), (-2 * Double.leastNonzeroMagnitude, "0 - 2 ulps"), (1e-300, "1e-300"),
    ] as [(Double, String)])
    func aNumberAsAPersonWritesIt(_ value: Double, _ expected: String) {
        #expect(ReportNumber.human(value) == expected)
        #expect(ReportNumber.significantDigits(ReportNumber.human(value).split(separator: " ").first.map(String.init) ?? "") <= 6)
    }

    @Test func theExactTextIsKept() {
        #expect(ReportNumber.text(1087.0 / 60) == "1087/60" && ReportNumber.text(-0.0) == "-0"
            && ReportNumber.text(0.30000000000000004) == "0.30000000000000004")
    }

    /// In a report's text: each number, a fraction read as its value; a name, a path or a
    /// section with digits in it left alone.
    @Test func aReportsTextReadsAsAPersonWritesIt() {
        let text = "frame 13: t = 1087/60 → o = -599/3, v = -200.00000000000003 [x = 0.30000000000000004, cell1, §2, #3] in /tmp/run-7/frame13.json"
        #expect(ReportNumber.humanized(text)
            == "frame 13: t = 18.1167 → o = -199.667, v = -200 - 1 ulp [x = 0.3 + 1 ulp, cell1, §2, #3] in /tmp/run-7/frame13.json")
        #expect(ReportNumber.humanized("case 3 of 5, 1 of 2 distinct failures (item-12)") == "case 3 of 5, 1 of 2 distinct failures (item-12)")
        // A number a person grouped with commas stays as written (a hint said "1,0" for "1,000").
        #expect(ReportNumber.humanized("divide by 1,000 at 10,000 pt/s, [1, 2.50]") == "divide by 1,000 at 10,000 pt/s, [1, 2.5]")
    }
}
