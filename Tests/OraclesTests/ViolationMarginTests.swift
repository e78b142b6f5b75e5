import Oracles
import Testing

/// A margin says how far from holding, beside the tolerance; a quantity that is not finite has
/// no distance to tell, and says so.
@Suite struct ViolationMarginTests {
    @Test func aFiniteMarginIsPrintedToThreeDigits() {
        #expect("\(Violation.Margin(0.123456, tolerance: 1e-6))" == "off by 0.123 pt (tolerance 1e-06 pt)")
        #expect("\(Violation.Margin.off(2, from: 0, tolerance: 1e-6, unit: ""))" == "off by 2 (tolerance 1e-06)")
    }

    @Test func aNonFiniteQuantityIsNotFiniteNotOffByNaN() {
        #expect("\(Violation.Margin.outside(.nan, 0, 1, tolerance: 1e-6, unit: ""))" == "not finite (tolerance 1e-06)")
        #expect("\(Violation.Margin.off(.infinity, from: 3, tolerance: 1e-6))" == "not finite (tolerance 1e-06 pt)")
        #expect(!"\(Violation.Margin.off(.nan, from: 3, tolerance: 1e-6))".contains("nan"))
    }

    @Test func significantDigitsScaleBackByAnExactPowerOfTen() {
        #expect(Violation.significant(63_999_999.99999999, 3) == 64_000_000)
        #expect(Violation.format(Violation.significant(385_123.4, 3)) == "385000")
        #expect(Violation.significant(0.000123456, 3) == 0.000123)
        #expect(Violation.significant(-2.71828, 2) == -2.7)
    }
}
