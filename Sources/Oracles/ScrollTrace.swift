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

    /// Every frame an oracle judges, in order: the initial frame (index −1, when its input is
    /// finite; SPEC §0: the output for the initial input is a frame like any other), then each
    /// accepted step with its index. Lazy, so an oracle walks the steps without copying frames.
    @inlinable
    public var accepted: AcceptedFrames<Frame> {
        AcceptedFrames(initialInput: initialInput, initial: initial, steps: steps)
    }
}

/// The frames of a ``ScrollTrace`` that oracles judge: the initial frame (index −1) when its
/// input is finite, then every accepted step (refused steps are skipped).
public struct AcceptedFrames<Frame: Sendable & Equatable>: Sequence {
    /// One judged frame.
    public typealias Element = (index: Int, input: Double, output: Frame)

    @usableFromInline let initialInput: Double
    @usableFromInline let initial: Frame
    @usableFromInline let steps: [ScrollStep<Frame>]

    @inlinable
    init(initialInput: Double, initial: Frame, steps: [ScrollStep<Frame>]) {
        self.initialInput = initialInput
        self.initial = initial
        self.steps = steps
    }

    /// Walks the frames.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let frames: AcceptedFrames
        @usableFromInline var index: Int

        @inlinable
        init(frames: AcceptedFrames) {
            self.frames = frames
            index = frames.initialInput.isFinite ? -2 : -1
        }

        /// The next judged frame.
        ///
        /// - Returns: The frame, or `nil` after the last.
        /// - Complexity: O(refused steps skipped).
        @inlinable
        public mutating func next() -> Element? {
            if index == -2 {
                index = -1
                return (-1, frames.initialInput, frames.initial)
            }
            while index + 1 < frames.steps.count {
                index += 1
                let step = frames.steps[index]
                if let output = step.output { return (index, step.input, output) }
            }
            return nil
        }
    }

    /// An iterator over the judged frames.
    ///
    /// - Returns: The iterator.
    @inlinable
    public func makeIterator() -> Iterator { Iterator(frames: self) }
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
