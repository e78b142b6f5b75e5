import Effects
import Oracles

/// A workload that an effect or a port adds to `scrollproof bench`'s `updates` section: one
/// pass of an implementation over inputs prepared once, timed and counted by the command. Each
/// effect offers its own in its folder (``CataloguedEffect/benchWorkloads(inputCount:)``), each
/// port in its file (``PublishedPort/benchWorkloads(inputCount:)``).
package struct BenchWorkload {
    /// The row's name: the implementation's type (a model's, or a port's `Published…`).
    package let name: String
    /// What the rate counts, per second (`updates/s`, `events/s`).
    package let unit: String
    /// The inputs one pass feeds.
    package let count: Int
    /// One pass, from a fresh implementation: a sum of its outputs, which keeps the work
    /// observable.
    package let pass: () -> Double

    /// A workload.
    ///
    /// - Parameters:
    ///   - name: The row's name.
    ///   - unit: What the rate counts.
    ///   - count: The inputs one pass feeds.
    ///   - pass: One pass.
    package init(name: String, unit: String, count: Int, pass: @escaping () -> Double) {
        self.name = name
        self.unit = unit
        self.count = count
        self.pass = pass
    }

    /// An offset-driven implementation fed every input in turn, from its initial state.
    ///
    /// - Parameters:
    ///   - name: The row's name.
    ///   - effect: The implementation, as created (each pass starts from a copy).
    ///   - inputs: The inputs.
    ///   - value: The output a pass sums.
    /// - Returns: The workload.
    package static func updates<E: ScrollDrivenEffect>(_ name: String, _ effect: E, _ inputs: [Double],
        _ value: @escaping (E.Frame) -> Double) -> BenchWorkload {
        BenchWorkload(name: name, unit: "updates/s", count: inputs.count) {
            var e = effect
            var sum = 0.0
            for x in inputs { if let frame = try? e.update(x) { sum += value(frame) } }
            return sum
        }
    }

    /// Realistic inputs over a range: the finite frames of generated offset sequences.
    ///
    /// - Parameters:
    ///   - range: The range.
    ///   - count: How many.
    /// - Returns: `count` inputs, the same on every machine (seeds 1, 2, …).
    /// - Complexity: O(count).
    package static func offsets(in range: ScrollRange, count: Int) -> [Double] {
        let gen = Gen<OffsetSequence>.offsets(in: range)
        var result: [Double] = []
        var seed: UInt64 = 1
        while result.count < count {
            if let s = try? gen.generate(seed: seed).value { result += ([s.start] + s.offsets).filter(\.isFinite) }
            seed += 1
        }
        return Array(result.prefix(count))
    }
}

/// A timed run that an effect adds to `scrollproof bench`'s `threads` section (such as
/// many producers inserting at once): its duration in milliseconds, and figures it reports.
package struct BenchTiming {
    /// The row's name.
    package let name: String
    /// One run: the figures to report beside its duration (`started`: 20,000).
    package let run: () -> [String: Double]

    /// A timed run.
    ///
    /// - Parameters:
    ///   - name: The row's name.
    ///   - run: One run.
    package init(name: String, run: @escaping () -> [String: Double]) {
        self.name = name
        self.run = run
    }
}
