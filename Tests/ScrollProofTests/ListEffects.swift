import ScrollProof

/// The MRC display rule's numbers: at least `fraction` visible for `seconds` continuous seconds.
struct ImpressionRule: Sendable, CustomStringConvertible {
    let fraction: Double, seconds: Double

    init(fraction: Double, seconds: Double) throws(ConfigurationError) {
        guard fraction > 0, fraction <= 1 else { throw ConfigurationError(configuration: "ImpressionRule", field: "fraction",
            rule: .violates("must be in (0, 1]"), value: fraction) }
        guard seconds.isFinite, seconds > 0 else { throw ConfigurationError(configuration: "ImpressionRule", field: "seconds",
            rule: .mustBePositive, value: seconds) }
        (self.fraction, self.seconds) = (fraction, seconds)
    }

    var description: String { "ImpressionRule(fraction: \(fraction), seconds: \(seconds))" }
}

/// What the tracker logged at an event.
struct ImpressionFrame: Sendable, Equatable {
    var logged: [ListItemID] = []
}

/// Impressions after the MRC display rule, once per item while it stays in the data source.
enum ImpressionTracking: DeclaredListEffect {
    static let name = "impressions"
    static let configurations = ConfigurationSpace(["fraction": .oneOf([0.5, 1]), "seconds": .oneOf([1, 2])]) { v in
        try ImpressionRule(fraction: v["fraction"], seconds: v["seconds"])
    }
    static var invariants: some EventInvariantList<ImpressionRule, ListWorld, ImpressionFrame> {
        OnlyForItemsInDataSource("impression", \.logged)
        AtMostOncePerItem("impression", \.logged, per: .dataSource)
        LoggedOnlyAfterHeld("impression", \.logged, atLeast: { c in c.fraction }, for: { c in c.seconds })
        LoggedWhenDue("impression", \.logged, atLeast: { c in c.fraction }, for: { c in c.seconds })
    }
}

enum TrackerBug: Sendable { case none, countsAgainAfterReload, strictAtTheFraction }

/// An impression tracker as a value: the logic of its main-actor twin.
struct ImpressionTracker: ListDrivenEffect {
    let rule: ImpressionRule, bug: TrackerBug
    private var items: [ListItemID] = []
    private var shown: [CellID: ListItemID] = [:]
    private var since: [ListItemID: Double] = [:]
    private var logged: Set<ListItemID> = []
    private var foreground = true

    init(_ rule: ImpressionRule, bug: TrackerBug = .none) { (self.rule, self.bug) = (rule, bug) }

    mutating func handle(_ event: ListEvent) -> ImpressionFrame {
        var frame = ImpressionFrame()
        switch event {
        case let .reloadData(new):
            items = new
            if bug == .countsAgainAfterReload { logged = [] } else { logged.formIntersection(new) }
        case let .performBatchUpdates(deleted, inserted):
            items = items.enumerated().filter { !deleted.contains($0.offset) }.map(\.element)
            for i in inserted.sorted(by: { $0.row < $1.row }) { items.insert(i.item, at: min(i.row, items.count)) }
            logged.formIntersection(items)
        case let .willDisplay(cell, row):
            if row < items.count { shown[cell] = items[row] }
        case let .didEndDisplaying(cell, _):
            // The row may be stale: the cell says which item it showed.
            let item = shown[cell]
            shown[cell] = nil
            if let item { since[item] = nil }
        case let .frame(time, visible):
            guard foreground else { break }
            var held: [ListItemID: Double] = [:]
            for v in visible {
                // The planted `>` for `>=`: an item exactly at the fraction is not held.
                let atLeast = bug == .strictAtTheFraction ? v.fraction > rule.fraction : v.fraction >= rule.fraction
                guard let item = shown[v.cell], atLeast else { continue }
                let start = since[item] ?? time
                held[item] = start
                if time - start >= rule.seconds, !logged.contains(item), items.contains(item) {
                    logged.insert(item)
                    frame.logged.append(item)
                }
            }
            since = held
        case .didEnterBackground:
            foreground = false
            since = [:]
        case .willEnterForeground:
            foreground = true
        case .prefetch, .cancelPrefetching:
            break
        }
        return frame
    }
}

/// An impression tracker as a feed's view controller holds one, on the main actor: a class
/// whose state is its value twin's, verified on the main actor.
@MainActor
final class ImpressionTrackerController: MainActorListDrivenEffect {
    private var tracker: ImpressionTracker

    init(_ rule: ImpressionRule, bug: TrackerBug = .none) { tracker = ImpressionTracker(rule, bug: bug) }

    func handle(_ event: ListEvent) -> ImpressionFrame { tracker.handle(event) }
}

/// The autoplay rule's threshold: an item plays from this visible fraction.
struct AutoplayRule: Sendable, CustomStringConvertible {
    let threshold: Double
    init(threshold: Double) throws(ConfigurationError) {
        guard threshold > 0, threshold <= 1 else { throw ConfigurationError(configuration: "AutoplayRule", field: "threshold",
            rule: .violates("must be in (0, 1]"), value: threshold) }
        self.threshold = threshold
    }
    var description: String { "AutoplayRule(threshold: \(threshold))" }
}

/// Which item plays after an event.
struct AutoplayFrame: Sendable, Equatable {
    var playing: ListItemID?
}

