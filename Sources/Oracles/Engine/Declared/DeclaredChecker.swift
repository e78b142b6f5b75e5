import Effects

/// The one streaming checker of every declared offset-driven effect, built-in or yours: every
/// invariant, every release rule, then SPEC §0's three rules for any offset-driven effect (a
/// non-finite input is refused and keeps the state, a finite one is accepted, no numeric output
/// is non-finite), in one pass as the frames arrive, nothing allocated unless a violation is
/// built. The effect's oracles are this checker run over a recorded trace with one invariant
/// enabled, so a trace, a live run (the suites' properties) and a recorded file (`check-trace`)
/// are judged by the same code.
///
/// A pass: `init` (the initial frame), ``step(_:input:output:state:)`` for every step in order,
/// ``release(_:state:)`` for the release queries after a step, then ``finish()``; the answer is
/// ``slot``'s violation.
@usableFromInline package struct DeclaredChecker<Effect: DeclaredInvariants> {
    @usableFromInline package typealias Configuration = Effect.Configuration
    @usableFromInline package typealias Frame = Effect.Frame

    @usableFromInline let configuration: Configuration
    @usableFromInline let rules: DeclaredRules<Effect>
    @usableFromInline var state: Effect.Invariants._State
    @usableFromInline var releaseState: Effect.ReleaseInvariants._State
    @usableFromInline let scale: Double
    @usableFromInline var robustness: RobustnessRules<Frame>
    // The last accepted frame and its input, apart (a tuple's metadata would be looked up on
    // every frame by the unspecialized generic code).
    @usableFromInline var previousInput: Double = 0
    @usableFromInline var previousFrame: Frame?
    @usableFromInline var result: _ViolationSlot
    /// The result so far.
    @inlinable package var slot: _ViolationSlot { result }
    /// Whether no further frame can change the result (read without copying the slot: a
    /// collecting slot holds an array, whose copy would retain it on every frame).
    @inlinable package var isDecided: Bool { result.cutoff == 0 }
    /// A collecting slot's first violations not yet acknowledged (read without copying the slot).
    @inlinable package var freshCount: Int { result.fresh }
    /// Marks a collecting slot's violations as seen (`_ViolationSlot.acknowledge()`).
    package func acknowledgeCollected() { result.acknowledge() }

    /// Starts a pass and judges the initial frame (frame −1, when its input is finite).
    ///
    /// Inlinable, so that the checker of an effect declared in another module is specialized
    /// for its types where the suite runs it (not run as unspecialized generic code, an order
    /// of magnitude slower per frame).
    ///
    /// - Parameters:
    ///   - rules: The declaration's lists (evaluated once per suite).
    ///   - configuration: The configuration.
    ///   - initialInput: The input the implementation was created with.
    ///   - initial: Its frame before any step.
    ///   - order: The invariants checked and their order (indices as in
    ///     ``DeclaredRules/descriptions``).
    ///   - collecting: Whether every invariant's first violation is collected (a monitor's
    ///     slot, `_ViolationSlot.init(collecting:)`) instead of the first-ranked one.
    ///   - kindsPerRule: A collecting pass's kinds of violation kept per invariant (1: its
    ///     first only; a monitor keeps later ones of another kind).
    ///   - reportsFrom: The first step whose violations are reported (a file's prelude,
    ///     `_ViolationSlot.reportsFrom`; default every step and the initial frame).
    /// - Complexity: O(invariants).
    @inlinable
    package init(
        rules: DeclaredRules<Effect>, configuration: Configuration, initialInput: Double, initial: Frame, order: _InvariantOrder, collecting: Bool = false,
        kindsPerRule: Int = 1, reportsFrom: Int = .min
    ) {
        self.configuration = configuration
        self.rules = rules
        let count = rules.invariantCount, releases = rules.releaseCount
        state = rules.invariants._start(configuration, order: order, base: 0)
        releaseState = rules.releaseInvariants._start(configuration, order: order, base: count)
        scale = Effect.scale(of: configuration)
        result = collecting ? _ViolationSlot(collecting: order, kindsPerRule: kindsPerRule) : _ViolationSlot(order: order)
        result.reportsFrom = reportsFrom
        robustness = RobustnessRules(base: count + releases, initialInput: initialInput, initial: initial, slot: &result)
        if initialInput.isFinite {
            judge(-1, input: initialInput, frame: initial)
            previousInput = initialInput
            previousFrame = initial
        }
    }

    /// Judges one step.
    ///
    /// - Parameters:
    ///   - index: The step's index.
    ///   - input: Its input.
    ///   - output: The frame returned, or `nil` when refused.
    ///   - state: The implementation's last frame after the step.
    /// - Complexity: O(invariants).
    @inlinable
    package mutating func step(_ index: Int, input: Double, output: Frame?, state: Frame) {
        robustness.step(index, input: input, output: output, state: state, slot: &result)
        if input.isFinite { rules.invariants._observe(input, configuration, &self.state, &result) }
        // Every accepted frame is judged: an implementation that accepts a non-finite input is
        // also judged on what it output.
        guard let output else { return }
        judge(index, input: input, frame: output)
        previousInput = input
        previousFrame = output
    }

    @inlinable
    mutating func judge(_ index: Int, input: Double, frame: Frame) {
        let context = FrameContext(
            configuration: configuration, index: index, input: input, frame: frame, previousInput: previousInput, previousFrame: previousFrame, scale: scale)
        rules.invariants._judge(context, &state, &result, section: rules.section)
    }

    /// Judges a release query asked after the latest accepted frame, by every release rule.
    ///
    /// - Parameters:
    ///   - query: The query.
    ///   - state: The last frame of the step it follows.
    /// - Complexity: O(release rules).
    @inlinable
    package mutating func release(_ query: ReleaseQuery, state: Frame) {
        let context = ReleaseContext(configuration: configuration, index: query.step, input: previousInput, frame: state,
            velocity: query.velocity, target: query.target, scale: scale)
        rules.releaseInvariants._judge(context, &releaseState, &result, section: rules.section)
    }

    /// Ends the pass: the invariants with a memory report what they kept for the end.
    ///
    /// - Complexity: O(invariants).
    @inlinable
    package mutating func finish() {
        rules.invariants._finish(configuration, &state, &result, section: rules.section)
    }

    /// Runs a pass over a recorded trace.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - rules: The declaration's lists.
    ///   - order: The invariants checked and their order.
    /// - Returns: The first violation of the invariant ranked first among those broken, or `nil`
    ///   (none of the trace's prelude, ``ScrollTrace/prelude``).
    /// - Complexity: O(steps · invariants + releases); releases not in step order are sorted first.
    @usableFromInline package static func check(_ trace: ScrollTrace<Configuration, Frame>, rules: DeclaredRules<Effect>,
        order: _InvariantOrder) -> Violation? {
        var pass = InvariantPass<Effect>(
            rules: rules, configuration: trace.configuration, initialInput: trace.initialInput, initial: trace.initial, orders: [order],
                releases: trace.releases,
            reportsFrom: _ViolationSlot.reportsFrom(prelude: trace.prelude))
        for step in trace.steps {
            if pass.isDecided { break }
            pass.step(input: step.input, output: step.output, state: step.state)
        }
        return pass.finish()[0]
    }
}
