import Effects

extension FlyScreenModel: TraceFileFormat {
    static func document(reading r: Reader) throws(TraceFormatError) -> TraceDocument {
        let c = try TraceDecoding.configuration(r, effect: effectName) { c throws(TraceFormatError) in try configuration(c) }
        let results = results(capacity: (try? c.get())?.capacity ?? 0)
        var steps: [FlyScreenTrace.Step] = []
        // Element by element from the file, as the scroll effects' frames are: the trace is held
        // as typed steps and events, never as a parsed document.
        try r.field("steps").elements().forEach { step throws(TraceFormatError) in steps.append(try self.step(step, results)) }
        let prelude = try TraceDecoding.prelude(r, frameCount: steps.count)
        var events: [FlyScreenEvent] = [], order = LogOrder(try? c.get())
        try r.field("events").elements().forEach { event throws(TraceFormatError) in events.append(try order.read(try self.event(event), event)) }
        let told = try toldSeeking(r)
        let trace = c.map { configuration in
            var trace = FlyScreenTrace(configuration: configuration, steps: steps, events: events)
            trace.prelude = prelude
            trace.judgedAsSeeking = told
            return trace
        }
        return try TraceDecoding.document(trace, frames: steps.count) {
            TraceDocument(FlyScreenModel.self, $0)
        }
    }

    /// Whether the file says the screen seeks though no step of it is a sync (`"seeks": true`):
    /// a monitor's file of a screen it was told seeks, judged as the monitor judged it.
    static func toldSeeking(_ r: Reader) throws(TraceFormatError) -> Bool { try r.optional("seeks")?.bool() ?? false }

    /// Reads the configuration: the validated configuration, or the rule it breaks.
    static func configuration(_ c: Reader) throws(TraceFormatError) -> Result<FlyScreenConfiguration, ConfigurationError> {
        let s = try c.field("screenWidth").real(), k = try c.field("rows").int(), h = try c.field("rowHeight").real()
        let d = try c.field("duration").real(), g = try c.optional("minimumGap")?.real() ?? 0
        let capacity = try c.optional("capacity").flatMap { x throws(TraceFormatError) in x.isNull ? nil : try x.int() }
        let arithmetic = try c.optional("arithmetic").map { x throws(TraceFormatError) in
            try x.oneOf(Dictionary(uniqueKeysWithValues: Arithmetic.allCases.map { ($0.rawValue, $0) }))
        } ?? .double
        return TraceDecoding.attempt { () throws(ConfigurationError) in
            try FlyScreenConfiguration(screenWidth: s, rows: k, rowHeight: h, duration: d, minimumGap: g, capacity: capacity).animating(in: arithmetic)
        }
    }

    /// The answers of an insert or sync, by their name in the file.
    static func results(capacity: Int) -> [String: FlyScreenInsertResult] {
        [
            "accepted": .accepted, "invalidWidth": .refused(.invalidWidth), "duplicateID": .refused(.duplicateID),
            "queueFull": .refused(.queueFull(capacity: capacity)), "noFreeRow": .refused(.noFreeRow),
            "invalidProgress": .refused(.invalidProgress), "unsupported": .refused(.unsupported), "invalidDuration": .refused(.invalidDuration),
        ]
    }

    /// Reads one element of `steps`.
    static func step(_ step: Reader, _ results: [String: FlyScreenInsertResult]) throws(TraceFormatError) -> FlyScreenTrace.Step {
        if let i = try step.optional("insert") {
            if let own = try i.optional("duration") {
                return .timedInsert(
                    id: try i.field("id").int(), width: try i.field("width").real(), duration: try own.real(), time: try i.field("time").number(),
                    result: try i.field("result").oneOf(results))
            } else {
                return .insert(id: try i.field("id").int(), width: try i.field("width").real(), time: try i.field("time").number(),
                    result: try i.field("result").oneOf(results))
            }
        } else if let y = try step.optional("sync") {
            return .sync(
                id: try y.field("id").int(), width: try y.field("width").real(), progress: try y.field("progress").real(),
                time: try y.field("time").number(), result: try y.field("result").oneOf(results))
        } else if let a = try step.optional("advance") {
            return .advance(time: try a.number())
        } else if let p = try step.optional("pause") {
            return .pause(time: try p.number())
        } else if let p = try step.optional("resume") {
            return .resume(time: try p.number())
        } else if let t = try step.optional("tap") {
            let hitField = try t.field("hit")
            let hit = hitField.isNull ? nil : try hitField.int()
            let resultField = try t.field("result")
            let result: FlyScreenTapResult
            switch try resultField.string() {
            case "miss": result = .miss
            case "liked": guard let hit else { throw resultField.fail("\"liked\" needs a hit") }; result = .liked(id: hit)
            case "alreadyLiked": guard let hit else { throw resultField.fail("\"alreadyLiked\" needs a hit") }; result = .alreadyLiked(id: hit)
            default: throw resultField.fail("expected \"liked\", \"alreadyLiked\" or \"miss\"")
            }
            return .tap(x: try t.field("x").number(), y: try t.field("y").number(), time: try t.field("time").number(), hit: hit, result: result)
        } else {
            throw step.fail("expected {\"insert\": …}, {\"sync\": …}, {\"advance\": t}, {\"pause\": t}, {\"resume\": t} or {\"tap\": …}")
        }
    }

