/// How an output moves with the input.
public enum MonotoneDirection: Sendable {
    /// It never decreases when the input increases.
    case nonDecreasing
    /// It never increases when the input increases.
    case nonIncreasing
}

/// An output is monotone in the input, between any two consecutive accepted frames, within the
/// tolerance of its unit; a repeated input must repeat the output: safety.
///
///     Monotone("titleAlpha", \.titleAlpha, unit: .ratio, .nonDecreasing)
public struct Monotone<Configuration, Frame>: Invariant {
    public typealias Context = FrameContext<Configuration, Frame>
    /// The output's name.
    public let output: String
    @usableFromInline let value: @Sendable (Frame) -> Double
    @usableFromInline let unit: OutputUnit
    /// Which way it moves with the input.
    public let direction: MonotoneDirection

    /// The invariant, named `<output>Monotone`.
    ///
    /// - Parameters:
    ///   - output: The output's name.
    ///   - value: Reads it from a frame.
    ///   - unit: Points (the default) or a ratio.
    ///   - direction: Which way it moves with the input.
    public init(_ output: String, _ value: @escaping @Sendable (Frame) -> Double, unit: OutputUnit = .points, _ direction: MonotoneDirection) {
        self.output = output
        self.value = value
        self.unit = unit
        self.direction = direction
    }

    public var name: String { "\(output)Monotone" }
    public var statement: String { "\(output) moves \(direction == .nonDecreasing ? "with" : "against") the input, never back" }

    /// Between consecutive accepted frames: when the input rises the output does not fall (or
    /// rise, for ``MonotoneDirection/nonIncreasing``) by more than the tolerance, and the
    /// reverse; when the input repeats, the output moves by at most the tolerance.
    @inlinable @inline(__always)
    public func judge(_ context: Context) -> InvariantFailure? {
        guard let previous = context.previous else { return nil }
        let dx = context.input - previous.input, dv = value(context.frame) - value(previous.frame)
        let signed = direction == .nonDecreasing ? dv : -dv, tol = unit.tolerance(context)
        if (dx > 0 && signed < -tol) || (dx < 0 && signed > tol) || (dx == 0 && dv.magnitude > tol) || dv.isNaN {
            let (v0, v1, v2, v3) = (context.input, previous.input, context.frame, previous.frame), u = unit.symbol
            return .outOfLine { InvariantFailure("\(output) moved the wrong way", [.init("input", v0), .init("previous input", v1),
                .init(output, value(v2)), .init("previous \(output)", value(v3))],
                margin: .init(dx == 0 ? dv.magnitude : signed.magnitude, tolerance: tol, unit: u)) }
        }
        return nil
    }
}
