/// A page turn: toward larger offsets (`forward`, the next page) or smaller (`backward`).
public enum PageTurn: Int, Hashable, Sendable {
    /// `m ≤ −w`: the previous page, `(page − 1) mod n`.
    case backward = -1
    /// `m ≥ w`: the next page, `(page + 1) mod n`.
    case forward = 1
}

/// The outputs of a rolling banner for one accepted offset (SPEC §3).
public struct RollingBannerFrame: Equatable, Hashable, Sendable {
    /// `x`, the input content offset (unclamped, as reported).
    public var offset: Double
    /// The layout after this update (pages after any turn).
    public var layout: RollingBannerLayout
    /// The page turn this update caused, if any; with one, the host is asked to reset the
    /// offset to `w`.
    public var turn: PageTurn?
    /// Whether the model is armed (ready to turn) after this update: the model's own state, not
    /// an output. No rule reads it (the oracles derive the arming from the inputs, SPEC §3), and
    /// a trace file leaves it out; an implementation without the notion leaves it at `true`.
    public var isArmed: Bool

    /// Creates a frame.
    ///
    /// - Parameters:
    ///   - offset: `x`.
    ///   - layout: The layout.
    ///   - turn: The page turn, if any.
    ///   - isArmed: The arming state after the update (default `true`; not judged, see
    ///     ``isArmed``).
    public init(offset: Double, layout: RollingBannerLayout, turn: PageTurn?, isArmed: Bool = true) {
        self.offset = offset
        self.layout = layout
        self.turn = turn
        self.isArmed = isArmed
    }

    /// Whether the host must reset the content offset to `w` (after a page turn).
    public var requestsReset: Bool { turn != nil }
}
