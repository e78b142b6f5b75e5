/// The stable identity of an item of a list's data source (what a diffable data source keys
/// items by), as opposed to its row, which moves when items are inserted or deleted before it.
public struct ItemID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// A number unique per item.
    public let rawValue: Int

    /// Creates an identity.
    ///
    /// - Parameter rawValue: A number unique per item.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: ItemID, rhs: ItemID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "item\(rawValue)" }
}
