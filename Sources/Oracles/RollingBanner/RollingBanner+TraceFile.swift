import Effects

/// How a rolling banner's trace is read from and written to a file.
extension RollingBanner: ScrollTraceFormat {
    static func json(_ trace: RollingBannerTrace) -> String { TraceWriter.json(trace) }
    static let readsReleases = true
    static let turnNames: [String: PageTurn] = ["forward": .forward, "backward": .backward]

    static func configuration(_ c: Reader) throws(TraceFormatError) -> Result<RollingBannerConfiguration, ConfigurationError> {
        let w = try c.field("width").real(), p = try c.optional("portion")?.real() ?? 0.6
        let n = try c.field("imageCount").int(), page = try c.optional("initialPage")?.int() ?? 0
        return TraceDecoding.attempt { () throws(ConfigurationError) in try RollingBannerConfiguration(width: w, portion: p, imageCount: n, initialPage: page) }
    }

    static func output(_ o: Reader, input: Double) throws(TraceFormatError) -> RollingBannerFrame {
        let turn = try o.optional("turn")  // absent: no turn (version 1 allowed leaving it out)
        let layout = RollingBannerLayout(
            displacement: try o.field("displacement").real(), containerMinX: try o.field("containerMinX").real(),
            middleImageMinX: try o.field("middleImageMinX").real(), leftImageMinX: try o.field("leftImageMinX").real(),
            rightImageMinX: try o.field("rightImageMinX").real(), page: try o.field("page").int(),
            leftPage: try o.field("leftPage").int(), rightPage: try o.field("rightPage").int())
        // `isArmed` is the model's internal state, not an output: the oracles derive the
        // arming from the inputs.
        return RollingBannerFrame(offset: input, layout: layout,
            turn: try turn.flatMap { t throws(TraceFormatError) in t.isNull ? nil : try t.oneOf(turnNames) }, isArmed: true)
    }
}

extension TraceDocument {
    /// The document of a rolling banner's trace: `TraceDocument(RollingBanner.self, trace)`.
    ///
    /// - Parameter trace: The trace.
    /// - Returns: The document.
    public static func rollingBanner(_ trace: RollingBannerTrace) -> TraceDocument { TraceDocument(RollingBanner.self, trace) }
}

extension TraceWriter {
    /// A rolling banner's trace, with its release queries.
    ///
    /// - Parameter trace: The trace.
    /// - Returns: The file's text.
    /// - Complexity: O(frames + releases).
    public static func json(_ trace: RollingBannerTrace) -> String {
        let c = trace.configuration
        var text = scroll(RollingBanner.effectName, [("width", n(c.width)), ("portion", n(c.portion)), ("imageCount", "\(c.imageCount)"),
            ("initialPage", "\(c.initialPage)")], trace, close: false) { f in
            let l = f.layout
            return [
                ("displacement", n(l.displacement)), ("containerMinX", n(l.containerMinX)), ("middleImageMinX", n(l.middleImageMinX)),
                ("leftImageMinX", n(l.leftImageMinX)), ("rightImageMinX", n(l.rightImageMinX)), ("page", "\(l.page)"),
                ("leftPage", "\(l.leftPage)"), ("rightPage", "\(l.rightPage)"), ("turn",
                    f.turn.map { string($0 == .forward ? "forward" : "backward") } ?? "null"),
            ]
        }
        text += ",\n\"releases\": ["
        text += trace.releases.map { q in "\n  " + object([("afterFrame", "\(q.step)"), ("velocity", n(q.velocity)), ("target",
            n(q.target))]) }.joined(separator: ",")
        text += trace.releases.isEmpty ? "]\n}\n" : "\n]\n}\n"
        return text
    }
}
