/// A release's target equals a closed form of the input at release and the velocity, within
/// the tolerance: conformance.
///
///     ReleaseClosedForm("snap") { c, x, v in (v > 0 ? (x / c.width).rounded(.up) : (x / c.width).rounded(.down)) * c.width }
public struct ReleaseClosedForm<Configuration, Frame>: Invariant {
    public typealias Context = ReleaseContext<Configuration, Frame>
    /// The rule's name (`snap`).
    public let rule: String
    @usableFromInline let expected: @Sendable (Configuration, Double, Double) -> Double

    /// The invariant, named `<name>Rule`.
    ///
    /// - Parameters:
    ///   - name: The rule's name.
    ///   - expected: The target for a configuration, an input at release and a velocity.
    public init(_ name: String, _ expected: @escaping @Sendable (Configuration, _ input: Double, _ velocity: Double) -> Double) {
        rule = name
        self.expected = expected
    }

    public var name: String { "\(rule)Rule" }
    public var statement: String { "a release settles where the \(rule) rule says" }
    public var level: InvariantLevel { .conformance }

    /// Holds when the target is within the tolerance of the closed form.
    @inlinable @inline(__always)
    public func judge(_ context: Context) -> InvariantFailure? {
        let want = expected(context.configuration, context.input, context.velocity)
        if (context.target - want).magnitude <= context.lengthTolerance { return nil }
        let (v0, v1, v2) = (context.input, context.velocity,
            context.target); return .outOfLine { InvariantFailure("the release settles away from the \(rule) rule's target",
                                [.init("input", v0), .init("velocity", v1), .init("target", v2), .init("expected", want)]) }
    }
}
