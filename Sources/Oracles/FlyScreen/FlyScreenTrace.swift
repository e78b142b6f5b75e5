import Effects

/// A trace of a fly screen (SPEC §4): what was asked, what was answered, and the event log.
public struct FlyScreenTrace: Sendable {
    /// One operation and its answer.
    public enum Step: Sendable, Hashable {
        /// An insert at `time` and its answer.
        case insert(id: Int, width: Double, time: Double, result: FlyScreenInsertResult)
        /// An insert at `time` of an item with its own flight duration
        /// (``FlyScreenFeatures/durations``), and its answer.
        case timedInsert(id: Int, width: Double, duration: Double, time: Double, result: FlyScreenInsertResult)
        /// A sync (a seek) at `time`: an item asked to appear at `progress` of its flight, and
        /// the answer.
        case sync(id: Int, width: Double, progress: Double, time: Double, result: FlyScreenInsertResult)
        /// Virtual time moved to `time`.
        case advance(time: Double)
        /// The screen was paused at `time` (``FlyScreenFeatures/pause``).
        case pause(time: Double)
        /// The screen was resumed at `time`.
        case resume(time: Double)
        /// A tap at `time`: the hit test's answer and the tap's result.
        case tap(x: Double, y: Double, time: Double, hit: Int?, result: FlyScreenTapResult)

        /// When the step happened.
        public var time: Double {
            switch self {
            case let .insert(_, _, time, _), let .timedInsert(_, _, _, time, _), let .sync(_, _, _, time,
                _), let .advance(time), let .pause(time), let .resume(time),
                 let .tap(_, _, time, _, _):
                time
            }
        }

        /// The same step at another time.
        ///
        /// - Parameter time: The time.
        /// - Returns: The step.
        public func at(_ time: Double) -> Step {
            switch self {
            case let .insert(id, width, _, result): .insert(id: id, width: width, time: time, result: result)
            case let .timedInsert(id, width, duration, _, result): .timedInsert(id: id, width: width, duration: duration, time: time, result: result)
            case let .sync(id, width, progress, _, result): .sync(id: id, width: width, progress: progress, time: time, result: result)
            case .advance: .advance(time: time)
            case .pause: .pause(time: time)
            case .resume: .resume(time: time)
            case let .tap(x, y, _, hit, result): .tap(x: x, y: y, time: time, hit: hit, result: result)
            }
        }

        /// For a step that asks for an item (an insert, a timed insert or a sync): the item's id
        /// and the answer; `nil` for the other steps.
        public var answer: (id: Int, result: FlyScreenInsertResult)? {
            switch self {
            case let .insert(id, _, _, result), let .timedInsert(id, _, _, _, result), let .sync(id, _, _, _, result): (id, result)
            case .advance, .pause, .resume, .tap: nil
            }
        }
    }

    /// The configuration.
    public var configuration: FlyScreenConfiguration
    /// The operations, in order.
    public var steps: [Step]
    /// The implementation's event log after the last step.
    public var events: [FlyScreenEvent]
    /// The number of leading operations that only rebuild the state the rest starts from (a
    /// monitor's file, ``EventTrace/prelude``): judged, what they break not reported.
    public var prelude = 0

    /// Whether the trace is judged as one that seeks though none of its steps may be a sync:
    /// the part recorded so far of a session whose screen seeks, judged as the whole session
    /// will be.
    package var judgedAsSeeking = false

    /// Creates a trace.
    ///
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - steps: The operations and answers.
    ///   - events: The event log.
    public init(configuration: FlyScreenConfiguration, steps: [Step], events: [FlyScreenEvent]) {
        self.configuration = configuration
        self.steps = steps
        self.events = events
    }

    /// A flight, as the event log tells it.
    public struct Flight: Sendable, Hashable {
        /// The item.
        public var id: Int
        /// Its width.
        public var width: Double
        /// When it was inserted (or synced).
        public var inserted: Double
        /// Its row, once started.
        public var row: Int?
        /// When it started, once started.
        public var start: Double?
        /// Its finish time, once finished.
        public var finish: Double?
        /// Its left edge when it finished.
        public var finishX: Double?
        /// When it appeared in mid-flight, for an item synced by a seek (its ``start`` is then
        /// virtual: `d · progress` earlier); `nil` for an item that entered at the right edge.
        public var syncedAt: Double?

        /// Its own flight duration (``FlyScreenFeatures/durations``); `nil` for the
        /// configuration's `d`.
        public var duration: Double?

