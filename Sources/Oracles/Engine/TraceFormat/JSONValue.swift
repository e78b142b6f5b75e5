/// A parsed JSON value that remembers the line it starts on, so a malformed trace can be
/// reported by line and field.
package struct JSONValue: Sendable {
    /// The kinds of JSON values.
    package enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([(key: String, value: JSONValue)])
    }

    /// The value.
    package var kind: Kind
    /// The 1-based line where it starts.
    package var line: Int

    /// Creates a value.
    ///
    /// - Parameters:
    ///   - kind: The value.
    ///   - line: The 1-based line where it starts.
    package init(kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
    }
}

/// A syntax error in a JSON document.
package struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    package var line: Int
    /// What is wrong.
    package var message: String
    package var description: String { "line \(line): \(message)" }
}
