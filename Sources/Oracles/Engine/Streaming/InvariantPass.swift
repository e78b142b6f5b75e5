import Effects

/// Several runs of one declared effect's checker, each with its own invariants, fed the same
/// frames as they arrive: the fold behind every oracle (`DeclaredChecker.check(_:rules:order:)`)
/// and behind `check-trace`, which judges a file's frames while reading it and reports each
/// invariant's first violation without holding the trace.
///
/// Feed ``step(input:output:state:)`` once per step in order, then call ``finish()``. The
/// release queries are given up front, in any order: each is asked right after the step it
/// follows (in step order, the file's order among queries of one step), with that step's state.
@usableFromInline package struct InvariantPass<Effect: DeclaredInvariants> {
    private var checkers: [DeclaredChecker<Effect>]
    private let releases: [ReleaseQuery]
    private var nextRelease = 0
    private var stepCount = 0

    /// Starts a pass.
    ///
    /// - Parameters:
    ///   - rules: The declaration's lists.
    ///   - configuration: The configuration.
    ///   - initialInput: The input the implementation was created with.
    ///   - initial: Its frame before any step.
    ///   - orders: One run per order: the invariants it checks and their order.
    ///   - releases: The release queries, in any order.
    ///   - reportsFrom: The first step whose violations are reported (a file's prelude).
    /// - Complexity: O(r log r) for r release queries that are not in step order, O(r) if they are.
    @usableFromInline package init(
        rules: DeclaredRules<Effect>, configuration: Effect.Configuration, initialInput: Double, initial: Effect.Frame, orders: [_InvariantOrder],
        releases: [ReleaseQuery] = [], reportsFrom: Int = .min
    ) {
        checkers = orders.map {
            DeclaredChecker(rules: rules, configuration: configuration, initialInput: initialInput, initial: initial, order: $0, reportsFrom: reportsFrom)
        }
        let inOrder = zip(releases, releases.dropFirst()).allSatisfy { $0.step <= $1.step }
        // A stable sort: queries of one step keep the order they were given in.
        self.releases = inOrder ? releases : releases.enumerated().sorted { ($0.element.step, $0.offset) < ($1.element.step, $1.offset) }.map(\.element)
    }

    /// Whether every run has decided: further steps change nothing.
    @usableFromInline package var isDecided: Bool {
        // A loop, not `allSatisfy(\.slot.isDecided)`: it is asked before every step, and an
        // unoptimized build (`swift test`) instantiates the key path on every call.
        for k in checkers.indices where !checkers[k].isDecided { return false }
        return true
    }

    /// The number of steps fed so far.
    @usableFromInline package var steps: Int { stepCount }

    /// Judges the next step, then the release queries asked after it.
    ///
    /// - Parameters:
    ///   - input: The step's input.
    ///   - output: The frame returned, or `nil` when refused.
    ///   - state: The implementation's last frame after the step.
    /// - Complexity: O(runs · invariants + the queries of this step).
    @usableFromInline package mutating func step(input: Double, output: Effect.Frame?, state: Effect.Frame) {
        let i = stepCount
        stepCount += 1
        let first = nextRelease
        while nextRelease < releases.count, releases[nextRelease].step <= i { nextRelease += 1 }
        // Queries for a step before the first (a negative step) are never asked.
        for k in checkers.indices where !checkers[k].isDecided {
            checkers[k].step(i, input: input, output: output, state: state)
            for r in first..<nextRelease where releases[r].step == i { checkers[k].release(releases[r], state: state) }
        }
    }

    /// Ends the pass.
    ///
    /// - Returns: Each run's result, in the order of `orders`: the first violation of the
    ///   invariant ranked first among those it found broken, or `nil`.
    /// - Complexity: O(runs · invariants).
    @usableFromInline package mutating func finish() -> [Violation?] {
        for k in checkers.indices { checkers[k].finish() }
        return checkers.map(\.slot.violation)
    }
}
