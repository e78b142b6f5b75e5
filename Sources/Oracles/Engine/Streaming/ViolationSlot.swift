/// The first violation a group reports, found in one pass: each invariant's first violation,
/// and of those the one ranked first in the group (what checking the oracles one after the
/// other over a whole trace returns).
///
/// Once an invariant of rank `r` fires, it and every invariant ranked after it are settled: the
/// slot keeps a cutoff, the lowest rank fired so far, and wants only the ranks below it. The
/// pass can stop when nothing ranked before is left (``isDecided``). Any number of invariants:
/// the state is one integer and the violation. A violation at a frame before ``reportsFrom``
/// (a file's prelude) is not taken: its invariant is still judged, with its memory.
public struct _ViolationSlot: Sendable {
    /// The order.
    public let order: _InvariantOrder
    /// The ranks still checked are those below it: the rank of the violation found, or the
    /// number of invariants checked while none has fired.
    @usableFromInline var cutoff: Int
    /// The violation to report so far.
    @inlinable public var violation: Violation? { found }
    @usableFromInline var found: Violation?
    /// A monitor's collector, or `nil` for a slot that settles on the first-ranked violation:
    /// one reference, so that the slot every checker copies and passes stays as small as it was.
    @usableFromInline let collector: _ViolationCollector?
    /// The first frame whose violations are reported: a file's prelude (its leading frames,
    /// which rebuild the state its window starts from) is judged, its violations are not
    /// (``Int/min``: every frame, the initial one included).
    @usableFromInline package var reportsFrom = Int.min

    /// The first frame reported of a trace whose first `prelude` frames rebuild the state:
    /// `prelude`, or ``Int/min`` (every frame, the initial one included) when it has none.
    ///
    /// - Parameter prelude: The number of leading frames judged but not reported.
    /// - Returns: The value of ``reportsFrom``.
    @inlinable package static func reportsFrom(prelude: Int) -> Int { prelude > 0 ? prelude : .min }

    /// An empty slot.
    ///
    /// - Parameter order: The invariants and their order.
    public init(order: _InvariantOrder) {
        self.order = order
        cutoff = order.count
        found = nil
        collector = nil
    }

    /// An empty slot that collects the first violation of every invariant of the order: a
    /// violation never settles the others, so every invariant is judged at every frame, each
    /// with its own memory, exactly as a checker of that invariant alone judges it (what the
    /// monitor reports, one run per rule at the cost of one). A rank that has reported is
    /// still judged; its later violations are not built.
    ///
    /// - Parameter order: The invariants and their order.
    /// - Parameter kindsPerRule: How many kinds of violation of one invariant are collected
    ///   (``Violation/kind``): 1 keeps each invariant's first only (`check-trace`'s verdict); a
    ///   monitor keeps its first and later ones of another kind, up to this many.
    @usableFromInline package init(collecting order: _InvariantOrder, kindsPerRule: Int = 1) {
        self.order = order
        cutoff = order.count
        found = nil
        collector = _ViolationCollector(count: order.count, kindsPerRule: kindsPerRule)
    }

    /// A collecting slot's first violation of an invariant of a rank, if it has one.
    ///
    /// - Parameter rank: The rank.
    /// - Returns: Its first violation.
    package func first(rank: Int) -> Violation? { collector.flatMap { rank < $0.firsts.count ? $0.firsts[rank] : nil } }

    /// The ranks whose first violation was collected since the last ``acknowledge()`` (0 for a
    /// slot that does not collect).
    @inlinable package var fresh: Int { collector?.fresh ?? 0 }

    /// Marks the collected violations as seen: ``fresh`` is 0 again.
    package func acknowledge() {
        collector?.fresh = 0
        collector?.pending.removeAll(keepingCapacity: true)
    }

    /// The violations collected since the last ``acknowledge()``, by rank then in the order
    /// they came: each rank's first, and a later one of a kind not collected before (a
    /// monitor's slot, ``init(collecting:kindsPerRule:)``).
    package var pending: [(rank: Int, violation: Violation, isFirst: Bool)] {
        (collector?.pending ?? []).enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element)
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
    ///   - violation: Its first violation (built only when it is kept).
    /// - Complexity: O(1).
    @inlinable
    public mutating func report(_ index: Int, _ violation: Violation) {
        report(rank: order.rank(index), violation)
    }

    /// Records the violation of the invariant of a rank, if it is still checked.
    ///
    /// - Parameters:
    ///   - rank: The invariant's rank.
    ///   - violation: Its first violation (built only when it is kept).
    /// - Complexity: O(1).
    @inlinable
    public mutating func report(rank: Int, _ violation: Violation) {
        guard rank < cutoff, violation.frame >= reportsFrom else { return }
        if let collector { return collector.collect(rank: rank, violation) }
        cutoff = rank
        found = violation
    }
}

/// What a collecting slot (`_ViolationSlot.init(collecting:)`) keeps: each rank's first
/// violation, and how many arrived since the monitor last looked.
// `@unchecked`: a collector belongs to the one slot (of the one checker of one monitor) that
// made it, mutated only through that checker on its actor; it is never shared between threads.
@usableFromInline final class _ViolationCollector: @unchecked Sendable {
    /// Each rank's first violation.
    @usableFromInline var firsts: [Violation?]
    /// The violations collected since the last acknowledgement.
    @usableFromInline var fresh = 0
    /// How many kinds of violation of one rank are collected (1: the first only).
    let kindsPerRule: Int
    /// The kinds collected of each rank (``Violation/kind``), when more than one is.
    var kinds: [[String]]
    /// The violations collected since the last acknowledgement, in the order they came.
    var pending: [(rank: Int, violation: Violation, isFirst: Bool)] = []

    @usableFromInline init(count: Int, kindsPerRule: Int = 1) {
        firsts = Array(repeating: nil, count: count)
        self.kindsPerRule = max(kindsPerRule, 1)
        kinds = Array(repeating: [], count: kindsPerRule > 1 ? count : 0)
    }

    /// The rank's first violation kept; a later one kept only when it is of a kind of that
    /// rank not kept before, up to ``kindsPerRule`` kinds (its kind worked out only then).
    @usableFromInline @inline(never)
    func collect(rank: Int, _ violation: Violation) {
        if firsts[rank] == nil {
            firsts[rank] = violation
            if kindsPerRule > 1 { kinds[rank].append(violation.kind) }
            pending.append((rank, violation, true))
            fresh += 1
            return
        }
        guard kindsPerRule > 1, kinds[rank].count < kindsPerRule else { return }
        let kind = violation.kind
        guard !kinds[rank].contains(kind) else { return }
        kinds[rank].append(kind)
        pending.append((rank, violation, false))
        fresh += 1
    }
}
