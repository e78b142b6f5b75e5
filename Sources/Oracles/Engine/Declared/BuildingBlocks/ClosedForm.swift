/// An output equals a closed form of the configuration and the current input, within the
/// tolerance of its unit, whatever path led there (this is what catches drift): conformance,
/// since another implementation may choose another formula.
///
///     ClosedForm("headerHeight", \.headerHeight) { c, o in c.height + max(-o, 0) }
public struct ClosedForm<Configuration, Frame>: Invariant {
    public typealias Context = FrameContext<Configuration, Frame>
    /// The output's name.
    public let output: String
    @usableFromInline let value: @Sendable (Frame) -> Double
    @usableFromInline let unit: OutputUnit
    @usableFromInline let expected: @Sendable (Configuration, Double) -> Double

    /// The invariant, named `<output>ClosedForm`.
    ///
    /// - Parameters:
    ///   - output: The output's name.
    ///   - value: Reads it from a frame.
    ///   - unit: Points (the default) or a ratio.
    ///   - expected: The closed form of a configuration and an input.
    public init(
        _ output: String, _ value: @escaping @Sendable (Frame) -> Double, unit: OutputUnit = .points,
        _ expected: @escaping @Sendable (Configuration, Double) -> Double
    ) {
        self.output = output
        self.value = value
        self.unit = unit
        self.expected = expected
    }

    public var name: String { "\(output)ClosedForm" }
    public var statement: String { "\(output) is its closed form at the current input" }
    public var level: InvariantLevel { .conformance }

    /// Holds when the output equals the closed form (equal infinities included) or is within
    /// the tolerance of it; fails for NaN.
    @inlinable @inline(__always)
    public func judge(_ context: Context) -> InvariantFailure? {
        let v = value(context.frame), e = expected(context.configuration, context.input)
        let tol = unit.tolerance(context)
        if v == e || (v - e).magnitude <= tol { return nil }
        let v0 = context.input, u = unit.symbol; return .outOfLine { InvariantFailure("\(output) is not its closed form at this input",
            [.init("input", v0), .init(output, v), .init("expected", e)],
            margin: .off(v, from: e, tolerance: tol, unit: u)) }
    }
}
