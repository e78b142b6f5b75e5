/// Where a card carousel comes to rest, written three ways as apps write it: a scroll view
/// delegate (UIKit's `scrollViewWillEndDragging`, velocity in points per millisecond), a
/// collection view layout's `targetContentOffset` override (points per second, asked again
/// without a velocity after a rotation), and a SwiftUI-style scroll target behavior (a pure
/// function of its context). None of this imports ScrollProof; the tests adapt it.
///
/// The app's carousel: cards `cardWidth` long, `spacing` apart, behind `leadingInset` and
/// `trailingInset`, snapped so a card's leading edge sits at the inset.
public struct CardGeometry: Sendable {
    public var containerWidth: Double
    public var cardWidth: Double
    public var cardCount: Int
    public var spacing: Double
    public var leadingInset: Double
    public var trailingInset: Double

    public init(containerWidth: Double, cardWidth: Double, cardCount: Int, spacing: Double, leadingInset: Double, trailingInset: Double) {
        self.containerWidth = containerWidth
        self.cardWidth = cardWidth
        self.cardCount = cardCount
        self.spacing = spacing
        self.leadingInset = leadingInset
        self.trailingInset = trailingInset
    }

    /// The lowest and highest offsets at rest.
    public var minOffset: Double { -leadingInset }
    public var maxOffset: Double {
        let content = Double(cardCount) * cardWidth + Double(cardCount - 1) * spacing
        return Swift.max(minOffset, content - containerWidth + trailingInset)
    }

    /// The offset that shows card `index` at the leading inset, clamped; index `cardCount` is
    /// the content's end (the trailing inset after the last card), which must be reachable.
    public func offset(ofCard index: Int) -> Double {
        index >= cardCount ? maxOffset : Swift.min(Swift.max(Double(index) * (cardWidth + spacing) - leadingInset, minOffset), maxOffset)
    }

    /// The card nearest an offset at rest (`cardCount` for the end, when no card rests there).
    public func card(at position: Double) -> Int {
        var best = 0
        for i in 0...cardCount where (offset(ofCard: i) - position).magnitude < (offset(ofCard: best) - position).magnitude { best = i }
        return best
    }
}

/// The carousel's `UIScrollViewDelegate`: a flick faster than `flickThreshold` (points per
/// millisecond) moves one card its way; a slower release rests on the card nearest the
/// proposal; after a rotation the card it showed is shown again. `comparesVelocityInSeconds`
/// plants a bug: the delegate's velocity (points per millisecond) compared to a threshold in
/// points per second, so no release is ever a flick.
public struct CardPagerDelegate: Sendable {
    public var geometry: CardGeometry
    public var flickThreshold: Double
    public var comparesVelocityInSeconds = false
    public private(set) var currentCard = 0

    public init(geometry: CardGeometry, flickThreshold: Double = 0.2, comparesVelocityInSeconds: Bool = false) {
        self.geometry = geometry
        self.flickThreshold = flickThreshold
        self.comparesVelocityInSeconds = comparesVelocityInSeconds
    }

    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    public mutating func scrollViewWillEndDragging(contentOffset: Double, velocity: Double, targetContentOffset: inout Double) {
        let threshold = comparesVelocityInSeconds ? flickThreshold * 1000 : flickThreshold
        let current = geometry.card(at: contentOffset)
        let target: Int
        if velocity > threshold {
            target = (0...geometry.cardCount).first { geometry.offset(ofCard: $0) > contentOffset } ?? current
        } else if velocity < -threshold {
            target = (0...geometry.cardCount).last { geometry.offset(ofCard: $0) < contentOffset } ?? current
        } else {
            target = geometry.card(at: targetContentOffset)
        }
        targetContentOffset = geometry.offset(ofCard: target)
        // The card at the leading edge now: at the end, where several cards' offsets clamp to
        // the same one, the first of them (not the card the flick aimed at).
        currentCard = geometry.card(at: targetContentOffset)
    }

    /// `viewWillTransition(to:with:)`: the container changes width; the offset that shows the
    /// same card.
    public mutating func viewWillTransition(toWidth width: Double) -> Double {
        geometry.containerWidth = width
        let target = geometry.offset(ofCard: currentCard)
        // The card at the edge in the new width: the first of those that clamp to the end.
        currentCard = geometry.card(at: target)
        return target
    }
}

/// The carousel's collection view layout: `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
/// rests on the card nearest the proposal, one card past the finger for a flick (points per
/// second), and after a rotation (asked again without a velocity) on the card it last showed.
/// `forgetsTheEnd` plants a bug: the last card's offset is not clamped, so a carousel whose
/// last card is shorter than the container rests past the end.
public final class CardSnappingLayout {
    public var geometry: CardGeometry
    public var flickThreshold: Double
    public var forgetsTheEnd: Bool
    public private(set) var currentCard = 0