    /// Reads one element of `events`.
    static func event(_ event: Reader) throws(TraceFormatError) -> FlyScreenEvent {
        if let s = try event.optional("started") {
            return .started(id: try s.field("id").int(), row: try s.field("row").int(), time: try s.field("time").real())
        } else if let y = try event.optional("synced") {
            return .synced(id: try y.field("id").int(), row: try y.field("row").int(), time: try y.field("time").real(),
                progress: try y.field("progress").real())
        } else if let f = try event.optional("finished") {
            return .finished(id: try f.field("id").int(), row: try f.field("row").int(), time: try f.field("time").real(), x: try f.field("x").real())
        } else if let l = try event.optional("liked") {
            return .liked(id: try l.field("id").int(), time: try l.field("time").real())
        } else {
            throw event.fail("expected {\"started\": …}, {\"synced\": …}, {\"finished\": …} or {\"liked\": …}")
        }
    }

    /// Judges a fly screen's file while reading it: one pass over its steps for how the trace
    /// is judged (whether it seeks, the longest duration), then its steps and events merged in
    /// time order through the event engine, every invariant's first violation collected, in
    /// memory that grows with the items on screen or waiting, not with the file.
    static func verdict(reading r: Reader) throws(TraceFormatError) -> TraceVerdict {
        guard case let .success(c) = try TraceDecoding.configuration(r, effect: effectName, configuration) else { return try document(reading: r).verdict }
        let results = results(capacity: c.capacity ?? 0)
        // The steps read whole first, as ``document(reading:)`` does: a file's first error is the same either way.
        let steps = try r.field("steps").elements()
        var seeks = try toldSeeking(r), longest: Double?
        try steps.forEach { step throws(TraceFormatError) in
            let step = try self.step(step, results)
            if case .sync = step { seeks = true }
            longest = FlyScreenTrace.longestDuration([step]).map { max(longest ?? $0, $0) } ?? longest
        }
        let prelude = try TraceDecoding.prelude(r, frameCount: steps.count)
        let events = try r.field("events").elements()
        var stepCursor = steps.cursor(), eventCursor = events.cursor(), order = LogOrder(c)
        var checker = collectingChecker(c.judged(seeking: seeks, longestDuration: longest))
        checker.result.reportsFrom = _ViolationSlot.reportsFrom(prelude: prelude)
        try checker.judge { () throws(TraceFormatError) in
            try stepCursor.next().map { r throws(TraceFormatError) in let step = try step(r, results); return (step.operation, step.reply) }
        } nextLogged: { () throws(TraceFormatError) in
            try eventCursor.next().map { r throws(TraceFormatError) in try order.read(try event(r), r) }
        }
        checker.finish()
        var verdict = TraceVerdict(frameCount: steps.count, violations: checker.firstViolations, effect: effectName)
        verdict.stepName = Self.stepName
        if seeks { verdict.notes = [FlyScreenModel.seekNote] }
        return verdict
    }

    /// The event engine always reports: the streamed verdict is the verdict.
    static func streamedVerdict(reading r: Reader) throws(TraceFormatError) -> TraceVerdict? { try verdict(reading: r) }

    static func json(_ trace: FlyScreenTrace) -> String { TraceWriter.json(trace) }
}

/// A fly screen's log read in time order (SPEC §4): an entry whose time runs back from the
/// latest before it by more than a moment's tolerance (at the slowest speed) makes the file
/// malformed, and `check-trace` refuses it, naming the entry.
struct LogOrder {
    let margin: Double
    var latest = -Double.infinity

    init(_ c: FlyScreenConfiguration?) { margin = c.map { $0.lengthTolerance * $0.duration / $0.screenWidth } ?? .infinity }

