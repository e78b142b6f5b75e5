/// An output stays in a range of the configuration, within the tolerance of its unit: safety.
///
///     InRange("titleAlpha", \.titleAlpha, unit: .ratio) { _ in 0...1 }
public struct InRange<Configuration, Frame>: Invariant {
    public typealias Context = FrameContext<Configuration, Frame>
    /// The output's name.
    public let output: String
    @usableFromInline let value: @Sendable (Frame) -> Double
    @usableFromInline let unit: OutputUnit
    @usableFromInline let range: @Sendable (Configuration) -> ClosedRange<Double>

    /// The invariant, named `<output>InRange`.
    ///
    /// - Parameters:
    ///   - output: The output's name.
    ///   - value: Reads it from a frame.
    ///   - unit: Points (the default) or a ratio.
    ///   - range: Its range for a configuration.
    public init(
        _ output: String, _ value: @escaping @Sendable (Frame) -> Double, unit: OutputUnit = .points,
        _ range: @escaping @Sendable (Configuration) -> ClosedRange<Double>
    ) {
        self.output = output
        self.value = value
        self.unit = unit
        self.range = range
    }

    public var name: String { "\(output)InRange" }
    public var statement: String { "\(output) stays in its range" }

    /// Holds when `lower − tol ≤ value ≤ upper + tol`; fails for NaN.
    @inlinable @inline(__always)
    public func judge(_ context: Context) -> InvariantFailure? {
        let v = value(context.frame), r = range(context.configuration), tol = unit.tolerance(context)
        if v >= r.lowerBound - tol, v <= r.upperBound + tol { return nil }
        let u = unit.symbol; return .outOfLine { InvariantFailure("\(output) left its range", [.init(output, v), .init("lower",
            r.lowerBound), .init("upper", r.upperBound)],
            margin: .outside(v, r.lowerBound, r.upperBound, tolerance: tol, unit: u)) }
    }
}
