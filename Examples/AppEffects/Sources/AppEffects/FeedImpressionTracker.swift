/// The feed's ad-impression tracker, after the MRC display rule, as an app writes it: an ad is
/// counted once it has been at least `fraction` visible for `seconds` continuous seconds of
/// foreground time, once per ad while the feed holds it. The feed's view controller forwards
/// the list's delegate calls; `onImpression` sends the beacon. Main-actor isolated, as a view
/// controller is.
///
/// Cells are keyed by identity (`ObjectIdentifier(cell)` in the app), ads by their id.
@MainActor
public final class FeedImpressionTracker {
    public let fraction: Double
    public let seconds: Double
    public var onImpression: (String) -> Void = { _ in }
    /// A planted bug for the example's known-issue test: a reload forgets which ads were
    /// counted, so an ad that comes back is counted again.
    public var forgetsCountedAdsOnReload = false

    private var ads: [String] = []
    private var adInCell: [AnyHashable: String] = [:]
    private var visibleSince: [String: Double] = [:]
    private var counted: Set<String> = []
    private var isActive = true

    public init(fraction: Double, seconds: Double) {
        self.fraction = fraction
        self.seconds = seconds
    }

    /// The data source was replaced and the list reloaded.
    public func feedDidReload(_ ids: [String]) {
        ads = ids
        if forgetsCountedAdsOnReload { counted = [] } else { counted.formIntersection(ids) }
    }

    /// A batch update deleted rows (numbered before it) and inserted ads (at rows after it).
    public func feedDidUpdate(deletedRows: [Int], inserted: [(row: Int, id: String)]) {
        ads = ads.enumerated().filter { !deletedRows.contains($0.offset) }.map(\.element)
        for insertion in inserted.sorted(by: { $0.row < $1.row }) { ads.insert(insertion.id, at: min(insertion.row, ads.count)) }
        counted.formIntersection(ads)
    }

    /// `collectionView(_:willDisplay:forItemAt:)`.
    public func cellWillDisplay(_ cell: AnyHashable, at row: Int) {
        adInCell[cell] = row < ads.count ? ads[row] : nil
    }

    /// `collectionView(_:didEndDisplaying:forItemAt:)`: the row may be stale after an update,
    /// so the cell says which ad it showed.
    public func cellDidEndDisplaying(_ cell: AnyHashable, at row: Int) {
        if let ad = adInCell.removeValue(forKey: cell) { visibleSince[ad] = nil }
    }

    /// A frame was laid out at `time` (the display link's timestamp): each displayed cell and
    /// the fraction of its ad that is on screen.
    public func layoutDidChange(at time: Double, visible: [(cell: AnyHashable, fraction: Double)]) {
        guard isActive else { return }
        var since: [String: Double] = [:]
        for (cell, visibleFraction) in visible where visibleFraction >= fraction {
            guard let ad = adInCell[cell] else { continue }
            let start = visibleSince[ad] ?? time
            since[ad] = start
            if time - start >= seconds, ads.contains(ad), counted.insert(ad).inserted { onImpression(ad) }
        }
        visibleSince = since
    }

    /// `UIApplication.didEnterBackgroundNotification`: continuity breaks.
    public func appDidEnterBackground() {
        isActive = false
        visibleSince = [:]
    }

    /// `UIApplication.willEnterForegroundNotification`.
    public func appWillEnterForeground() {
        isActive = true
    }
}
