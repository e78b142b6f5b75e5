/// How a report writes a number: the one place, for the violations (`Violation.format`), the
/// list's events and every case description built on them.
///
/// The same text on every machine: `nan`, `+inf`, `-inf`; an integer without a fraction; a
/// number whose shortest round-trip form has at most 6 significant digits in that form
/// (`0.25`, `-50.5`); otherwise, when it is exactly the double nearest a fraction `p/q` with
/// `q ≤ 1000` (a frame time at 60 Hz, `61/60`; a visible fraction, `20/21`), that fraction,
/// which reads back to the same bits; else the shortest round-trip form
/// (`0.30000000000000004`). Nothing is rounded: every text names exactly one double.
package enum ReportNumber {
    /// The largest denominator written as a fraction.
    package static let largestDenominator = 1_000

    /// A number's text.
    ///
    /// - Parameter value: A number.
    /// - Returns: Its text.
    /// - Complexity: O(``largestDenominator``) for a number with more than 6 significant digits,
    ///   O(1) otherwise.
    package static func text(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "+inf" : "-inf" }
        if value == value.rounded(), value.magnitude < 1e15 { return String(Int64(value)) }
        let shortest = "\(value)"
        guard significantDigits(shortest) > 6, value.magnitude < 1e6 else { return shortest }
        for q in 2...largestDenominator {
            let p = (value * Double(q)).rounded()
            if p / Double(q) == value { return "\(Int64(p))/\(q)" }
        }
        return shortest
    }

    /// The significant digits of a number as written: its mantissa's digits without leading
    /// zeros, without the fraction's trailing zeros, and, when no fraction is left, without
    /// the integer's trailing zeros (`100.0` and `100` have 1, `0.250` has 2, `1e-06` has 1,
    /// `1.0166666666666666` has 17). What `text(_:)` decides by, and what a report's
    /// simplicity counts.
    ///
    /// - Parameter text: The number as written.
    /// - Returns: At least 1.
    package static func significantDigits(_ text: String) -> Int {
        let mantissa = text.split(separator: "e").first.map(String.init) ?? text
        let parts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var fraction = parts.count > 1 ? String(parts[1].filter(\.isNumber)) : ""
        while fraction.hasSuffix("0") { fraction.removeLast() }
        var digits = String(parts[0].filter(\.isNumber)) + fraction
        while digits.hasPrefix("0") { digits.removeFirst() }
        if fraction.isEmpty { while digits.hasSuffix("0") { digits.removeLast() } }
        return max(1, digits.count)
    }
}
