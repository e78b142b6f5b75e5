import Effects

/// How a parallel window's trace is read from and written to a file.
extension ParallelWindow: ScrollTraceFormat {
    static func json(_ trace: ParallelWindowTrace) -> String { TraceWriter.json(trace) }

    static func configuration(_ c: Reader) throws(TraceFormatError) -> Result<ParallelWindowConfiguration, ConfigurationError> {
        let (w, i, v) = (try c.field("windowHeight").real(), try c.field("imageHeight").real(), try c.field("viewportHeight").real())
        return TraceDecoding.attempt { () throws(ConfigurationError) in try ParallelWindowConfiguration(windowHeight: w, imageHeight: i, viewportHeight: v) }
    }

    static func output(_ o: Reader, input: Double) throws(TraceFormatError) -> ParallelWindowFrame {
        ParallelWindowFrame(windowTop: input, imageOffset: try o.field("imageOffset").real())
    }
}

extension TraceDocument {
    /// The document of a parallel window's trace: `TraceDocument(ParallelWindow.self, trace)`.
    ///
    /// - Parameter trace: The trace.
    /// - Returns: The document.
    public static func parallelWindow(_ trace: ParallelWindowTrace) -> TraceDocument { TraceDocument(ParallelWindow.self, trace) }
}

extension TraceWriter {
    /// A parallel window's trace.
    ///
    /// - Parameter trace: The trace.
    /// - Returns: The file's text.
    /// - Complexity: O(frames).
    public static func json(_ trace: ParallelWindowTrace) -> String {
        let c = trace.configuration
        return scroll(ParallelWindow.effectName, [("windowHeight", n(c.windowHeight)), ("imageHeight", n(c.imageHeight)), ("viewportHeight",
            n(c.viewportHeight))], trace) { f in
            [("imageOffset", n(f.imageOffset))]
        }
    }
}
