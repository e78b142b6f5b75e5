/// How a report writes a number: the one place, for the violations (`Violation.format`), the
/// list's events and every case description built on them.
///
/// The same text on every machine: `nan`, `+inf`, `-inf`; an integer without a fraction; a
/// number whose shortest round-trip form has at most 6 significant digits in that form
/// (`0.25`, `-50.5`); otherwise, when it is exactly the double nearest a fraction `p/q` with
/// `q ≤ 1000` (a frame time at 60 Hz, `61/60`; a visible fraction, `20/21`), that fraction,
/// which reads back to the same bits; else the shortest round-trip form
/// (`0.30000000000000004`). Nothing is rounded: every text names exactly one double; `-0` is
/// written so. This is the exact text a case's description and its shrinking work on;
/// ``human(_:)`` is how a report shows it to a person.
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
        if value == 0 { return value.sign == .minus ? "-0" : "0" }
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

    /// A number as a person writes it in a report: at most 6 significant digits (no fraction),
    /// or, for a number within 4 ulps of such a one (a threshold probed an ulp away), that
    /// number and the ulps (`200 + 1 ulp`, `-200 - 1 ulp`, `0 + 1 ulp` for the least subnormal); `-0` for negative zero; `nan`,
    /// `+inf`, `-inf`. The exact value stays in the saved case.
    ///
    /// - Parameter value: A number.
    /// - Returns: Its text.
    /// - Complexity: O(1).
    package static func human(_ value: Double) -> String {
        if !value.isFinite || value == 0 || (value == value.rounded() && value.magnitude < 1e15) { return text(value) }
        // The threshold 0 probed an ulp away (the least subnormals): `0 + 1 ulp`, not `5e-324`.
        if value.magnitude <= 4 * Double.leastNonzeroMagnitude {
            let count = Int(value.magnitude / Double.leastNonzeroMagnitude)
            return "0 \(value > 0 ? "+" : "-") \(count) ulp\(count == 1 ? "" : "s")"
        }
        let shortest = "\(value)"
        if significantDigits(shortest) <= 6 { return shortest }
        let rounded = roundedDecimal(shortest, digits: 6)
        guard let near = Double(rounded), near != value else { return rounded }
        if near != 0, near.sign == value.sign, near.isFinite {
            let ulps = Int64(bitPattern: value.magnitude.bitPattern) - Int64(bitPattern: near.magnitude.bitPattern)
            if ulps != 0, ulps.magnitude <= 4 {
                let away = value.magnitude > near.magnitude, plus = (away && value > 0) || (!away && value < 0)
                let count = ulps.magnitude
                return "\(text(near)) \(plus ? "+" : "-") \(count) ulp\(count == 1 ? "" : "s")"
            }
        }
        return rounded
    }

    /// A number's shortest form rounded to `digits` significant digits, half away from zero, as
    /// decimal text (no exponent for magnitudes from 1e-5 to below 1e15).
    static func roundedDecimal(_ shortest: String, digits: Int) -> String {
        var text = shortest
        let negative = text.hasPrefix("-")
        if negative { text.removeFirst() }
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(text[text.index(after: e)...]) ?? 0
            text = String(text[..<e])
        }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = String(parts[0]), fraction = parts.count > 1 ? String(parts[1]) : ""
        var all = Array((whole + fraction).utf8).map { Int($0) - 48 }
        var point = whole.count + exponent  // digits before the decimal point
        while all.first == 0, all.count > 1 { all.removeFirst(); point -= 1 }
        guard all.count > digits else { return shortest }
        let up = all[digits] >= 5
        all = Array(all.prefix(digits))
        if up {
            var i = digits - 1
            while i >= 0 {
                if all[i] == 9 { all[i] = 0; i -= 1 } else { all[i] += 1; break }
            }
            if i < 0 { all.insert(1, at: 0); all.removeLast(); point += 1 }
        }
        var digitsText = all.map(String.init).joined()
        var result: String
        if point <= 0 {
            result = "0." + String(repeating: "0", count: -point) + digitsText
        } else if point >= digitsText.count {
            result = digitsText + String(repeating: "0", count: point - digitsText.count)
        } else {
            digitsText.insert(".", at: digitsText.index(digitsText.startIndex, offsetBy: point))
            result = digitsText
        }
        if result.contains(".") {
            while result.hasSuffix("0") { result.removeLast() }
            if result.hasSuffix(".") { result.removeLast() }
        }
        return (negative ? "-" : "") + result
    }

    /// A report's text with every number written as a person writes it (``human(_:)``): each
    /// number (a fraction `p/q` read as its value) that does not continue a word or a path; a
    /// number grouped with commas (`10,000`) is already a person's and is kept.
    ///
    /// - Parameter text: The text, its numbers exact (``text(_:)``).
    /// - Returns: The text for a person.
    /// - Complexity: O(length of the text).
    package static func humanized(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        func isWord(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b == 0x2F || b >= 0x80
            || isDigit(b) || b == 0x2E }
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let previous: UInt8 = i > 0 ? bytes[i - 1] : 0x20
            let signed = b == 0x2D && i + 1 < bytes.count && isDigit(bytes[i + 1]) && !isWord(previous)
            // A group of a number a person wrote with commas (`1,000`) is kept as written.
            let grouped = previous == 0x2C && i >= 2 && isDigit(bytes[i - 2])
            guard (isDigit(b) && !isWord(previous) && !grouped) || signed else { out.append(b); i += 1; continue }
            var j = signed ? i + 1 : i
            func number(_ from: Int) -> Int {
                var k = from
                while k < bytes.count, isDigit(bytes[k]) { k += 1 }
                if k + 1 < bytes.count, bytes[k] == 0x2E, isDigit(bytes[k + 1]) { k += 1; while k < bytes.count, isDigit(bytes[k]) { k += 1 } }
                if k < bytes.count, bytes[k] == 0x65 || bytes[k] == 0x45 {
                    var m = k + 1
                    if m < bytes.count, bytes[m] == 0x2D || bytes[m] == 0x2B { m += 1 }
                    if m < bytes.count, isDigit(bytes[m]) { k = m; while k < bytes.count, isDigit(bytes[k]) { k += 1 } }
                }
                return k
            }
            j = number(j)
            var end = j
            // A fraction `p/q` of whole numbers.
            var denominator: Double?
            if j + 1 < bytes.count, bytes[j] == 0x2F, isDigit(bytes[j + 1]), !String(decoding: bytes[i..<j], as: UTF8.self).contains(".") {
                let q = number(j + 1)
                if q >= bytes.count || !isWord(bytes[q]) {
                    denominator = Double(String(decoding: bytes[(j + 1)..<q], as: UTF8.self))
                    end = q
                }
            }
            // A number that runs into a word or a path is not one (`cell1`, `frame13.json`).
            if end < bytes.count, isWord(bytes[end]) || (bytes[end] == 0x2E && end + 1 < bytes.count && !isDigit(bytes[end + 1])
                && bytes[end + 1] != 0x20 && bytes[end + 1] != 0x0A) {
                out.append(contentsOf: bytes[i..<end]); i = end; continue
            }
            let token = String(decoding: bytes[i..<j], as: UTF8.self)
            if let p = Double(token) {
                let value = denominator.map { p / $0 } ?? p
                out.append(contentsOf: Array(human(value).utf8))
            } else {
                out.append(contentsOf: bytes[i..<end])
            }
            i = end
        }
        return String(decoding: out, as: UTF8.self)
    }
}
