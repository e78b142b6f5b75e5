/// The gestures an offset sequence is made of (SPEC §6), simplest first: shrinking moves a
/// case toward programmatic jumps.
@usableFromInline package enum ScrollGesture: Int, CaseIterable, Hashable, Sendable {
    /// `setContentOffset` to a value or an exact landmark.
    case jump
    /// The same offset delivered again.
    case repeatOffset
    /// One update from one edge straight to the other.
    case edgeToEdge
    /// Run-loop coalescing: skipped frames, one big step.
    case coalescedStep
    /// A finger drag: small steps with sub-pixel values.
    case drag
    /// ±0.5 pt tremor around the current offset.
    case jitter
    /// A paging snap to the nearest page.
    case pagingSnap
    /// Scroll-to-top: an animation that ends exactly on the lower edge.
    case scrollToTop
    /// A pull past an edge with rubber-band resistance, and the spring back.
    case overshoot
    /// A fling decelerating at 0.998 or 0.990 per millisecond, rubber-banding past an edge.
    case fling
    /// NaN or ±infinity (which a model must refuse, keeping its state).
    case nonFinite

    /// The relative frequency of the gesture in random generation.
    @usableFromInline package var weight: UInt64 {
        switch self {
        case .jump: 3
        case .repeatOffset: 1
        case .edgeToEdge: 1
        case .coalescedStep: 2
        case .drag: 4
        case .jitter: 2
        case .pagingSnap: 1
        case .scrollToTop: 1
        case .overshoot: 2
        case .fling: 3
        case .nonFinite: 1
        }
    }

    /// The weights of all gestures, in case order.
    static let weights = allCases.map(\.weight)
    /// Their sum.
    static let totalWeight = weights.reduce(0, +)
}
