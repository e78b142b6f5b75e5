import Effects

/// How a banner hover's trace is read from and written to a file.
extension BannerHover: ScrollTraceFormat {
    static func json(_ trace: BannerHoverTrace) -> String { TraceWriter.json(trace) }
    static let edgeNames: [String: BannerEdge] = ["expanded": .expanded, "interior": .interior, "collapsed": .collapsed]
    static let eventNames: [String: BannerEdgeEvent] = ["expanded": .expanded, "collapsed": .collapsed]

    static func configuration(_ c: Reader) throws(TraceFormatError) -> Result<BannerHoverConfiguration, ConfigurationError> {
        let (b, t) = (try c.field("bannerHeight").real(), try c.field("hoverHeight").real())
        let eps = try c.optional("eps")?.real() ?? 1e-6
        return TraceDecoding.attempt { () throws(ConfigurationError) in try BannerHoverConfiguration(bannerHeight: b, hoverHeight: t, eps: eps) }
    }

    static func output(_ o: Reader, input: Double) throws(TraceFormatError) -> BannerHoverFrame {
        // An absent event is no event (version 1 allowed leaving it out).
        let event = try o.optional("event")
        return BannerHoverFrame(
            offset: input, frameY: try o.field("frameY").real(), percent: try o.field("percent").real(),
            edge: try o.field("edge").oneOf(edgeNames), event: try event.flatMap { e throws(TraceFormatError) in e.isNull ? nil : try e.oneOf(eventNames) })
    }
}

extension TraceDocument {
    /// The document of a banner hover's trace: `TraceDocument(BannerHover.self, trace)`.
    ///
    /// - Parameter trace: The trace.
    /// - Returns: The document.
    public static func bannerHover(_ trace: BannerHoverTrace) -> TraceDocument { TraceDocument(BannerHover.self, trace) }
}

extension TraceWriter {
    /// A banner hover's trace.
    ///
    /// - Parameter trace: The trace.
    /// - Returns: The file's text.
    /// - Complexity: O(frames).
    public static func json(_ trace: BannerHoverTrace) -> String {
        let c = trace.configuration
        return scroll(BannerHover.effectName, [("bannerHeight", n(c.bannerHeight)), ("hoverHeight", n(c.hoverHeight)), ("eps", n(c.eps))], trace) { f in
            [("frameY", n(f.frameY)), ("percent", n(f.percent)), ("edge", string(f.edge.rawValue)), ("event", f.event.map { string($0.rawValue) } ?? "null")]
        }
    }
}
