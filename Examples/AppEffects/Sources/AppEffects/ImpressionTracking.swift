import TraceFormat

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

/// The app's impression rules, declared in the app (the app product's building blocks): the
/// display rule (50% for 1 s, and video's 2 s), once per ad while the feed holds it, only for
/// ads in the feed, only after the rule has held, and on time. The debug monitor judges the
/// live feed with them; the tests (`AppEffectsProofs`) add the configurations to generate.
public enum ImpressionTracking: DeclaredEventInvariants {
    public typealias World = ListWorld
    public static let name = "impressions"
    public static var invariants: some EventInvariantList<ImpressionRule, ListWorld, ImpressionFrame> {
        OnlyForItemsInDataSource("impression", \.logged)
        AtMostOncePerItem("impression", \.logged, per: .dataSource)
        LoggedOnlyAfterHeld("impression", \.logged, atLeast: { c in c.fraction }, for: { c in c.seconds })
        LoggedWhenDue("impression", \.logged, atLeast: { c in c.fraction }, for: { c in c.seconds })
    }
}

/// The app's ids for ScrollProof's items: ad `ad-7` is item 7.
public enum FeedIDs {
    public static func ad(_ item: ListItemID) -> String { "ad-\(item.rawValue)" }
    public static func item(_ ad: String) -> ListItemID { ListItemID(Int(ad.dropFirst(3)) ?? -1) }
}
