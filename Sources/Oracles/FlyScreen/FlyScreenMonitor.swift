import Effects

/// Judges a fly screen (a danmaku view) in the running app, step by step, with the rules
/// `check-trace` uses: the same streaming checker, fed as the app goes, and on a violation the
/// same oracles over the session so far, which give `check-trace`'s report.
///
/// Feed it each operation the app performed with its answer (``record(_:)-(FlyScreenTrace.Step)``:
/// an insert, a sync after a seek, the player's clock moving on, a pause, a resume, a tap) and
/// each event the screen logged (``record(_:)-(FlyScreenEvent)``: an item started, synced,
/// finished or popped), an operation before the events it caused; end the session with
/// ``finish()``. While every rule holds, the checker vouches for the session as it goes. When
/// it cannot, the oracles judge the session recorded so far (at the next operation, once the
/// events the last one caused are in), and each rule's first violation is reported once,
/// when nothing still to come can change it (a second look finds it the same after the clock
/// moved, and every item accepted up to its operation has finished): `check-trace`'s report
/// of the whole session. Its last ``MonitorOptions/window`` operations are written as a trace
/// file (cut, where it can be, at a moment when nothing was in the air, waiting or paused),
/// and the report goes to ``MonitorOptions/handler``. After the first look, later rules are
/// judged each time the session has doubled, and at ``finish()``.
///
///     #if DEBUG
///     var monitor = FlyScreenMonitor(configuration: screen, seeks: true, options: MonitorOptions(folder: tracesFolder))
///     #endif
///     func shoot(_ comment: Comment) {
///         let shown = danmaku.shoot(id: comment.id, width: comment.width)
///         #if DEBUG
///         monitor.record(.insert(id: comment.id, width: comment.width, time: player.time, result: shown ? .accepted : .refused(.noFreeRow)))
///         #endif
///     }
///
/// Unlike the scroll and event monitors, it keeps the whole session: a fly screen's rules
/// remember every id and every like, so the oracles' report needs all of it (about 50 bytes an
/// operation or event; its storage grows by doubling, so an operation allocates nothing between
/// two growths). Meant for debug builds, opt-in in a release build.
@MainActor
public struct FlyScreenMonitor {
    let configuration: FlyScreenConfiguration
    let sink: MonitorSink
    let window: Int
    let assumedSeeks: Bool
    /// The names of the rules judged.
    let rules: Set<String>
    let assumedLongest: Double
    /// The session's operations and event log, whole.
    var steps: [FlyScreenTrace.Step] = []
    var events: [FlyScreenEvent] = []
    /// For each operation, the events logged before it came (where a window's log begins).
    var eventsBefore: [Int] = []
    /// Whether a pause is open.
    var paused = false
    /// What the steps so far say of the whole session (their end, whether any seeks).
    var outline: FlyScreenChecker.Outline
    /// The checker's pass, fed as the session goes, while it can vouch.
    var pass: FlyScreenChecker.Pass
    var vouching = true
    var fedSteps = 0, fedEvents = 0
    /// Whether the oracles must judge the session at the next operation: the checker let go.
    var suspect = false
    /// Whether the oracles look again once the clock has moved past ``candidatesEnd``.
    var recheck = false
    /// Each rule's first violation in the last judgement, not yet reported, as text; and the
    /// end of the recording then.
    var candidates: [String: String] = [:]
    var candidatesEnd = -Double.infinity
    /// The player's time at which a waiting violation may be settled (``settled(through:_:_:)``).
    var lookAt = Double.infinity
    /// The time of the last operation recorded.
    var lastTime = -Double.infinity
    /// The looks each rule has had at the time its earlier items were due.
    var timedLooks: [String: Int] = [:]
    /// Whether a waiting violation is looked at again once the open pause has ended.
    var afterResume = false
    /// The times the oracles have judged the session (each O(session)).
    package private(set) var judgements = 0
    /// The operations the oracles judged last time (0: never).
    var judgedSteps = 0
    var finished = false
    /// Every report handed out so far, one per broken rule, in the order found.
    public private(set) var reports: [MonitorReport] = []

