import AppEffects
import ScrollProof

/// The carousel's numbers as ScrollProof's snapping configuration: cards as items, their leading
/// edge aligned at the leading inset.
func cards(_ c: SnapTargetConfiguration) -> CardGeometry {
    guard case let .items(lengths, spacing, _) = c.layout else { preconditionFailure("the carousel is a row of cards") }
    return CardGeometry(
        containerWidth: c.containerLength, cardWidth: lengths[0], cardCount: lengths.count, spacing: spacing,
        leadingInset: c.leadingInset, trailingInset: c.trailingInset)
}

/// The delegate, adapted: the event's velocity (points per second) converted to the delegate's
/// points per millisecond; a non-finite input handed back unchanged, as a method that cannot
/// throw does.
struct DelegateSnapAdapter: SnapTargetImplementation {
    var delegate: CardPagerDelegate
    init(_ c: SnapTargetConfiguration, comparesVelocityInSeconds: Bool = false) {
        delegate = CardPagerDelegate(geometry: cards(c), flickThreshold: c.flickThreshold / 1000, comparesVelocityInSeconds: comparesVelocityInSeconds)
    }
    mutating func answer(_ event: SnapEvent) -> SnapTargetFrame {
        switch event {
        case let .release(o, v, t):
            guard o.isFinite, v.isFinite, t.isFinite else { return SnapTargetFrame(target: t) }
            var target = t
            delegate.scrollViewWillEndDragging(contentOffset: o, velocity: v / 1000, targetContentOffset: &target)
            return SnapTargetFrame(target: target)
        case let .resize(width):
            guard width.isFinite, width > 0 else { return .refused }
            return SnapTargetFrame(target: delegate.viewWillTransition(toWidth: width))
        }
    }
}

/// The layout, adapted: the override is asked with the velocity in points per second, and again
/// without one after the bounds change.
struct LayoutSnapAdapter: SnapTargetImplementation {
    let layout: CardSnappingLayout
    init(_ c: SnapTargetConfiguration, forgetsTheEnd: Bool = false) {
        layout = CardSnappingLayout(geometry: cards(c), flickThreshold: c.flickThreshold, forgetsTheEnd: forgetsTheEnd)
    }
    mutating func answer(_ event: SnapEvent) -> SnapTargetFrame {
        switch event {
        case let .release(o, v, t):
            guard o.isFinite, v.isFinite, t.isFinite else { return SnapTargetFrame(target: t) }
            return SnapTargetFrame(target: layout.targetContentOffset(forProposedContentOffset: t, withScrollingVelocity: v, contentOffset: o))
        case let .resize(width):
            guard width.isFinite, width > 0 else { return .refused }
            return SnapTargetFrame(target: layout.boundsDidChange(width: width))
        }
    }
}

/// The SwiftUI-style behavior, adapted: SwiftUI hands it no offset, so the proposal it is given
/// is derived from the offset and the velocity by §6's deceleration (0.998), as SwiftUI derives
/// it; after a resize it is asked with the old offset and no velocity, as SwiftUI asks it.
struct BehaviorSnapAdapter: SnapTargetImplementation {
    let behavior: PageSnapBehavior
    var configuration: SnapTargetConfiguration
    var resting: Double
    init(_ c: SnapTargetConfiguration, pagesByContainer: Bool = false) {
        let page: Double = if case let .pages(p) = c.layout { p } else { c.containerLength }
        behavior = PageSnapBehavior(pageWidth: page, flickThreshold: c.flickThreshold, pagesByContainer: pagesByContainer)
        configuration = c
        resting = c.lowerBound
    }
    func context(velocity: Double, target: Double) -> PageSnapBehavior.Context {
        PageSnapBehavior.Context(velocity: velocity, containerWidth: configuration.containerLength, contentWidth: configuration.contentLength, originalTarget: target)
    }
    mutating func answer(_ event: SnapEvent) -> SnapTargetFrame {
        switch event {
        case let .release(_, v, t):
            // Told the proposal and the velocity only, as SwiftUI tells it (the suite's
            // `told(.proposalAndVelocity)` hands it SwiftUI's proposals).
            guard v.isFinite, t.isFinite else { return .refused }
            var target = t
            behavior.updateTarget(&target, context: context(velocity: v, target: target))
            resting = target
            return SnapTargetFrame(target: target)
        case let .resize(width):
            guard let resized = try? configuration.resized(containerLength: width) else { return .refused }
            configuration = resized
            var target = resting
            behavior.updateTarget(&target, context: context(velocity: 0, target: target))
            resting = target
            return SnapTargetFrame(target: target)
        }
    }
}
