/// The outputs of a banner for one accepted offset (SPEC §2). Each accepted update is one
/// scroll callback carrying ``percent``.
public struct BannerHoverFrame: Equatable, Hashable, Sendable {
    /// `o`, the input content offset.
    public var offset: Double
    /// `frameY`, the banner's origin.
    public var frameY: Double
    /// The hover percent in [0, 1].
    public var percent: Double
    /// The edge state after this update.
    public var edge: BannerEdge
    /// The edge callback fired by this update, if any.
    public var event: BannerEdgeEvent?

    /// Creates a frame.
    ///
    /// - Parameters:
    ///   - offset: `o`.
    ///   - frameY: The banner's origin.
    ///   - percent: The hover percent.
    ///   - edge: The edge state.
    ///   - event: The fired edge callback.
    public init(offset: Double, frameY: Double, percent: Double, edge: BannerEdge, event: BannerEdgeEvent?) {
        self.offset = offset
        self.frameY = frameY
        self.percent = percent
        self.edge = edge
        self.event = event
    }
}
