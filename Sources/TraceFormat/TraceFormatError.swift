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

/// Reads typed fields from a ``JSONValue``, with errors that name the line and the path.
struct Reader {
    let value: JSONValue
    let path: String

    func fail(_ message: String) -> TraceFormatError { TraceFormatError(line: value.line, field: path, message: message) }

    func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func members() throws(TraceFormatError) -> [(key: String, value: JSONValue)] {
        guard case let .object(members) = value.kind else { throw fail("expected an object") }
        return members
    }

    func optional(_ key: String) throws(TraceFormatError) -> Reader? {
        try members().first { $0.key == key }.map { Reader(value: $0.value, path: child(key)) }
    }

    func field(_ key: String) throws(TraceFormatError) -> Reader {
        guard let reader = try optional(key) else { throw fail("missing field \"\(key)\"") }
        return reader
    }

    var isNull: Bool { if case .null = value.kind { true } else { false } }

    func number() throws(TraceFormatError) -> Double {
        guard case let .number(n) = value.kind else { throw fail("expected a number") }
        return n
    }

    /// A number, or one of the strings "nan", "+inf", "-inf" (JSON has no non-finite numbers,
    /// and an implementation under test may produce them: they are judged, not refused).
    func real() throws(TraceFormatError) -> Double {
        if case let .string(s) = value.kind {
            switch s {
            case "nan": return .nan
            case "+inf", "inf": return .infinity
            case "-inf": return -.infinity
            default: throw fail("expected a number or \"nan\", \"+inf\", \"-inf\"")
            }
        }
        return try number()
    }

    func int() throws(TraceFormatError) -> Int {
        let n = try number()
        guard n == n.rounded(), n.magnitude < 0x1p53 else { throw fail("expected an integer") }
        return Int(n)
    }

    func bool() throws(TraceFormatError) -> Bool {
        guard case let .bool(b) = value.kind else { throw fail("expected true or false") }
        return b
    }

    func string() throws(TraceFormatError) -> String {
        guard case let .string(s) = value.kind else { throw fail("expected a string") }
        return s
    }

    func oneOf<T>(_ choices: [String: T]) throws(TraceFormatError) -> T {
        let s = try string()
        guard let value = choices[s] else { throw fail("expected one of \(choices.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", "))") }
        return value
    }

    func array() throws(TraceFormatError) -> [Reader] {
        guard case let .array(elements) = value.kind else { throw fail("expected an array") }
        return elements.enumerated().map { Reader(value: $1, path: "\(path)[\($0)]") }
    }
}
