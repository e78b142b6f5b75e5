/// The configuration of an effect that has none (the observer registry of SPEC §1b).
public struct NoConfiguration: Sendable, Hashable, CustomStringConvertible {
    /// The one value.
    public init() {}
    public var description: String { "no configuration" }
}
