import Effects

extension EventMonitor where Effect == FlyScreenModel {
    /// Starts judging a fly screen (a danmaku view) in the running app, as any event effect
    /// is: feed it each operation with the screen's answer (``record(_:)-(FlyScreenTrace.Step)``),
    /// and each entry the screen logs (``record(_:)-(FlyScreenEvent)``), each as it happens;
    /// the two are merged in time order as `check-trace` merges a file's, and each rule's
    /// first violation is reported as `check-trace` reports it. Its files are fly-screen traces.
    ///
    ///     #if DEBUG
    ///     var monitor = EventMonitor<FlyScreenModel>(configuration: screen, seeks: true, options: MonitorOptions(folder: tracesFolder))
    ///     #endif
    ///     func shoot(_ comment: Comment) {
    ///         let shown = danmaku.shoot(id: comment.id, width: comment.width)
    ///         #if DEBUG
    ///         monitor.record(.insert(id: comment.id, width: comment.width, time: player.time, result: shown ? .accepted : .refused(.noFreeRow)))
    ///         #endif
    ///     }
    ///
    /// - Parameters:
    ///   - configuration: The screen's configuration.
    ///   - seeks: Whether the screen syncs items after a seek (default `false`). SPEC §4's
    ///     schedule defines no seek, so a session that seeks is not judged by fifoStartOrder,
    ///     exactSchedule or nothingLost's due dates. A monitor cannot know the future: say
    ///     `true` for a screen that seeks. Its files say so (`"seeks": true`, when no step of
    ///     them syncs), and `check-trace` judges them as the monitor judged the session.
    ///   - longestDuration: The longest flight an item may be given (``FlyScreenFeatures/durations``;
    ///     default: the configuration's `d`).
    ///   - level: The rules of one level only (``InvariantLevel/safety``: the promises every
    ///     comment view keeps, for one that departs from SPEC's policy by design); default:
    ///     every rule.
    ///   - options: The window, the folder and the handler (default: 1,000 operations, no
    ///     file, printed).
    /// - Complexity: O(rules²) once.
    public init(
        configuration: FlyScreenConfiguration, seeks: Bool = false, longestDuration: Double? = nil, level: InvariantLevel? = nil,
            options: MonitorOptions = MonitorOptions()
    ) {
        self.init(FlyScreenModel.self, configuration: configuration.judged(seeking: seeks, longestDuration: longestDuration), level: level, options: options) {
            TraceWriter.json(FlyScreenTrace($0))
        }
    }

    /// Judges one operation and the screen's answer to it.
    ///
    /// - Parameter step: The operation, at the player's time (the trace's virtual time).
    /// - Complexity: O(rules) for each operation and entry it lets the merge judge.
    public mutating func record(_ step: FlyScreenTrace.Step) {
        record(step.operation, answer: step.reply)
    }

    /// Judges one entry of the screen's log.
    ///
    /// - Parameter event: The entry, at the player's time.
    /// - Complexity: O(rules) once it is judged.
    public mutating func record(_ event: FlyScreenEvent) {
        record(logged: event)
    }

    /// The number of operations judged so far. (Read from the stored count: a getter that
    /// forwards to `eventsJudged` here crashes Swift 6.3.1's cross-module optimizer.)
    @inlinable public var operationsJudged: Int { eventCount }

    /// Feeds a recorded trace as an app would: each entry the screen logged before an
    /// operation (before its time, or a finish at it), then the operation.
    ///
    /// - Parameter trace: The trace.
    /// - Complexity: O(steps + events) judgements.
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

/// The fly screen's monitor is the event engine's: `EventMonitor<FlyScreenModel>`.
@available(*, deprecated, message: "the fly screen's monitor is EventMonitor<FlyScreenModel>, with the same initializer and record methods")
public typealias FlyScreenMonitor = EventMonitor<FlyScreenModel>
