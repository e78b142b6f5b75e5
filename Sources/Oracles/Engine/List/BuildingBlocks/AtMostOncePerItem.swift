import Effects

/// When an action may happen again for an item (``AtMostOncePerItem``).
public enum ItemLifetime: Sendable, Hashable {
    /// Once while the item is in the data source: a reload or an update that keeps it does not
    /// allow it again; removing it and inserting it again does.
    case dataSource
    /// Once per appearance: again after its display ended.
    case appearance
}

/// An action happens at most once per item: once while it stays in the data source (an
/// impression), or once per appearance. Safety.
///
///     AtMostOncePerItem("impression", \.logged, per: .dataSource)
public struct AtMostOncePerItem<Configuration, Frame>: StatefulInvariant {
    public typealias Context = ListContext<Configuration, Frame>
    /// The action's name.
    public let action: String
    @usableFromInline let items: @Sendable (Frame) -> [ListItemID]
    /// When it may happen again.
    public let lifetime: ItemLifetime

    /// The invariant, named `<action>AtMostOncePerItem`.
    ///
    /// - Parameters:
    ///   - action: The action's name.
    ///   - items: The items the action names in a frame.
    ///   - lifetime: When it may happen again for an item.
    public init(_ action: String, _ items: @escaping @Sendable (Frame) -> [ListItemID], per lifetime: ItemLifetime) {
        self.action = action
        self.items = items
        self.lifetime = lifetime
    }

    public var name: String { "\(action)AtMostOncePerItem" }
    public var statement: String { "\(action) at most once per item \(lifetime == .dataSource ? "while it stays in the data source" : "per appearance")" }

    /// The memory: the items the action has happened for, with the event at which it did.
    public func start(_ configuration: Configuration) -> [(item: ListItemID, index: Int)] { [] }

    @inlinable @inline(__always)
    public func judge(_ x: Context, _ done: inout [(item: ListItemID, index: Int)]) -> InvariantFailure? {
        let gone = lifetime == .dataSource ? x.world.deleted : x.world.ended
        if !gone.isEmpty, !done.isEmpty { done.removeAll { gone.contains($0.item) } }
        for item in items(x.frame) {
            if let first = done.first(where: { $0.item == item }) {
                let action = self.action, scope = lifetime == .dataSource ? "while it stayed in the data source" : "in one appearance"
                return .outOfLine {
                    InvariantFailure("\(action) for \(item) again \(scope) (first at event \(first.index))", [.init("item",
                        Double(item.rawValue)), .init("first", Double(first.index))])
                }
            }
            done.append((item, x.index))
        }
        return nil
    }
}