    /// Starts judging a fly screen.
    ///
    /// - Parameters:
    ///   - configuration: The screen's configuration.
    ///   - seeks: Whether the screen syncs items after a seek (default `false`). SPEC §4's
    ///     schedule defines no seek, so a session that seeks is not judged by
    ///     fifoStartOrder, exactSchedule or nothingLost's due dates; say `true` for a screen
    ///     that seeks, and the checker judges as it goes. A sync fed to a monitor started with
    ///     `false` (or a session started with `true` that never syncs) is judged by the
    ///     oracles instead, at the next operation or at ``finish()``.
    ///   - longestDuration: The longest flight an item may be given (``FlyScreenFeatures/durations``;
    ///     default: the configuration's `d`). A longer one is judged by the oracles instead.
    ///   - level: The rules of one level only (``InvariantLevel/safety``: the promises every
    ///     comment view keeps, for one that departs from SPEC's policy by design, as a
    ///     danmaku view that drops a comment no track has room for); default: every rule.
    ///   - options: The window, the folder and the handler (default: 1,000 operations, no
    ///     file, printed).
    /// - Complexity: O(1).
    public init(
        configuration: FlyScreenConfiguration, seeks: Bool = false, longestDuration: Double? = nil, level: InvariantLevel? = nil, options: MonitorOptions = MonitorOptions()
    ) {
        let judged = FlyScreenInvariants.all.filter { level == nil || $0.level == level }
        rules = Set(judged.map(\.name))
        self.configuration = configuration
        sink = MonitorSink(effect: FlyScreenModel.effectName, options: options)
        window = options.window
        assumedSeeks = seeks
        outline = FlyScreenChecker.Outline(configuration: configuration)
        let assumed = FlyScreenChecker.Outline(configuration: configuration, seeks: seeks, longest: longestDuration.map { $0.isFinite ? $0 : configuration.duration } ?? configuration.duration)
        assumedLongest = assumed.longest
        pass = FlyScreenChecker.Pass(FlyScreenChecker(judging: judged) ?? .all, configuration, assumed)
        steps.reserveCapacity(4_096)
        events.reserveCapacity(4_096)
        eventsBefore.reserveCapacity(4_096)
    }

    /// Judges one operation and the screen's answer to it, after the events the previous
    /// operation caused.
    ///
    /// - Parameter step: The operation, at the player's time (the trace's virtual time).
    /// - Complexity: O(1) amortized while the checker vouches, beyond its own work; a
    ///   judgement by the oracles is O(session).
    public mutating func record(_ step: FlyScreenTrace.Step) {
        guard !finished else { return }
        // One test while the checker vouches and nothing waits.
        if _slowPath(!vouching || suspect || recheck || afterResume || lastTime >= lookAt),
           suspect || (recheck && outline.end > candidatesEnd) || lastTime >= lookAt || (afterResume && !paused) || (!vouching && steps.count >= 2 * judgedSteps) {
            judge()
        }
        lastTime = step.time
        eventsBefore.append(events.count)
        steps.append(step)
        switch step {
        case .pause: paused = true
        case .resume: paused = false
        default: break
        }
        outline.read(step)
        guard vouching else { return }
        // What the checker was started with must hold of the session, or it cannot vouch.
        if !outline.isOrdered || (outline.seeks && !assumedSeeks) || outline.longest > assumedLongest {
            decline()
        } else {
            pump(final: false)
        }
    }

    /// Judges one event of the screen's log.
    ///
    /// - Parameter event: The event, at the player's time.
    /// - Complexity: O(1) amortized, beyond the checker's own work.
    public mutating func record(_ event: FlyScreenEvent) {
        guard !finished else { return }
        events.append(event)
        pump(final: false)
    }

    /// Ends the session: the rules that judge at the end (an item due but never finished, an
    /// item left waiting) report what they find; later operations and events are ignored.
    ///
    /// - Complexity: O(items held) while the checker vouches; O(session) when the oracles
    ///   judge.
    public mutating func finish() {
        guard !finished else { return }
        if vouching {
            pump(final: true)
            // The checker's verdict is the session's when it was started with what the session
            // turned out to be.
            if vouching, pass.finish(), outline.seeks == assumedSeeks, outline.longest == assumedLongest {
                finished = true
                return
            }
        }
        judge(final: true)
        finished = true
    }

    /// The number of operations judged so far.
    public var operationsJudged: Int { steps.count }

    /// Feeds the checker what it can read now, in the order `check-trace`'s pass reads the
    /// recorded file: before an event, every operation up to its time and the tolerance of a
    /// moment. An event waits while a later operation may still come before it. When the
    /// checker cannot vouch, it is let go and the oracles judge at the next operation.
    mutating func pump(final: Bool) {
        guard vouching else { return }
        // The pass in place (taken out and put back, its few hundred bytes would be copied
        // twice an operation).
        if !Self.feed(&pass, steps: steps, events: events, fedSteps: &fedSteps, fedEvents: &fedEvents, end: outline.end, final: final) { decline() }
    }

