/// A sticky banner above a list, as an app writes it: it collapses from `bannerHeight` to
/// `hoverHeight` as the list scrolls up, publishes a hover percent, and calls `onCollapse` /
/// `onExpand` when it reaches an edge. Main-actor isolated, as a view controller is.
@MainActor
public final class StickyBannerController {
    public struct Layout: Equatable, Sendable {
        public var bannerOriginY: Double
        public var hoverPercent: Double
    }

    public enum Edge: Sendable { case expanded, middle, collapsed }

    public let bannerHeight: Double
    public let hoverHeight: Double
    public let edgeThreshold: Double
    public private(set) var layout: Layout
    public private(set) var edge: Edge
    public var onCollapse: () -> Void = {}
    public var onExpand: () -> Void = {}
    /// A planted bug for the monitor's example, the published banner's: an edge is announced
    /// only when the previous offset was strictly between the edges, so a jump from one edge
    /// straight to the other (scroll-to-top, a programmatic scroll) announces nothing.
    public var announcesOnlyFromTheMiddle = false

    public init(bannerHeight: Double, hoverHeight: Double, edgeThreshold: Double = 1e-6, contentOffsetY: Double) {
        self.bannerHeight = bannerHeight
        self.hoverHeight = hoverHeight
        self.edgeThreshold = edgeThreshold
        layout = Layout(bannerOriginY: 0, hoverPercent: 1)
        edge = .expanded
        apply(contentOffsetY, notify: false)
    }

    /// `scrollViewDidScroll`: the list's content offset moved.
    public func scrollViewDidScroll(contentOffsetY: Double) {
        apply(contentOffsetY, notify: true)
    }

    private func apply(_ offset: Double, notify: Bool) {
        let clamped = Swift.min(Swift.max(offset, -bannerHeight), -hoverHeight)
        let travelled = clamped + bannerHeight
        layout = Layout(bannerOriginY: -travelled, hoverPercent: 1 - travelled / (bannerHeight - hoverHeight))
        let newEdge: Edge = 1 - layout.hoverPercent < edgeThreshold ? .expanded : layout.hoverPercent < edgeThreshold ? .collapsed : .middle
        if notify, newEdge != edge, !announcesOnlyFromTheMiddle || edge == .middle {
            if newEdge == .collapsed { onCollapse() }
            if newEdge == .expanded { onExpand() }
        }
        edge = newEdge
    }
}
