import Foundation
import ScrollProof

/// Implementations that differ from SPEC by design, as real libraries do, written as adapters
/// in the tests (never in the models): each keeps the promises of its kind of effect, and some
/// carry a planted safety bug.

/// A parallax cell that moves its image at another ratio: halfway between SPEC's parallax and
/// an image centred on the window, `T = ½·T_SPEC(t) + ½·(t − (I − W)/2)`. Inside the travel its
/// image moves at `(k + 1)/2` of the scroll instead of SPEC's `k = (V − I)/(V − W)`; at the
/// edges it keeps moving instead of pinning. Both halves cover the visible window, so their
/// blend does: no gap shows, the offset stays in `[W − I, 0]`.
struct OtherRatioParallaxCell: ParallelWindowImplementation {
    /// A planted safety bug: past the middle of the travel, the image's top sits 2 pt below the
    /// window's top (a 2-pt gap).
    enum Bug: Sendable { case none, gapPastTheMiddle }

    let configuration: ParallelWindowConfiguration
    let bug: Bug
    private(set) var lastFrame: ParallelWindowFrame

    init(_ configuration: ParallelWindowConfiguration, windowTop: Double, bug: Bug = .none) throws(InputError) {
        try InputError.requireFinite(windowTop, "windowTop")
        self.configuration = configuration
        self.bug = bug
        lastFrame = ParallelWindowFrame(windowTop: windowTop, imageOffset: 0)
        lastFrame = frame(windowTop)
    }

    func frame(_ t: Double) -> ParallelWindowFrame {
        let (v, w, i) = (configuration.viewportHeight, configuration.windowHeight, configuration.imageHeight)
        var top = 0.5 * configuration.imageTop(windowTop: t) + 0.5 * (t - (i - w) / 2)
        if bug == .gapPastTheMiddle, t > (v - w) / 2, t < v - w { top = t + 2 }
        return ParallelWindowFrame(windowTop: t, imageOffset: top - t)
    }

    mutating func update(_ t: Double) throws(InputError) -> ParallelWindowFrame {
        try InputError.requireFinite(t, "windowTop")
        lastFrame = frame(t)
        return lastFrame
    }
}

/// The same cell as a main-actor view class, the shape an app ships it in.
@MainActor final class OtherRatioParallaxView: MainActorScrollDrivenEffect {
    private var cell: OtherRatioParallaxCell
    nonisolated let configuration: ParallelWindowConfiguration

    init(_ configuration: ParallelWindowConfiguration, windowTop: Double) throws(InputError) {
        cell = try OtherRatioParallaxCell(configuration, windowTop: windowTop)
        self.configuration = configuration
    }

    var lastFrame: ParallelWindowFrame { cell.lastFrame }

    func update(_ t: Double) throws(InputError) -> ParallelWindowFrame { try cell.update(t) }
}

/// A sticky header whose hover percent grows past 1 while it stretches on pull-down, by design,
/// as a popular parallax-header library documents: `(visible height − T)/(B − T)` with the
/// visible height `−o` unclamped below `−B`. Everything else is SPEC's banner.
struct StretchingBanner: BannerHoverImplementation {
    /// A planted safety bug: the `expanded` callback fires again on every frame of a pull-down
    /// (a callback fired twice without a crossing).
    enum Bug: Sendable { case none, expandedFiresWhileStretching }

    private var model: BannerHover
    let bug: Bug
    var configuration: BannerHoverConfiguration { model.configuration }
    private(set) var lastFrame: BannerHoverFrame

    init(_ configuration: BannerHoverConfiguration, offset: Double, bug: Bug = .none) throws(InputError) {
        model = try BannerHover(configuration: configuration, offset: offset)
        self.bug = bug
        lastFrame = model.lastFrame
        lastFrame = stretched(model.lastFrame, initial: true)
    }

    func stretched(_ frame: BannerHoverFrame, initial: Bool) -> BannerHoverFrame {
        let c = configuration
        guard frame.offset < -c.bannerHeight else { return frame }
        var f = frame
        f.percent = (-frame.offset - c.hoverHeight) / (c.bannerHeight - c.hoverHeight)
        if bug == .expandedFiresWhileStretching, !initial { f.event = .expanded }
        return f
    }

    mutating func update(_ o: Double) throws(InputError) -> BannerHoverFrame {
        lastFrame = stretched(try model.update(o), initial: false)
        return lastFrame
    }
}
