/// The identity of a cell object (not of the row it shows): UIKit reuses one cell object
/// at many rows over time, so observer bookkeeping must be keyed by this, not by row.
public struct CellID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// A number unique per cell object.
    public let rawValue: Int

    /// Creates a cell identity.
    ///
    /// - Parameter rawValue: A number unique per cell object.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: CellID, rhs: CellID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "cell\(rawValue)" }
}
