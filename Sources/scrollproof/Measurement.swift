import Generators
import Foundation

/// Repeated timings of one benchmark: a warm-up, then `repetitions` samples of about
/// `seconds / repetitions` each; the median and the spread (min…max) of the rates.
struct Measurement: Sendable {
    /// Operations per second of each repetition.
    var rates: [Double]

    var median: Double { let s = rates.sorted(); return s.isEmpty ? 0 : s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2 }
    var min: Double { rates.min() ?? 0 }
    var max: Double { rates.max() ?? 0 }

    /// Runs `batch` (which returns how many operations it did) repeatedly.
    ///
    /// - Parameters:
    ///   - seconds: The total time of the timed repetitions.
    ///   - repetitions: How many samples.
    ///   - batch: One batch of work; returns its operation count.
    static func rate(seconds: Double, repetitions: Int = 5, _ batch: () -> Int) -> Measurement {
        let warmup = Stopwatch()
        while warmup.seconds < seconds / 10 { _ = batch() }  // 10% warm-up
        var rates: [Double] = []
        let slice = seconds / Double(repetitions)
        for _ in 0..<repetitions {
            var operations = 0
            let stopwatch = Stopwatch()
            var elapsed = 0.0
            repeat {
                operations += batch()
                elapsed = stopwatch.seconds
            } while elapsed < slice
            rates.append(Double(operations) / elapsed)
        }
        return Measurement(rates: rates)
    }

    /// Times one run of `body`, `repetitions` times, after one warm-up run (unless `warmUp` is
    /// false: a quick run that only checks every row is reported).
    static func durations(repetitions: Int = 5, warmUp: Bool = true, _ body: () -> Void) -> Measurement {
        if warmUp { body() }
        return Measurement(rates: (0..<repetitions).map { _ in
            let stopwatch = Stopwatch()
            body()
            return stopwatch.seconds * 1000
        })
    }
}

/// Formats a rate with a thousands suffix.
func human(_ value: Double) -> String {
    switch value {
    case 1e9...: String(format: "%.2f G", value / 1e9)
    case 1e6...: String(format: "%.2f M", value / 1e6)
    case 1e3...: String(format: "%.1f k", value / 1e3)
    default: String(format: "%.1f", value)
    }
}
