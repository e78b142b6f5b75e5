import Dispatch

/// Elapsed time from a monotonic clock, in seconds, for time budgets and measurements; never
/// part of what a seed generates. `DispatchTime` exists on every platform ScrollProof builds
/// on (`Duration` and `ContinuousClock` need macOS 13 / iOS 16).
package struct Stopwatch: Sendable {
    private let start: UInt64

    /// Starts a stopwatch now.
    package init() { start = DispatchTime.now().uptimeNanoseconds }

    /// The seconds since the stopwatch started.
    ///
    /// - Complexity: O(1).
    package var seconds: Double { Double(DispatchTime.now().uptimeNanoseconds &- start) / 1e9 }
}
