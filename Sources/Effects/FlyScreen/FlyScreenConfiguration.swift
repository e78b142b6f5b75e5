/// A fly screen (SPEC §4): items fly right to left across a screen of width `S` on `k` rows
/// of height `h`, each taking `d` seconds, at least `g` apart on a row.
///
/// Valid when `S`, `h`, `d` are finite and positive, `k ≥ 1`, `g` finite and `≥ 0`, and the
/// optional queue capacity is at least 1.
public struct FlyScreenConfiguration: Equatable, Hashable, Sendable {
    /// `S`, the screen's width.
    public let screenWidth: Double
    /// `k`, the number of rows.
    public let rows: Int
    /// `h`, the height of a row.
    public let rowHeight: Double
    /// `d`, the flight duration in seconds.
    public let duration: Double
    /// `g`, the minimum gap between items on a row.
    public let minimumGap: Double
    /// The most items that may wait to start; `nil` for no limit. An insert beyond it is
    /// refused with ``FlyScreenRefusal/queueFull(capacity:)``, never dropped silently.
    public let capacity: Int?
    /// The arithmetic the implementation animates in (``Arithmetic``, default `Double`): a
    /// `Float` screen's lengths and moments are judged within its wider tolerance.
    public private(set) var arithmetic: Arithmetic = .double
    /// Whether a trace of the screen is judged as one that seeks (``judged(seeking:longestDuration:)``):
    /// SPEC §4's schedule defines no seek, so its conformance rules then judge less. A suite
    /// sets it for a case with a sync, `check-trace` for a file with one; a monitor of a screen
    /// that seeks sets it.
    public private(set) var seeks = false
    /// The longest flight duration an item of the screen may have, when items fly in their own
    /// time (``FlyScreenFeatures/durations``; `nil`: every item flies `d`): the longest time a
    /// moment's tolerance and an item's flight may take.
    public private(set) var longestDuration: Double?

    /// Creates a validated configuration.
    ///
    /// - Parameters:
    ///   - screenWidth: `S > 0`.
    ///   - rows: `k ≥ 1`.
    ///   - rowHeight: `h > 0`.
    ///   - duration: `d > 0`, seconds.
    ///   - minimumGap: `g ≥ 0`; default 0.
    ///   - capacity: `nil` or at least 1; default `nil`.
    /// - Throws: ``ConfigurationError`` naming the first field that breaks its rule.
    public init(
        screenWidth: Double, rows: Int, rowHeight: Double, duration: Double, minimumGap: Double = 0,
        capacity: Int? = nil
    ) throws(ConfigurationError) {
        let check = Validation("FlyScreenConfiguration")
        try check.positive(screenWidth, "screenWidth")
        try check.atLeastOne(rows, "rows")
        try check.positive(rowHeight, "rowHeight")
        try check.positive(duration, "duration")
        try check.nonNegative(minimumGap, "minimumGap")
        if let capacity { try check.atLeastOne(capacity, "capacity") }
        self.screenWidth = screenWidth
        self.rows = rows
        self.rowHeight = rowHeight
        self.duration = duration
        self.minimumGap = minimumGap
        self.capacity = capacity
    }

    /// The speed of an item: `(S + w) / d`.
    ///
    /// - Parameter width: The item's width `w`.
    /// - Returns: Points per second.
    @inlinable
    public func speed(width: Double) -> Double { (screenWidth + width) / duration }

    /// The speed of an item with its own flight duration: `(S + w) / d_i`.
    ///
    /// - Parameters:
    ///   - width: The item's width `w`.
    ///   - duration: Its flight duration `d_i`, or `nil` for the configuration's `d`.
    /// - Returns: Points per second.
    @inlinable
    public func speed(width: Double, duration itemDuration: Double?) -> Double { (screenWidth + width) / (itemDuration ?? duration) }

    /// An item's flight duration: its own, or the configuration's `d`.
    ///
    /// - Parameter item: The item.
    /// - Returns: Seconds.
    @inlinable
    public func duration(of item: FlyingItem) -> Double { item.duration ?? duration }

    /// An item's left edge at time `t`, at its own speed: `S − (S + w)/d_i · (t − t₀)`.
    ///
    /// - Parameters:
    ///   - item: The item (its width, start and duration).
    ///   - time: `t`.
    /// - Returns: `x(t)`.
    @inlinable
    public func position(of item: FlyingItem, at time: Double) -> Double {
        screenWidth - speed(width: item.width, duration: item.duration) * (time - item.start)
    }

