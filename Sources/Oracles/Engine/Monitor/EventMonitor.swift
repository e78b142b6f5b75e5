import Effects

/// Judges an event-driven effect in the running app, event by event, with the rules
/// `check-trace` and `ScrollProof.verify` use (the same streaming checker, which collects each
/// rule's first violation as `check-trace` reports it, in one pass):
/// a list-driven effect you declared (an impression tracker, an autoplay controller), the
/// observer registry, snapping, or any ``DeclaredEventInvariants``.
///
/// Feed it each event the app sees and the implementation's answer to it
/// (``record(_:answer:)``), and, for an effect whose code keeps a log (a fly screen's starts
/// and finishes), each entry as the code logs it (``record(logged:)``): the two are merged in
/// time order as `check-trace` merges a file's. On the first violation of each rule it writes the last
/// ``MonitorOptions/window`` events as a trace file (``MonitorOptions/folder``) and hands a
/// ``MonitorReport`` to ``MonitorOptions/handler``. The world (which cells are shown, what the
/// data source holds) is rebuilt from the events the file keeps: a session longer than the
/// window may need a larger one for the file alone to show the violation
/// (``MonitorReport/reproduces`` says).
///
///     #if DEBUG
///     var monitor = EventMonitor(ImpressionTracking.self, configuration: tracking, fields: [("fraction", 0.5), ("seconds", 1)],
///                                options: MonitorOptions(folder: tracesFolder))
///     #endif
///     func collectionView(_ view: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt path: IndexPath) {
///         let event = ListEvent.willDisplay(cell: CellID(ObjectIdentifier(cell).hashValue), row: path.item)
///         let logged = tracker.handle(event)
///         #if DEBUG
///         monitor.record(event, answer: ImpressionFrame(logged: logged))
///         #endif
///     }
///
/// Meant for debug builds, opt-in in a release build.
@MainActor
public struct EventMonitor<Effect: DeclaredEventInvariants> {
    /// The trace the monitor's files hold.
    public typealias Trace = EventTrace<Effect.Configuration, Effect.World, Effect.Frame>

    @usableFromInline let rules: EventRules<Effect>
    /// The indices of the rules judged, by rank.
    let judged: [Int]
    /// The checker of every rule, collecting each one's first violation.
    @usableFromInline var checker: EventChecker<Effect>
    @usableFromInline var events: MonitorRing<Effect.World.Event>
    @usableFromInline var answers: MonitorRing<Effect.Frame>
    /// The entries the code logged, for a timed world (four a window's event, at most).
    @usableFromInline var log: MonitorRing<Effect.World.Logged>
    @usableFromInline var eventCount = 0
    @usableFromInline var finished = false
    let configuration: Effect.Configuration
    let window: Int
    let sink: MonitorSink
    let writer: @Sendable (Trace) -> String
    /// Every report handed out so far, one per broken rule, in the order found.
    public private(set) var reports: [MonitorReport] = []

    /// Starts judging an implementation.
    ///
    /// - Parameters:
    ///   - effect: The effect's declaration (a built-in event-driven effect's type, or yours).
    ///   - configuration: The implementation's configuration.
    ///   - options: The window, the folder and the handler (default: 1,000 events, no file,
    ///     printed).
    ///   - writer: The trace file's text for a trace (a built-in's `TraceWriter.json`; for a
    ///     list-driven effect you declared,
    ///     ``init(_:configuration:fields:options:outputs:)`` writes one).
    /// - Complexity: O(rules²) once.
    public init(_ effect: Effect.Type, configuration: Effect.Configuration, options: MonitorOptions = MonitorOptions(),
        writer: @escaping @Sendable (Trace) -> String) {
        self.init(effect, configuration: configuration, level: nil, options: options, writer: writer)
    }

    /// Starts judging an implementation by the rules of one level, or all.
    ///
    /// - Parameters:
    ///   - effect: The effect's declaration.
    ///   - configuration: The implementation's configuration.
    ///   - level: The level of the rules judged, or `nil` for every rule.
    ///   - options: The window, the folder and the handler.
    ///   - writer: The trace file's text for a trace.
    /// - Complexity: O(rules²) once.
    package init(_ effect: Effect.Type, configuration: Effect.Configuration, level: InvariantLevel?, options: MonitorOptions,
        writer: @escaping @Sendable (Trace) -> String) {
        let rules = EventRules<Effect>()
        self.rules = rules
        let judged = rules.descriptions.indices.filter { level == nil || rules.descriptions[$0].level == level }
        self.judged = judged
        checker = EventChecker(rules: rules, configuration: configuration, order: _InvariantOrder(judged), collecting: true,
            kindsPerRule: options.reportsPerRule)
        let kept = options.kept
        events = MonitorRing(capacity: kept)
        answers = MonitorRing(capacity: kept)
        window = options.window
        log = MonitorRing(capacity: Effect.World.isTimed ? (kept > Int.max / 4 ? Int.max : kept * 4) : 1)
        self.configuration = configuration
        sink = MonitorSink(effect: Effect.name, options: options,
            declaration: BuiltInEffects.all.contains { $0 == Effect.self } ? nil : String(describing: Effect.self), level: level)
        self.writer = writer
    }

