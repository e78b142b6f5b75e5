import Effects

/// How simple a report's numbers are, as a person reads them: the numbers of its case and its
/// violation, each counted by its significant digits as written. `scrollproof report-quality`
/// measures the share with at most 3; the shrinker's last pass (``Shrinker/roundNumbers(_:score:isSimplest:maxCalls:)``)
/// keeps a candidate only when it lowers this score.
package enum ReportSimplicity {
    /// A number is simple with at most this many significant digits.
    package static let simpleDigits = 3

    /// The numbers of a report's case and violation (its `  | ` lines and its `violation:`
    /// line; not the replay line's path), as written.
    ///
    /// - Parameter report: A failure's report.
    /// - Returns: The numbers' texts, in order.
    /// - Complexity: O(length of the report).
    package static func numbers(in report: String) -> [String] {
        report.split(separator: "\n").filter { $0.hasPrefix("  | ") || $0.hasPrefix("  violation:") }.flatMap { numbers(inLine: $0) }
    }

    /// The numbers of one line of text, as written: a run of digits (with a point, an exponent
    /// and its sign) that does not continue a word (`§2`, `#3`, `cell1` are not numbers).
    ///
    /// - Parameter line: The line.
    /// - Returns: The numbers' texts, in order.
    /// - Complexity: O(length of the line).
    package static func numbers<S: StringProtocol>(inLine line: S) -> [String] {
        // Over the UTF-8 bytes, not the characters: the shrinker's last pass scores every
        // candidate's text, and a debug build walks characters slowly.
        var found: [String] = []
        var start = -1, previous: UInt8 = 0x20
        let bytes = Array(line.utf8)
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        func continuesWord(_ b: UInt8) -> Bool {
            (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x23 || b == 0xA7  // a letter, `#`, `§`'s last byte
        }
        func flush(_ end: Int) {
            if start >= 0 { found.append(String(decoding: bytes[start..<end], as: UTF8.self)) }
            start = -1
        }
        for (i, b) in bytes.enumerated() {
            if start >= 0, isDigit(b) || b == 0x2E || b == 0x65 || ((b == 0x2D || b == 0x2B) && bytes[i - 1] == 0x65) {
                // a digit, `.`, `e`, or the exponent's sign
            } else if isDigit(b), !continuesWord(previous) {
                flush(i)
                start = i
            } else {
                flush(i)
            }
            previous = b
        }
        flush(bytes.count)
        return found
    }

    /// Whether a case's report has nothing to gain from rounding: every number of its
    /// description and violation is simple (at most ``simpleDigits`` significant digits).
    ///
    /// - Parameter evaluation: A failing case.
    /// - Returns: Whether it is as simple as wanted.
    /// - Complexity: O(length of the case's description).
    package static func isSimplest(_ evaluation: Evaluation) -> Bool {
        let lines = evaluation.description.split(separator: "\n") + (evaluation.violation.map { [Substring($0.description)] } ?? [])
        return lines.allSatisfy { numbers(inLine: $0).allSatisfy { ReportNumber.significantDigits($0) <= simpleDigits } }
    }

    /// A case's score, lower is simpler: how many of its numbers (its description and its
    /// violation) have more than ``simpleDigits`` significant digits, then how many significant
    /// digits they have in all.
    ///
    /// - Parameter evaluation: A failing case.
    /// - Returns: The score, compared lexicographically.
    /// - Complexity: O(length of the case's description).
    package static func score(_ evaluation: Evaluation) -> [Int] {
        let lines = evaluation.description.split(separator: "\n") + (evaluation.violation.map { [Substring($0.description)] } ?? [])
        var complex = 0, digits = 0
        for line in lines {
            for number in numbers(inLine: line) {
                let d = ReportNumber.significantDigits(number)
                digits += d
                if d > simpleDigits { complex += 1 }
            }
        }
        return [complex, digits]
    }
}
