import AppEffects
import ScrollProof

/// The app's impression rules (declared in the app, `ImpressionTracking`), with what a test
/// adds: the configurations to generate and how a trace file holds a frame.
extension ImpressionTracking: TraceableListEffect {
    public static let configurations = ConfigurationSpace(["fraction": .fixed(0.5), "seconds": .oneOf([1, 2])]) { v in
        try ImpressionRule(fraction: v["fraction"], seconds: v["seconds"])
    }
    public static func frame(from outputs: TraceOutputs) throws(TraceFormatError) -> ImpressionFrame {
        ImpressionFrame(logged: try outputs.items("logged"))
    }
}

/// The tracker behind the declaration's frame: each list event becomes the call the feed's view
/// controller makes, and the beacons it sends are the frame's impressions.
@MainActor
public final class ImpressionTrackerAdapter: MainActorListDrivenEffect {
    let tracker: FeedImpressionTracker
    private var logged: [ListItemID] = []

    public init(_ rule: ImpressionRule, forgetsCountedAdsOnReload: Bool = false) {
        tracker = FeedImpressionTracker(fraction: rule.fraction, seconds: rule.seconds)
        tracker.forgetsCountedAdsOnReload = forgetsCountedAdsOnReload
        tracker.onImpression = { [unowned self] ad in logged.append(FeedIDs.item(ad)) }
    }

    public func handle(_ event: ListEvent) -> ImpressionFrame {
        logged.removeAll()
        switch event {
        case let .reloadData(items): tracker.feedDidReload(items.map(FeedIDs.ad))
        case let .performBatchUpdates(deleted, inserted): tracker.feedDidUpdate(deletedRows: deleted, inserted: inserted.map { ($0.row, FeedIDs.ad($0.item)) })
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