    public init(geometry: CardGeometry, flickThreshold: Double = 200, forgetsTheEnd: Bool = false) {
        self.geometry = geometry
        self.flickThreshold = flickThreshold
        self.forgetsTheEnd = forgetsTheEnd
    }

    func offset(ofCard index: Int) -> Double {
        forgetsTheEnd && index < geometry.cardCount
            ? Swift.max(Double(index) * (geometry.cardWidth + geometry.spacing) - geometry.leadingInset, geometry.minOffset) : geometry.offset(ofCard: index)
    }

    /// The override: `contentOffset` is the collection view's offset when the finger lifts.
    public func targetContentOffset(forProposedContentOffset proposed: Double, withScrollingVelocity velocity: Double, contentOffset: Double) -> Double {
        let cards = 0...geometry.cardCount  // the end too, when no card rests there
        if velocity > flickThreshold {
            currentCard = cards.first { offset(ofCard: $0) > contentOffset } ?? geometry.cardCount
        } else if velocity < -flickThreshold {
            currentCard = cards.last { offset(ofCard: $0) < contentOffset } ?? 0
        } else {
            currentCard = cards.min { (offset(ofCard: $0) - proposed).magnitude < (offset(ofCard: $1) - proposed).magnitude } ?? 0
        }
        let target = offset(ofCard: currentCard)
        // At the end several cards share an offset: the first of them is the one at the edge.
        currentCard = cards.first { offset(ofCard: $0) == target } ?? currentCard
        return target
    }

    /// After the collection view changes size: the layout is asked again, and keeps its card.
    public func boundsDidChange(width: Double) -> Double {
        geometry.containerWidth = width
        let target = offset(ofCard: currentCard)
        currentCard = (0...geometry.cardCount).first { offset(ofCard: $0) == target } ?? currentCard
        return target
    }
}

/// A SwiftUI-style scroll target behavior: a pure function of what the context holds (the
/// proposal, the velocity, the container's size); it pages by `pageWidth`. With `pagesByContainer`
/// it pages by the container's width instead, as SwiftUI's own paging does: after a rotation
/// it is asked with the old offset and rounds it to the new width, and another page shows.
public struct PageSnapBehavior: Sendable {
    public var pageWidth: Double
    public var flickThreshold: Double
    public var pagesByContainer: Bool

    public init(pageWidth: Double, flickThreshold: Double = 200, pagesByContainer: Bool = false) {
        self.pageWidth = pageWidth
        self.flickThreshold = flickThreshold
        self.pagesByContainer = pagesByContainer
    }

    /// What SwiftUI hands the behavior.
    public struct Context: Sendable {
        public var velocity: Double
        public var containerWidth: Double
        public var contentWidth: Double
        public var originalTarget: Double

        public init(velocity: Double, containerWidth: Double, contentWidth: Double, originalTarget: Double) {
            self.velocity = velocity
            self.containerWidth = containerWidth
            self.contentWidth = contentWidth
            self.originalTarget = originalTarget
        }
    }

    /// How far SwiftUI's normal deceleration carries a release per point per second (0.998
    /// per millisecond: 1000 pt/s throws 499.5 pt).
    public static let throwSeconds = 0.4995

    /// `updateTarget(_:context:)`: the pages from 0 and the content's end (a short last page
    /// must be reachable). The context has no offset where the finger lifted; the behavior takes
    /// it back from the proposal and the velocity, as near as its estimate of SwiftUI's
    /// deceleration allows (half a point of slack). A flick rests on the page nearest the
    /// proposal among those beyond that point its way; a slower release on the page nearest
    /// that point.
    public func updateTarget(_ target: inout Double, context: Context) {
        let page = pagesByContainer ? context.containerWidth : pageWidth
        let end = Swift.max(0, context.contentWidth - context.containerWidth)
        var stops: [Double] = []
        var k = 0.0
        while k * page < end { stops.append(k * page); k += 1 }
        stops.append(end)
        let t = target, released = target - context.velocity * Self.throwSeconds
        func nearest(_ candidates: [Double], to x: Double) -> Double? { candidates.min { ($0 - x).magnitude < ($1 - x).magnitude } }
        if context.velocity > flickThreshold {
            target = nearest(stops.filter { $0 > released + 0.5 }, to: t) ?? end
        } else if context.velocity < -flickThreshold {
            target = nearest(stops.filter { $0 < released - 0.5 }, to: t) ?? 0
        } else {
            target = nearest(stops, to: released) ?? 0
        }
    }
}
