/// A checker for one invariant of SPEC over a trace of type `Trace`.
public struct TraceOracle<Trace>: Sendable {
    /// The invariant's name, as SPEC names it.
    public let name: String
    /// The SPEC section.
    public let section: String
    /// What it checks, in one line.
    public let summary: String
    /// Whether it is a promise of every implementation or SPEC's formula.
    public let level: InvariantLevel
    /// Returns the first violation in the trace, or `nil`.
    public let check: @Sendable (Trace) -> Violation?
    /// The checker this oracle is an invariant of, and its index there.
    let checker: (type: ObjectIdentifier, index: Int)?

    /// Creates an oracle.
    ///
    /// - Parameters:
    ///   - name: The invariant's name.
    ///   - section: The SPEC section.
    ///   - summary: What it checks.
    ///   - level: A promise of every implementation (the default) or a formula's (``InvariantLevel``).
    ///   - check: The checker; O(frames) unless documented otherwise.
    public init(_ name: String, _ section: String, _ summary: String, level: InvariantLevel = .safety, check: @escaping @Sendable (Trace) -> Violation?) {
        self.init(name, section, summary, level: level, checker: nil, check: check)
    }

    /// Creates an oracle that is an invariant of a one-pass checker (a `ScrollChecker`, an
    /// event effect's checker).
    ///
    /// - Parameters:
    ///   - name: The invariant's name.
    ///   - section: The SPEC section.
    ///   - summary: What it checks.
    ///   - level: Its level.
    ///   - checker: The checker's type and the invariant's index there, or `nil`.
    ///   - check: The checker run over a trace with this invariant alone.
    init(_ name: String, _ section: String, _ summary: String, level: InvariantLevel, checker: (type: ObjectIdentifier, index: Int)?,
        check: @escaping @Sendable (Trace) -> Violation?) {
        self.name = name
        self.section = section
        self.summary = summary
        self.level = level
        self.checker = checker
        self.check = check
    }

    /// The oracle's index in a checker, when it is that checker's invariant (a suite whose
    /// group is all one checker's checks the group in one streaming pass).
    ///
    /// - Parameter checker: A checker type (a `ScrollChecker`, an event effect's checker).
    /// - Returns: The index, or `nil` when the oracle is not one of its invariants.
    public func index(in checker: Any.Type) -> Int? {
        self.checker.flatMap { $0.type == ObjectIdentifier(checker) ? $0.index : nil }
    }

    /// Runs several oracles and returns the first violation.
    ///
    /// - Parameters:
    ///   - oracles: The oracles, in order.
    ///   - trace: The trace.
    /// - Returns: The first violation of the first oracle that finds one.
    @inlinable
    public static func firstViolation(_ oracles: [TraceOracle], in trace: Trace) -> Violation? {
        for oracle in oracles { if let violation = oracle.check(trace) { return violation } }
        return nil
    }
}

extension TraceOracle {
    /// The oracle of one invariant of an offset-driven effect, judged over a recorded trace's
    /// accepted frames (the initial one included): for an invariant that no declaration lists,
    /// a parameter of a suite (a range the app pins, such as the sticky banner's `percentInRange(_:)`).
    ///
    /// - Parameters:
    ///   - invariant: The invariant.
    ///   - section: Where it comes from, as reports cite it.
    ///   - scale: The configuration's scale (the declaration's `scale(of:)`).
    /// - Complexity: The oracle is O(frames).
    public init<I: Invariant, C, F>(_ invariant: I, section: String, scale: @escaping @Sendable (C) -> Double)
    where Trace == ScrollTrace<C, F>, I.Context == FrameContext<C, F> {
        self.init(invariant.name, section, invariant.statement, level: invariant.level) { trace in
            let s = scale(trace.configuration)
            var previous: (input: Double, frame: F)?
            for (index, input, frame) in trace.accepted {
                let context = FrameContext(configuration: trace.configuration, index: index, input: input, frame: frame,
                    previousInput: previous?.input ?? 0, previousFrame: previous?.frame, scale: s)
                if let failure = invariant.judge(context) { return failure.violation(of: invariant.name, section: section, frame: index) }
                previous = (input, frame)
            }
            return nil
        }
    }
}

/// The name ``TraceOracle`` had until 2026-11-27: a name as generic as this one is already in most apps and
/// test targets, where it made every use ambiguous. Unavailable rather than deprecated: a
/// deprecated name still takes part in lookup and keeps the ambiguity, while an unavailable
/// one only tells code that uses it the new spelling.
@available(*, unavailable, renamed: "TraceOracle")
public typealias Oracle<Trace> = TraceOracle<Trace>
