/// Which invariants of a checker are checked, and in which order they are reported: the
/// position (rank) of each invariant, by its index in the checker, in a group's list of
/// invariants. Any number of invariants: an order holds one rank per index up to the largest
/// listed, shared (not copied) by every checker built from it.
public struct _InvariantOrder: Hashable, Sendable {
    /// The rank of each index (`Int.max` for an index that is not checked).
    @usableFromInline let ranks: [Int]
    /// How many invariants are checked: their ranks are `0 ..< count`.
    public let count: Int

    /// The order of a list of invariant indices: the first is reported first. An index listed
    /// again keeps its first rank; a negative index is ignored.
    ///
    /// - Parameter indices: Invariant indices, the first reported first.
    /// - Complexity: O(n + the largest index).
    public init(_ indices: [Int]) {
        var ranks = [Int](repeating: .max, count: (indices.max() ?? -1) + 1)
        var count = 0
        for index in indices where index >= 0 && ranks[index] == .max {
            ranks[index] = count
            count += 1
        }
        self.ranks = ranks
        self.count = count
    }

    /// The order of a list of invariant indices, or `nil` when an index repeats or is
    /// negative (a group that names an invariant twice).
    ///
    /// - Parameter indices: Invariant indices, the first reported first.
    /// - Complexity: O(n + the largest index).
    public init?(checking indices: [Int]) {
        guard indices.allSatisfy({ $0 >= 0 }), Set(indices).count == indices.count else { return nil }
        self.init(indices)
    }

    /// The rank of an invariant (its position in the list), or `Int.max` when it is not checked.
    ///
    /// - Parameter index: The invariant's index.
    /// - Returns: Its rank.
    /// - Complexity: O(1).
    @inlinable
    public func rank(_ index: Int) -> Int { index >= 0 && index < ranks.count ? ranks[index] : .max }

    /// Whether an invariant is checked.
    ///
    /// - Parameter index: The invariant's index.
    /// - Returns: Whether the order lists it.
    @inlinable
    public func contains(_ index: Int) -> Bool { rank(index) != .max }
}
