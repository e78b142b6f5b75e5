/// An item on the fly screen: queued, or flying on a row.
public struct FlyingItem: Equatable, Hashable, Sendable {
    /// The caller's identifier, unique per screen.
    public var id: Int
    /// `w > 0`, the item's width.
    public var width: Double
    /// The virtual time it was inserted.
    public var insertedAt: Double
    /// The virtual time it started flying (meaningful once started).
    public var start: Double
    /// The row it flies on (meaningful once started).
    public var row: Int
    /// Its own flight duration, for a screen with a duration per comment
    /// (``FlyScreenFeatures/durations``); `nil` for the configuration's `d`.
    public var duration: Double?

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - id: The identifier.
    ///   - width: The width.
    ///   - insertedAt: The insertion time.
    ///   - start: The start time.
    ///   - row: The row.
    ///   - duration: Its own flight duration, or `nil` for the configuration's (the default).
    public init(id: Int, width: Double, insertedAt: Double, start: Double = .nan, row: Int = -1, duration: Double? = nil) {
        self.duration = duration
        self.id = id
        self.width = width
        self.insertedAt = insertedAt
        self.start = start
        self.row = row
    }
}
