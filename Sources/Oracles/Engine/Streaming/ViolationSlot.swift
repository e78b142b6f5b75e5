/// The first violation a group reports, found in one pass: each invariant's first violation,
/// and of those the one ranked first in the group (what checking the oracles one after the
/// other over a whole trace returns).
///
/// Once an invariant of rank `r` fires, it and every invariant ranked after it are settled: the
/// slot keeps a cutoff, the lowest rank fired so far, and wants only the ranks below it. The
/// pass can stop when nothing ranked before is left (``isDecided``). Any number of invariants:
/// the state is one integer and the violation.
public struct _ViolationSlot: Sendable {
    /// The order.
    public let order: _InvariantOrder
    /// The ranks still checked are those below it: the rank of the violation found, or the
    /// number of invariants checked while none has fired.
    @usableFromInline var cutoff: Int
    /// The violation to report so far.
    @inlinable public var violation: Violation? { found }
    @usableFromInline var found: Violation?

    /// An empty slot.
    ///
    /// - Parameter order: The invariants and their order.
    public init(order: _InvariantOrder) {
        self.order = order
        cutoff = order.count
        found = nil
    }

    /// Whether an invariant is still checked (test this before building a violation).
    ///
    /// - Parameter index: The invariant's index.
    /// - Returns: Whether a violation of it would change the result.
    /// - Complexity: O(1).
    @inlinable
    public func wants(_ index: Int) -> Bool { order.rank(index) < cutoff }

    /// Whether an invariant of this rank is still checked.
    ///
    /// - Parameter rank: The invariant's rank in the order.
    /// - Returns: Whether a violation of it would change the result.
    /// - Complexity: O(1).
    @inlinable
    public func wants(rank: Int) -> Bool { rank < cutoff }

    /// Whether no further frame can change the result.
    @inlinable
    public var isDecided: Bool { cutoff == 0 }

    /// Records an invariant's violation, if it is still checked.
    ///
    /// - Parameters:
    ///   - index: The invariant's index.
    ///   - violation: Its first violation.
    /// - Complexity: O(1).
    @inlinable
    public mutating func report(_ index: Int, _ violation: Violation) {
        report(rank: order.rank(index), violation)
    }

    /// Records the violation of the invariant of a rank, if it is still checked.
    ///
    /// - Parameters:
    ///   - rank: The invariant's rank.
    ///   - violation: Its first violation.
    /// - Complexity: O(1).
    @inlinable
    public mutating func report(rank: Int, _ violation: Violation) {
        guard rank < cutoff else { return }
        cutoff = rank
        found = violation
    }
}
