/// The banner-hover effect (SPEC §2), exact: clamp, frame, percent, and edge events that fire
/// exactly once per entry into an edge, including a single update that jumps from one edge
/// straight to the other.
///
///     var banner = try BannerHover(configuration: .init(bannerHeight: 280, hoverHeight: 65))
///     try banner.update(-65).event   // .collapsed
public struct BannerHover: ScrollDrivenEffect, Sendable {
    public let configuration: BannerHoverConfiguration
    public private(set) var lastFrame: BannerHoverFrame

    /// Creates the banner at an initial offset. The initial edge state is the one of that
    /// offset and fires nothing.
    ///
    /// - Parameters:
    ///   - configuration: The validated configuration.
    ///   - offset: The initial content offset; defaults to `−B` (resting, expanded).
    /// - Throws: ``InputError`` when `offset` is not finite.
    public init(configuration: BannerHoverConfiguration, offset: Double? = nil) throws(InputError) {
        let o = offset ?? configuration.restingOffset
        try InputError.requireFinite(o, "offset")
        self.configuration = configuration
        let percent = configuration.percent(o)
        lastFrame = BannerHoverFrame(
            offset: o, frameY: configuration.frameY(o), percent: percent,
            edge: configuration.edge(percent: percent), event: nil)
    }

    /// Feeds one content offset.
    ///
    /// - Parameter offset: `o`, any finite number.
    /// - Returns: The frame, with the edge event this update fired, if any.
    /// - Throws: ``InputError`` for a non-finite offset; state and last frame are kept.
    /// - Complexity: O(1), no allocation.
    public mutating func update(_ offset: Double) throws(InputError) -> BannerHoverFrame {
        try InputError.requireFinite(offset, "offset")
        let percent = configuration.percent(offset)
        let edge = configuration.edge(percent: percent)
        var event: BannerEdgeEvent?
        if edge != lastFrame.edge {
            switch edge {
            case .expanded: event = .expanded
            case .collapsed: event = .collapsed
            case .interior: event = nil
            }
        }
        lastFrame = BannerHoverFrame(
            offset: offset, frameY: configuration.frameY(offset), percent: percent, edge: edge, event: event)
        return lastFrame
    }
}
