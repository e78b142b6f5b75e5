extension Violation {
    /// How far a quantity judged within a tolerance is from holding, beside that tolerance:
    /// `off by 3.2 pt (tolerance 1.9e-4 pt)`. A violation whose margin is near its tolerance
    /// may be rounding; one many times beyond it is not.
    public struct Margin: Hashable, Sendable, CustomStringConvertible {
        /// How far the quantity is from holding (≥ 0): the gap's shortfall, the distance outside
        /// the range, the difference from the closed form, the excess over the bound.
        public var amount: Double
        /// The tolerance it was judged with.
        public var tolerance: Double
        /// The unit both are in: `"pt"`, `"s"`, or `""` for a ratio.
        public var unit: String

        /// A margin.
        ///
        /// - Parameters:
        ///   - amount: How far the quantity is from holding.
        ///   - tolerance: The tolerance it was judged with.
        ///   - unit: Their unit (default points).
        public init(_ amount: Double, tolerance: Double, unit: String = "pt") {
            self.amount = amount
            self.tolerance = tolerance
            self.unit = unit
        }

        /// Whether the quantity is clearly beyond its tolerance: at least
        /// ``clearFactor`` times it. Shrinking keeps a clear failure clear (see
        /// `RunFailure.signature`'s neighbour in the runner): a number at the edge of the tolerance
        /// reads like rounding noise.
        public var isClear: Bool { !(amount < Self.clearFactor * tolerance) }

        /// How many tolerances away a clear violation is: 1,000.
        public static let clearFactor = 1_000.0

        /// `off by 3.2 pt (tolerance 1.9e-4 pt)`, each number to 3 significant digits; `not
        /// finite (tolerance 1e-6 pt)` when the quantity is NaN or infinite, so no distance
        /// can be told.
        public var description: String {
            let u = unit.isEmpty ? "" : " " + unit
            guard amount.isFinite else { return "not finite (tolerance \(Violation.format(Violation.significant(tolerance, 3)))\(u))" }
            return "off by \(Violation.format(Violation.significant(amount, 3)))\(u) (tolerance \(Violation.format(Violation.significant(tolerance, 3)))\(u))"
        }
    }

    /// A number rounded to `digits` significant digits, with IEEE basic operations only (the same
    /// text on every machine).
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - digits: Significant digits, at least 1.
    /// - Returns: The rounded number (non-finite and zero values unchanged).
    public static func significant(_ value: Double, _ digits: Int) -> Double {
        guard value.isFinite, value != 0 else { return value }
        var magnitude = value.magnitude
        let low = pow10(digits - 1), high = low * 10
        // The power of ten the magnitude was scaled by: positive when divided (a large value),
        // negative when multiplied. Scaling back by an exact power of ten (not by its
        // reciprocal) keeps 6.4e7 from printing as 63999999.99999999.
        var exponent = 0
        while magnitude >= high, exponent < 400 { magnitude /= 10; exponent += 1 }
        while magnitude < low, exponent > -400 { magnitude *= 10; exponent -= 1 }
        let kept = magnitude.rounded()
        let rounded = exponent >= 0 ? kept * pow10(exponent) : kept / pow10(-exponent)
        return value < 0 ? -rounded : rounded
    }

    private static func pow10(_ n: Int) -> Double {
        var p = 1.0
        for _ in 0..<max(0, n) { p *= 10 }
        return p
    }
}

extension Violation.Margin {
    /// How far a value lies from an expected one (a closed form, an edge it must sit on).
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - expected: The value it must equal.
    ///   - tolerance: The tolerance it was judged with.
    ///   - unit: The unit (default points).
    /// - Returns: The margin `|value − expected|`.
    public static func off(_ value: Double, from expected: Double, tolerance: Double, unit: String = "pt") -> Self {
        .init((value - expected).magnitude, tolerance: tolerance, unit: unit)
    }

    /// How far a value lies outside a range.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - lower: The range's lower end.
    ///   - upper: The range's upper end.
    ///   - tolerance: The tolerance it was judged with.
    ///   - unit: The unit (default points).
    /// - Returns: The margin: the distance to the nearer end (NaN for NaN).
    public static func outside(_ value: Double, _ lower: Double, _ upper: Double, tolerance: Double, unit: String = "pt") -> Self {
        .init(value.isNaN ? value : max(lower - value, value - upper), tolerance: tolerance, unit: unit)
    }

    /// How far a change exceeds its bound.
    ///
    /// - Parameters:
    ///   - change: The change's magnitude.
    ///   - bound: The most it may be (the tolerance aside).
    ///   - tolerance: The tolerance it was judged with.
    ///   - unit: The unit (default points).
    /// - Returns: The margin `change − bound`.
    public static func beyond(_ change: Double, bound: Double, tolerance: Double, unit: String = "pt") -> Self {
        .init(change - bound, tolerance: tolerance, unit: unit)
    }
}
