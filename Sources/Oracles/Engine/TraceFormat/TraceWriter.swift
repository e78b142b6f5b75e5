import Effects

/// Writes traces in the trace format (`scrollproof-trace`, version 1; `docs/trace-format.md`),
/// the files `scrollproof check-trace` judges. An app records what its implementation did,
/// frame by frame, into a trace value and writes it with one call:
///
///     let text = TraceWriter.json(trace)   // a built-in effect's trace
///
/// Pure Swift, no Foundation, no UIKit: it builds for iOS, macOS and Linux alike. Every number
/// is written in its shortest form that reads back to the same bits, and a non-finite output
/// as `"nan"`, `"+inf"` or `"-inf"`, so `TraceDocument.parse(_:)` reads back exactly the
/// trace that was written. One frame per line, so a diff or a failure's line number points at
/// one frame.
public enum TraceWriter {
    /// A document's trace.
    ///
    /// - Parameter document: The document.
    /// - Returns: The file's text, or `nil` for a rejected configuration
    ///   (`TraceDocument.rejection`), which no trace value can hold.
    /// - Complexity: O(frames).
    package static func json(_ document: TraceDocument) -> String? {
        document.json
    }

    // MARK: - Pieces

    /// A number as JSON: the shortest text that reads back to the same bits, or the strings
    /// `"nan"`, `"+inf"`, `"-inf"`.
    ///
    /// - Parameter x: The number.
    /// - Returns: Its text.
    package static func n(_ x: Double) -> String {
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

    /// The file's first fields: the format, the version, the effect, and the prelude when there
    /// is one (the leading frames that rebuild the state the rest starts from).
    static func header(_ effect: String, prelude: Int = 0) -> String {
        "{\n\"format\": \"\(TraceDocument.format)\", \"version\": \(TraceDocument.version), \"effect\": \"\(effect)\""
            + (prelude > 0 ? ", \"prelude\": \(prelude)" : "")
    }

    static func scroll<C, F>(
        _ effect: String, _ configuration: [(String, String)], _ trace: ScrollTrace<C, F>, close: Bool = true, output: (F) -> [(String, String)]
    ) -> String {
        let initial = object([("input", n(trace.initialInput)), ("output", object(output(trace.initial)))])
        let frames = trace.steps.map { step in
            step.output.map { object([("input", n(step.input)), ("output", object(output($0)))]) }
                ?? object([("input", n(step.input)), ("refused", "true")])
        }
        return header(effect,
            prelude: trace.prelude) + ",\n\"configuration\": " + object(configuration) + ",\n\"initial\": " + initial + ",\n\"frames\": " + list(frames)
            + (close ? "\n}\n" : "")
    }
}
