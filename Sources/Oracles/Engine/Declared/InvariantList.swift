/// The invariants of a declared effect, in order: what a declaration's `invariants` is. Built
/// with ``InvariantsBuilder`` from invariants and building blocks (each statement one
/// invariant), or given as an array of ``FrameInvariant``s; either way one checker judges them
/// all in one pass, and any number of them.
///
/// A list built with the builder is a value of a concrete type (nested pairs), so the checker
/// that runs it is specialized where the effect is declared: its invariants are called
/// directly, not through stored closures. The requirements with a leading underscore are the
/// checker's; a declaration never calls them.
public protocol InvariantList<Context>: Sendable {
    /// What each invariant judges at a step.
    associatedtype Context: InvariantContext
    /// A case's state of the list: each invariant's rank in the order being checked, and the
    /// memories of those that have one.
    associatedtype _State

    /// The number of invariants.
    var _count: Int { get }
    /// Appends each invariant's description, in order.
    func _describe(into descriptions: inout [InvariantDescription])
    /// A case's state, for an order of the invariants whose first has index `base`.
    func _start(_ configuration: Context.Configuration, order: _InvariantOrder, base: Int) -> _State
    /// Lets the invariants with a memory learn from an observation (an offset-driven effect's
    /// finite input, accepted or not), before the step it belongs to is judged.
    func _observe(_ observation: Context.Observation, _ configuration: Context.Configuration, _ state: inout _State, _ slot: inout _ViolationSlot)
    /// Judges one step by every invariant still checked.
    func _judge(_ context: Context, _ state: inout _State, _ slot: inout _ViolationSlot, section: String)
    /// Reports what the invariants with a memory kept for the end of the case.
    func _finish(_ configuration: Context.Configuration, _ state: inout _State, _ slot: inout _ViolationSlot, section: String)
    /// A case's state again, for the next case, in the storage of the last (default: a new one).
    func _restart(_ configuration: Context.Configuration, _ state: inout _State, order: _InvariantOrder, base: Int)
}

extension InvariantList {
    @inlinable
    public func _restart(_ configuration: Context.Configuration, _ state: inout _State, order: _InvariantOrder, base: Int) {
        state = _start(configuration, order: order, base: base)
    }

    /// Every invariant's description, in order.
    ///
    /// - Complexity: O(invariants).
    public var descriptions: [InvariantDescription] {
        var descriptions: [InvariantDescription] = []
        descriptions.reserveCapacity(_count)
        _describe(into: &descriptions)
        return descriptions
    }
}

/// One invariant as a list: its state is its rank.
public struct SingleInvariant<Base: Invariant>: InvariantList {
    public typealias Context = Base.Context
    public typealias _State = Int

    /// The invariant.
    public let invariant: Base

    /// The list of one invariant.
    ///
    /// - Parameter invariant: The invariant.
    @inlinable
    public init(_ invariant: Base) { self.invariant = invariant }

    @inlinable public var _count: Int { 1 }

    public func _describe(into descriptions: inout [InvariantDescription]) {
        descriptions.append(InvariantDescription(invariant.name, invariant.statement, level: invariant.level))
    }

    @inlinable
    public func _start(_ configuration: Context.Configuration, order: _InvariantOrder, base: Int) -> Int { order.rank(base) }

    @inlinable @inline(__always)
    public func _observe(_ observation: Context.Observation, _ configuration: Context.Configuration, _ state: inout Int, _ slot: inout _ViolationSlot) {}

    @inlinable @inline(__always)
    public func _judge(_ context: Context, _ rank: inout Int, _ slot: inout _ViolationSlot, section: String) {
        guard slot.wants(rank: rank), let failure = invariant.judge(context) else { return }
        slot.report(rank: rank, failure.violation(of: invariant.name, section: section, frame: context.index, step: Context.stepName, entry: context.entryTime))
    }

    @inlinable
    public func _finish(_ configuration: Context.Configuration, _ state: inout Int, _ slot: inout _ViolationSlot, section: String) {}
}

