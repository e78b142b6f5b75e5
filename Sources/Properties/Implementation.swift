/// Which implementation a property runs.
public enum Implementation: String, Sendable, CaseIterable {
    /// The exact models of `Effects`: every property must pass.
    case model
    /// The ports of the published code in `Originals`: each property of this kind is expected
    /// to find its published bug.
    case published
}
