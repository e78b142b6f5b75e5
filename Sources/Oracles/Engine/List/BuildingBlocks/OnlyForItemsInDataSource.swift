import Effects

/// Nothing is done for an item that is no longer in the data source: every item an action of
/// the frame names (an impression logged, a load started) is in the data source at that event.
/// Safety.
///
///     OnlyForItemsInDataSource("impression", \.logged)
public struct OnlyForItemsInDataSource<Configuration, Frame>: Invariant {
    public typealias Context = ListContext<Configuration, Frame>
    /// The action's name.
    public let action: String
    @usableFromInline let items: @Sendable (Frame) -> [ListItemID]

    /// The invariant, named `<action>OnlyForItemsInDataSource`.
    ///
    /// - Parameters:
    ///   - action: The action's name.
    ///   - items: The items the action names in a frame.
    public init(_ action: String, _ items: @escaping @Sendable (Frame) -> [ListItemID]) {
        self.action = action
        self.items = items
    }

    public var name: String { "\(action)OnlyForItemsInDataSource" }
    public var statement: String { "\(action) only for an item in the data source" }

    @inlinable @inline(__always)
    public func judge(_ x: Context) -> InvariantFailure? {
        guard let stray = items(x.frame).first(where: { !x.world.contains($0) }) else { return nil }
        let action = self.action, count = x.world.items.count
        return .outOfLine { InvariantFailure("\(action) for \(stray), which is not in the data source", [.init("item",
            Double(stray.rawValue)), .init("items", Double(count))]) }
    }
}
