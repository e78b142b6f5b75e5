import Effects

/// At most N items are active at once (players that play, loads that run): after every event,
/// the frame's active items number at most the limit and none is active twice; when a frame
/// is shown, all are in the data source. Between a reload or a delete and the next frame an
/// item that left may still be active: UIKit ends its cell's display after the reload, and
/// SPEC §7 asks a player to stop before the next frame is shown, not at the reload. Safety.
///
///     AtMostActive("playing", \.players, limit: { c in c.maxPlayers })
public struct AtMostActive<Configuration, Frame>: Invariant {
    public typealias Context = ListContext<Configuration, Frame>
    /// What the active items do.
    public let activity: String
    @usableFromInline let active: @Sendable (Frame) -> [ListItemID]
    @usableFromInline let limit: @Sendable (Configuration) -> Int

    /// The invariant, named `<activity>AtMostN`.
    ///
    /// - Parameters:
    ///   - activity: What the active items do.
    ///   - active: The frame's active items.
    ///   - limit: The most that may be active at once.
    public init(_ activity: String, _ active: @escaping @Sendable (Frame) -> [ListItemID], limit: @escaping @Sendable (Configuration) -> Int) {
        self.activity = activity
        self.active = active
        self.limit = limit
    }

    public var name: String { "\(activity)AtMostN" }
    public var statement: String { "at most the limit of items are \(activity) at once, each once, each in the data source when a frame is shown" }

    @inlinable @inline(__always)
    public func judge(_ x: Context) -> InvariantFailure? {
        let items = active(x.frame), n = limit(x.configuration), activity = self.activity
        if items.count > n {
            return .outOfLine { InvariantFailure("\(items.count) items \(activity) at once, more than \(n)", [.init("active",
                Double(items.count)), .init("limit", Double(n))]) }
        }
        for (k, item) in items.enumerated() {
            if items[..<k].contains(item) {
                return .outOfLine { InvariantFailure("\(item) is \(activity) twice", [.init("item", Double(item.rawValue))]) }
            }
            if x.world.isFrame, !x.world.contains(item) {
                return .outOfLine { InvariantFailure("\(item) is \(activity) but is not in the data source", [.init("item", Double(item.rawValue))]) }
            }
        }
        return nil
    }
}
