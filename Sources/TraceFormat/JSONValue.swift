/// A parsed JSON value that remembers the line it starts on, so a malformed trace can be
/// reported by line and field.
public struct JSONValue: Sendable {
    /// The kinds of JSON values.
    public enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([(key: String, value: JSONValue)])
    }

    /// The value.
    public var kind: Kind
    /// The 1-based line where it starts.
    public var line: Int

    /// Creates a value.
    ///
    /// - Parameters:
    ///   - kind: The value.
    ///   - line: The 1-based line where it starts.
    public init(kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
    }
}

/// A syntax error in a JSON document.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// What is wrong.
    public var message: String
    public var description: String { "line \(line): \(message)" }
}
