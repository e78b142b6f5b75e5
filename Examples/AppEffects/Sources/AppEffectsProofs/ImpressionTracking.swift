import AppEffects
import ScrollProof

/// The MRC display rule's numbers: at least `fraction` visible for `seconds` continuous seconds.
public struct ImpressionRule: Sendable, CustomStringConvertible {
    public let fraction: Double, seconds: Double

    public init(fraction: Double, seconds: Double) throws(ConfigurationError) {
        guard fraction > 0, fraction <= 1 else {
            throw ConfigurationError(configuration: "ImpressionRule", field: "fraction", rule: .violates("must be in (0, 1]"), value: fraction)
        }
        guard seconds.isFinite, seconds > 0 else { throw ConfigurationError(configuration: "ImpressionRule", field: "seconds", rule: .mustBePositive, value: seconds) }
        (self.fraction, self.seconds) = (fraction, seconds)
    }

    public var description: String { "ImpressionRule(fraction: \(fraction), seconds: \(seconds))" }
}

/// The impressions the tracker logged at one event.
public struct ImpressionFrame: Sendable, Equatable {
    public var logged: [ListItemID]
    public init(logged: [ListItemID] = []) { self.logged = logged }
}

/// The app's impression tracker, declared for ScrollProof: the display rule (50% for 1 s, and
/// video's 2 s), once per ad while the feed holds it, only for ads in the feed, only after the
/// rule has held, and on time.
public enum ImpressionTracking: TraceableListEffect {
    public static let name = "impressions"
    public static let configurations = ConfigurationSpace(["fraction": .fixed(0.5), "seconds": .oneOf([1, 2])]) { v in
        try ImpressionRule(fraction: v["fraction"], seconds: v["seconds"])
    }
    public static var invariants: some EventInvariantList<ImpressionRule, ListWorld, ImpressionFrame> {
        OnlyForItemsInDataSource("impression", \.logged)
        AtMostOncePerItem("impression", \.logged, per: .dataSource)
        LoggedOnlyAfterHeld("impression", \.logged, atLeast: { c in c.fraction }, for: { c in c.seconds })
        LoggedWhenDue("impression", \.logged, atLeast: { c in c.fraction }, for: { c in c.seconds })
    }
    public static func frame(from outputs: TraceOutputs) throws(TraceFormatError) -> ImpressionFrame {
        ImpressionFrame(logged: try outputs.items("logged"))
    }
}

/// The app's ids for ScrollProof's items: ad `ad-7` is item 7.
public enum FeedIDs {
    public static func ad(_ item: ListItemID) -> String { "ad-\(item.rawValue)" }
    public static func item(_ ad: String) -> ListItemID { ListItemID(Int(ad.dropFirst(3)) ?? -1) }
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
