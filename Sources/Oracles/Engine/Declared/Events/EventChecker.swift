/// The one streaming checker of every declared event-driven effect: the world takes each
/// event, then every invariant still checked judges the implementation's answer to it, in one
/// pass as the events arrive; nothing is recorded.
///
/// A pass: `init`, ``step(_:frame:)`` for every event in order, then ``finish()``; the answer
/// is ``slot``'s violation.
@usableFromInline package struct EventChecker<Effect: DeclaredEventInvariants> {
    @usableFromInline let configuration: Effect.Configuration
    @usableFromInline let rules: EventRules<Effect>
    @usableFromInline var state: Effect.Invariants._State
    /// The world after the events so far.
    @inlinable package var world: Effect.World { context.world }
    /// The latest event's context, moved to each next event in place.
    @usableFromInline var context: EventContext<Effect.Configuration, Effect.World, Effect.Frame>
    @usableFromInline var index = 0
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

    /// Starts a pass.
    ///
    /// - Parameters:
    ///   - rules: The declaration's invariants (evaluated once per suite).
    ///   - configuration: The configuration.
    ///   - order: The invariants checked and their order.
    ///   - collecting: Whether every invariant's first violation is collected (a monitor's
    ///     slot, `_ViolationSlot.init(collecting:)`) instead of the first-ranked one.
    /// - Complexity: O(invariants).
    @inlinable
    package init(rules: EventRules<Effect>, configuration: Effect.Configuration, order: _InvariantOrder, collecting: Bool = false) {
        self.configuration = configuration
        self.rules = rules
        state = rules.invariants._start(configuration, order: order, base: 0)
        context = EventContext(configuration: configuration, world: Effect.world(for: configuration))
        result = collecting ? _ViolationSlot(collecting: order) : _ViolationSlot(order: order)
    }

    /// The number of events judged so far.
    @inlinable package var events: Int { index }

    /// Judges one event and the implementation's answer to it.
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - frame: The answer.
    /// - Complexity: The world's `apply` and O(invariants).
    @inlinable
    package mutating func step(_ event: Effect.World.Event, frame: consuming Effect.Frame) {
        context.advance(event, frame: frame)
        rules.invariants._judge(context, &state, &result, section: rules.section)
        index += 1
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
    ///   - rules: The declaration's invariants.
    ///   - order: The invariants checked and their order.
    /// - Returns: The first violation of the invariant ranked first among those broken, or `nil`.
    /// - Complexity: O(events · invariants).
    @usableFromInline package static func check(_ trace: EventTrace<Effect.Configuration, Effect.World, Effect.Frame>, rules: EventRules<Effect>, order: _InvariantOrder) -> Violation? {
        var checker = EventChecker(rules: rules, configuration: trace.configuration, order: order)
        for (event, frame) in zip(trace.events, trace.frames) {
            if checker.isDecided { break }
            checker.step(event, frame: frame)
        }
        checker.finish()
        return checker.slot.violation
    }
}
