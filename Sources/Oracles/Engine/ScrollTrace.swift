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
    /// Release queries (the rolling banner's release rule), in any order: each is judged after
    /// the step it follows. Empty for the other effects.
    public var releases: [ReleaseQuery]
    /// The number of leading steps that only rebuild the state the rest starts from (a
    /// monitor's file: the frames before its window that a rule's memory needs): they are
    /// judged as the session judged them, and what they (or the initial frame) break is not
    /// reported (default 0).
    public var prelude = 0

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
    package var accepted: AcceptedFrames<Frame> {
        AcceptedFrames(initialInput: initialInput, initial: initial, steps: steps)
    }
}

/// The frames of a ``ScrollTrace`` that oracles judge: the initial frame (index −1) when its
/// input is finite, then every accepted step (refused steps are skipped).
@usableFromInline package struct AcceptedFrames<Frame: Sendable & Equatable>: Sequence {
    /// One judged frame.
    @usableFromInline package typealias Element = (index: Int, input: Double, output: Frame)

    @usableFromInline let initialInput: Double
    @usableFromInline let initial: Frame
    @usableFromInline let steps: [ScrollStep<Frame>]

    @inlinable
    package init(initialInput: Double, initial: Frame, steps: [ScrollStep<Frame>]) {
        self.initialInput = initialInput
        self.initial = initial
        self.steps = steps
    }

    /// Walks the frames.
    @usableFromInline package struct Iterator: IteratorProtocol {
        @usableFromInline let frames: AcceptedFrames
        @usableFromInline var index: Int

        @inlinable
        package init(frames: AcceptedFrames) {
            self.frames = frames
            index = frames.initialInput.isFinite ? -2 : -1
        }

        /// The next judged frame.
        ///
        /// - Returns: The frame, or `nil` after the last.
        /// - Complexity: O(refused steps skipped).
        @inlinable
        package mutating func next() -> Element? {
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
    package func makeIterator() -> Iterator { Iterator(frames: self) }
}

extension ScrollTrace {
    /// Feeds inputs to an implementation one step at a time: what every recording and every
    /// streaming pass does. When `release` is given, after every accepted step it asks where a
    /// drag ending there would settle (the rolling banner's release rule): with the finger's
    /// velocity (the last step at 60 frames per second) and with its opposite (a drag may end
    /// at any frame, flung either way), or with ±60 pt/s when the finger stood still; the
    /// finger's previous input is the last accepted finite one, from the initial input on.
    ///
    /// - Parameters:
    ///   - effect: The implementation, freshly created at `initialInput`.
    ///   - initialInput: The input it was created with.
    ///   - inputs: The inputs to feed.
    ///   - release: Answers a release query for a velocity, or `nil` when it refuses; `nil` for
    ///     an effect without a release rule.
    ///   - step: Receives each step (index, input, output or `nil` when refused, last frame
    ///     after it); returns whether to go on.
    ///   - query: Receives each answered release query with the last frame of its step.
    /// - Complexity: O(inputs).
    @inlinable
    package static func drive<E: ScrollDrivenEffect>(
        _ effect: inout E, initialInput: Double, inputs: [Double], release: ((E, Double) -> Double?)?,
        step: (_ index: Int, _ input: Double, _ output: Frame?, _ state: Frame) -> Bool,
        query: (ReleaseQuery, Frame) -> Void = { _, _ in }
    ) where E.Configuration == Configuration, E.Frame == Frame {
        var previous = initialInput
        for (i, input) in inputs.enumerated() {
            let output = try? effect.update(input)
            let state = effect.lastFrame
            guard step(i, input, output, state) else { return }
            guard let release, output != nil, input.isFinite, previous.isFinite else { continue }
            let finger = (input - previous) * 60
            previous = input
            for k in 0..<2 {
                let velocity = finger == 0 ? (k == 0 ? 60 : -60) : (k == 0 ? finger : -finger)
                if let target = release(effect, velocity) { query(ReleaseQuery(step: i, velocity: velocity, target: target), state) }
            }
        }
    }

    /// Records what an implementation does with inputs, with release queries when `release`
    /// is given (see `drive(_:initialInput:inputs:release:step:query:)`).
    ///
    /// - Parameters:
    ///   - effect: The implementation, freshly created at `initialInput`.
    ///   - initialInput: The input it was created with.
    ///   - inputs: The inputs to feed.
    ///   - release: Answers a release query for a velocity (default: none asked).
    /// - Returns: The trace.
    /// - Complexity: O(inputs).
    @inlinable
    package static func record<E: ScrollDrivenEffect>(
        _ effect: E, initialInput: Double, inputs: [Double], release: ((E, Double) -> Double?)? = nil
    ) -> ScrollTrace where E.Configuration == Configuration, E.Frame == Frame {
        var effect = effect
        var trace = ScrollTrace(configuration: effect.configuration, initialInput: initialInput, initial: effect.lastFrame, steps: [])
        trace.steps.reserveCapacity(inputs.count)
        if release != nil { trace.releases.reserveCapacity(2 * inputs.count) }
        drive(&effect, initialInput: initialInput, inputs: inputs, release: release) { _, input, output, state in
            trace.steps.append(ScrollStep(input: input, output: output, state: state))
            return true
        } query: { q, _ in
            trace.releases.append(q)
        }
        return trace
    }
}
