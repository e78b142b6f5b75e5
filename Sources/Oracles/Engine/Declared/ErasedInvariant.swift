/// One case's memory of an erased invariant (a ``FrameInvariant`` made with
/// ``FrameInvariant/remembering(_:_:level:from:observing:judge:finish:)``), held by the checker
/// and updated in place, without a cast per step.
@usableFromInline
protocol MemoryCell<Context> {
    associatedtype Context: InvariantContext
    /// Learns from an observation.
    mutating func observe(_ observation: Context.Observation, _ configuration: Context.Configuration)
    /// Judges a step.
    mutating func judge(_ context: Context) -> InvariantFailure?
    /// The failure kept for the end of the case, and its step.
    mutating func finish(_ configuration: Context.Configuration) -> (index: Int, failure: InvariantFailure)?
}

/// The memory of a ``StatefulInvariant``, erased.
@usableFromInline
struct StatefulCell<Rule: StatefulInvariant>: MemoryCell {
    @usableFromInline typealias Context = Rule.Context
    @usableFromInline let rule: Rule
    @usableFromInline var memory: Rule.Memory

    @usableFromInline
    init(rule: Rule, memory: Rule.Memory) {
        self.rule = rule
        self.memory = memory
    }

    @usableFromInline
    mutating func observe(_ observation: Context.Observation, _ configuration: Context.Configuration) { rule.observe(observation, configuration, &memory) }

    @usableFromInline
    mutating func judge(_ context: Context) -> InvariantFailure? { rule.judge(context, &memory) }

    @usableFromInline
    mutating func finish(_ configuration: Context.Configuration) -> (index: Int, failure: InvariantFailure)? { rule.finish(configuration, &memory) }
}

/// An invariant whose type is erased (``FrameInvariant``, ``ReleaseInvariant``): a name, a
/// statement, a level, a closure, and perhaps a memory. An array of them is an
/// ``InvariantList``, as declarations written before ``InvariantsBuilder`` give them.
public protocol _ErasedInvariant: InvariantList where _State == _ErasedInvariantState<Context> {
    /// The invariant's name.
    var name: String { get }
    /// What it states.
    var statement: String { get }
    /// Its level.
    var level: InvariantLevel { get }
    /// Judges one step (an invariant with a memory is judged by its memory instead).
    var judge: @Sendable (Context) -> InvariantFailure? { get }
    /// Makes a case's memory, for an invariant that has one.
    func _memory(_ configuration: Context.Configuration) -> _ErasedMemory<Context>?
}

/// A case's memory of an erased invariant.
public struct _ErasedMemory<Context: InvariantContext> {
    @usableFromInline var cell: any MemoryCell<Context>

    @usableFromInline
    init(_ cell: any MemoryCell<Context>) { self.cell = cell }
}

/// A case's state of an erased invariant: its rank and, if it has one, its memory.
public struct _ErasedInvariantState<Context: InvariantContext> {
    @usableFromInline var rank: Int
    @usableFromInline var memory: _ErasedMemory<Context>?

    @usableFromInline
    init(rank: Int, memory: _ErasedMemory<Context>?) {
        self.rank = rank
        self.memory = memory
    }
}

extension _ErasedInvariant {
    @inlinable public var _count: Int { 1 }

    public func _describe(into descriptions: inout [InvariantDescription]) {
        descriptions.append(InvariantDescription(name, statement, level: level))
    }

    @inlinable
    public func _start(_ configuration: Context.Configuration, order: _InvariantOrder, base: Int) -> _State {
        _ErasedInvariantState(rank: order.rank(base), memory: _memory(configuration))
    }

    @inlinable
    public func _observe(_ observation: Context.Observation, _ configuration: Context.Configuration, _ state: inout _State, _ slot: inout _ViolationSlot) {
        if state.memory != nil, slot.wants(rank: state.rank) { state.memory!.cell.observe(observation, configuration) }
    }

    @inlinable
    public func _judge(_ context: Context, _ state: inout _State, _ slot: inout _ViolationSlot, section: String) {
        guard slot.wants(rank: state.rank) else { return }
        guard let failure = state.memory == nil ? judge(context) : state.memory!.cell.judge(context) else { return }
        slot.report(rank: state.rank, failure.violation(of: name, section: section, frame: context.index, step: Context.stepName, entry: context.entryTime))
    }

    @inlinable
    public func _finish(_ configuration: Context.Configuration, _ state: inout _State, _ slot: inout _ViolationSlot, section: String) {
        guard state.memory != nil, slot.wants(rank: state.rank), let (index, failure) = state.memory!.cell.finish(configuration) else { return }
        slot.report(rank: state.rank, failure.violation(of: name, section: section, frame: index, step: Context.stepName))
    }
}

