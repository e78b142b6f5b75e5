import ScrollProofUtilities
import Effects

/// The invariants of §4 judged together in one pass over a trace read as a stream (its steps
/// and its event log in step), so that a trace that keeps them all is known to without the
/// oracles' walks over the whole trace, and without holding the trace: `check-trace` judges a
/// file in memory that grows with the items on screen or waiting, not with the file.
///
/// It judges by the oracles' own rules: each rule's walk (`FlyScreenInvariants+FlightWalks`,
/// `+Walks`) or judgement of one thing (`+Judgements`) is the one the oracle reports with, fed
/// here as the stream goes instead of from the whole trace. What it cannot follow as a stream
/// (an event twice or for an item it does not hold, a log out of time order, an item that
/// starts before an earlier one, which the schedule's walks need in insertion order) it
/// declines: it answers `false` without a verdict, and the suite and `check-trace` then run the
/// oracles, which feed the same walks the whole trace and give the report. A `true` is a
/// verdict: no selected oracle can find a violation in the trace. A correct screen's trace is
/// never declined.
///
/// The differential tests hold it to the oracles: over generated workloads of the model, the
/// published fly view, library variants, the capacity mutant, models sabotaged one invariant
/// at a time (two of them just past a tolerance), and those traces mutated as a recorder gets
/// them wrong, every trace an oracle rejects is one this check rejects.
package struct FlyScreenChecker: Sendable {
    /// The rules judged, one bit each (``FlyScreenRule/bit``).
    let selected: UInt16

    /// A checker of every built-in invariant.
    package static let all = FlyScreenChecker(selected: FlyScreenRule.allCases.reduce(0) { $0 | $1.bit })

    private init(selected: UInt16) { self.selected = selected }

    /// A checker of some built-in invariants, or `nil` when an oracle is not one of them (a
    /// user's own invariant, which only its oracle can judge).
    ///
    /// - Parameter oracles: The oracles to vouch for.
    /// - Complexity: O(oracles).
    package init?(judging oracles: [TraceOracle<FlyScreenTrace>]) {
        var selected: UInt16 = 0
        for oracle in oracles {
            guard let rule = FlyScreenRule(oracle) else { return nil }
            selected |= rule.bit
        }
        self.selected = selected
    }

    /// Whether the checker judges a rule.
    @inline(__always) func judges(_ rule: FlyScreenRule) -> Bool { selected & rule.bit != 0 }

    /// What the pass must know of the whole trace before it reads the log, read off the steps
    /// in a first pass in constant memory.
    package struct Outline: Sendable {
        /// Whether any step is a sync (``FlyScreenTrace/seeks``).
        package private(set) var seeks = false
        /// `t_end` on the play clock (``FlyScreenTrace/endTime`` of the trace in play time).
        package private(set) var end = -Double.infinity
        /// The longest flight duration of an accepted item (at least `d`).
        package private(set) var longest: Double
        /// Whether every step can be judged in a stream: times finite and in order, every
        /// accepted duration valid. When not, the checker cannot vouch.
        package private(set) var isOrdered = true
        private let duration: Double
        private var clock = Clock()
        private var latest = -Double.infinity

        /// An outline of no steps yet.
        ///
        /// - Parameter configuration: The trace's configuration.
        package init(configuration: FlyScreenConfiguration) {
            duration = configuration.duration
            longest = configuration.duration
        }

        /// The outline a live pass judges with while the trace is still being recorded
        /// (`FlyScreenMonitor`): what it assumes of the steps to come (whether any seeks, the
        /// longest accepted duration), and no end yet (``observe(end:)`` moves it on).
        ///
        /// - Parameters:
        ///   - configuration: The trace's configuration.
        ///   - seeks: Whether the trace is taken to seek.
        ///   - longest: The longest flight duration taken (at least `d`).
        package init(configuration: FlyScreenConfiguration, seeks: Bool, longest: Double) {
            self.init(configuration: configuration)
            self.seeks = seeks
            self.longest = Swift.max(longest, configuration.duration)
        }

        /// Moves a live outline's end on to the end of the steps recorded so far.
        ///
        /// - Parameter end: `t_end` of the steps so far, on the play clock.
        package mutating func observe(end: Double) { self.end = Swift.max(self.end, end) }

        /// An outline of no steps yet in this one's storage (``Swift/Array/recycled()``).
        ///
        /// - Parameter configuration: The trace's configuration.
        /// - Returns: The outline; this one must not be used again.
        /// - Complexity: O(pauses held).
        package mutating func recycled(configuration: FlyScreenConfiguration) -> Outline {
            var outline = Outline(configuration: configuration)
            outline.clock = clock.recycled()
            return outline
        }

        /// Reads the next step.
        ///
        /// - Parameter step: The step, in virtual time.
        /// - Complexity: O(1) amortized.
        package mutating func read(_ step: FlyScreenTrace.Step) {
            guard step.time.isFinite, step.time >= latest else { isOrdered = false; return }
            latest = step.time
            clock.read(step)
            clock.drop(endedBefore: latest)
            if let played = clock.play(step.time) { end = max(end, played) } else { isOrdered = false }
            switch step {
            case .sync: seeks = true
            case let .timedInsert(_, _, own, _, .accepted):
                if own.isFinite, own > 0 { longest = max(longest, own) } else { isOrdered = false }
            default: break
            }
        }
    }

    /// Whether the trace surely keeps the invariants this checker judges.
    ///
    /// - Parameter trace: The trace.
    /// - Returns: `true` when none of their oracles can find a violation in it; `false` when one
    ///   may (run the oracles for the verdict).
    /// - Complexity: O(steps + events · a + taps · n) for `a` items in the air together and
    ///   `n` items on screen around a tap.
    package func keeps(_ trace: FlyScreenTrace) -> Bool {
        var outline = Outline(configuration: trace.configuration)
        var accepted = 0
        for step in trace.steps {
            outline.read(step)
            if step.answer?.result == .accepted { accepted += 1 }
        }
        var steps = trace.steps.makeIterator(), events = trace.events.makeIterator()
        return read(trace.configuration, outline, items: accepted, nextStep: { steps.next() }, nextEvent: { events.next() }).kept
    }

    /// Whether a trace read as a stream surely keeps the invariants this checker judges: the
    /// steps and the events are read in step (before an event, every step up to its time and
    /// the tolerance of a moment), each once.
    ///
    /// - Parameters:
    ///   - configuration: The trace's configuration.
    ///   - outline: The outline of its steps (a first pass over them).
    ///   - nextStep: The next step, `nil` after the last.
    ///   - nextEvent: The next event of the log, `nil` after the last.
    /// - Returns: `true` when none of their oracles can find a violation in it; `false` when one
    ///   may.
    /// - Throws: What reading a step or an event throws.
    /// - Complexity: O(steps + events · a + taps · n); memory O(items on screen, waiting or
    ///   around a pending tap) and a bit per id.
    package func keeps<ReadError: Error>(
        _ configuration: FlyScreenConfiguration, _ outline: Outline,
        nextStep: () throws(ReadError) -> FlyScreenTrace.Step?, nextEvent: () throws(ReadError) -> FlyScreenEvent?
    ) throws(ReadError) -> Bool {
        try read(configuration, outline, items: 8, nextStep: nextStep, nextEvent: nextEvent).kept
    }

    /// ``keeps(_:_:nextStep:nextEvent:)``, and the most the pass held at once: items, the
    /// judgements waiting for the log, the items in the air and the empty stretches (what
    /// the tests hold to the items on screen, not to the trace's length).
    ///
    /// - Parameters:
    ///   - configuration: The trace's configuration.
    ///   - outline: The outline of its steps.
    ///   - items: How many items it may hold at once, if known (the storage is made that
    ///     large at once; default 8, grown as needed).
    ///   - nextStep: The next step, `nil` after the last.
    ///   - nextEvent: The next event of the log, `nil` after the last.
    /// - Returns: Whether the trace surely keeps the invariants, and the most held.
    /// - Throws: What reading a step or an event throws.
    /// - Complexity: That of ``keeps(_:_:nextStep:nextEvent:)``.
    package func read<ReadError: Error>(
        _ configuration: FlyScreenConfiguration, _ outline: Outline, items: Int = 8,
        nextStep: () throws(ReadError) -> FlyScreenTrace.Step?, nextEvent: () throws(ReadError) -> FlyScreenEvent?
    ) throws(ReadError) -> (kept: Bool, mostHeld: Int) {
        guard outline.isOrdered else { return (false, 0) }
        var pass = Pass(self, configuration, outline, items: items)
        let kept = try Self.drive(&pass, nextStep: nextStep, nextEvent: nextEvent)
        return (kept, pass.mostHeld)
    }

    /// What a property keeps from one case to the next: the buffers of the last pass, which
    /// the next one reuses, so that a property's passing cases allocate nothing once they
    /// have grown.
    package struct Storage: Sendable {
        var pass: Pass?

        /// No buffers yet.
        package init() {}
    }

    /// ``keeps(_:)`` of a trace held as its parts, with the outline its recorder read as it
    /// went, in storage reused from the previous case.
    ///
    /// - Parameters:
    ///   - configuration: The trace's configuration.
    ///   - steps: Its steps.
    ///   - events: Its event log.
    ///   - outline: The outline of `steps`.
    ///   - storage: The buffers of the previous case, left with this one's.
    /// - Returns: `true` when none of the judged oracles can find a violation in the trace;
    ///   `false` when one may (run the oracles for the verdict).
    /// - Complexity: That of ``keeps(_:)``.
    package func keeps(
        _ configuration: FlyScreenConfiguration, steps: [FlyScreenTrace.Step], events: [FlyScreenEvent], outline: Outline,
        reusing storage: inout Storage
    ) -> Bool {
        guard outline.isOrdered else { return false }
        var pass: Pass
        if var old = storage.pass.take() {
            pass = old.recycled(self, configuration, outline)
        } else {
            pass = Pass(self, configuration, outline)
        }
        var steps = steps.makeIterator(), events = events.makeIterator()
        let kept = Self.drive(&pass, nextStep: { steps.next() }, nextEvent: { events.next() })
        storage.pass = pass
        return kept
    }

    /// Runs a pass over a stream: before an event, every step up to its time and the largest
    /// tolerance of a moment, then the event; the rest of the steps; the end.
    private static func drive<ReadError: Error>(
        _ pass: inout Pass, nextStep: () throws(ReadError) -> FlyScreenTrace.Step?, nextEvent: () throws(ReadError) -> FlyScreenEvent?
    ) throws(ReadError) -> Bool {
        var pending = try nextStep()
        while let event = try nextEvent() {
            let time = event.time
            guard time.isFinite else { return false }
            while let step = pending, pass.reads(step, beforeEventAt: time) {
                guard pass.read(step) else { return false }
                pending = try nextStep()
            }
            guard pass.read(event) else { return false }
        }
        while let step = pending {
            guard pass.read(step) else { return false }
            pending = try nextStep()
        }
        return pass.finish()
    }
}

extension FlyScreenEvent {
    /// The item the event is about.
    var id: Int {
        switch self {
        case let .inserted(id, _, _), let .refused(id, _, _), let .started(id, _, _), let .synced(id, _, _, _), let .finished(id, _, _, _), let .liked(id, _): id
        }
    }

    /// When the event happened, in virtual time.
    var time: Double {
        switch self {
        case let .inserted(_, _, time), let .refused(_, _, time), let .started(_, _, time), let .synced(_, _, time, _), let .finished(_, _, time, _), let .liked(_, time): time
        }
    }
}
