import Effects

/// What an offset-driven implementation did with one input.
public struct ScrollStep<Frame: Sendable & Equatable>: Sendable, Equatable {
    /// The input delivered (may be NaN or ±infinity).
    public var input: Double
    /// The frame returned, or `nil` when the input was refused.
    public var output: Frame?
    /// The implementation's last frame after the step (its state as observed).
    public var state: Frame

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - input: The input.
    ///   - output: The returned frame, or `nil` when refused.
    ///   - state: The last frame after the step.
    public init(input: Double, output: Frame?, state: Frame) {
        self.input = input
        self.output = output
        self.state = state
    }
}

/// A release query on a rolling banner (SPEC §3): at step `step`, the drag ended with
/// `velocity` and the implementation answered `target`.
public struct ReleaseQuery: Sendable, Equatable {
    /// The step after which the drag ended.
    public var step: Int
    /// The end velocity.
    public var velocity: Double
    /// The implementation's target offset.
    public var target: Double

    /// Creates a query.
    ///
    /// - Parameters:
    ///   - step: The step index.
    ///   - velocity: The end velocity.
    ///   - target: The answered target offset.
    public init(step: Int, velocity: Double, target: Double) {
        self.step = step
        self.velocity = velocity
        self.target = target
    }
}

/// A trace of an offset-driven effect: the configuration, the initial input and frame, and
/// every step. Oracles judge traces, whichever implementation produced them.
public struct ScrollTrace<Configuration: Sendable, Frame: Sendable & Equatable>: Sendable {
    /// The configuration.
    public var configuration: Configuration
    /// The input the implementation was created with.
    public var initialInput: Double
    /// The implementation's frame before any step.
    public var initial: Frame
    /// The steps, in order.
    public var steps: [ScrollStep<Frame>]
    /// Release queries (the rolling banner's release rule); empty for the other effects.
    public var releases: [ReleaseQuery]

    /// Creates a trace.
    ///
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - initialInput: The initial input.
    ///   - initial: The initial frame.
    ///   - steps: The steps.
    ///   - releases: The release queries.
    public init(configuration: Configuration, initialInput: Double, initial: Frame, steps: [ScrollStep<Frame>], releases: [ReleaseQuery] = []) {
        self.configuration = configuration
        self.initialInput = initialInput
        self.initial = initial
        self.steps = steps
        self.releases = releases
    }

    /// The state before step `i` (the initial frame for `i = 0`).
    ///
    /// - Parameter i: A step index.
    /// - Returns: The implementation's last frame before the step.
    @inlinable
    public func state(before i: Int) -> Frame { i == 0 ? initial : steps[i - 1].state }

    /// The accepted steps, with their indices, in order; lazy, so an oracle walks the steps
    /// without copying their frames.
    @inlinable
    public var accepted: some Sequence<(index: Int, input: Double, output: Frame)> {
        steps.lazy.enumerated().compactMap { i, step in step.output.map { (i, step.input, $0) } }
    }
}

extension ScrollTrace {
    /// Records what an implementation does with inputs.
    ///
    /// - Parameters:
    ///   - effect: The implementation, freshly created at `initialInput`.
    ///   - initialInput: The input it was created with.
    ///   - inputs: The inputs to feed.
    /// - Returns: The trace.
    /// - Complexity: O(inputs); one array allocation.
    @inlinable
    public static func record<E: ScrollDrivenEffect>(_ effect: E, initialInput: Double, inputs: [Double]) -> ScrollTrace
    where E.Configuration == Configuration, E.Frame == Frame {
        var effect = effect
        let initial = effect.lastFrame
        var steps: [ScrollStep<Frame>] = []
        steps.reserveCapacity(inputs.count)
        for input in inputs {
            let output = try? effect.update(input)
            steps.append(ScrollStep(input: input, output: output, state: effect.lastFrame))
        }
        return ScrollTrace(configuration: effect.configuration, initialInput: initialInput, initial: initial, steps: steps)
    }
}
