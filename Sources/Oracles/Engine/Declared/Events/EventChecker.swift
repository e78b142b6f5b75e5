/// The one streaming checker of every declared event-driven effect: the world takes each
/// event, then every invariant still checked judges the implementation's answer to it, in one
/// pass as the events arrive; nothing is recorded.
///
/// A pass: `init`, ``step(_:frame:)`` for every event in order, then ``finish()``; the answer
/// is ``slot``'s violation.
@usableFromInline package struct EventChecker<Effect: DeclaredEventInvariants> {
    @usableFromInline var configuration: Effect.Configuration
    @usableFromInline let rules: EventRules<Effect>
    @usableFromInline var state: Effect.Invariants._State
    /// The world after the events so far.
    @inlinable package var world: Effect.World { context.world }
    /// The latest event's context, moved to each next event in place.
    @usableFromInline var context: EventContext<Effect.Configuration, Effect.World, Effect.Frame>
    @usableFromInline var index = 0
    @usableFromInline var result: _ViolationSlot
    /// For a timed world (``EventWorld/isTimed``): the events asked and the entries logged not
    /// judged yet, held until their order in time is known.
    @usableFromInline var merge: EventMerge<Effect.World.Event, Effect.Frame, Effect.World.Logged>?
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
    ///   - kindsPerRule: A collecting pass's kinds of violation kept per invariant (1: its
    ///     first only; a monitor keeps later ones of another kind).
    /// - Complexity: O(invariants).
    @inlinable
    package init(rules: EventRules<Effect>, configuration: Effect.Configuration, order: _InvariantOrder, collecting: Bool = false, kindsPerRule: Int = 1) {
        self.configuration = configuration
        self.rules = rules
        state = rules.invariants._start(configuration, order: order, base: 0)
        context = EventContext(configuration: configuration, world: Effect.world(for: configuration))
        result = collecting ? _ViolationSlot(collecting: order, kindsPerRule: kindsPerRule) : _ViolationSlot(order: order)
    }

    /// The same pass again for the next case, in this pass's storage: the invariants' memories
    /// and the world emptied (``StatefulInvariant/restart(_:_:)``,
    /// ``DeclaredEventInvariants/restart(_:for:)``), so that a property's next case allocates
    /// nothing for them once they have grown.
    ///
    /// - Parameters:
    ///   - configuration: The next case's configuration.
    ///   - order: The invariants checked and their order.
    /// - Complexity: O(invariants) and what the memories and the world held.
    @inlinable
    package mutating func restart(configuration: Effect.Configuration, order: _InvariantOrder) {
        self.configuration = configuration
        rules.invariants._restart(configuration, &state, order: order, base: 0)
        context.restart(configuration: configuration)
        Effect.restart(&context.storedWorld, for: configuration)
        index = 0
        result = _ViolationSlot(order: order)
        if merge != nil { merge!.removeAll() }
    }

    /// Every invariant judges the context: the context, the memories and the result passed as
    /// three distinct places, so that the context is judged where it is, not copied.
    @inlinable @inline(__always)
    static func judgeNow(_ rules: EventRules<Effect>, _ context: inout EventContext<Effect.Configuration, Effect.World, Effect.Frame>,
                         _ state: inout Effect.Invariants._State, _ result: inout _ViolationSlot) {
        rules.invariants._judge(context, &state, &result, section: rules.section)
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
        guard Effect.World.isTimed else { return judge(event, frame: frame) }
        if merge == nil { merge = EventMerge() }
        merge!.asked(event, frame, time: Effect.World.time(of: event))
        drain(ending: false)
    }

    /// Judges one event asked and the implementation's answer to it, now.
    @inlinable
    mutating func judge(_ event: Effect.World.Event, frame: consuming Effect.Frame) {
        context.advance(event, frame: frame)
        Self.judgeNow(rules, &context, &state, &result)
        index += 1
    }

    /// Takes one entry the code logged (a timed world's): judged once its place in time among
    /// the events asked is known, as `check-trace` reads a file.
    ///
    /// - Parameter logged: The entry.
    /// - Complexity: O(invariants) for each entry and event judged.
    @inlinable
    package mutating func log(_ logged: Effect.World.Logged) {
        guard Effect.World.isTimed, Effect.World.reads(logged) else { return }
        if merge == nil { merge = EventMerge() }
        merge!.logged(logged, time: Effect.World.time(ofLogged: logged))
        drain(ending: false)
    }

    /// Judges a recorded stream, what was asked and what was logged, merged in time order as
    /// `check-trace` reads a file (``EventMerge``'s order, with both streams known: nothing is
    /// held). Call ``finish()`` after.
    ///
    /// - Parameters:
    ///   - asked: The events asked and their answers, in order.
    ///   - log: The entries logged, in order.
    /// - Complexity: O(events + entries) judgements.
    @inlinable
    package mutating func judge<Asked: Sequence, Log: Sequence>(asked: Asked, log: Log)
        where Asked.Element == (Effect.World.Event, Effect.Frame), Log.Element == Effect.World.Logged {
        var events = asked.makeIterator(), entries = log.makeIterator()
        var pending = events.next()
        while let entry = entries.next() {
            guard Effect.World.reads(entry) else { continue }
            let e = Effect.World.time(ofLogged: entry) + context.world.horizon
            while let (event, frame) = pending, Effect.World.time(of: event) <= e {
                judge(event, frame: frame)
                pending = events.next()
            }
            context.advance(logged: entry)
            Self.judgeNow(rules, &context, &state, &result)
        }
        while let (event, frame) = pending {
            judge(event, frame: frame)
            pending = events.next()
        }
    }

    /// Judges a recorded stream read one element at a time (a file's steps and entries, each
    /// decoded as it is reached), merged in time order as ``judge(asked:log:)`` merges it.
    ///
    /// - Parameters:
    ///   - nextAsked: The next event asked and its answer, or `nil` after the last.
    ///   - nextLogged: The next entry logged, or `nil` after the last.
    /// - Throws: What either reader throws; the pass stops there.
    /// - Complexity: O(events + entries) judgements.
    @inlinable
    package mutating func judge<Failure: Error>(
        nextAsked: () throws(Failure) -> (Effect.World.Event, Effect.Frame)?, nextLogged: () throws(Failure) -> Effect.World.Logged?
    ) throws(Failure) {
        var pending = try nextAsked()
        while let entry = try nextLogged() {
            guard Effect.World.reads(entry) else { continue }
            let e = Effect.World.time(ofLogged: entry) + context.world.horizon
            while let (event, frame) = pending, Effect.World.time(of: event) <= e {
                judge(event, frame: frame)
                pending = try nextAsked()
            }
            context.advance(logged: entry)
            Self.judgeNow(rules, &context, &state, &result)
        }
        while let (event, frame) = pending {
            judge(event, frame: frame)
            pending = try nextAsked()
        }
    }

    /// Every invariant's first violation, in the order's ranks: a collecting pass's result
    /// (``init(rules:configuration:order:collecting:)``), after ``finish()``.
    package var firstViolations: [Violation] {
        (0..<result.order.count).compactMap { result.first(rank: $0) }
    }

    /// Judges what the merge can order now (everything when `ending`).
    @inlinable
    mutating func drain(ending: Bool) {
        guard var pending = merge.take() else { return }
        defer { merge = pending }
        while let item = pending.next(horizon: context.world.horizon, ending: ending) {
            switch item {
            case let .asked(event, frame): judge(event, frame: frame)
            case let .logged(entry):
                context.advance(logged: entry)
                Self.judgeNow(rules, &context, &state, &result)
            }
        }
    }

    /// Ends the pass: what is held is judged in its order; a world that judges at the end is
    /// judged once more; the invariants with a memory report what they kept for the end.
    ///
    /// - Complexity: O(invariants) and what is held.
    @inlinable
    package mutating func finish() {
        drain(ending: true)
        if Effect.World.judgesAtEnd {
            context.end()
            Self.judgeNow(rules, &context, &state, &result)
        }
        rules.invariants._finish(configuration, &state, &result, section: rules.section)
    }

    /// Runs a pass over a recorded trace.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - rules: The declaration's invariants.
    ///   - order: The invariants checked and their order.
    /// - Returns: The first violation of the invariant ranked first among those broken, or `nil`
    ///   (none of the trace's prelude, ``EventTrace/prelude``).
    /// - Complexity: O(events · invariants).
    @usableFromInline package static func check(_ trace: EventTrace<Effect.Configuration, Effect.World, Effect.Frame>,
        rules: EventRules<Effect>, order: _InvariantOrder) -> Violation? {
        var checker = EventChecker(rules: rules, configuration: trace.configuration, order: order)
        checker.result.reportsFrom = _ViolationSlot.reportsFrom(prelude: trace.prelude)
        if Effect.World.isTimed {
            checker.merge = EventMerge(events: trace.events, frames: trace.frames, log: trace.log.filter(Effect.World.reads),
                time: Effect.World.time(of:), timeOfLogged: Effect.World.time(ofLogged:))
        } else {
            for (event, frame) in zip(trace.events, trace.frames) {
                if checker.isDecided { break }
                checker.step(event, frame: frame)
            }
        }
        checker.finish()
        return checker.slot.violation
    }
}
