import Effects

/// The trace-file facet of a built-in effect: how its section of a trace file is read, judged
/// while it is read, and written. Each built-in effect conforms in its own file
/// (`Oracles/<Effect>/<Effect>+TraceFile.swift`); `TraceDocument` finds the effect a file names in
/// ``BuiltInEffects/all`` and reads it through this facet.
protocol TraceFileFormat: BuiltInEffect {
    /// Decodes the effect's trace from a file's root (whose format, version and effect are
    /// already checked).
    ///
    /// - Parameter r: The file's root.
    /// - Returns: The trace, or the document of a rejected configuration.
    /// - Throws: ``TraceFormatError`` with the line and field at fault.
    static func document(reading r: Reader) throws(TraceFormatError) -> TraceDocument

    /// Judges the effect's trace while reading it: the verdict of the decoded document
    /// (default: decodes it whole, then judges it).
    ///
    /// - Parameter r: The file's root.
    /// - Returns: The verdict.
    /// - Throws: The error ``document(reading:)`` throws for the same file.
    static func verdict(reading r: Reader) throws(TraceFormatError) -> TraceVerdict

    /// Judges the effect's trace while reading it with a streaming checker alone: the verdict
    /// when the checker vouches for the trace, `nil` when the oracles must judge it (default:
    /// `nil`, no streaming checker).
    ///
    /// - Parameter r: The file's root.
    /// - Returns: The verdict, or `nil`.
    /// - Throws: The error ``document(reading:)`` throws for the same file.
    static func streamedVerdict(reading r: Reader) throws(TraceFormatError) -> TraceVerdict?

    /// The file's text for a trace (``TraceWriter``).
    ///
    /// - Parameter trace: The trace.
    /// - Returns: The file's text.
    static func json(_ trace: Trace) -> String
}

extension TraceFileFormat {
    static func streamedVerdict(reading r: Reader) throws(TraceFormatError) -> TraceVerdict? { nil }

    static func verdict(reading r: Reader) throws(TraceFormatError) -> TraceVerdict {
        try document(reading: r).verdict
    }
}
