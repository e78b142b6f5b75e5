import Effects
import Oracles

/// Writes traces in the trace format (`scrollproof-trace`, version 1; `docs/trace-format.md`),
/// the files `scrollproof check-trace` judges. An app records what its implementation did,
/// frame by frame, into a trace value and writes it with one call:
///
///     let text = TraceWriter.json(trace)   // a ParallelWindowTrace, BannerHoverTrace, …
///
/// Pure Swift, no Foundation, no UIKit: it builds for iOS, macOS and Linux alike. Every number
/// is written in its shortest form that reads back to the same bits, and a non-finite output
/// as `"nan"`, `"+inf"` or `"-inf"`, so ``TraceDocument/parse(_:)`` reads back exactly the
/// trace that was written. One frame per line, so a diff or a failure's line number points at
/// one frame.
public enum TraceWriter {
    /// A parallel window's trace.
    ///
    /// - Parameter trace: The trace.
    /// - Returns: The file's text.
    /// - Complexity: O(frames).
    public static func json(_ trace: ParallelWindowTrace) -> String {
        let c = trace.configuration
        return scroll("parallelWindow", [("windowHeight", n(c.windowHeight)), ("imageHeight", n(c.imageHeight)), ("viewportHeight", n(c.viewportHeight))], trace) { f in
            [("imageOffset", n(f.imageOffset))]
        }
    }

    /// A banner hover's trace.
    ///
    /// - Parameter trace: The trace.
    /// - Returns: The file's text.
    /// - Complexity: O(frames).
    public static func json(_ trace: BannerHoverTrace) -> String {
        let c = trace.configuration
        return scroll("bannerHover", [("bannerHeight", n(c.bannerHeight)), ("hoverHeight", n(c.hoverHeight)), ("eps", n(c.eps))], trace) { f in
            [("frameY", n(f.frameY)), ("percent", n(f.percent)), ("edge", string(f.edge.rawValue)), ("event", f.event.map { string($0.rawValue) } ?? "null")]
        }
    }

    /// A rolling banner's trace, with its release queries.
    ///
    /// - Parameter trace: The trace.
    /// - Returns: The file's text.
    /// - Complexity: O(frames + releases).
    public static func json(_ trace: RollingBannerTrace) -> String {
        let c = trace.configuration
        var text = scroll("rollingBanner", [("width", n(c.width)), ("portion", n(c.portion)), ("imageCount", "\(c.imageCount)"), ("initialPage", "\(c.initialPage)")], trace, close: false) { f in
            let l = f.layout
            return [
                ("displacement", n(l.displacement)), ("containerMinX", n(l.containerMinX)), ("middleImageMinX", n(l.middleImageMinX)),
                ("leftImageMinX", n(l.leftImageMinX)), ("rightImageMinX", n(l.rightImageMinX)), ("page", "\(l.page)"),
                ("leftPage", "\(l.leftPage)"), ("rightPage", "\(l.rightPage)"), ("turn", f.turn.map { string($0 == .forward ? "forward" : "backward") } ?? "null"),
            ]
        }
        text += ",\n\"releases\": ["
        text += trace.releases.map { q in "\n  " + object([("afterFrame", "\(q.step)"), ("velocity", n(q.velocity)), ("target", n(q.target))]) }.joined(separator: ",")
        text += trace.releases.isEmpty ? "]\n}\n" : "\n]\n}\n"
        return text
    }

