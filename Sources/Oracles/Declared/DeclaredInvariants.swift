import Effects

/// The invariants of an effect you declare (see `DeclaredScrollEffect` in `Properties`): its
/// configuration and frame types, how large its configuration is, and its invariants.
public protocol DeclaredInvariants: Sendable {
    /// The validated configuration type (reports print it with `"\(configuration)"`; a
    /// `CustomStringConvertible` one reads best).
    associatedtype Configuration: Sendable
    /// The frame type: its numeric outputs by name (``NumericFrame``), and any discrete ones.
    associatedtype Frame: NumericFrame & Sendable & Equatable

    /// The effect's name: the prefix of its property names.
    static var name: String { get }
    /// The invariants, in order (at most 13 with the release invariants; declare them with
    /// `static let`, built once).
    static var invariants: [FrameInvariant<Configuration, Frame>] { get }
    /// The release rules (default none): judged where an implementation answers where a drag
    /// ending after a frame settles.
    static var releaseInvariants: [ReleaseInvariant<Configuration, Frame>] { get }
    /// The largest length of a configuration, in points: the scale of the length tolerance.
    ///
    /// - Parameter configuration: The configuration.
    /// - Returns: Its largest length.
    static func scale(of configuration: Configuration) -> Double
}

extension DeclaredInvariants {
    public static var releaseInvariants: [ReleaseInvariant<Configuration, Frame>] { [] }
}

/// The streaming checker of a declared effect: every declared invariant, then SPEC §0's three
/// rules for any offset-driven effect (a non-finite input is refused and keeps the state, a
/// finite one is accepted, no numeric output is non-finite), in one pass.
public struct DeclaredChecker<Effect: DeclaredInvariants>: ScrollChecker {
    public typealias Configuration = Effect.Configuration
    public typealias Frame = Effect.Frame

    public static var invariants: [(name: String, section: String, summary: String)] {
        Effect.invariants.map { ($0.name, Effect.name, $0.statement) } + Effect.releaseInvariants.map { ($0.name, Effect.name, $0.statement) }
            + RobustnessRules<Frame>.invariants
    }

    public static var levels: [InvariantLevel] { Effect.invariants.map(\.level) + Effect.releaseInvariants.map(\.level) + RobustnessRules<Frame>.levels }

    @usableFromInline let configuration: Configuration
    @usableFromInline let declared: [FrameInvariant<Configuration, Frame>]
    @usableFromInline let releases: [ReleaseInvariant<Configuration, Frame>]
    /// The memories of the invariants that have one (by index; empty when none has).
    @usableFromInline var memories: [(any MemoryCell<Configuration, Frame>)?]
    @usableFromInline let scale: Double
    @usableFromInline var rules: RobustnessRules<Frame>
    // The last accepted frame and its input, apart (a tuple's metadata would be looked up on
    // every frame by the unspecialized generic code).
    @usableFromInline var previousInput: Double = 0
    @usableFromInline var previousFrame: Frame?
    @usableFromInline var result: ViolationSlot
    /// The result so far.
    public var slot: ViolationSlot { result }

    // Inlinable, so that the checker of an effect declared in another module is specialized
    // for its configuration and frame where the suite runs it (not run as unspecialized
    // generic code, an order of magnitude slower per frame).
    @inlinable
    public init(configuration: Configuration, initialInput: Double, initial: Frame, order: InvariantOrder) {
        self.configuration = configuration
        declared = Effect.invariants
        releases = Effect.releaseInvariants
        memories = declared.contains { $0.memory != nil } ? declared.map { $0.memory?.start(configuration) } : []
        precondition(declared.count + releases.count <= 13, "\(Effect.name) declares \(declared.count + releases.count) invariants; at most 13 fit one checker")
        scale = Effect.scale(of: configuration)
        result = ViolationSlot(order: order)
        rules = RobustnessRules(base: declared.count + releases.count, initialInput: initialInput, initial: initial, slot: &result)
        if initialInput.isFinite {
            judge(-1, input: initialInput, frame: initial)
            previousInput = initialInput
            previousFrame = initial
        }
    }

    @inlinable
    public mutating func step(_ index: Int, input: Double, output: Frame?, state: Frame) {
        rules.step(index, input: input, output: output, state: state, slot: &result)
        if !memories.isEmpty, input.isFinite { observe(input) }
        // Every accepted frame is judged, as the built-in checkers judge theirs: an
        // implementation that accepts a non-finite input is also judged on what it output.
        guard let output else { return }
        judge(index, input: input, frame: output)
        previousInput = input
        previousFrame = output
    }

    /// Judges a frame by an invariant with a memory. Apart, so that a checker without memories
    /// never makes its (empty) array of memories unique: that would allocate on every frame.
    @inlinable @inline(never)
    mutating func judgeRemembered(_ i: Int, _ context: FrameContext<Configuration, Frame>) -> InvariantFailure? {
        memories[i]!.judge(context)
    }

    /// Learns from a finite input, for every invariant with a memory still checked.
    @inlinable @inline(never)
    mutating func observe(_ input: Double) {
        var i = 0
        while i < declared.count {
            if result.wants(i), memories[i] != nil { memories[i]!.observe(configuration, input) }
            i += 1
        }
    }

    /// Reports the failures that invariants with a memory kept for the end of the case.
    @inlinable
    public mutating func finish() {
        guard !memories.isEmpty else { return }
        var i = 0
        while i < declared.count {
            if result.wants(i), memories[i] != nil, let (index, failure) = memories[i]!.finish(configuration) {
                result.report(i, Violation(declared[i].name, Effect.name, frame: index, failure.values, failure.explanation))
            }
            i += 1
        }
    }

    /// Judges a release query asked after the latest accepted frame, by every release rule.
    @inlinable
    public mutating func release(_ query: ReleaseQuery, state: Frame) {
        let base = declared.count
        let tol = Tolerance.tol(scale: Swift.max(Swift.max(scale, previousInput.magnitude), query.target.isFinite ? query.target.magnitude : 0))
        let context = ReleaseContext(
            configuration: configuration, index: query.step, input: previousInput, frame: state, velocity: query.velocity, target: query.target,
            lengthTolerance: tol)
        var i = 0
        while i < releases.count {
            if result.wants(base + i) {
                if let failure = releases[i].judge(context) {
                    result.report(base + i, Violation(releases[i].name, Effect.name, frame: query.step, failure.values, failure.explanation))
                }
            }
            i += 1
        }
    }

    @inlinable
    mutating func judge(_ index: Int, input: Double, frame: Frame) {
        let tol = Tolerance.tol(scale: Swift.max(scale, input.magnitude))
        let context = FrameContext(
            configuration: configuration, index: index, input: input, frame: frame, previousInput: previousInput, previousFrame: previousFrame,
            lengthTolerance: tol)
        var i = 0
        while i < declared.count {
            if result.wants(i), let failure = memories.isEmpty || memories[i] == nil ? declared[i].judge(context) : judgeRemembered(i, context) {
                result.report(i, Violation(declared[i].name, Effect.name, frame: index, failure.values, failure.explanation))
            }
            i += 1
        }
    }
}