    mutating func read(_ event: FlyScreenEvent, _ r: Reader) throws(TraceFormatError) -> FlyScreenEvent {
        let f = Violation.format
        if event.time < latest - margin {
            throw r.fail("""
                t \(f(event.time)) runs back from t \(f(latest)) before it by more than a moment's tolerance (\(f(margin)) s): a log is in time order
                """)
        }
        if event.time > latest, event.time.isFinite { latest = event.time }
        return event
    }
}

extension TraceDocument {
    /// The document of a fly screen's trace: `TraceDocument(FlyScreenModel.self, trace)`.
    ///
    /// - Parameter trace: The trace.
    /// - Returns: The document.
    public static func flyScreen(_ trace: FlyScreenTrace) -> TraceDocument { TraceDocument(FlyScreenModel.self, trace) }
}

extension TraceWriter {
    /// A fly screen's trace: the operations with their answers, and the event log (starts,
    /// syncs, finishes and likes; inserts and refusals are the steps' answers).
    ///
    /// - Parameter trace: The trace.
    /// - Returns: The file's text.
    /// - Complexity: O(steps + events).
    public static func json(_ trace: FlyScreenTrace) -> String {
        let c = trace.configuration
        let configuration = object([
            ("screenWidth", n(c.screenWidth)), ("rows", "\(c.rows)"), ("rowHeight", n(c.rowHeight)), ("duration", n(c.duration)),
            ("minimumGap", n(c.minimumGap)), ("capacity", c.capacity.map { "\($0)" } ?? "null"),
        ] + (c.arithmetic == .double ? [] : [("arithmetic", string(c.arithmetic.rawValue))]))
        func answer(_ result: FlyScreenInsertResult) -> String {
            let r: String = switch result {
            case .accepted: "accepted"
            case .refused(.queueFull): "queueFull"
            case .refused(.invalidWidth): "invalidWidth"
            case .refused(.duplicateID): "duplicateID"
            case .refused(.noFreeRow): "noFreeRow"
            case .refused(.invalidProgress): "invalidProgress"
            case .refused(.invalidDuration): "invalidDuration"
            case .refused(.unsupported): "unsupported"
            }
            return string(r)
        }
        let steps = trace.steps.map { step -> String in
            switch step {
            case let .insert(id, width, time, result):
                return object([("insert", object([("id", "\(id)"), ("width", n(width)), ("time", n(time)), ("result", answer(result))]))])
            case let .timedInsert(id, width, duration, time, result):
                return object([("insert", object([("id", "\(id)"), ("width", n(width)), ("duration", n(duration)), ("time", n(time)),
                    ("result", answer(result))]))])
            case let .sync(id, width, progress, time, result):
                return object([("sync", object([("id", "\(id)"), ("width", n(width)), ("progress", n(progress)), ("time", n(time)),
                    ("result", answer(result))]))])
            case let .advance(time):
                return object([("advance", n(time))])
            case let .pause(time):
                return object([("pause", n(time))])
            case let .resume(time):
                return object([("resume", n(time))])
            case let .tap(x, y, time, hit, result):
                let r: String = switch result {
                case .liked: "liked"
                case .alreadyLiked: "alreadyLiked"
                case .miss: "miss"
                }
                return object([("tap", object([("x", n(x)), ("y", n(y)), ("time", n(time)), ("hit", hit.map { "\($0)" } ?? "null"), ("result", string(r))]))])
            }
        }
        let events = trace.events.compactMap { event -> String? in
            switch event {
            case let .started(id, row, time): object([("started", object([("id", "\(id)"), ("row", "\(row)"), ("time", n(time))]))])
            case let .synced(id, row, time, progress): object([("synced", object([("id", "\(id)"), ("row", "\(row)"), ("time", n(time)),
                ("progress", n(progress))]))])
            case let .finished(id, row, time, x): object([("finished", object([("id", "\(id)"), ("row", "\(row)"), ("time", n(time)), ("x", n(x))]))])
            case let .liked(id, time): object([("liked", object([("id", "\(id)"), ("time", n(time))]))])
            case .inserted, .refused: nil
            }
        }
        // A trace judged as seeking with no sync in it (a monitor's window of a screen told it
        // seeks) says so, for check-trace to judge it as the monitor did.
        let told = trace.judgedAsSeeking && !trace.steps.contains { if case .sync = $0 { true } else { false } }
        return header(FlyScreenModel.effectName,
            prelude: trace.prelude) + (told ? ", \"seeks\": true" : "") + ",\n\"configuration\": " + configuration + ",\n\"steps\": " + list(steps)
            + ",\n\"events\": " + list(events) + "\n}\n"
    }
}
