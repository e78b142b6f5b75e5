#if DEBUG
import TraceFormat

/// The sticky banner judged live in a debug build, by ScrollProof's banner hover rules (SPEC
/// §2): the hook is one call in `scrollViewDidScroll`, after the banner has moved.
///
///     let banner = StickyBannerController(bannerHeight: 200, hoverHeight: 64, contentOffsetY: scrollView.contentOffset.y)
///     #if DEBUG
///     lazy var monitor = try? StickyBannerMonitor(banner, contentOffsetY: scrollView.contentOffset.y, options: MonitorOptions(folder: tracesFolder))
///     #endif
///     func scrollViewDidScroll(_ scrollView: UIScrollView) {
///         banner.scrollViewDidScroll(contentOffsetY: scrollView.contentOffset.y)
///         #if DEBUG
///         monitor?.scrollViewDidScroll(contentOffsetY: scrollView.contentOffset.y)
///         #endif
///     }
@MainActor
public final class StickyBannerMonitor {
    private let banner: StickyBannerController
    private var monitor: ScrollMonitor<BannerHover>
    private var announced: BannerEdgeEvent?

    /// Attaches to a banner (its edge callbacks are wrapped: the app's own still run).
    ///
    /// - Parameters:
    ///   - banner: The banner.
    ///   - contentOffsetY: The offset it was created at.
    ///   - options: The window, the folder and the handler.
    /// - Throws: `ConfigurationError` when the banner's heights break SPEC §2's rules.
    public init(_ banner: StickyBannerController, contentOffsetY: Double, options: MonitorOptions = MonitorOptions()) throws(ConfigurationError) {
        self.banner = banner
        let configuration = try BannerHoverConfiguration(bannerHeight: banner.bannerHeight, hoverHeight: banner.hoverHeight, eps: banner.edgeThreshold)
        monitor = ScrollMonitor(BannerHover.self, configuration: configuration, initialInput: contentOffsetY,
                                initial: banner.bannerHoverFrame(offset: contentOffsetY, event: nil), options: options, writer: TraceWriter.json)
        let (collapse, expand) = (banner.onCollapse, banner.onExpand)
        banner.onCollapse = { [unowned self] in announced = .collapsed; collapse() }
        banner.onExpand = { [unowned self] in announced = .expanded; expand() }
    }

    /// Judges the banner after it moved to `contentOffsetY`.
    ///
    /// - Parameter contentOffsetY: The list's offset.
    public func scrollViewDidScroll(contentOffsetY: Double) {
        monitor.record(input: contentOffsetY, output: banner.bannerHoverFrame(offset: contentOffsetY, event: announced))
        announced = nil
    }

    /// Every rule broken so far, each at its first violation.
    public var reports: [MonitorReport] { monitor.reports }
}

extension StickyBannerController {
    /// The banner's layout as ScrollProof's banner hover frame: the same mapping the tests'
    /// adapter uses.
    ///
    /// - Parameters:
    ///   - offset: The list's offset.
    ///   - event: The edge announced at this offset, if any.
    /// - Returns: The frame.
    public func bannerHoverFrame(offset: Double, event: BannerEdgeEvent?) -> BannerHoverFrame {
        let edge: BannerEdge = switch self.edge {
        case .expanded: .expanded
        case .middle: .interior
        case .collapsed: .collapsed
        }
        return BannerHoverFrame(offset: offset, frameY: layout.bannerOriginY, percent: layout.hoverPercent, edge: edge, event: event)
    }
}
#endif
