/// Which invariants of a ``ScrollChecker`` are checked, and in which order they are reported:
/// the position of each invariant (by its index in the checker, at most 16) in a group's list
/// of oracles, packed four bits each. Value type, no allocation.
public struct InvariantOrder: Hashable, Sendable {
    /// The most invariants one checker has.
    public static let capacity = 15

    let ranks: UInt64
    /// The invariants checked, as bits of their indices.
    public let enabled: UInt16

    /// The order of a list of invariant indices: the first is reported first.
    ///
    /// - Parameter indices: Distinct indices in `0..<15`.
    /// - Precondition: The indices are distinct and in range.
    public init(_ indices: [Int]) {
        guard let order = InvariantOrder(checking: indices) else {
            preconditionFailure("invariant indices \(indices) repeat one or leave 0..<\(Self.capacity)")
        }
        self = order
    }

    /// The order of a list of invariant indices, or `nil` when an index repeats or is out of
    /// `0..<15` (a group that cannot be checked in one pass).
    ///
    /// - Parameter indices: Invariant indices, the first reported first.
    public init?(checking indices: [Int]) {
        var ranks = UInt64.max, enabled: UInt16 = 0
        for (rank, index) in indices.enumerated() {
            guard (0..<Self.capacity).contains(index), enabled & (1 << index) == 0 else { return nil }
            ranks &= ~(0xF << UInt64(4 * index))
            ranks |= UInt64(rank) << UInt64(4 * index)
            enabled |= 1 << index
        }
        self.ranks = ranks
        self.enabled = enabled
    }

    /// The rank of an invariant (its position in the list); 15 when it is not checked.
    ///
    /// - Parameter index: The invariant's index.
    /// - Returns: Its rank.
    public func rank(_ index: Int) -> Int { Int((ranks >> UInt64(4 * index)) & 0xF) }
}

/// The first violation a group reports, found in one pass: each invariant's first violation,
/// and of those the one ranked first in the group (what checking the oracles one after the
/// other over a whole trace returns). Once an invariant fires, it and every invariant ranked
/// after it are settled; the pass can stop when nothing ranked before is left to check.
public struct ViolationSlot: Sendable {
    /// The order.
    public let order: InvariantOrder
    /// The invariants still being checked: enabled, not fired, ranked before the violation found.
    public private(set) var pending: UInt16
    /// The violation to report so far.
    public private(set) var violation: Violation?

    /// An empty slot.
    ///
    /// - Parameter order: The invariants and their order.
    public init(order: InvariantOrder) {
        self.order = order
        pending = order.enabled
        violation = nil
    }

    /// Whether an invariant is still checked (test this before building a violation).
    ///
    /// - Parameter index: The invariant's index.
    /// - Returns: Whether a violation of it would change the result.
    public func wants(_ index: Int) -> Bool { pending & (1 << UInt16(index)) != 0 }

    /// Whether no further frame can change the result.
    public var isDecided: Bool { pending == 0 }

    /// Records an invariant's violation, if it is still checked.
    ///
    /// - Parameters:
    ///   - index: The invariant's index.
    ///   - violation: Its first violation.
    public mutating func report(_ index: Int, _ violation: Violation) {
        guard wants(index) else { return }
        let rank = order.rank(index)
        self.violation = violation
        var rest = pending
        while rest != 0 {
            let j = rest.trailingZeroBitCount
            rest &= rest - 1
            if order.rank(j) >= rank { pending &= ~(1 << UInt16(j)) }
        }
    }
}
