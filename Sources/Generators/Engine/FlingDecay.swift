/// The decay of a fling's velocity frame by frame, `rate^(1000·t)` at `t = frame / hz`, for
/// the fling gestures the scroll-input generator makes (a deceleration rate of 0.998 or 0.990
/// per millisecond, sampled at 60 or 120 Hz, up to 120 frames).
///
/// Each value is ``PortableMath/exp(_:)`` of `1000·t·ln rate`, the same bits on every machine,
/// computed once per process for each of the four gestures instead of once per generated
/// frame (a portable `exp` per fling frame was the largest single cost of generating scroll
/// input).
struct FlingDecay: Sendable {
    /// `ln rate` (``PortableMath/log(_:)``).
    let lnRate: Double
    /// `values[n]` is the decay after `n` frames (`values[0]` is 1).
    let values: [Double]

    /// The most frames a fling lasts.
    static let frames = 120

    /// Computes the table.
    ///
    /// - Parameters:
    ///   - rate: The deceleration rate per millisecond, in (0, 1).
    ///   - hz: The frame rate.
    init(rate: Double, hz: Double) {
        let lnRate = PortableMath.log(rate)
        self.lnRate = lnRate
        values = (0...Self.frames).map { frame in PortableMath.exp(1000 * (Double(frame) / hz) * lnRate) }
    }

    private static let slow60 = FlingDecay(rate: 0.998, hz: 60)
    private static let slow120 = FlingDecay(rate: 0.998, hz: 120)
    private static let fast60 = FlingDecay(rate: 0.990, hz: 60)
    private static let fast120 = FlingDecay(rate: 0.990, hz: 120)

    /// The table of a gesture: one of the four computed once, or a new one for any other rate
    /// and frame rate.
    ///
    /// - Parameters:
    ///   - rate: The deceleration rate per millisecond.
    ///   - hz: The frame rate.
    /// - Returns: The table.
    /// - Complexity: O(1) for the four gestures the generator makes, else O(frames).
    static func table(rate: Double, hz: Double) -> FlingDecay {
        switch (rate, hz) {
        case (0.998, 60): slow60
        case (0.998, 120): slow120
        case (0.990, 60): fast60
        case (0.990, 120): fast120
        default: FlingDecay(rate: rate, hz: hz)
        }
    }
}