/// An array of erased invariants is a list: the form of declarations written as
/// `static let invariants: [FrameInvariant<C, F>] = [ … ]`. A case allocates nothing unless
/// one of them has a memory.
extension Array: InvariantList where Element: _ErasedInvariant {
    public typealias Context = Element.Context

    /// The ranks (the order and the first index) and the memories, one per element when any
    /// has one, else none.
    public struct _State {
        @usableFromInline let order: _InvariantOrder
        @usableFromInline let base: Int
        @usableFromInline var memories: [_ErasedMemory<Element.Context>?]
        /// The elements from the first the order checks to the last (`lower ..< upper`): an
        /// order of one invariant (`check-trace`'s pass, an oracle alone) judges one element per
        /// frame, not every element of a long declaration.
        @usableFromInline let lower: Int, upper: Int

        @usableFromInline
        init(order: _InvariantOrder, base: Int, count: Int, memories: [_ErasedMemory<Element.Context>?]) {
            self.order = order
            self.base = base
            self.memories = memories
            var lower = count, upper = 0
            for i in 0..<count where order.contains(base + i) {
                lower = Swift.min(lower, i)
                upper = i + 1
            }
            (self.lower, self.upper) = (Swift.min(lower, upper), upper)
        }
    }

    @inlinable public var _count: Int { count }

    public func _describe(into descriptions: inout [InvariantDescription]) {
        for element in self { element._describe(into: &descriptions) }
    }

    @inlinable
    public func _start(_ configuration: Element.Context.Configuration, order: _InvariantOrder, base: Int) -> _State {
        var memories: [_ErasedMemory<Element.Context>?] = []
        // Only the elements the order checks start a memory (an oracle of one invariant of a
        // long declaration starts one).
        let state = _State(order: order, base: base, count: count, memories: [])
        for i in state.lower..<state.upper where order.contains(base + i) {
            guard let memory = self[i]._memory(configuration) else { continue }
            if memories.isEmpty { memories = Array<_ErasedMemory<Element.Context>?>(repeating: nil, count: count) }
            memories[i] = memory
        }
        return _State(order: order, base: base, count: count, memories: memories)
    }

    @inlinable
    public func _observe(_ observation: Element.Context.Observation, _ configuration: Element.Context.Configuration, _ state: inout _State,
        _ slot: inout _ViolationSlot) {
        guard !state.memories.isEmpty else { return }
        observeMemories(observation, configuration, &state, &slot)
    }

    /// Apart, so that a list without memories never makes its (empty) array of memories
    /// unique: that would allocate on every step.
    @inlinable @inline(never)
    func observeMemories(_ observation: Element.Context.Observation, _ configuration: Element.Context.Configuration, _ state: inout _State,
        _ slot: inout _ViolationSlot) {
        for i in indices where state.memories[i] != nil && slot.wants(rank: state.order.rank(state.base + i)) {
            state.memories[i]!.cell.observe(observation, configuration)
        }
    }

    @inlinable
    public func _judge(_ context: Element.Context, _ state: inout _State, _ slot: inout _ViolationSlot, section: String) {
        // The elements are borrowed in place: reading one out of the array would copy it, and
        // retain and release its names and closures, on every frame.
        withUnsafeBufferPointer { elements in
            var i = state.lower
            while i < state.upper {
                let rank = state.order.rank(state.base + i)
                if slot.wants(rank: rank) {
                    let failure = state.memories.isEmpty || state.memories[i] == nil ? elements[i].judge(context) : judgeRemembered(i, context, &state)
                    if let failure { slot.report(rank: rank, failure.violation(of: elements[i].name, section: section, frame: context.index,
                        step: Context.stepName, entry: context.entryTime)) }
                }
                i += 1
            }
        }
    }

    @inlinable @inline(never)
    func judgeRemembered(_ i: Int, _ context: Element.Context, _ state: inout _State) -> InvariantFailure? {
        state.memories[i]!.cell.judge(context)
    }

    @inlinable
    public func _finish(_ configuration: Element.Context.Configuration, _ state: inout _State, _ slot: inout _ViolationSlot, section: String) {
        guard !state.memories.isEmpty else { return }
        for i in indices where state.memories[i] != nil {
            let rank = state.order.rank(state.base + i)
            if slot.wants(rank: rank), let (index, failure) = state.memories[i]!.cell.finish(configuration) {
                slot.report(rank: rank, failure.violation(of: self[i].name, section: section, frame: index, step: Context.stepName))
            }
        }
    }
}