    /// Judges one event and the implementation's answer to it. After ``finish()`` an event is
    /// ignored (the session is over; start a new monitor).
    ///
    /// - Parameters:
    ///   - event: The event the app saw.
    ///   - answer: What the implementation did.
    /// - Complexity: The world's work and O(rules) per event; no allocation once the window is
    ///   full, beyond the world's own, while every rule holds.
    @inlinable
    public mutating func record(_ event: Effect.World.Event, answer: Effect.Frame) {
        guard !finished else { return }
        eventCount += 1
        _ = events.push(event)
        _ = answers.push(answer)
        // An explicit copy for the checker's `consuming` parameter: the answer is also kept in
        // the window (without it, a client's inlined copy of this method released it twice).
        checker.step(event, frame: copy answer)
        if _slowPath(checker.freshCount > 0) { collect() }
    }

    /// Judges one entry the code logged (a timed world's: a fly screen's start, sync, finish or
    /// pop), merged with the events in time order as `check-trace` merges a file's: it is
    /// judged once no event before it in time can still come (at the next event past it).
    /// Record each entry before the next event after its moment, or right after the event
    /// during which the code logged it (either order judges as the file does); an event is
    /// judged once a later one is asked and no entry waits.
    ///
    /// - Parameter logged: The entry, at its moment.
    /// - Complexity: O(rules) for each entry judged; no allocation once the window is full
    ///   while every rule holds.
    @inlinable
    public mutating func record(logged: Effect.World.Logged) {
        guard !finished, Effect.World.isTimed, Effect.World.reads(logged) else { return }
        _ = log.push(logged)
        checker.log(logged)
    }

    /// Ends the session: the rules that judge at the end (an item held long enough but never
    /// logged) report what they kept; later events are ignored.
    ///
    /// - Complexity: O(rules).
    public mutating func finish() {
        guard !finished else { return }
        finished = true
        checker.finish()
        collect()
    }

    /// The number of events judged so far.
    public var eventsJudged: Int { eventCount }

    /// Reports each rule that fired since the last call, in the declaration's order.
    @usableFromInline mutating func collect() {
        guard checker.freshCount > 0 else { return }
        let pending = checker.slot.pending
        checker.acknowledgeCollected()
        let monitor = self
        sink.collect(pending, rules: judged.count, into: &reports) { monitor.window(rule: monitor.judged[$0], violation: $1) }
    }

    /// The report's file (``MonitorFile``: its window after the prelude that rebuilds the
    /// state), the violation's event in it, and whether the file replays exactly the report.
    func window(rule: Int, violation: Violation) -> (text: String, frame: Int, why: String?) {
        let dropped = eventCount - events.count
        // The events judged so far: a timed world's merge may hold the latest asked until the
        // entries logged before it are in, and the violation came before them.
        let judgedCount = max(0, min(events.count, checker.events - dropped))
        let kept = Array(events.elements.prefix(judgedCount)), answers = Array(answers.elements.prefix(judgedCount))
        let logged = log.elements
        // The file of the events from `first`, its first `prelude` judged but not reported,
        // with the entries logged from its first event on (a timed world's).
        func trace(from first: Int, prelude: Int) -> Trace {
            let from = first < kept.count ? Effect.World.time(of: kept[first]) : -.infinity
            var trace = Trace(
                configuration: configuration, events: Array(kept[first...]), frames: Array(answers[first...]),
                log: logged.filter { Effect.World.time(ofLogged: $0) >= from })
            trace.prelude = prelude
            return trace
        }
        let reported = violation.shifted(by: -dropped)
        let file = MonitorFile.find(kept: kept.count, window: window, wholeSession: dropped == 0,
            rank: judged.firstIndex(of: rule) ?? judged.count, violation: reported) {
            start, prelude in
            let t = trace(from: start - prelude, prelude: prelude)
            // Each judged rule alone, its frames as positions in what is kept.
            return judged.map { k in
                EventChecker.check(t, rules: rules, order: _InvariantOrder([k])).map { $0.shifted(by: start - prelude) }
            }
        }
        return (writer(trace(from: file.first, prelude: file.prelude)), reported.frame - file.first, file.why)
    }
}

extension EventMonitor where Effect.World == ListWorld {
    /// Starts judging an implementation of a list-driven effect you declared, whose trace files
    /// are written as `ScrollProof.checkTrace(_:bytes:selection:)` reads them
    /// (docs/trace-format.md, "Effects driven by a list").
    ///
    /// - Parameters:
    ///   - effect: The effect's declaration.
    ///   - configuration: The implementation's configuration.
    ///   - fields: The configuration's fields by name (its `ConfigurationSpace`'s names).
    ///   - options: The window, the folder and the handler.
    ///   - outputs: An answer's outputs as the file holds them (default: its stored properties,
    ///     as `TraceableListEffect.outputs(of:)` writes them).
    /// - Complexity: O(rules²) once.
    public init(
        _ effect: Effect.Type, configuration: Effect.Configuration, fields: [(name: String, value: Double)], options: MonitorOptions = MonitorOptions(),
        outputs: @escaping @Sendable (Effect.Frame) -> TraceOutputs = { TraceOutputs(reflecting: $0) }
    ) {
        let fieldList = fields.map { MonitorField(name: $0.name, value: $0.value) }
        self.init(effect, configuration: configuration, options: options) { trace in
            var file = ListTrace(effect: Effect.name, configuration: fieldList.map { ($0.name, $0.value) })
            for (event, answer) in zip(trace.events, trace.frames) { file.record(event, output: outputs(answer)) }
            file.prelude = trace.prelude
            return file.json
        }
    }
}
