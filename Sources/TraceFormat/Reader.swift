/// Reads typed fields from a ``JSONValue``, with errors that name the line and the path.
///
/// A reader of a trace file's root knows the ``SkimmedDocument`` it came from: the root's arrays
/// are read back from the file, element by element (``elements()``).
struct Reader {
    let value: JSONValue
    let path: String
    /// The skimmed file, for the root and its members (whose arrays are in the file).
    let document: SkimmedDocument?

    init(value: JSONValue, path: String, document: SkimmedDocument? = nil) {
        self.value = value
        self.path = path
        self.document = document
    }

    func fail(_ message: String) -> TraceFormatError { TraceFormatError(line: value.line, field: path, message: message) }

    func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func members() throws(TraceFormatError) -> [(key: String, value: JSONValue)] {
        guard case let .object(members) = value.kind else { throw fail("expected an object") }
        return members
    }

    func optional(_ key: String) throws(TraceFormatError) -> Reader? {
        try members().first { $0.key == key }.map { Reader(value: $0.value, path: child(key), document: path.isEmpty ? document : nil) }
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

    /// The elements, in memory.
    func array() throws(TraceFormatError) -> [Reader] {
        var result: [Reader] = []
        try elements().forEach { element throws(TraceFormatError) in result.append(element) }
        return result
    }

    /// The elements, walked one at a time: a root member's array is read back from the file.
    func elements() throws(TraceFormatError) -> TopLevelArray {
        guard case let .array(values) = value.kind else { throw fail("expected an array") }
        return document?.elements(of: self) ?? TopLevelArray(path: path, count: values.count, storage: .values(values))
    }
}