/// The state of two lists, one after the other. A struct, not a tuple: code that is not
/// specialized (a debug build's) looks a tuple's type up under a lock at every use, a struct's
/// without one.
@frozen public struct _PairState<First, Second> {
    public var first: First
    public var second: Second

    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// Two lists, one after the other: what ``InvariantsBuilder`` makes of consecutive statements.
public struct InvariantPair<First: InvariantList, Second: InvariantList>: InvariantList where First.Context == Second.Context {
    public typealias Context = First.Context
    public typealias _State = _PairState<First._State, Second._State>

    /// The first list.
    public let first: First
    /// The second list.
    public let second: Second

    /// The two lists, the first's invariants first.
    ///
    /// - Parameters:
    ///   - first: The first list.
    ///   - second: The second list.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @inlinable public var _count: Int { first._count + second._count }

    public func _describe(into descriptions: inout [InvariantDescription]) {
        first._describe(into: &descriptions)
        second._describe(into: &descriptions)
    }

    @inlinable
    public func _start(_ configuration: Context.Configuration, order: _InvariantOrder, base: Int) -> _State {
        _PairState(first._start(configuration, order: order, base: base), second._start(configuration, order: order, base: base + first._count))
    }

    @inlinable @inline(__always)
    public func _observe(_ observation: Context.Observation, _ configuration: Context.Configuration, _ state: inout _State, _ slot: inout _ViolationSlot) {
        first._observe(observation, configuration, &state.first, &slot)
        second._observe(observation, configuration, &state.second, &slot)
    }

    @inlinable @inline(__always)
    public func _judge(_ context: Context, _ state: inout _State, _ slot: inout _ViolationSlot, section: String) {
        first._judge(context, &state.first, &slot, section: section)
        second._judge(context, &state.second, &slot, section: section)
    }

    @inlinable
    public func _finish(_ configuration: Context.Configuration, _ state: inout _State, _ slot: inout _ViolationSlot, section: String) {
        first._finish(configuration, &state.first, &slot, section: section)
        second._finish(configuration, &state.second, &slot, section: section)
    }

    @inlinable
    public func _restart(_ configuration: Context.Configuration, _ state: inout _State, order: _InvariantOrder, base: Int) {
        first._restart(configuration, &state.first, order: order, base: base)
        second._restart(configuration, &state.second, order: order, base: base + first._count)
    }
}

/// No invariant: the release invariants of an effect without a release rule.
public struct NoInvariants<Context: InvariantContext>: InvariantList {
    public typealias _State = Void

    /// The empty list.
    @inlinable
    public init() {}

    @inlinable public var _count: Int { 0 }
    public func _describe(into descriptions: inout [InvariantDescription]) {}
    @inlinable public func _start(_ configuration: Context.Configuration, order: _InvariantOrder, base: Int) {}
    @inlinable public func _observe(_ observation: Context.Observation, _ configuration: Context.Configuration, _ state: inout Void,
        _ slot: inout _ViolationSlot) {}
    @inlinable public func _judge(_ context: Context, _ state: inout Void, _ slot: inout _ViolationSlot, section: String) {}
    @inlinable public func _finish(_ configuration: Context.Configuration, _ state: inout Void, _ slot: inout _ViolationSlot, section: String) {}
}

/// The invariants of an offset-driven effect: what a declaration's `invariants` returns,
/// `static var invariants: some FrameInvariantList<MyConfiguration, MyFrame> { … }`.
public typealias FrameInvariantList<Configuration, Frame> = InvariantList<FrameContext<Configuration, Frame>>

/// The release rules of an offset-driven effect: what a declaration's `releaseInvariants`
/// returns, `static var releaseInvariants: some ReleaseInvariantList<MyConfiguration, MyFrame> { … }`.
public typealias ReleaseInvariantList<Configuration, Frame> = InvariantList<ReleaseContext<Configuration, Frame>>
