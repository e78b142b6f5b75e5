import AppEffects
import ScrollProof

/// Adapters: each maps the app's own types to the suite's frame type. This is all the glue a
/// test target writes.

/// The sticky banner, on the main actor, as the app runs it.
@MainActor
final class StickyBannerAdapter: MainActorScrollDrivenEffect {
    let configuration: BannerHoverConfiguration
    private let controller: StickyBannerController
    private var fired: BannerEdgeEvent?
    private(set) var lastFrame: BannerHoverFrame

    init(_ configuration: BannerHoverConfiguration, offset: Double, announcesOnlyFromTheMiddle: Bool = false) {
        self.configuration = configuration
        controller = StickyBannerController(
            bannerHeight: configuration.bannerHeight, hoverHeight: configuration.hoverHeight,
            edgeThreshold: configuration.eps, contentOffsetY: offset)
        controller.announcesOnlyFromTheMiddle = announcesOnlyFromTheMiddle
        lastFrame = BannerHoverFrame(offset: offset, frameY: 0, percent: 1, edge: .expanded, event: nil)
        controller.onCollapse = { [unowned self] in fired = .collapsed }
        controller.onExpand = { [unowned self] in fired = .expanded }
        lastFrame = frame(offset)
    }

    func update(_ offset: Double) throws(InputError) -> BannerHoverFrame {
        try InputError.requireFinite(offset, "offset")  // UIKit never reports NaN; refusing keeps the state
        fired = nil
        controller.scrollViewDidScroll(contentOffsetY: offset)
        lastFrame = frame(offset)
        return lastFrame
    }

    private func frame(_ offset: Double) -> BannerHoverFrame {
        let edge: BannerEdge = switch controller.edge {
        case .expanded: .expanded
        case .middle: .interior
        case .collapsed: .collapsed
        }
        return BannerHoverFrame(offset: offset, frameY: controller.layout.bannerOriginY, percent: controller.layout.hoverPercent, edge: edge, event: fired)
    }
}

/// The parallax cell: a pure function of the window's position.
struct ParallaxAdapter: ParallelWindowImplementation {
    let configuration: ParallelWindowConfiguration
    let cell: ParallaxAdCell
    private(set) var lastFrame: ParallelWindowFrame

    init(_ configuration: ParallelWindowConfiguration, windowTop: Double) {
        self.configuration = configuration
        cell = ParallaxAdCell(windowHeight: configuration.windowHeight, imageHeight: configuration.imageHeight, visibleHeight: configuration.viewportHeight)
        lastFrame = ParallelWindowFrame(windowTop: windowTop, imageOffset: cell.imageOriginY(windowTop: windowTop))
    }

    mutating func update(_ windowTop: Double) throws(InputError) -> ParallelWindowFrame {
        try InputError.requireFinite(windowTop, "windowTop")
        lastFrame = ParallelWindowFrame(windowTop: windowTop, imageOffset: cell.imageOriginY(windowTop: windowTop))
        return lastFrame
    }
}

/// The diff-driven cell, the buggy variant.
struct DiffParallaxAdapter: ParallelWindowImplementation {
    let configuration: ParallelWindowConfiguration
    var cell: DiffParallaxAdCell
    private(set) var lastFrame: ParallelWindowFrame

    init(_ configuration: ParallelWindowConfiguration, windowTop: Double) {
        self.configuration = configuration
        cell = DiffParallaxAdCell(
            cell: ParallaxAdCell(windowHeight: configuration.windowHeight, imageHeight: configuration.imageHeight, visibleHeight: configuration.viewportHeight),
            windowTop: windowTop)
        lastFrame = ParallelWindowFrame(windowTop: windowTop, imageOffset: cell.imageOriginY)
    }

    mutating func update(_ windowTop: Double) throws(InputError) -> ParallelWindowFrame {
        try InputError.requireFinite(windowTop, "windowTop")
        cell.windowMoved(to: windowTop)
        lastFrame = ParallelWindowFrame(windowTop: windowTop, imageOffset: cell.imageOriginY)
        return lastFrame
    }
}