    /// ``pump(final:)``'s reading: `false` when the checker cannot vouch.
    private static func feed(
        _ p: inout FlyScreenChecker.Pass, steps: [FlyScreenTrace.Step], events: [FlyScreenEvent], fedSteps: inout Int, fedEvents: inout Int, end: Double, final: Bool
    ) -> Bool {
        while fedEvents < events.count {
            let event = events[fedEvents], time = event.time
            guard time.isFinite else { return false }
            while fedSteps < steps.count, p.reads(steps[fedSteps], beforeEventAt: time) {
                p.observe(end: end)
                guard p.read(steps[fedSteps]) else { return false }
                fedSteps += 1
            }
            guard final || fedSteps < steps.count else { return true }
            guard p.read(event) else { return false }
            fedEvents += 1
        }
        guard final else { return true }
        while fedSteps < steps.count {
            p.observe(end: end)
            guard p.read(steps[fedSteps]) else { return false }
            fedSteps += 1
        }
        p.observe(end: end)
        return true
    }

    /// The checker cannot vouch: the oracles judge at the next operation.
    private mutating func decline() {
        vouching = false
        suspect = true
    }

    /// The oracles judge the session recorded so far, as `check-trace` judges that recording.
    /// Before the end, a rule's first violation is reported when nothing still to come can
    /// change it:
    /// - a later judgement, after the player's clock has moved on, finds it again the same
    ///   (operation, values, text): what the oracles judge against the end of the recording (an
    ///   item due but unfinished by then, a pop no tap asked for, reported at its last
    ///   operation) changes as the session goes on, and waits for the end;
    /// - and nothing can still break the rule at an earlier operation (``settled(through:_:_:)``):
    ///   `check-trace` reports the earliest item that broke it, and an item inserted earlier
    ///   can break it later (a long flight that finishes wrong).
    /// The second look is taken at the first operation after the clock has moved, or when the
    /// items before the violation are due to have finished, and each time the session has
    /// doubled.
    ///
    /// - Parameter final: Whether the session has ended (every violation is reported).
    mutating func judge(final: Bool = false) {
        judgements += 1
        let confirming = outline.end > candidatesEnd
        let quickLook = recheck
        suspect = false
        recheck = false
        lookAt = .infinity
        afterResume = false
        judgedSteps = max(steps.count, 1)
        var recorded = FlyScreenTrace(configuration: configuration, steps: steps, events: events)
        // The checker has declined it (or was started with what the session is not).
        recorded.declinedByChecker = true
        // Told the screen seeks, the part so far is judged as the session will be; at the end,
        // as it is.
        recorded.judgedAsSeeking = assumedSeeks && !final
        // Prepared once: the oracles and the flights below read the same derived trace.
        let trace = recorded.prepared()
        let violations = TraceDocument(FlyScreenModel.self, trace).verdict.violations
            .filter { v in rules.contains(v.invariant) && !reports.contains { $0.violation.invariant == v.invariant } }
        // What the items have done so far, for whether a violation is settled.
        var flights: [Int: FlyScreenTrace.Flight] = [:], finished = Set<Int>()
        if !final, !violations.isEmpty {
            for f in trace.flights where flights[f.id] == nil { flights[f.id] = f }
            for case let .finished(id, _, _, _) in events { finished.insert(id) }
        }
        var seen: [String: String] = [:]
        for violation in violations {
            let text = violation.description
            if !final {
                let (isSettled, lookAgain) = settled(through: violation.frame, flights, finished)
                guard confirming, isSettled, candidates[violation.invariant] == text else {
                    seen[violation.invariant] = text
                    // Two looks a rule at the time its earlier items are due; after them, the
                    // doubling's (a rule judged against the end never settles before it, and a
                    // look at each item's due time would judge the whole session each time).
                    if !isSettled, timedLooks[violation.invariant, default: 0] < 2 {
                        timedLooks[violation.invariant, default: 0] += 1
                        lookAt = min(lookAt, lookAgain)
                        if paused { afterResume = true }
                    }
                    continue
                }
            }
            let monitor = self
            reports.append(sink.deliver(violation) { monitor.window(violation) })
        }
        candidates = seen
        candidatesEnd = outline.end
        recheck = !seen.isEmpty && !quickLook
    }

