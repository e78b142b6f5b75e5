/// A malformed trace file: the line and the field at fault, and what is wrong.
public struct TraceFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The field's path, e.g. `frames[3].output.imageOffset` (empty for a syntax error).
    public var field: String
    /// What is wrong.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - line: The line.
    ///   - field: The field's path.
    ///   - message: What is wrong.
    public init(line: Int, field: String, message: String) {
        self.line = line
        self.field = field
        self.message = message
    }

    public var description: String { field.isEmpty ? "line \(line): \(message)" : "line \(line), field \(field): \(message)" }
}
