/// Which crossings of a threshold a callback reports.
public enum ThresholdCrossing: Sendable {
    /// The quantity rises to or past the threshold.
    case upward
    /// The quantity falls below the threshold.
    case downward
}

/// A callback fires exactly once per crossing of a threshold: on the frame whose quantity
/// crosses it (from the previous accepted frame), and on no other; the initial frame fires
/// nothing. "Past" is `quantity ≥ threshold`, compared exactly (a discrete rule on a reported
/// number): safety.
///
///     FiresOncePerCrossing("titleShown", fired: \.titleShown, quantity: \.titleAlpha, threshold: { _ in 1 }, .upward)
public struct FiresOncePerCrossing<Configuration, Frame>: Invariant {
    public typealias Context = FrameContext<Configuration, Frame>
    /// The callback's name.
    public let callback: String
    @usableFromInline let fired: @Sendable (Frame) -> Bool
    @usableFromInline let quantity: @Sendable (Frame) -> Double
    @usableFromInline let threshold: @Sendable (Configuration) -> Double
    /// Which crossings fire it.
    public let crossing: ThresholdCrossing

    /// The invariant, named `<callback>OncePerCrossing`.
    ///
    /// - Parameters:
    ///   - callback: The callback's name.
    ///   - fired: Whether a frame fired it.
    ///   - quantity: The quantity the threshold applies to.
    ///   - threshold: The threshold for a configuration.
    ///   - crossing: Which crossings fire it.
    public init(
        _ callback: String, fired: @escaping @Sendable (Frame) -> Bool, quantity: @escaping @Sendable (Frame) -> Double,
        threshold: @escaping @Sendable (Configuration) -> Double, _ crossing: ThresholdCrossing
    ) {
        self.callback = callback
        self.fired = fired
        self.quantity = quantity
        self.threshold = threshold
        self.crossing = crossing
    }

    public var name: String { "\(callback)OncePerCrossing" }
    public var statement: String { "\(callback) fires exactly once per \(crossing == .upward ? "upward" : "downward") crossing" }

    /// Holds when the frame fired the callback exactly when its quantity crossed the threshold
    /// from the previous accepted frame's.
    @inlinable @inline(__always)
    public func judge(_ context: Context) -> InvariantFailure? {
        let didFire = fired(context.frame)
        guard let previous = context.previous else {
            return didFire ? InvariantFailure("\(callback) fired on the initial frame, which crosses nothing") : nil
        }
        let t = threshold(context.configuration)
        let before = quantity(previous.frame) >= t, after = quantity(context.frame) >= t
        let crossed = crossing == .upward ? !before && after : before && !after
        if crossed == didFire { return nil }
        let (v0, v1) = (previous.frame, context.frame); return .outOfLine { InvariantFailure(
            crossed ? "\(callback) did not fire on a crossing" : "\(callback) fired without a crossing",
            [.init("previous", quantity(v0)), .init("current", quantity(v1)), .init("threshold", t)]) }
    }
}
