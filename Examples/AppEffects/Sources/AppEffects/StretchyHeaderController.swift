/// A stretchy profile header, as an app writes it: it grows when the list is pulled down,
/// its title fades in as the list scrolls up from `fadeStart` over `fadeDistance`, and it
/// calls `onTitleShown` when the title becomes fully visible. Main-actor isolated, as a view
/// controller is.
@MainActor
public final class StretchyHeaderController {
    public let restingHeight: Double
    public let fadeStart: Double
    public let fadeDistance: Double
    public private(set) var headerHeight: Double = 0
    public private(set) var titleAlpha: Double = 0
    public var onTitleShown: () -> Void = {}
    /// A planted bug for the example's known-issue test: the title is "shown" only once the
    /// fade has gone past its end (`>` where the rule is `≥`).
    public var showsTitleLate = false

    public init(restingHeight: Double, fadeStart: Double, fadeDistance: Double, contentOffsetY: Double) {
        self.restingHeight = restingHeight
        self.fadeStart = fadeStart
        self.fadeDistance = fadeDistance
        apply(contentOffsetY, notify: false)
    }

    /// `scrollViewDidScroll`: the list's content offset moved.
    public func scrollViewDidScroll(contentOffsetY: Double) {
        apply(contentOffsetY, notify: true)
    }

    private func apply(_ offset: Double, notify: Bool) {
        headerHeight = restingHeight + Swift.max(-offset, 0)
        let progress = (offset - fadeStart) / fadeDistance
        let wasShown = titleAlpha >= 1
        titleAlpha = Swift.min(Swift.max(progress, 0), 1)
        let isShown = showsTitleLate ? progress > 1 : progress >= 1
        if notify, isShown, !wasShown { onTitleShown() }
    }
}