    /// Whether nothing still to come can break a rule at operation `frame` or before: no pause
    /// is open, every item accepted up to it has finished and, for a screen that seeks, the
    /// clock has passed their latest start by the longest flight (a later sync starts no
    /// earlier than that).
    /// Otherwise, the player's time to look again: when those items are due to have finished
    /// (`.infinity` while one has not started: the next look is the doubling's).
    ///
    /// - Parameters:
    ///   - frame: The operation a violation is reported at.
    ///   - flights: The session's flights so far, by id.
    ///   - finished: The ids the log has finished.
    /// - Returns: Whether it is settled, and when to look again if not.
    /// - Complexity: O(frame).
    func settled(through frame: Int, _ flights: [Int: FlyScreenTrace.Flight], _ finished: Set<Int>) -> (Bool, Double) {
        var due = -Double.infinity, latestStart = -Double.infinity
        for step in steps[..<min(max(frame + 1, 0), steps.count)] {
            guard let (id, result) = step.answer, result == .accepted, let f = flights[id] else { continue }
            guard let start = f.start else { return (false, .infinity) }
            latestStart = max(latestStart, start)
            if !finished.contains(id) { due = max(due, start + configuration.duration(of: f.item)) }
        }
        // While a pause is open, an item that starts in it starts, on the play clock the rules
        // judge by, at the pause's start: with those before it. Look again after the resume.
        if paused { return (false, .infinity) }
        let now = lastTime
        let beyondSyncs = assumedSeeks ? latestStart + assumedLongest : -Double.infinity
        if due == -.infinity, now > beyondSyncs { return (true, now) }
        return (false, max(due, beyondSyncs).nextUp)
    }

    /// The last ``MonitorOptions/window`` operations as a trace file, from the first quiet
    /// moment among them when one comes before the violation; the violation's operation in it;
    /// and whether the file alone shows it there.
    func window(_ violation: Violation) -> (text: String, frame: Int, reproduces: Bool) {
        var first = steps.count > window ? steps.count - window : 0
        if first > 0, let calm = quietOperation(from: first, through: max(first, min(violation.frame, steps.count - 1))) { first = calm }
        let trace = FlyScreenTrace(configuration: configuration, steps: Array(steps[first...]), events: Array(events[(first < eventsBefore.count ? eventsBefore[first] : events.count)...]))
        let frame = violation.frame - first
        let replayed = TraceDocument(FlyScreenModel.self, trace).verdict.violations.first { $0.invariant == violation.invariant }
        return (TraceWriter.json(trace), frame, MonitorSink.reproduces(replayed, violation, at: frame))
    }

    /// The first operation in `first ... last` at whose coming the screen was quiet: every item
    /// accepted before it finished, no pause open (where a window may begin), read off the
    /// session when a file is written.
    ///
    /// - Parameters:
    ///   - first: The first operation it may be.
    ///   - last: The last.
    /// - Returns: The operation, or `nil` when none was quiet.
    /// - Complexity: O(last + the events logged before it).
    func quietOperation(from first: Int, through last: Int) -> Int? {
        var accepted = 0, finished = 0, paused = false, logged = 0
        for k in 0...last {
            while logged < eventsBefore[k] {
                if case .finished = events[logged] { finished += 1 }
                logged += 1
            }
            if k >= first, accepted == finished, !paused { return k }
            switch steps[k] {
            case .pause: paused = true
            case .resume: paused = false
            default: if steps[k].answer?.result == .accepted { accepted += 1 }
            }
        }
        return nil
    }
}

extension FlyScreenMonitor {
    /// Feeds a recorded session as the app fed it: each operation after the events logged
    /// before it (an operation's own events come after it: those at its time, but a finish,
    /// which the clock's last move caused), then the rest of the log. It does not end the
    /// session (``finish()``).
    ///
    /// - Parameter trace: The recording (its configuration is the monitor's).
    /// - Complexity: That of recording each operation and event.
    package mutating func record(_ trace: FlyScreenTrace) {
        var next = 0
        for step in trace.steps {
            while next < trace.events.count, trace.events[next].isLogged(before: step) {
                record(trace.events[next])
                next += 1
            }
            record(step)
        }
        for event in trace.events[next...] { record(event) }
    }
}

extension FlyScreenEvent {
    /// Whether an app sees the event before an operation: logged before the operation's time,
    /// or a finish at its time.
    ///
    /// - Parameter step: The operation.
    /// - Returns: Whether the event comes first.
    package func isLogged(before step: FlyScreenTrace.Step) -> Bool {
        if case .finished = self { time <= step.time } else { time < step.time }
    }
}
