import Effects

/// At most one item is active (a video playing), and at every frame it is the best by
/// visibility: the most visible item at or above a threshold, ties to the smaller row; none
/// when no item reaches it, and none in the background. A player left running on a cell that
/// ended display or was reused is caught at the next frame. Safety.
///
///     ActiveIsBest("playing", \.playing, atLeast: { c in c.threshold })
public struct ActiveIsBest<Configuration, Frame>: Invariant {
    public typealias Context = ListContext<Configuration, Frame>
    /// The active item's name.
    public let active: String
    @usableFromInline let item: @Sendable (Frame) -> ListItemID?
    @usableFromInline let threshold: @Sendable (Configuration) -> Double

    /// The invariant, named `<active>IsBest`.
    ///
    /// - Parameters:
    ///   - active: The active item's name.
    ///   - item: The frame's active item, if any.
    ///   - threshold: The least visible fraction an active item has (compared exactly).
    public init(_ active: String, _ item: @escaping @Sendable (Frame) -> ListItemID?, atLeast threshold: @escaping @Sendable (Configuration) -> Double) {
        self.active = active
        self.item = item
        self.threshold = threshold
    }

    public var name: String { "\(active)IsBest" }
    public var statement: String { "\(active) is the most visible item at or above the threshold (ties to the smaller row), none in the background" }

    /// The best item of a frame: the most visible at or above `threshold`, ties to the smaller
    /// row; `nil` when none reaches it or the app is in the background.
    ///
    /// - Parameters:
    ///   - world: The world after a frame.
    ///   - threshold: The least visible fraction.
    /// - Returns: The best item.
    public static func best(_ world: ListWorld, atLeast threshold: Double) -> ListItemID? {
        guard world.isForeground else { return nil }
        var best: (item: ListItemID, row: Int, fraction: Double)?
        for v in world.visible where v.fraction >= threshold {
            if let b = best, v.fraction < b.fraction || (v.fraction == b.fraction && v.row > b.row) { continue }
            best = v
        }
        return best?.item
    }

    @inlinable @inline(__always)
    public func judge(_ x: Context) -> InvariantFailure? {
        let world = x.world
        guard world.isFrame || !world.isForeground else { return nil }
        let expected = Self.best(world, atLeast: threshold(x.configuration)), got = item(x.frame)
        guard got != expected else { return nil }
        // Each item's visible fraction, named by what it is (0 for none, or one not visible).
        let (active, f, e) = (self.active, got.map { world.fraction(of: $0) } ?? 0, expected.map { world.fraction(of: $0) } ?? 0)
        return .outOfLine {
            InvariantFailure("""
                \(active): \(got.map { "\($0)" } ?? "nothing"), expected \
                \(expected.map { "\($0)" } ?? "nothing")\(world.isForeground ? "" : " in the background")
                """,
                             [.init("\(active)Fraction", f), .init("expectedFraction", e)])
        }
    }
}