    /// A profile header's trace.
    ///
    /// - Parameter trace: The trace.
    /// - Returns: The file's text.
    /// - Complexity: O(frames).
    public static func json(_ trace: ProfileHeaderTrace) -> String {
        let c = trace.configuration
        let configuration = [
            ("headerHeight", n(c.headerHeight)), ("headerStop", n(c.headerStop)), ("labelOffset", n(c.labelOffset)),
            ("whiteLabelDistance", n(c.whiteLabelDistance)), ("avatarHeight", n(c.avatarHeight)), ("avatarSlowDown", n(c.avatarSlowDown)),
        ]
        return scroll("profileHeader", configuration, trace) { f in
            [
                ("headerScale", n(f.headerScale)), ("headerTranslation", n(f.headerTranslation)), ("avatarScale", n(f.avatarScale)),
                ("avatarTranslation", n(f.avatarTranslation)), ("labelTranslation", n(f.labelTranslation)), ("blurAlpha", n(f.blurAlpha)),
                ("headerAboveAvatar", f.headerAboveAvatar ? "true" : "false"),
            ]
        }
    }

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
        return header("observerRegistry") + ",\n\"frames\": " + list(frames) + "\n}\n"
    }

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
                return object([("insert", object([("id", "\(id)"), ("width", n(width)), ("duration", n(duration)), ("time", n(time)), ("result", answer(result))]))])
            case let .sync(id, width, progress, time, result):
                return object([("sync", object([("id", "\(id)"), ("width", n(width)), ("progress", n(progress)), ("time", n(time)), ("result", answer(result))]))])
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
            case let .synced(id, row, time, progress): object([("synced", object([("id", "\(id)"), ("row", "\(row)"), ("time", n(time)), ("progress", n(progress))]))])
            case let .finished(id, row, time, x): object([("finished", object([("id", "\(id)"), ("row", "\(row)"), ("time", n(time)), ("x", n(x))]))])
            case let .liked(id, time): object([("liked", object([("id", "\(id)"), ("time", n(time))]))])
            case .inserted, .refused: nil
            }
        }
        return header("flyScreen") + ",\n\"configuration\": " + configuration + ",\n\"steps\": " + list(steps) + ",\n\"events\": " + list(events) + "\n}\n"
    }

    /// A document's trace.
    ///
    /// - Parameter document: The document.
    /// - Returns: The file's text, or `nil` for a ``TraceDocument/rejectedConfiguration(_:)``,
    ///   whose configuration no trace value can hold.
    /// - Complexity: O(frames).
    public static func json(_ document: TraceDocument) -> String? {
        switch document {
        case let .parallelWindow(t): json(t)
        case let .bannerHover(t): json(t)
        case let .rollingBanner(t): json(t)
        case let .profileHeader(t): json(t)
        case let .observerRegistry(t): json(t)
        case let .flyScreen(t): json(t)
        case .rejectedConfiguration: nil
        }
    }

    // MARK: - Pieces

    /// A number as JSON: the shortest text that reads back to the same bits, or the strings
    /// `"nan"`, `"+inf"`, `"-inf"`.
    ///
    /// - Parameter x: The number.
    /// - Returns: Its text.
    public static func n(_ x: Double) -> String {
        if x.isNaN { return "\"nan\"" }
        if x.isInfinite { return x > 0 ? "\"+inf\"" : "\"-inf\"" }
        return x.description
    }

    static func string(_ s: String) -> String { "\"\(s)\"" }

    static func object(_ fields: [(String, String)]) -> String {
        "{ " + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + " }"
    }

    static func list(_ elements: [String]) -> String {
        elements.isEmpty ? "[]" : "[\n  " + elements.joined(separator: ",\n  ") + "\n]"
    }

    static func header(_ effect: String) -> String {
        "{\n\"format\": \"\(TraceDocument.format)\", \"version\": \(TraceDocument.version), \"effect\": \"\(effect)\""
    }

    static func scroll<C, F>(
        _ effect: String, _ configuration: [(String, String)], _ trace: ScrollTrace<C, F>, close: Bool = true, output: (F) -> [(String, String)]
    ) -> String {
        let initial = object([("input", n(trace.initialInput)), ("output", object(output(trace.initial)))])
        let frames = trace.steps.map { step in
            step.output.map { object([("input", n(step.input)), ("output", object(output($0)))]) }
                ?? object([("input", n(step.input)), ("refused", "true")])
        }
        return header(effect) + ",\n\"configuration\": " + object(configuration) + ",\n\"initial\": " + initial + ",\n\"frames\": " + list(frames)
            + (close ? "\n}\n" : "")
    }
}
