import Effects

/// Every invariant of one offset-driven effect, checked in one pass as the frames arrive:
/// state in a few scalars, nothing allocated unless a violation is built. The effect's
/// ``Oracle``s are this checker run over a recorded trace with one invariant enabled, so a
/// trace (``ScrollTrace``), a live run (the suites' properties) and a recorded file
/// (`check-trace`) are judged by the same code.
///
/// A pass: `init` (the initial frame), ``step(_:input:output:state:)`` for every step in order,
/// ``release(_:state:)`` for the release queries after a step, then ``finish()``; the answer is
/// ``slot``'s violation.
public protocol ScrollChecker: Sendable {
    /// The configuration type.
    associatedtype Configuration: Sendable
    /// The frame type.
    associatedtype Frame: Sendable & Equatable

    /// The invariants, by index: name, SPEC section, summary.
    static var invariants: [(name: String, section: String, summary: String)] { get }
    /// The level of each invariant, by index (default: every one is ``InvariantLevel/safety``).
    static var levels: [InvariantLevel] { get }

    /// Starts a pass.
    ///
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - initialInput: The input the implementation was created with.
    ///   - initial: Its frame before any step (judged as frame −1 when `initialInput` is finite).
    ///   - order: The invariants checked and their order.
    init(configuration: Configuration, initialInput: Double, initial: Frame, order: InvariantOrder)

    /// Judges one step.
    ///
    /// - Parameters:
    ///   - index: The step's index.
    ///   - input: Its input.
    ///   - output: The frame returned, or `nil` when refused.
    ///   - state: The implementation's last frame after the step.
    mutating func step(_ index: Int, input: Double, output: Frame?, state: Frame)

    /// Judges a release query asked after the latest step (the rolling banner).
    ///
    /// - Parameters:
    ///   - query: The query.
    ///   - state: The last frame of the step it follows.
    mutating func release(_ query: ReleaseQuery, state: Frame)

    /// Ends the pass (an invariant that can only be decided at the end reports then).
    mutating func finish()

    /// The result so far.
    var slot: ViolationSlot { get }
}

extension ScrollChecker {
    /// Every invariant is a promise of any implementation, unless the checker says otherwise.
    public static var levels: [InvariantLevel] { Array(repeating: .safety, count: invariants.count) }

    /// No release rule: nothing to judge.
    public mutating func release(_ query: ReleaseQuery, state: Frame) {}

    /// Nothing decided at the end.
    public mutating func finish() {}

    /// Runs a pass over a recorded trace.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - order: The invariants checked and their order.
    /// - Returns: The first violation of the invariant ranked first among those broken, or `nil`.
    /// - Complexity: O(steps + releases); releases not in step order are sorted first.
    public static func check(_ trace: ScrollTrace<Configuration, Frame>, order: InvariantOrder) -> Violation? {
        var pass = InvariantPass<Self>(configuration: trace.configuration, initialInput: trace.initialInput, initial: trace.initial, orders: [order], releases: trace.releases)
        for step in trace.steps {
            if pass.isDecided { break }
            pass.step(input: step.input, output: step.output, state: step.state)
        }
        return pass.finish()[0]
    }

    /// The oracle of one invariant: this checker over a trace with only that invariant enabled.
    ///
    /// - Parameter index: The invariant's index in ``invariants``.
    /// - Returns: The oracle.
    public static func oracle(_ index: Int) -> Oracle<ScrollTrace<Configuration, Frame>> {
        let info = invariants[index], order = InvariantOrder([index])
        let level = index < levels.count ? levels[index] : .safety
        return Oracle(info.name, info.section, info.summary, level: level, checker: (ObjectIdentifier(Self.self), index)) { trace in check(trace, order: order) }
    }
}
