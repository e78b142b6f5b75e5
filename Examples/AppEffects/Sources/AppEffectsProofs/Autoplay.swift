import AppEffects
import ScrollProof

/// The autoplay threshold: a clip plays from this visible fraction.
public struct AutoplayRule: Sendable, CustomStringConvertible {
    public let threshold: Double

    public init(threshold: Double) throws(ConfigurationError) {
        guard threshold > 0, threshold <= 1 else {
            throw ConfigurationError(configuration: "AutoplayRule", field: "threshold", rule: .violates("must be in (0, 1]"), value: threshold)
        }
        self.threshold = threshold
    }

    public var description: String { "AutoplayRule(threshold: \(threshold))" }
}

/// The clip that plays after an event.
public struct AutoplayFrame: Sendable, Equatable {
    public var playing: ListItemID?
    public init(playing: ListItemID?) { self.playing = playing }
}

/// The app's autoplay, declared for ScrollProof: at most one clip plays, the most visible at or
/// above the threshold (ties to the smaller row), none in the background; a player stops
/// before the next frame once its cell ends display or is reused.
public enum Autoplay: TraceableListEffect {
    public static let name = "autoplay"
    public static let configurations = ConfigurationSpace(["threshold": .oneOf([0.6, 0.5, 1])]) { v in try AutoplayRule(threshold: v["threshold"]) }
    public static var invariants: some EventInvariantList<AutoplayRule, ListWorld, AutoplayFrame> {
        ActiveIsBest("playing", \.playing, atLeast: { c in c.threshold })
    }
    public static func frame(from outputs: TraceOutputs) throws(TraceFormatError) -> AutoplayFrame {
        AutoplayFrame(playing: try outputs.item("playing"))
    }
}

/// The value-type autoplay behind the declaration's frame.
public struct AutoplayAdapter: ListDrivenEffect {
    var autoplay: FeedAutoplay

    public init(_ rule: AutoplayRule, keepsPlayerOnReusedCell: Bool = false) {
        autoplay = FeedAutoplay(threshold: rule.threshold)
        autoplay.keepsPlayerOnReusedCell = keepsPlayerOnReusedCell
    }

    public mutating func handle(_ event: ListEvent) -> AutoplayFrame {
        switch event {
        case let .reloadData(items): autoplay.feedDidReload(items.map(FeedIDs.ad))
        case let .performBatchUpdates(deleted, inserted): autoplay.feedDidUpdate(deletedRows: deleted, inserted: inserted.map { ($0.row, FeedIDs.ad($0.item)) })
        case let .willDisplay(cell, row): autoplay.cellWillDisplay(cell.rawValue, at: row)
        case let .didEndDisplaying(cell, row): autoplay.cellDidEndDisplaying(cell.rawValue, at: row)
        case let .frame(_, visible): autoplay.layoutDidChange(visible: visible.map { ($0.cell.rawValue, $0.row, $0.fraction) })
        case .didEnterBackground: autoplay.appDidEnterBackground()
        case .willEnterForeground: autoplay.appWillEnterForeground()
        case .prefetch, .cancelPrefetching: break
        }
        return AutoplayFrame(playing: autoplay.playing.map { FeedIDs.item($0.clip) })
    }
}