    /// An item's left edge at time `t`: `S − speed · (t − t₀)`.
    ///
    /// - Parameters:
    ///   - width: The item's width.
    ///   - start: `t₀`, when it started.
    ///   - time: `t`.
    /// - Returns: `x(t)`.
    @inlinable
    public func position(width: Double, start: Double, at time: Double) -> Double {
        screenWidth - speed(width: width) * (time - start)
    }

    /// The earliest time a row whose last item is `a` is free for an item of width `bWidth`
    /// (SPEC §4): `a`'s tail is `g` inside the screen, and `b` cannot come within `g` of `a`
    /// before `a` finishes; a row is always free once `a` has finished. With a duration per
    /// item, each moves at its own speed and `a` finishes at `a.start + d_a`: the same two
    /// conditions, which also keep `b` from finishing before `a`.
    ///
    /// - Parameters:
    ///   - a: The last item started on the row.
    ///   - bWidth: The width of the item to start.
    ///   - bDuration: Its flight duration, or `nil` for the configuration's (the default).
    /// - Returns: The closed-form free time.
    @inlinable
    public func rowFreeTime(after a: FlyingItem, forWidth bWidth: Double, duration bDuration: Double? = nil) -> Double {
        rowFreeTime(leadWidth: a.width, leadStart: a.start, leadDuration: duration(of: a), forWidth: bWidth, duration: bDuration ?? duration)
    }

    /// ``rowFreeTime(after:forWidth:duration:)`` for a leader given by its width, start and
    /// flight duration, and an item of `width` flying in `itemDuration`: the one closed form.
    @inlinable
    package func rowFreeTime(leadWidth: Double, leadStart: Double, leadDuration: Double, forWidth width: Double, duration itemDuration: Double) -> Double {
        let va = (screenWidth + leadWidth) / leadDuration, vb = (screenWidth + width) / itemDuration
        let tailInside = leadStart + (leadWidth + minimumGap) / va
        let cannotCatchUp = leadStart + leadDuration - (screenWidth - minimumGap) / vb
        return Swift.min(Swift.max(tailInside, cannotCatchUp), leadStart + leadDuration)
    }

    /// The smallest gap between two items on one row over the time both are on screen from
    /// `from` on: from the tail of `lead` (the earlier start, so the item ahead) to the nose of
    /// `follower`. The gap is linear in time while both fly, so it is the smaller of its values
    /// at `from` and at the first of their finishes (each at its own duration).
    ///
    /// - Parameters:
    ///   - lead: The item that started first (its `start` may be virtual: a synced item's).
    ///   - follower: The item that started later.
    ///   - from: The first moment both are on screen.
    /// - Returns: The smallest gap, or `nil` when `lead` finishes by `from`.
    /// - Complexity: O(1).
    @inlinable
    public func smallestGap(lead: FlyingItem, follower: FlyingItem, from: Double) -> Double? {
        let finish = Swift.min(lead.start + duration(of: lead), follower.start + duration(of: follower))
        guard from < finish else { return nil }
        func gap(_ t: Double) -> Double {
            position(of: follower, at: t) - (position(of: lead, at: t) + lead.width)
        }
        return Swift.min(gap(from), gap(finish))
    }

    /// The largest length of the configuration, for ``Tolerance/tol(scale:)``.
    public var scale: Double { Swift.max(screenWidth, rowHeight * Double(rows), minimumGap) }

    /// The tolerance of lengths on this screen: ``Tolerance/tol(scale:)`` at its scale, or the
    /// wider one of ``Arithmetic/float`` when the implementation animates in `Float`.
    public var lengthTolerance: Double { arithmetic.lengthTolerance(scale: scale) }

    /// The same configuration, judged as a screen that seeks (or not) and flies items up to
    /// `longestDuration` (its own `d` when `nil` or shorter).
    ///
    /// - Parameters:
    ///   - seeking: Whether the screen seeks.
    ///   - longestDuration: The longest flight duration of an item, if items fly in their own time.
    /// - Returns: The configuration.
    /// - Complexity: O(1).
    public func judged(seeking: Bool, longestDuration: Double? = nil) -> FlyScreenConfiguration {
        var copy = self
        copy.seeks = seeking
        copy.longestDuration = longestDuration.flatMap { $0.isFinite && $0 > duration ? $0 : nil }
        return copy
    }

