import AppEffects
import ScrollProof

// What the docs call "your code" without showing it: the app's types their blocks adapt or
// call. The blocks themselves are generated into `Generated/` by scripts/doc-snippets.py and
// compiled here; a block that declares a `@Test` runs, against these types, and must pass.

/// docs/verify-your-code.md §2: an app's sticky banner, laid out once in its adapter's `init`.
@MainActor
final class StickyBanner {
    let controller: StickyBannerController
    private(set) var offset = 0.0
    init(height: Double, hover: Double) {
        controller = StickyBannerController(bannerHeight: height, hoverHeight: hover, contentOffsetY: 0)
    }
    func layout(contentOffset: Double) {
        offset = contentOffset
        controller.scrollViewDidScroll(contentOffsetY: contentOffset)
    }
}

/// The banner's frame as its adapter reports it.
@MainActor
func frame(of banner: StickyBanner, event: BannerEdgeEvent?) -> BannerHoverFrame {
    let layout = banner.controller.layout
    let edge: BannerEdge = switch banner.controller.edge {
    case .expanded: .expanded
    case .middle: .interior
    case .collapsed: .collapsed
    }
    return BannerHoverFrame(offset: banner.offset, frameY: layout.bannerOriginY, percent: layout.hoverPercent, edge: edge, event: event)
}

/// docs/verify-your-code.md §4: a carousel, here ScrollProof's exact model behind the protocol.
struct CarouselAdapter: RollingBannerImplementation {
    private var model: RollingBanner
    init(_ configuration: RollingBannerConfiguration) { model = RollingBanner(configuration: configuration) }
    var configuration: RollingBannerConfiguration { model.configuration }
    var lastFrame: RollingBannerFrame { model.lastFrame }
    mutating func update(_ offset: Double) throws(InputError) -> RollingBannerFrame { try model.update(offset) }
    func releaseTarget(velocity: Double) throws(InputError) -> Double { try model.releaseTarget(velocity: velocity) }
}

/// docs/verify-your-code.md §6: a parallax cell, here the app's own (AppEffects).
struct MyParallaxCell: ParallelWindowImplementation {
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

/// docs/custom-effects.md §3: the app's header controller (a main-actor class) behind the
/// declaration's frame.
@MainActor
final class StretchyHeaderAdapter: MainActorScrollDrivenEffect {
    let configuration: StretchyHeaderConfiguration
    private let controller: StretchyHeaderController
    private var shown = false
    private(set) var lastFrame: StretchyHeaderFrame

    init(_ configuration: StretchyHeaderConfiguration, offset: Double) {
        self.configuration = configuration
        controller = StretchyHeaderController(
            restingHeight: configuration.restingHeight, fadeStart: configuration.fadeStart,
            fadeDistance: configuration.fadeDistance, contentOffsetY: offset)
        lastFrame = StretchyHeaderFrame(headerHeight: controller.headerHeight, titleAlpha: controller.titleAlpha, titleShown: false)
        controller.onTitleShown = { [weak self] in self?.shown = true }
    }

    func update(_ offset: Double) throws(InputError) -> StretchyHeaderFrame {
        try InputError.requireFinite(offset, "offset")
        shown = false
        controller.scrollViewDidScroll(contentOffsetY: offset)
        lastFrame = StretchyHeaderFrame(headerHeight: controller.headerHeight, titleAlpha: controller.titleAlpha, titleShown: shown)
        return lastFrame
    }
}

/// docs/custom-effects.md §5–6: the same header as a value (what a fuzz executable drives off
/// the main actor), with the formulas the app's controller uses.
struct StretchyHeader: ScrollDrivenEffect {
    let configuration: StretchyHeaderConfiguration
    private(set) var lastFrame: StretchyHeaderFrame

    init(_ configuration: StretchyHeaderConfiguration, offset: Double) {
        self.configuration = configuration
        lastFrame = StretchyHeaderFrame(headerHeight: 0, titleAlpha: 0, titleShown: false)
        lastFrame = frame(at: offset, shown: false)
    }

    private func frame(at offset: Double, shown: Bool) -> StretchyHeaderFrame {
        let c = configuration
        let alpha = min(max((offset - c.fadeStart) / c.fadeDistance, 0), 1)
        return StretchyHeaderFrame(headerHeight: c.restingHeight + max(-offset, 0), titleAlpha: alpha, titleShown: shown)
    }

    mutating func update(_ offset: Double) throws(InputError) -> StretchyHeaderFrame {
        try InputError.requireFinite(offset, "offset")
        let wasShown = lastFrame.titleAlpha >= 1
        let next = frame(at: offset, shown: false)
        lastFrame = frame(at: offset, shown: !wasShown && next.titleAlpha >= 1)
        return lastFrame
    }
}

/// The app's impression tracker (AppEffects' `FeedImpressionTracker`, a main-actor class)
/// behind the declaration's frame: each list event becomes the call the feed makes.
@MainActor
final class ImpressionTrackerAdapter: MainActorListDrivenEffect {
    private let tracker: FeedImpressionTracker
    private var logged: [ListItemID] = []

    init(_ rule: ImpressionRule) {
        tracker = FeedImpressionTracker(fraction: rule.fraction, seconds: rule.seconds)
        tracker.onImpression = { [unowned self] ad in logged.append(ListItemID(Int(ad.dropFirst(3)) ?? -1)) }
    }

    func handle(_ event: ListEvent) -> ImpressionFrame {
        logged.removeAll()
        switch event {
        case let .reloadData(items): tracker.feedDidReload(items.map { "ad-\($0.rawValue)" })
        case let .performBatchUpdates(deleted, inserted): tracker.feedDidUpdate(deletedRows: deleted, inserted: inserted.map { ($0.row, "ad-\($0.item.rawValue)") })
        case let .willDisplay(cell, row): tracker.cellWillDisplay(cell.rawValue, at: row)
        case let .didEndDisplaying(cell, row): tracker.cellDidEndDisplaying(cell.rawValue, at: row)
        case let .frame(time, visible): tracker.layoutDidChange(at: time, visible: visible.map { (AnyHashable($0.cell.rawValue), $0.fraction) })
        case .didEnterBackground: tracker.appDidEnterBackground()
        case .willEnterForeground: tracker.appWillEnterForeground()
        case .prefetch, .cancelPrefetching: break
        }
        return ImpressionFrame(logged: logged)
    }
}
