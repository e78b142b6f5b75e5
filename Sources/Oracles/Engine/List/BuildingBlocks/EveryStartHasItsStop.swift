import Effects

/// Every start has its stop: an item something was started for (a load, a player) is stopped
/// by the next frame once the reason for it is gone, and nothing is stopped that was not
/// started. The reason is yours: a prefetched load may run while its row is prefetched or its
/// item displayed; a player while its item is displayed. Safety.
///
///     EveryStartHasItsStop("load", started: \.loadsStarted, stopped: \.loadsStopped) { world, item in
///         world.isPrefetched(item) || world.isDisplayed(item)
///     }
public struct EveryStartHasItsStop<Configuration, Frame>: StatefulInvariant {
    public typealias Context = ListContext<Configuration, Frame>
    /// What is started.
    public let activity: String
    @usableFromInline let started: @Sendable (Frame) -> [ListItemID]
    @usableFromInline let stopped: @Sendable (Frame) -> [ListItemID]
    @usableFromInline let reason: @Sendable (ListWorld, ListItemID) -> Bool

    /// The invariant, named `<activity>StopsWhenNoLongerNeeded`.
    ///
    /// - Parameters:
    ///   - activity: What is started.
    ///   - started: The items it was started for in a frame.
    ///   - stopped: The items it was stopped for in a frame.
    ///   - reason: Whether an item may still have it running.
    public init(
        _ activity: String, started: @escaping @Sendable (Frame) -> [ListItemID], stopped: @escaping @Sendable (Frame) -> [ListItemID],
        while reason: @escaping @Sendable (ListWorld, ListItemID) -> Bool
    ) {
        self.activity = activity
        self.started = started
        self.stopped = stopped
        self.reason = reason
    }

    public var name: String { "\(activity)StopsWhenNoLongerNeeded" }
    public var statement: String { "every \(activity) started is stopped by the next frame once it is no longer needed; nothing stops that did not start" }

    /// The memory: what runs, and since which frame it has had no reason.
    public func start(_ configuration: Configuration) -> [(item: ListItemID, unneededSince: Int?)] { [] }

    @inlinable @inline(__always)
    public func judge(_ x: Context, _ running: inout [(item: ListItemID, unneededSince: Int?)]) -> InvariantFailure? {
        let world = x.world, activity = self.activity
        for item in stopped(x.frame) {
            guard let i = running.firstIndex(where: { $0.item == item }) else {
                return .outOfLine { InvariantFailure("\(activity) for \(item) stopped without having started", [.init("item", Double(item.rawValue))]) }
            }
            running.remove(at: i)
        }
        for item in started(x.frame) {
            if running.contains(where: { $0.item == item }) {
                return .outOfLine { InvariantFailure("\(activity) for \(item) started again while running", [.init("item", Double(item.rawValue))]) }
            }
            running.append((item, nil))
        }
        for k in running.indices {
            if reason(world,
                running[k].item) { running[k].unneededSince = nil } else if running[k].unneededSince == nil { running[k].unneededSince = world.frames }
        }
        guard world.isFrame, let stale = running.first(where: { ($0.unneededSince ?? .max) < world.frames }) else { return nil }
        return .outOfLine {
            InvariantFailure("\(activity) for \(stale.item) still runs a frame after it was no longer needed", [.init("item", Double(stale.item.rawValue))])
        }
    }
}
