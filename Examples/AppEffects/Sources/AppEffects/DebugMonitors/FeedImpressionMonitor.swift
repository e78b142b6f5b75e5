#if DEBUG
import TraceFormat

/// The feed's impression tracker judged live in a debug build, by the app's impression rules
/// (``ImpressionTracking``): the hook forwards each delegate call to the tracker and tells the
/// monitor what the list did and which ads the tracker counted.
///
///     #if DEBUG
///     let impressions = FeedImpressionMonitor(tracker, options: MonitorOptions(folder: tracesFolder))
///     #endif
///     func collectionView(_ view: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt path: IndexPath) {
///         #if DEBUG
///         impressions.cellWillDisplay(ObjectIdentifier(cell), at: path.item)
///         #else
///         tracker.cellWillDisplay(ObjectIdentifier(cell), at: path.item)
///         #endif
///     }
@MainActor
public final class FeedImpressionMonitor {
    private let tracker: FeedImpressionTracker
    private var monitor: EventMonitor<ImpressionTracking>
    private var counted: [ListItemID] = []
    private var cells: [AnyHashable: CellID] = [:]

    /// Attaches to a tracker (its beacon callback is wrapped: the app's own still runs).
    ///
    /// - Parameters:
    ///   - tracker: The tracker.
    ///   - options: The window, the folder and the handler.
    /// - Throws: `ConfigurationError` when the tracker's rule breaks the rule's own checks.
    public init(_ tracker: FeedImpressionTracker, options: MonitorOptions = MonitorOptions()) throws(ConfigurationError) {
        self.tracker = tracker
        let rule = try ImpressionRule(fraction: tracker.fraction, seconds: tracker.seconds)
        monitor = EventMonitor(ImpressionTracking.self, configuration: rule, fields: [("fraction", rule.fraction), ("seconds", rule.seconds)], options: options)
        let beacon = tracker.onImpression
        tracker.onImpression = { [unowned self] ad in counted.append(FeedIDs.item(ad)); beacon(ad) }
    }

    /// The cell's id in the trace (a number per cell the list has shown).
    private func cell(_ cell: AnyHashable) -> CellID {
        if let id = cells[cell] { return id }
        let id = CellID(cells.count)
        cells[cell] = id
        return id
    }

    private func record(_ event: ListEvent) {
        monitor.record(event, answer: ImpressionFrame(logged: counted))
        counted.removeAll(keepingCapacity: true)
    }

    /// The data source was replaced and the list reloaded.
    public func feedDidReload(_ ids: [String]) {
        tracker.feedDidReload(ids)
        record(.reloadData(items: ids.map(FeedIDs.item)))
    }

    /// `collectionView(_:willDisplay:forItemAt:)`.
    public func cellWillDisplay(_ cell: AnyHashable, at row: Int) {
        tracker.cellWillDisplay(cell, at: row)
        record(.willDisplay(cell: self.cell(cell), row: row))
    }

    /// `collectionView(_:didEndDisplaying:forItemAt:)`.
    public func cellDidEndDisplaying(_ cell: AnyHashable, at row: Int) {
        tracker.cellDidEndDisplaying(cell, at: row)
        record(.didEndDisplaying(cell: self.cell(cell), row: row))
    }

    /// A frame was laid out at `time`: each displayed cell, its row and the fraction on screen.
    public func layoutDidChange(at time: Double, visible: [(cell: AnyHashable, row: Int, fraction: Double)]) {
        tracker.layoutDidChange(at: time, visible: visible.map { ($0.cell, $0.fraction) })
        record(.frame(time: time, visible: visible.map { VisibleCell(cell: cell($0.cell), row: $0.row, fraction: $0.fraction) }))
    }

    /// Every rule broken so far, each at its first violation.
    public var reports: [MonitorReport] { monitor.reports }

    /// Ends the session (the feed goes away): an ad held long enough but never counted is
    /// reported now.
    public func finish() { monitor.finish() }
}
#endif
