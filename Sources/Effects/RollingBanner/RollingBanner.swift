/// The rolling-banner effect (SPEC §3), exact: layout in closed form, and page turns with
/// hysteresis so that one crossing turns exactly one page however often its edge offset is
/// reported (before or after the host's reset lands).
///
/// The model starts armed. `|m| ≥ w` while armed turns the page by `sign(m)` (wrapping),
/// asks the host to reset the offset to `w`, and disarms; `|m| ≥ w` while disarmed turns
/// nothing; the first `|m| < w` re-arms.
public struct RollingBanner: ScrollDrivenEffect, Sendable {
    public let configuration: RollingBannerConfiguration
    public private(set) var lastFrame: RollingBannerFrame

    /// The current page, always in `[0, n)`.
    public var page: Int { lastFrame.layout.page }

    /// Creates the banner at rest (`x = w`) on the configuration's initial page.
    ///
    /// - Parameter configuration: The validated configuration.
    public init(configuration: RollingBannerConfiguration) {
        self.configuration = configuration
        lastFrame = RollingBannerFrame(
            offset: configuration.width,
            layout: configuration.layout(displacement: 0, page: configuration.initialPage),
            turn: nil, isArmed: true)
    }

    /// Feeds one content offset.
    ///
    /// - Parameter offset: `x`, any finite number (clamped to `[0, 2w]`).
    /// - Returns: The frame, with the page turn this update caused, if any.
    /// - Throws: ``InputError`` for a non-finite offset; state and last frame are kept.
    /// - Complexity: O(1), no allocation.
    public mutating func update(_ offset: Double) throws(InputError) -> RollingBannerFrame {
        try InputError.requireFinite(offset, "offset")
        let m = configuration.displacement(offset: offset)
        var page = lastFrame.layout.page
        var armed = lastFrame.isArmed
        var turn: PageTurn?
        if m.magnitude >= configuration.width {
            if armed {
                turn = m > 0 ? .forward : .backward
                page = configuration.wrap(page + (turn?.rawValue ?? 0))
                armed = false
            }
        } else {
            armed = true
        }
        lastFrame = RollingBannerFrame(
            offset: offset, layout: configuration.layout(displacement: m, page: page), turn: turn, isArmed: armed)
        return lastFrame
    }

    /// The end of a drag: where the scroll view should settle.
    ///
    /// - Parameter velocity: `v`, positive toward larger offsets.
    /// - Returns: The target offset (`2w`, `0` or `w`) for the current displacement.
    /// - Throws: ``InputError`` for a non-finite velocity.
    public func releaseTarget(velocity: Double) throws(InputError) -> Double {
        try InputError.requireFinite(velocity, "velocity")
        return configuration.releaseTarget(displacement: lastFrame.layout.displacement, velocity: velocity)
    }
}
