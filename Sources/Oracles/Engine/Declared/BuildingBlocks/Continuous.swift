/// An output is continuous: between consecutive accepted frames it moves by at most
/// `lipschitz · |Δinput|` plus twice the tolerance of its unit: safety.
///
///     Continuous("titleAlpha", \.titleAlpha, unit: .ratio) { c in 1 / c.fadeDistance }
public struct Continuous<Configuration, Frame>: Invariant {
    public typealias Context = FrameContext<Configuration, Frame>
    /// The output's name.
    public let output: String
    @usableFromInline let value: @Sendable (Frame) -> Double
    @usableFromInline let unit: OutputUnit
    @usableFromInline let lipschitz: @Sendable (Configuration) -> Double

    /// The invariant, named `<output>Continuous`.
    ///
    /// - Parameters:
    ///   - output: The output's name.
    ///   - value: Reads it from a frame.
    ///   - unit: Points (the default) or a ratio.
    ///   - lipschitz: The bound for a configuration (points of output per point of input).
    public init(
        _ output: String, _ value: @escaping @Sendable (Frame) -> Double, unit: OutputUnit = .points,
        lipschitz: @escaping @Sendable (Configuration) -> Double
    ) {
        self.output = output
        self.value = value
        self.unit = unit
        self.lipschitz = lipschitz
    }

    public var name: String { "\(output)Continuous" }
    public var statement: String { "\(output) moves at most L·|Δinput| between frames" }

    /// Holds when `|Δoutput| ≤ L·|Δinput| + 2·tol`; fails for NaN.
    @inlinable @inline(__always)
    public func judge(_ context: Context) -> InvariantFailure? {
        guard let previous = context.previous else { return nil }
        let dx = (context.input - previous.input).magnitude, dv = (value(context.frame) - value(previous.frame)).magnitude
        let slack = 2 * unit.tolerance(context), bound = lipschitz(context.configuration) * dx + slack
        if dv <= bound { return nil }
        let v0 = context.configuration, u = unit.symbol; return .outOfLine { InvariantFailure("\(output) jumped", [.init("Δinput", dx),
            .init("Δ\(output)", dv), .init("L", lipschitz(v0))],
            margin: .beyond(dv, bound: bound - slack, tolerance: slack, unit: u)) }
    }
}
