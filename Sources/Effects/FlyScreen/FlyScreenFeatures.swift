/// The operations beyond SPEC §4's inserts, time and taps that a fly-screen implementation
/// supports. A suite generates an operation only for an implementation that declares it
/// (``FlyScreenSimulating/features``), and only for its safety invariants: SPEC's schedule
/// defines none of them, so its conformance invariants run on workloads without them.
public struct FlyScreenFeatures: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates a set from its raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Seeking: a comment synced in mid-flight at a given progress
    /// (``FlyScreenSimulating/sync(id:width:progress:)``), as a video player's comment view
    /// does after the user scrubs.
    public static let seek = FlyScreenFeatures(rawValue: 1 << 0)

    /// Pausing: ``FlyScreenSimulating/pause()`` freezes every comment (nothing moves or
    /// finishes; taps hit the frozen positions; inserts are answered and wait) until
    /// ``FlyScreenSimulating/resume()``, after which every flight goes on where it stopped, as
    /// a video player's comment view does while the video is paused.
    public static let pause = FlyScreenFeatures(rawValue: 1 << 1)

    /// A duration per comment: ``FlyScreenSimulating/insert(id:width:duration:)`` flies a
    /// comment in its own time (a danmaku's speed setting), at `(S + w) / d_i`.
    public static let durations = FlyScreenFeatures(rawValue: 1 << 2)

    /// Every operation beyond SPEC's.
    public static let all: FlyScreenFeatures = [.seek, .pause, .durations]
}