    /// The longest flight an item may have: ``longestDuration``, or `d`.
    public var longestFlight: Double { longestDuration ?? duration }

    /// The same configuration for an implementation that animates in another arithmetic.
    ///
    /// - Parameter arithmetic: The arithmetic.
    /// - Returns: The configuration.
    /// - Complexity: O(1).
    public func animating(in arithmetic: Arithmetic) -> FlyScreenConfiguration {
        var copy = self
        copy.arithmetic = arithmetic
        return copy
    }

    /// The tolerance of a moment for items of the given widths: the time in which the fastest
    /// of them moves `fraction` of ``lengthTolerance``, so that a moment off by less puts no
    /// item off by more than that length.
    ///
    /// - Parameters:
    ///   - widths: The widths of the items involved (a follower and, if any, its leader).
    ///   - fraction: The share of the length tolerance (default 1).
    /// - Returns: The tolerance, in seconds.
    @inlinable
    public func timeTolerance(forWidths widths: Double..., fraction: Double = 1) -> Double {
        let fastest = widths.reduce(0) { Swift.max($0, speed(width: $1)) }
        return Self.timeTolerance(lengthTolerance: lengthTolerance, speed: fastest, fraction: fraction)
    }

    /// The one formula of a moment's tolerance, which every `timeTolerance` and the fly
    /// screen's checker call: the time in which an item at `speed` moves `fraction` of the
    /// length tolerance (`fraction · lt / v`; with the default fraction, `lt / v` exactly).
    ///
    /// - Parameters:
    ///   - lt: The length tolerance (``lengthTolerance``, which a caller judging many items
    ///     computes once).
    ///   - speed: The speed `v`, in points a second.
    ///   - fraction: The share of the length tolerance (default 1).
    /// - Returns: The tolerance, in seconds.
    /// - Complexity: O(1).
    @inlinable
    package static func timeTolerance(lengthTolerance lt: Double, speed: Double, fraction: Double = 1) -> Double {
        fraction * lt / speed
    }

    /// The tolerance of a moment for an item that may have its own duration: the time in which
    /// it, at its own speed, moves `fraction` of ``lengthTolerance``.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - fraction: The share of the length tolerance (default 1).
    /// - Returns: The tolerance, in seconds.
    @inlinable
    public func timeTolerance(for item: FlyingItem, fraction: Double = 1) -> Double {
        Self.timeTolerance(lengthTolerance: lengthTolerance, speed: speed(width: item.width, duration: item.duration), fraction: fraction)
    }

    /// The tolerance of a moment for two items (a follower and its leader): the time in which
    /// the faster of them, at its own speed, moves `fraction` of ``lengthTolerance``.
    ///
    /// - Parameters:
    ///   - a: One item.
    ///   - b: The other.
    ///   - fraction: The share of the length tolerance (default 1).
    /// - Returns: The tolerance, in seconds.
    @inlinable
    public func timeTolerance(for a: FlyingItem, _ b: FlyingItem, fraction: Double = 1) -> Double {
        Self.timeTolerance(lengthTolerance: lengthTolerance, speed: Swift.max(speed(width: a.width, duration: a.duration),
            speed(width: b.width, duration: b.duration)), fraction: fraction)
    }
}

extension FlyScreenConfiguration: CustomReflectable {
    /// The configuration's fields as reports print them: the screen and the arithmetic, not how
    /// a trace of it is judged (``seeks``, ``longestDuration``).
    public var customMirror: Mirror {
        Mirror(self, children: [
            "screenWidth": screenWidth, "rows": rows, "rowHeight": rowHeight, "duration": duration, "minimumGap": minimumGap,
            "capacity": capacity.map { $0 as Any } ?? Unbounded() as Any, "arithmetic": arithmetic,
        ], displayStyle: .struct)
    }

    /// No capacity, as a report prints it: `none` (never `nil` or `Optional(…)`).
    private struct Unbounded: CustomStringConvertible, CustomDebugStringConvertible {
        var description: String { "none" }
        var debugDescription: String { "none" }
    }
}
