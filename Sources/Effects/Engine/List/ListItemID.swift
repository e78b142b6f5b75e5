/// The stable identity of an item of a list's data source (what a diffable data source keys
/// items by), as opposed to its row, which moves when items are inserted or deleted before it.
public struct ListItemID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// A number unique per item.
    public let rawValue: Int

    /// Creates an identity.
    ///
    /// - Parameter rawValue: A number unique per item.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: ListItemID, rhs: ListItemID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "item\(rawValue)" }
}

/// The name ``ListItemID`` had until 2026-11-27: a name as generic as this one is already in most apps and
/// test targets, where it made every use ambiguous. Unavailable rather than deprecated: a
/// deprecated name still takes part in lookup and keeps the ambiguity, while an unavailable
/// one only tells code that uses it the new spelling.
@available(*, unavailable, renamed: "ListItemID")
public typealias ItemID = ListItemID
