import Effects

/// What an invariant of a declared offset-driven effect sees at one frame: the configuration,
/// the frame's input and output, and the last accepted frame before it (the initial one
/// included).
public struct FrameContext<Configuration, Frame>: InvariantContext {
    /// An invariant with a memory learns every finite input, accepted or not.
    public typealias Observation = Double

    /// The configuration.
    public let configuration: Configuration
    /// The frame's index; −1 for the initial frame.
    public let index: Int
    /// The frame's input: finite, unless the implementation accepted a non-finite one (a bug
    /// §0's `refusedInputKeepsState` reports; its outputs are judged all the same).
    public let input: Double
    /// The frame the implementation returned.
    public let frame: Frame
    /// The last accepted frame before this one and its input, or `nil` for the initial frame.
    @inlinable
    public var previous: (input: Double, frame: Frame)? { previousFrame.map { (previousInput, $0) } }
    /// The last accepted frame before this one, or `nil` for the initial frame.
    public let previousFrame: Frame?
    /// The input of ``previousFrame`` (meaningless when there is none).
    public let previousInput: Double
    /// ScrollProof's one tolerance for lengths at this frame: `max(1e-6, 1e-9 · scale)`, where
    /// `scale` is the larger of the configuration's scale and `|input|`.
    @inlinable
    public var lengthTolerance: Double { Tolerance.tol(scale: Swift.max(scale, input.magnitude)) }
    /// The configuration's scale (the declaration's `scale(of:)`): the largest length, in points.
    public let scale: Double

    /// A frame's context.
    ///
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - index: The frame's index (−1 for the initial frame).
    ///   - input: Its input.
    ///   - frame: Its output.
    ///   - previousInput: The input of the last accepted frame before it.
    ///   - previousFrame: That frame, or `nil` for the initial frame.
    ///   - scale: The configuration's scale; the length tolerance is taken at the larger of it
    ///     and `|input|`.
    @inlinable
    public init(configuration: Configuration, index: Int, input: Double, frame: Frame, previousInput: Double, previousFrame: Frame?, scale: Double) {
        self.configuration = configuration
        self.index = index
        self.input = input
        self.frame = frame
        self.previousInput = previousInput
        self.previousFrame = previousFrame
        self.scale = scale
    }

    /// The tolerance of lengths that involve other values than the input too: `tol` of the
    /// largest of the configuration's scale, `|input|` and their magnitudes (non-finite ones
    /// ignored, as `max` ignores NaN).
    ///
    /// - Parameters:
    ///   - a: A value involved.
    ///   - b: Another (default 0).
    /// - Returns: The tolerance, in points.
    /// - Complexity: O(1).
    @inlinable
    public func lengthTolerance(including a: Double, _ b: Double = 0) -> Double {
        Tolerance.tol(scale: Swift.max(Swift.max(Swift.max(scale, input.magnitude), a.magnitude), b.magnitude))
    }

    /// The tolerance of a change between the previous accepted frame and this one: `tol` of
    /// the largest of the configuration's scale and both inputs.
    @inlinable
    public var stepTolerance: Double {
        Tolerance.tol(scale: Swift.max(Swift.max(scale, previousInput.magnitude), input.magnitude))
    }
}

/// Whether an output is a length in points (judged within the length tolerance) or a ratio
/// (percent, alpha, scale: judged within `tol(1) = 1e-6`).
public enum OutputUnit: Sendable {
    /// Points: `max(1e-6, 1e-9 · scale)`.
    case points
    /// A ratio: 1e-6.
    case ratio

    /// The tolerance of this unit at a frame.
    ///
    /// - Parameter context: The frame.
    /// - Returns: The length tolerance for points, `tol(1)` for a ratio.
    @inlinable
    public func tolerance<C, F>(_ context: FrameContext<C, F>) -> Double {
        self == .points ? context.lengthTolerance : Tolerance.tol(scale: 1)
    }

    /// The unit as a report writes it: `pt`, or nothing for a ratio.
    public var symbol: String { self == .points ? "pt" : "" }
}
