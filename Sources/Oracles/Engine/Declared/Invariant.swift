/// One invariant of a declared effect, as a type: a name, a one-line statement, a level, and a
/// judgement of one step. Write one as a struct when a rule is yours alone, or use the building
/// blocks (``InRange``, ``Monotone``, ``Continuous``, ``ClosedForm``, ``FiresOncePerCrossing``,
/// ``Remembering`` for a rule with a memory, ``FrameInvariant`` for a closure):
///
///     struct TitleBelowHeader: Invariant {
///         var name: String { "titleBelowHeader" }
///         var statement: String { "the title never rises above the header's bottom" }
///         func judge(_ x: FrameContext<StretchyHeaderConfiguration, StretchyHeaderFrame>) -> InvariantFailure? {
///             x.frame.titleTop >= x.frame.headerHeight - x.lengthTolerance ? nil
///                 : InvariantFailure("the title rose above the header", [.init("titleTop", x.frame.titleTop)])
///         }
///     }
///
/// An invariant is judged at every step its kind of effect judges (every accepted frame of an
/// offset-driven effect, the initial one included), given the step before it, so that it is
/// prefix-closed: a violation at step k is a violation of the first k steps. It must allow
/// ScrollProof's one tolerance (``FrameContext/lengthTolerance``, 1e-6 for a ratio).
///
/// ScrollProof's built-in effects are declared with invariants written this way: a struct per
/// rule, judged by the same checker as yours.
public protocol Invariant<Context>: Sendable {
    /// What the invariant judges at each step.
    associatedtype Context: InvariantContext

    /// The invariant's name, as reports show it.
    var name: String { get }
    /// What it states, in one line.
    var statement: String { get }
    /// A promise of every implementation (``InvariantLevel/safety``, the default) or agreement
    /// with the effect's formula (``InvariantLevel/conformance``).
    var level: InvariantLevel { get }

    /// Judges one step.
    ///
    /// - Parameter context: The step.
    /// - Returns: `nil` when the invariant holds, else what broke.
    func judge(_ context: Context) -> InvariantFailure?
}

extension Invariant {
    /// Every invariant is a promise of any implementation unless it says otherwise.
    public var level: InvariantLevel { .safety }

    /// The same invariant at another level: a range that is your formula's, not a promise, or a
    /// closed form every implementation must meet.
    ///
    /// - Parameter level: The level.
    /// - Returns: The invariant.
    /// - Complexity: O(1).
    @inlinable
    public func at(_ level: InvariantLevel) -> Leveled<Self> { Leveled(self, level) }
}

/// An invariant at another level than its own (``Invariant/at(_:)``).
public struct Leveled<Base: Invariant>: Invariant {
    public typealias Context = Base.Context
    /// The invariant.
    @usableFromInline let base: Base
    public let level: InvariantLevel

    @inlinable
    init(_ base: Base, _ level: InvariantLevel) {
        self.base = base
        self.level = level
    }

    @inlinable public var name: String { base.name }
    @inlinable public var statement: String { base.statement }
    @inlinable public func judge(_ context: Context) -> InvariantFailure? { base.judge(context) }
}