/// One video plays: the most visible at or above the threshold, none in the background.
enum Autoplay: DeclaredListEffect {
    static let name = "autoplay"
    static let configurations = ConfigurationSpace(["threshold": .oneOf([0.6, 0.5, 1])]) { v in try AutoplayRule(threshold: v["threshold"]) }
    static var invariants: some EventInvariantList<AutoplayRule, ListWorld, AutoplayFrame> {
        ActiveIsBest("playing", \.playing, atLeast: { c in c.threshold })
    }
}

enum AutoplayBug: Sendable { case none, playerStaysOnReusedCell, strictAtTheThreshold }

/// An autoplay controller as a value.
struct AutoplayController: ListDrivenEffect {
    let rule: AutoplayRule, bug: AutoplayBug
    var items: [ListItemID] = []
    var shown: [CellID: ListItemID] = [:]
    var playing: (cell: CellID, item: ListItemID)?
    var foreground = true

    init(_ rule: AutoplayRule, bug: AutoplayBug = .none) { (self.rule, self.bug) = (rule, bug) }

    mutating func handle(_ event: ListEvent) -> AutoplayFrame {
        switch event {
        case let .reloadData(new): items = new
        case let .performBatchUpdates(deleted, inserted):
            items = items.enumerated().filter { !deleted.contains($0.offset) }.map(\.element)
            for i in inserted.sorted(by: { $0.row < $1.row }) { items.insert(i.item, at: min(i.row, items.count)) }
        case let .willDisplay(cell, row):
            if row < items.count { shown[cell] = items[row] }
        case let .didEndDisplaying(cell, _):
            shown[cell] = nil
            if bug == .none, playing?.cell == cell { playing = nil }
        case let .frame(_, visible):
            guard foreground else { break }
            let best = visible.filter { (bug == .strictAtTheThreshold ? $0.fraction > rule.threshold : $0.fraction >= rule.threshold) && shown[$0.cell] != nil }
                .min { a, b in a.fraction != b.fraction ? a.fraction > b.fraction : a.row < b.row }
            guard let best, let item = shown[best.cell] else { playing = nil; break }
            // The bug: the player is the cell's; the same cell, reused, keeps the old video.
            if bug == .playerStaysOnReusedCell, playing?.cell == best.cell { break }
            playing = (best.cell, item)
        case .didEnterBackground:
            foreground = false
            playing = nil
        case .willEnterForeground:
            foreground = true
        case .prefetch, .cancelPrefetching:
            break
        }
        return AutoplayFrame(playing: playing?.item)
    }
}

/// The loads a prefetcher started and stopped (cancelled, or handed to the cell that displays
/// its item) at an event.
struct PrefetchFrame: Sendable, Equatable {
    var started: [ListItemID] = []
    var stopped: [ListItemID] = []
}

/// An image prefetcher: a load runs while its row is prefetched or its item displayed, and for
/// an item in the data source; at most `limit` at once.
enum Prefetching: DeclaredListEffect {
    static let name = "prefetch"
    static let configurations = ConfigurationSpace(["limit": .oneOf([8])]) { v in Int(v["limit"]) }
    static var invariants: some EventInvariantList<Int, ListWorld, PrefetchFrame> {
        EveryStartHasItsStop("load", started: \.started, stopped: \.stopped) { world, item in
            world.contains(item) && (world.isPrefetched(item) || world.isDisplayed(item))
        }
        OnlyForItemsInDataSource("load", \.started)
    }
}

enum PrefetchBug: Sendable { case none, neverCancels }

/// A prefetcher as a value: loads the rows UIKit prefetches, cancels what it cancels, hands a
/// load to the cell that displays its item, and drops the loads of deleted items.
struct PrefetchController: ListDrivenEffect {
    let bug: PrefetchBug
    var items: [ListItemID] = []
    var loading: [ListItemID] = []
    var shown: [CellID: ListItemID] = [:]

    init(bug: PrefetchBug = .none) { self.bug = bug }

    mutating func handle(_ event: ListEvent) -> PrefetchFrame {
        var frame = PrefetchFrame()
        func stop(_ item: ListItemID) {
            if let i = loading.firstIndex(of: item) { loading.remove(at: i); frame.stopped.append(item) }
        }
        switch event {
        case let .reloadData(new):
            items = new
            for item in loading where !new.contains(item) { stop(item) }
        case let .performBatchUpdates(deleted, inserted):
            let gone = deleted.compactMap { $0 < items.count ? items[$0] : nil }
            items = items.enumerated().filter { !deleted.contains($0.offset) }.map(\.element)
            for i in inserted.sorted(by: { $0.row < $1.row }) { items.insert(i.item, at: min(i.row, items.count)) }
            for item in gone { stop(item) }
        case let .prefetch(rows):
            for row in rows where row < items.count && !loading.contains(items[row]) {
                loading.append(items[row])
                frame.started.append(items[row])
            }
        case let .cancelPrefetching(rows):
            guard bug == .none else { break }
            for row in rows where row < items.count && !shown.values.contains(items[row]) { stop(items[row]) }
        case let .willDisplay(cell, row):
            if row < items.count {
                shown[cell] = items[row]
                stop(items[row])   // the cell takes the image
            }
        case let .didEndDisplaying(cell, _):
            shown[cell] = nil
        case .frame, .didEnterBackground, .willEnterForeground:
            break
        }
        return frame
    }
}
