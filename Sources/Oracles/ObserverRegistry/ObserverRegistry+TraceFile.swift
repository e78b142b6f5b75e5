import Effects

extension ObserverRegistry: TraceFileFormat {
    static func cells(_ r: Reader) throws(TraceFormatError) -> [CellID] {
        var result: [CellID] = []
        for element in try r.array() { result.append(CellID(try element.int())) }
        return result
    }

    /// The events without an object, by their name in the file.
    static let simpleEvents: [String: DisplayEvent] = [
        "reloadData": .reloadData, "suspendAll": .suspendAll, "resumeAll": .resumeAll, "teardown": .teardown, "offsetChanged": .offsetChanged,
    ]

    /// Reads one element of `frames`: the event and what the registry reported after it.
    static func frame(_ frame: Reader) throws(TraceFormatError) -> (event: DisplayEvent, frame: ObserverRegistryTrace.Frame) {
        let e = try frame.field("event")
        let event: DisplayEvent
        if case .string = e.value.kind {
            event = try e.oneOf(simpleEvents)
        } else if let d = try e.optional("willDisplay") {
            event = .willDisplay(cell: CellID(try d.field("cell").int()), row: try d.field("row").int())
        } else if let d = try e.optional("didEndDisplaying") {
            event = .didEndDisplaying(cell: CellID(try d.field("cell").int()), row: try d.field("row").int())
        } else {
            throw e.fail("""
                expected \"reloadData\", \"suspendAll\", \"resumeAll\", \"teardown\", \"offsetChanged\", {\"willDisplay\": …} or \
                {\"didEndDisplaying\": …}
                """)
        }
        // Absent means "not recorded, not judged"; present means judged.
        return (event, ObserverRegistryTrace.Frame(
            registrations: try cells(try frame.field("registrations")),
            notified: try frame.optional("notified").map { n throws(TraceFormatError) in try cells(n) },
            absentRemovals: try frame.optional("absentRemovals").map { n throws(TraceFormatError) in try cells(n) },
            isSuspended: try frame.optional("isSuspended")?.bool()))
    }

    static func document(reading r: Reader) throws(TraceFormatError) -> TraceDocument {
        var trace = ObserverRegistryTrace(events: [], frames: [] as [ObserverRegistryTrace.Frame])
        let frames = try r.field("frames").elements()
        trace.prelude = try TraceDecoding.prelude(r, frameCount: frames.count)
        try frames.forEach { element throws(TraceFormatError) in
            let (event, frame) = try frame(element)
            trace.events.append(event)
            trace.frames.append(frame)
        }
        return TraceDocument(ObserverRegistry.self, trace)
    }

    /// Judges the frames as they are read, every invariant on its own (one `EventChecker`
    /// each), in memory that does not grow with the frames.
    static func verdict(reading r: Reader) throws(TraceFormatError) -> TraceVerdict {
        let rules = EventRules<ObserverRegistry>()
        var checkers = rules.descriptions.indices.map { EventChecker(rules: rules, configuration: NoConfiguration(), order: _InvariantOrder([$0])) }
        let frames = try r.field("frames").elements()
        let prelude = try TraceDecoding.prelude(r, frameCount: frames.count)
        for k in checkers.indices { checkers[k].result.reportsFrom = _ViolationSlot.reportsFrom(prelude: prelude) }
        var count = 0
        try frames.forEach { element throws(TraceFormatError) in
            let (event, frame) = try frame(element)
            count += 1
            for k in checkers.indices where !checkers[k].isDecided { checkers[k].step(event, frame: frame) }
        }
        return TraceVerdict(frameCount: count, violations: checkers.compactMap(\.slot.violation), effect: effectName)
    }

    static func json(_ trace: ObserverRegistryTrace) -> String { TraceWriter.json(trace) }
}

extension TraceDocument {
    /// The document of an observer registry's trace: `TraceDocument(ObserverRegistry.self, trace)`.
    ///
    /// - Parameter trace: The trace.
    /// - Returns: The document.
    public static func observerRegistry(_ trace: ObserverRegistryTrace) -> TraceDocument { TraceDocument(ObserverRegistry.self, trace) }
}

extension TraceWriter {
    /// An observer registry's trace. Outputs that were not recorded (`nil`) are left out, which
    /// the format reads as "not recorded".
    ///
    /// - Parameter trace: The trace.
    /// - Returns: The file's text.
    /// - Complexity: O(events · cells).
    public static func json(_ trace: ObserverRegistryTrace) -> String {
        func cells(_ cells: [CellID]) -> String { "[" + cells.map { "\($0.rawValue)" }.joined(separator: ", ") + "]" }
        let frames = zip(trace.events, trace.frames).map { event, frame -> String in
            let e: String = switch event {
            case let .willDisplay(cell, row): object([("willDisplay", object([("cell", "\(cell.rawValue)"), ("row", "\(row)")]))])
            case let .didEndDisplaying(cell, row): object([("didEndDisplaying", object([("cell", "\(cell.rawValue)"), ("row", "\(row)")]))])
            case .reloadData: string("reloadData")
            case .suspendAll: string("suspendAll")
            case .resumeAll: string("resumeAll")
            case .teardown: string("teardown")
            case .offsetChanged: string("offsetChanged")
            }
            var fields = [("event", e), ("registrations", cells(frame.registrations))]
            if let notified = frame.notified { fields.append(("notified", cells(notified))) }
            if let absent = frame.absentRemovals { fields.append(("absentRemovals", cells(absent))) }
            if let suspended = frame.isSuspended { fields.append(("isSuspended", suspended ? "true" : "false")) }
            return object(fields)
        }
        return header(ObserverRegistry.effectName, prelude: trace.prelude) + ",\n\"frames\": " + list(frames) + "\n}\n"
    }
}
