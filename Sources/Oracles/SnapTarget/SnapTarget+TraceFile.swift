import Effects

/// How a snapping scroll view's trace is read from and written to a file:
///
///     { "format": "scrollproof-trace", "version": 1, "effect": "snapTarget",
///       "configuration": { "containerLength": 390, "leadingInset": 0, "trailingInset": 0,
///                          "flickThreshold": 200, "placesPerRelease": 1,
///                          "layout": { "containerPages": { "count": 5 } } },
///       "frames": [
///         { "event": { "release": { "offset": 400, "velocity": 900, "proposal": 660 } }, "target": 390 },
///         { "event": { "resize": { "containerLength": 844 } }, "target": 844 },
///         { "event": { "release": { "offset": "nan", "velocity": 0, "proposal": 0 } }, "refused": true } ] }
///
/// `layout` is `{ "pages": { "length": p, "contentLength": L } }`, `{ "containerPages": { "count": n } }`
/// or `{ "items": { "lengths": [w…], "spacing": s, "alignment": e } }`; `placesPerRelease` may be
/// left out or `null` (no limit); `told` is `"proposalAndVelocity"` for code told only those (a
/// SwiftUI behavior), else left out.
extension SnapTarget: TraceFileFormat {
    static func configuration(_ c: Reader) throws(TraceFormatError) -> Result<SnapTargetConfiguration, ConfigurationError> {
        let container = try c.field("containerLength").real()
        let a = try c.optional("leadingInset")?.real() ?? 0, b = try c.optional("trailingInset")?.real() ?? 0
        let vf = try c.optional("flickThreshold")?.real() ?? 200
        let m = try c.optional("placesPerRelease").flatMap { r throws(TraceFormatError) in r.isNull ? nil : try r.int() }
        var told = SnapTold.offsetVelocityAndProposal
        if let r = try c.optional("told") { told = try r.oneOf(Dictionary(uniqueKeysWithValues: SnapTold.allCases.map { ($0.name, $0) })) }
        let l = try c.field("layout")
        let layout: SnapLayout, content: Double?
        if let p = try l.optional("pages") {
            layout = .pages(length: try p.field("length").real())
            content = try p.field("contentLength").real()
        } else if let p = try l.optional("containerPages") {
            layout = .containerPages(count: try p.field("count").int())
            content = nil
        } else if let i = try l.optional("items") {
            var lengths: [Double] = []
            for w in try i.field("lengths").array() { lengths.append(try w.real()) }
            layout = .items(lengths: lengths, spacing: try i.optional("spacing")?.real() ?? 0, alignment: try i.optional("alignment")?.real() ?? 0)
            content = nil
        } else {
            throw l.fail("expected {\"pages\": …}, {\"containerPages\": …} or {\"items\": …}")
        }
        return TraceDecoding.attempt { () throws(ConfigurationError) in
            try SnapTargetConfiguration(
                containerLength: container, leadingInset: a, trailingInset: b, layout: layout, contentLength: content,
                flickThreshold: vf, placesPerRelease: m, told: told)
        }
    }

    /// Reads one element of `frames`: the event and the answer to it.
    static func frame(_ frame: Reader) throws(TraceFormatError) -> (event: SnapEvent, frame: SnapTargetFrame) {
        let e = try frame.field("event")
        let event: SnapEvent
        if let r = try e.optional("release") {
            event = .release(offset: try r.field("offset").real(), velocity: try r.field("velocity").real(), proposal: try r.field("proposal").real())
        } else if let r = try e.optional("resize") {
            event = .resize(containerLength: try r.field("containerLength").real())
        } else {
            throw e.fail("expected {\"release\": …} or {\"resize\": …}")
        }
        if try frame.optional("refused")?.bool() == true { return (event, .refused) }
        return (event, SnapTargetFrame(target: try frame.field("target").real()))
    }

    static func document(reading r: Reader) throws(TraceFormatError) -> TraceDocument {
        let configured = try TraceDecoding.configuration(r, effect: effectName, configuration)
        var events: [SnapEvent] = [], frames: [SnapTargetFrame] = []
        let elements = try r.field("frames").elements()
        let prelude = try TraceDecoding.prelude(r, frameCount: elements.count)
        try elements.forEach { element throws(TraceFormatError) in
            let (event, answer) = try frame(element)
            events.append(event)
            frames.append(answer)
        }
        let trace = configured.map { configuration in
            var trace = SnapTargetTrace(configuration: configuration, events: events, frames: frames)
            trace.prelude = prelude
            return trace
        }
        return try TraceDocument.snapTarget(trace, frameCount: events.count)
    }

    static func json(_ trace: SnapTargetTrace) -> String { TraceWriter.json(trace) }
}

extension TraceDocument {
    /// The document of a snapping scroll view's trace: `TraceDocument(SnapTarget.self, trace)`.
    ///
    /// - Parameter trace: The trace.
    /// - Returns: The document.
    public static func snapTarget(_ trace: SnapTargetTrace) -> TraceDocument { TraceDocument(SnapTarget.self, trace) }

    /// The document of a read trace, or of its rejected configuration.
    static func snapTarget(_ trace: Result<SnapTargetTrace, RejectedConfiguration>, frameCount: Int) throws(TraceFormatError) -> TraceDocument {
        try TraceDecoding.document(trace, frames: frameCount) { TraceDocument(SnapTarget.self, $0) }
    }
}

extension TraceWriter {
    /// A snapping scroll view's trace. A refused answer is written `"refused": true`.
    ///
    /// - Parameter trace: The trace.
    /// - Returns: The file's text.
    /// - Complexity: O(events + items).
    public static func json(_ trace: SnapTargetTrace) -> String {
        let c = trace.configuration
        let layout: String = switch c.layout {
        case let .pages(p): object([("pages", object([("length", n(p)), ("contentLength", n(c.contentLength))]))])
        case let .containerPages(count): object([("containerPages", object([("count", "\(count)")]))])
        case let .items(lengths, spacing, alignment):
            object([("items", object([("lengths", "[" + lengths.map(n).joined(separator: ", ") + "]"), ("spacing", n(spacing)), ("alignment", n(alignment))]))])
        }
        let configuration = object([
            ("containerLength", n(c.containerLength)), ("leadingInset", n(c.leadingInset)), ("trailingInset", n(c.trailingInset)),
            ("flickThreshold", n(c.flickThreshold)), ("placesPerRelease", c.placesPerRelease.map { "\($0)" } ?? "null"), ("layout", layout),
        ] + (c.told == .offsetVelocityAndProposal ? [] : [("told", "\"\(c.told.name)\"")]))
        let frames = zip(trace.events, trace.frames).map { event, frame -> String in
            let e: String = switch event {
            case let .release(o, v, t): object([("release", object([("offset", n(o)), ("velocity", n(v)), ("proposal", n(t))]))])
            case let .resize(length): object([("resize", object([("containerLength", n(length))]))])
            }
            return object([("event", e)] + (frame.target.map { [("target", n($0))] } ?? [("refused", "true")]))
        }
        return header(SnapTarget.effectName, prelude: trace.prelude) + ",\n\"configuration\": " + configuration + ",\n\"frames\": " + list(frames) + "\n}\n"
    }
}
