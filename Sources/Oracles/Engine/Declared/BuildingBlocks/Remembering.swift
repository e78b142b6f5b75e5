/// An invariant with a memory, written with closures (``StatefulInvariant``): for a rule that
/// depends on the whole path and not only on the step before. The memory is a value of your
/// own type, kept per case by the checker and updated in place.
///
///     // The back-to-top button shows past `showAt` and hides only below `hideAt`.
///     Remembering("buttonHysteresis", "shown past showAt, hidden below hideAt", from: { _ in false }) { shown, c, y in
///         if y > c.showAt { shown = true } else if y < c.hideAt { shown = false }
///     } judge: { shown, x in
///         // The initial frame (index −1) is judged too, its input never observed: start the
///         // memory from what the start input alone says (between the two, either is right).
///         if x.index < 0 { shown = x.input > x.configuration.showAt ? true : x.input < x.configuration.hideAt ? false : x.frame.buttonShown }
///         return x.frame.buttonShown == shown ? nil : InvariantFailure("the button should be \(shown ? "shown" : "hidden")")
///     }
public struct Remembering<Context: InvariantContext, Memory>: StatefulInvariant {
    /// The invariant's name.
    public let name: String
    /// What it states.
    public let statement: String
    /// Its level.
    public let level: InvariantLevel
    @usableFromInline let initial: @Sendable (Context.Configuration) -> Memory
    @usableFromInline let observeMemory: @Sendable (inout Memory, Context.Configuration, Context.Observation) -> Void
    @usableFromInline let judgeMemory: @Sendable (inout Memory, Context) -> InvariantFailure?
    @usableFromInline let finishMemory: (@Sendable (inout Memory, Context.Configuration) -> (index: Int, failure: InvariantFailure)?)?

    /// An invariant with a memory.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - statement: What it states, in one line.
    ///   - level: A promise of every implementation (the default) or the effect's formula.
    ///   - initial: The memory for a configuration, before any step.
    ///   - observe: Learns from each observation (an offset-driven effect's every finite
    ///     input, accepted or not, before its frame is judged; the initial input is not
    ///     observed).
    ///   - judge: Judges each step (each accepted frame, the initial one included) with the
    ///     memory, which it may update; `nil` when it holds.
    ///   - finish: A failure reported once the case is over, at the step it names, unless
    ///     `judge` reported one (default none).
    public init(
        _ name: String, _ statement: String, level: InvariantLevel = .safety,
        from initial: @escaping @Sendable (Context.Configuration) -> Memory,
        observing observe: @escaping @Sendable (inout Memory, Context.Configuration, Context.Observation) -> Void = { _, _, _ in },
        judge: @escaping @Sendable (inout Memory, Context) -> InvariantFailure?,
        finish: (@Sendable (inout Memory, Context.Configuration) -> (index: Int, failure: InvariantFailure)?)? = nil
    ) {
        self.name = name
        self.statement = statement
        self.level = level
        self.initial = initial
        observeMemory = observe
        judgeMemory = judge
        finishMemory = finish
    }

    /// The same invariant at another level.
    ///
    /// - Parameter level: The level.
    /// - Returns: The invariant.
    /// - Complexity: O(1).
    public func at(_ level: InvariantLevel) -> Remembering {
        Remembering(name, statement, level: level, from: initial, observing: observeMemory, judge: judgeMemory, finish: finishMemory)
    }

    @inlinable public func start(_ configuration: Context.Configuration) -> Memory { initial(configuration) }

    @inlinable
    public func observe(_ observation: Context.Observation, _ configuration: Context.Configuration, _ memory: inout Memory) {
        observeMemory(&memory, configuration, observation)
    }

    @inlinable public func judge(_ context: Context, _ memory: inout Memory) -> InvariantFailure? { judgeMemory(&memory, context) }

    @inlinable
    public func finish(_ configuration: Context.Configuration, _ memory: inout Memory) -> (index: Int, failure: InvariantFailure)? {
        finishMemory?(&memory, configuration)
    }
}