        /// The first moment it was on screen: when it was synced, else when it started.
        public var appeared: Double? { syncedAt ?? start }

        /// The item as the configuration's geometry takes it (its start `NaN` until it starts).
        public var item: FlyingItem {
            FlyingItem(id: id, width: width, insertedAt: inserted, start: start ?? .nan, row: row ?? -1, duration: duration)
        }
    }

    /// Whether any step is a sync (a seek). SPEC §4's schedule defines no seek: its
    /// conformance invariants (`FlyScreenInvariants.nothingLost`,
    /// `FlyScreenInvariants.fifoStartOrder`, `FlyScreenInvariants.exactSchedule`) judge
    /// only traces without one, and `check-trace` says so; the safety invariants judge every
    /// trace.
    public var seeks: Bool {
        if judgedAsSeeking { return true }
        return steps.contains { if case .sync = $0 { true } else { false } }
    }

    /// `t_end`, the end of observation: the latest time among the steps (inserts, advances and
    /// taps), or −∞ for a trace without steps. Items due to finish by then must have finished;
    /// items due later need not have (a trace recorded from a running app ends mid-flight).
    public var endTime: Double {
        return steps.reduce(-Double.infinity) { latest, step in step.time.isNaN ? latest : max(latest, step.time) }
    }

    /// The accepted inserts and syncs in order (the first accepted one of each id), with what
    /// the event log says happened to each (its first start or sync, and first finish).
    ///
    /// - Complexity: O(steps + events).
    public var flights: [Flight] {
        var log = FlightLog(duration: configuration.duration)
        log.read(steps: steps, events: events)
        return log.flights
    }

    /// The index of the step that inserted `id` (for reports: O(steps)).
    func step(inserting id: Int) -> Int {
        steps.firstIndex { $0.answer?.id == id } ?? -1
    }
}

extension FlyScreenTrace {
    /// The trace as the event engine judges it: its operations with their answers, its log,
    /// and its configuration told how to judge it (``FlyScreenConfiguration/judged(seeking:longestDuration:)``:
    /// whether it seeks, and the longest duration an accepted item flies in).
    ///
    /// - Complexity: O(steps + events).
    public var judged: EventTrace<FlyScreenConfiguration, FlyScreenWorld, FlyScreenAnswer> {
        var trace = EventTrace<FlyScreenConfiguration, FlyScreenWorld, FlyScreenAnswer>(
            configuration: judgedConfiguration, events: steps.map(\.operation), frames: steps.map(\.reply), log: events)
        trace.prelude = prelude
        return trace
    }

    /// The configuration told how the trace is judged: whether it seeks, and the longest
    /// duration among the accepted items that fly in their own time.
    ///
    /// - Complexity: O(steps).
    public var judgedConfiguration: FlyScreenConfiguration {
        configuration.judged(seeking: seeks, longestDuration: Self.longestDuration(steps))
    }

    /// The longest finite, positive duration among the accepted inserts of `steps` that fly in
    /// their own time, or `nil`.
    ///
    /// - Parameter steps: Steps of a trace.
    /// - Returns: The longest duration.
    /// - Complexity: O(steps).
    package static func longestDuration<Steps: Sequence<Step>>(_ steps: Steps) -> Double? {
        var longest: Double?
        for case let .timedInsert(_, _, d, _, .accepted) in steps where d.isFinite && d > 0 { longest = max(longest ?? d, d) }
        return longest
    }

    /// The fly-screen trace of a trace the event engine judged: its operations and answers as
    /// steps, its log as events, its configuration as it was recorded.
    ///
    /// - Parameter trace: The trace.
    /// - Complexity: O(events + entries).
    public init(_ trace: EventTrace<FlyScreenConfiguration, FlyScreenWorld, FlyScreenAnswer>) {
        self.init(
            configuration: trace.configuration.judged(seeking: false), steps: zip(trace.events, trace.frames).map { FlyScreenTrace.Step($0,
                $1) }, events: trace.log)
        judgedAsSeeking = trace.configuration.seeks
        prelude = trace.prelude
    }
}

extension FlyScreenTrace {
    /// The trace itself: the declared rules judge a trace in one pass of the event engine, so
    /// nothing is computed ahead for them any more (this once stored the flights, the end and
    /// the play-clock trace for the thirteen whole-trace oracles).
    ///
    /// - Returns: The trace, unchanged.
    /// - Complexity: O(1).
    @available(*, deprecated, message: "a trace is judged as it is; call nothing")
    public func prepared() -> FlyScreenTrace { self }
}

extension FlyScreenTrace: PreludedTrace {}
