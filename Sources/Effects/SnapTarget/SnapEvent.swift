/// What a snapping scroll view is asked (SPEC §8): where a release comes to rest, or, after its
/// container is resized, where the content rests now.
public enum SnapEvent: Hashable, Sendable, CustomStringConvertible {
    /// The finger lifts at `offset` (it may lie outside `[lo, hi]` while rubber-banding) with
    /// `velocity` in points per second (a delegate's value × 1000); the system proposes to come
    /// to rest at `proposal`.
    case release(offset: Double, velocity: Double, proposal: Double)
    /// The container becomes `containerLength` long (a rotation, a split view); the code is asked
    /// again, without a velocity, the proposal being the offset at rest before the resize.
    case resize(containerLength: Double)

    public var description: String {
        switch self {
        case let .release(o, v, t): "release at \(SnapLayout.text(o)), \(SnapLayout.text(v)) pt/s, proposed \(SnapLayout.text(t))"
        case let .resize(c): "resize the container to \(SnapLayout.text(c))"
        }
    }
}
