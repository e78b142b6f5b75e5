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
}
