/// Reads typed fields from a ``JSONValue``, with errors that name the line and the path.
///
/// A reader of a trace file's root knows the ``SkimmedDocument`` it came from: the root's arrays
/// are read back from the file, element by element (``elements()``).
///
/// A path is written out only when it is needed: a scalar field or array element keeps its
/// parent's path and its key or index, and an object or array writes its own once, for its
/// children (a frame's reading then builds two path strings, not one per field or element).
struct Reader {
    let value: JSONValue
    /// The parent's path, or this reader's whole path when it has no `key` or `index`.
    private let parent: String
    /// This reader's key in its parent, when its path is not written out.
    private let key: String?
    /// This reader's index in its parent array, when its path is not written out.
    private let index: Int?
    /// The skimmed file, for the root and its members (whose arrays are in the file).
    let document: SkimmedDocument?

    init(value: JSONValue, path: String, document: SkimmedDocument? = nil) {
        self.init(value: value, parent: path, key: nil, index: nil, document: document)
    }

    /// The element at `index` of the array at `path`: a scalar's path is written out only
    /// if it is reported.
    init(element value: JSONValue, of path: String, at index: Int) {
        switch value.kind {
        case .object, .array: self.init(value: value, path: "\(path)[\(index)]")
        default: self.init(value: value, parent: path, key: nil, index: index, document: nil)
        }
    }

    private init(value: JSONValue, parent: String, key: String?, index: Int?, document: SkimmedDocument?) {
        self.value = value
        self.parent = parent
        self.key = key
        self.index = index
        self.document = document
    }

    /// The field's path, e.g. `frames[3].output.imageOffset`.
    var path: String {
        if let index { return "\(parent)[\(index)]" }
        guard let key else { return parent }
        return parent.isEmpty ? key : "\(parent).\(key)"
    }

    func fail(_ message: String) -> TraceFormatError { TraceFormatError(line: value.line, field: path, message: message) }

    func members() throws(TraceFormatError) -> [(key: String, value: JSONValue)] {
        guard case let .object(members) = value.kind else { throw fail("expected an object") }
        return members
    }

    func optional(_ key: String) throws(TraceFormatError) -> Reader? {
        guard let member = try members().first(where: { $0.key == key }) else { return nil }
        let child = Reader(value: member.value, parent: path, key: key, index: nil, document: path.isEmpty ? document : nil)
        switch member.value.kind {
        case .object, .array: return Reader(value: member.value, path: child.path, document: child.document)
        default: return child
        }
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
