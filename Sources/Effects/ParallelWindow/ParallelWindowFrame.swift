/// The output of a parallel window for one input (SPEC §1).
public struct ParallelWindowFrame: Equatable, Hashable, Sendable {
    /// `t`, the input: the window's top edge in viewport coordinates.
    public var windowTop: Double
    /// `y`, the image's top edge relative to the window's top edge.
    public var imageOffset: Double

    /// Creates a frame.
    ///
    /// - Parameters:
    ///   - windowTop: `t`.
    ///   - imageOffset: `y`.
    public init(windowTop: Double, imageOffset: Double) {
        self.windowTop = windowTop
        self.imageOffset = imageOffset
    }

    /// `T = t + y`, the image's top edge in viewport coordinates.
    public var imageTop: Double { windowTop + imageOffset }
}
