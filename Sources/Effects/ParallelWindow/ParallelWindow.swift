/// The parallel-window effect (SPEC §1), exact: the image offset is the closed form at the
/// current window position, whatever path led there (no accumulated diffs, so no drift).
///
///     var cell = try ParallelWindow(configuration: config, windowTop: 812)
///     let frame = try cell.update(400)   // frame.imageOffset == config.imageOffset(windowTop: 400)
public struct ParallelWindow: ScrollDrivenEffect, Sendable {
    public let configuration: ParallelWindowConfiguration
    public private(set) var lastFrame: ParallelWindowFrame

    /// Creates the effect with the window at an initial position.
    ///
    /// - Parameters:
    ///   - configuration: The validated geometry.
    ///   - windowTop: The initial `t`; defaults to `V` (the window just below the viewport).
    /// - Throws: ``InputError`` when `windowTop` is not finite.
    public init(configuration: ParallelWindowConfiguration, windowTop: Double? = nil) throws(InputError) {
        let t = windowTop ?? configuration.viewportHeight
        try InputError.requireFinite(t, "windowTop")
        self.configuration = configuration
        self.lastFrame = ParallelWindowFrame(windowTop: t, imageOffset: configuration.imageOffset(windowTop: t))
    }

    /// Moves the window to `t` and returns the image offset.
    ///
    /// - Parameter windowTop: `t`, any finite number.
    /// - Returns: The frame with `y = T(t) − t`.
    /// - Throws: ``InputError`` for a non-finite `t`; the last frame is kept.
    /// - Complexity: O(1), no allocation.
    public mutating func update(_ windowTop: Double) throws(InputError) -> ParallelWindowFrame {
        try InputError.requireFinite(windowTop, "windowTop")
        lastFrame = ParallelWindowFrame(windowTop: windowTop, imageOffset: configuration.imageOffset(windowTop: windowTop))
        return lastFrame
    }
}
