/// An invariant with a memory, as a type: for a rule that depends on the whole path and not
/// only on the step before (a trigger that arms and disarms, a hysteresis, the pages turned so
/// far, a break kept for the end of the case). The checker keeps one memory per case and
/// updates it in place. ``Remembering`` writes one with closures.
///
///     struct ButtonHysteresis: StatefulInvariant {
///         var name: String { "buttonHysteresis" }
///         var statement: String { "shown past showAt, hidden below hideAt" }
///         func start(_ c: ButtonConfiguration) -> Bool { false }
///         func observe(_ y: Double, _ c: ButtonConfiguration, _ shown: inout Bool) {
///             if y > c.showAt { shown = true } else if y < c.hideAt { shown = false }
///         }
///         func judge(_ x: FrameContext<ButtonConfiguration, ButtonFrame>, _ shown: inout Bool) -> InvariantFailure? {
///             // The initial frame (index −1) is judged too, and its input is never observed: the
///             // memory starts from what the start input alone says (between the two, either is right).
///             if x.index < 0 { shown = x.input > x.configuration.showAt ? true : x.input < x.configuration.hideAt ? false : x.frame.buttonShown }
///             return x.frame.buttonShown == shown ? nil : InvariantFailure("the button should be \(shown ? "shown" : "hidden")")
///         }
///     }
///
/// A rule that starts its memory from the configuration alone, and judges the initial frame
/// with it, raises a false alarm on correct code whose case starts past a threshold: seed the
/// memory at the initial frame (``FrameContext/index`` is −1 there) from the start input.
public protocol StatefulInvariant<Context>: Sendable {
    /// What the invariant judges at each step.
    associatedtype Context: InvariantContext
    /// A case's memory.
    associatedtype Memory

    /// The invariant's name, as reports show it.
    var name: String { get }
    /// What it states, in one line.
    var statement: String { get }
    /// Its level (default safety).
    var level: InvariantLevel { get }

    /// The memory for a configuration, before any step.
    ///
    /// - Parameter configuration: The case's configuration.
    /// - Returns: The memory.
    func start(_ configuration: Context.Configuration) -> Memory
    /// Learns from an observation: an offset-driven effect's every finite input, accepted or
    /// not, before its frame is judged (the initial input is not observed). Default: nothing.
    ///
    /// - Parameters:
    ///   - observation: The observation.
    ///   - configuration: The configuration.
    ///   - memory: The memory.
    func observe(_ observation: Context.Observation, _ configuration: Context.Configuration, _ memory: inout Memory)
    /// Judges one step with the memory, which it may update.
    ///
    /// - Parameters:
    ///   - context: The step.
    ///   - memory: The memory.
    /// - Returns: `nil` when the invariant holds, else what broke.
    func judge(_ context: Context, _ memory: inout Memory) -> InvariantFailure?
    /// A failure reported once the case is over, at the step it names, unless ``judge(_:_:)``
    /// reported one: a break kept for the end because another kind of break anywhere in the
    /// case takes precedence. Default: none.
    ///
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - memory: The memory.
    /// - Returns: The step and the failure, or `nil`.
    func finish(_ configuration: Context.Configuration, _ memory: inout Memory) -> (index: Int, failure: InvariantFailure)?
    /// Empties a memory for the next case with a configuration, as ``start(_:)`` would make it
    /// (default: `start`'s): a memory that holds buffers keeps their storage, so a property's
    /// next case allocates nothing for it.
    ///
    /// - Parameters:
    ///   - configuration: The next case's configuration.
    ///   - memory: The memory of the case before.
    func restart(_ configuration: Context.Configuration, _ memory: inout Memory)
}

extension StatefulInvariant {
    public var level: InvariantLevel { .safety }
    public func observe(_ observation: Context.Observation, _ configuration: Context.Configuration, _ memory: inout Memory) {}
    public func finish(_ configuration: Context.Configuration, _ memory: inout Memory) -> (index: Int, failure: InvariantFailure)? { nil }
    public func restart(_ configuration: Context.Configuration, _ memory: inout Memory) { memory = start(configuration) }
}

/// The state of an invariant with a memory, in a list: its rank and its memory. A struct, not a
/// tuple: code that is not specialized (a debug build's) looks a tuple's type up under a lock at
/// every use, a struct's without one.
@frozen public struct _RankedMemory<Memory> {
    public var rank: Int
    public var memory: Memory

    @inlinable
    public init(rank: Int, memory: Memory) {
        self.rank = rank
        self.memory = memory
    }
}

/// An invariant with a memory as a list: its state is its rank and its memory.
public struct SingleStatefulInvariant<Base: StatefulInvariant>: InvariantList {
    public typealias Context = Base.Context
    public typealias _State = _RankedMemory<Base.Memory>

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
    public func _start(_ configuration: Context.Configuration, order: _InvariantOrder, base: Int) -> _State {
        _RankedMemory(rank: order.rank(base), memory: invariant.start(configuration))
    }

    @inlinable @inline(__always)
    public func _observe(_ observation: Context.Observation, _ configuration: Context.Configuration, _ state: inout _State, _ slot: inout _ViolationSlot) {
        if slot.wants(rank: state.rank) { invariant.observe(observation, configuration, &state.memory) }
    }

    @inlinable @inline(__always)
    public func _judge(_ context: Context, _ state: inout _State, _ slot: inout _ViolationSlot, section: String) {
        guard slot.wants(rank: state.rank), let failure = invariant.judge(context, &state.memory) else { return }
        slot.report(rank: state.rank, failure.violation(of: invariant.name, section: section, frame: context.index,
            step: Context.stepName, entry: context.entryTime))
    }

    @inlinable
    public func _restart(_ configuration: Context.Configuration, _ state: inout _State, order: _InvariantOrder, base: Int) {
        state.rank = order.rank(base)
        invariant.restart(configuration, &state.memory)
    }

    @inlinable
    public func _finish(_ configuration: Context.Configuration, _ state: inout _State, _ slot: inout _ViolationSlot, section: String) {
        guard slot.wants(rank: state.rank), let (index, failure) = invariant.finish(configuration, &state.memory) else { return }
        slot.report(rank: state.rank, failure.violation(of: invariant.name, section: section, frame: index, step: Context.stepName))
    }
}
