import Foundation

/// A generator of an effect's cases, as `scrollproof sample` names and prints it: case `i` of
/// a run from seed `s` is generated from seed `s + i`, so any one case can be printed again on
/// its own, with the same bytes on every machine.
package struct CaseSampler: Sendable {
    /// The generator's name on the command line (`banner-hover`).
    package let name: String
    /// What it generates, in one line.
    package let summary: String
    private let generate: @Sendable (UInt64) throws -> (labels: [String], text: String)

    /// A sampler of a generator of labelled, printable cases.
    ///
    /// - Parameters:
    ///   - name: The name on the command line.
    ///   - summary: What it generates, in one line.
    ///   - gen: The generator.
    package init<Value: Labeled & CustomStringConvertible & SendableMetatype>(name: String, summary: String, _ gen: Gen<Value>) {
        self.name = name
        self.summary = summary
        generate = { seed in
            let value = try gen.generate(seed: seed).value
            return (Array(value.labels), value.description)
        }
    }

    /// Prints `count` cases from `seed`, or with `labelsOnly` the number of cases in each class.
    ///
    /// - Parameters:
    ///   - seed: The first case's seed.
    ///   - count: The number of cases.
    ///   - labelsOnly: Whether to print the class distribution instead of the cases.
    /// - Returns: The text, one case (its seed, its labels, the case) per two lines.
    /// - Throws: The generator's error, when a case cannot be generated.
    /// - Complexity: O(count · the size of a case).
    package func sample(seed: UInt64, count: Int, labelsOnly: Bool) throws -> String {
        var out = ""
        var histogram: [String: Int] = [:]
        for i in 0..<count {
            let caseSeed = seed &+ UInt64(i)
            let (labels, text) = try generate(caseSeed)
            if labelsOnly {
                for label in labels { histogram[label, default: 0] += 1 }
            } else {
                out += "seed \(caseSeed) [\(labels.sorted().joined(separator: ", "))]\n  \(text)\n"
            }
        }
        if labelsOnly {
            out += "\(count) cases of \(name) from seed \(seed)\n"
            for (label, n) in histogram.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
                out += "  \(label.padding(toLength: 24, withPad: " ", startingAt: 0)) \(n)\n"
            }
        }
        return out
    }
}
