import Effects

/// The outputs of one frame of an effect you declare, by name: numbers (`"nan"`, `"+inf"`,
/// `"-inf"` for non-finite ones), flags, strings and lists of items (arrays of item ids: an
/// impression's items, the item that plays as a list of none or one), as a trace file holds
/// them.
public struct TraceOutputs: Sendable, Equatable {
    /// The numeric outputs.
    public var numbers: [String: Double]
    /// The boolean outputs (a callback fired, a view is shown).
    public var flags: [String: Bool]
    /// The textual outputs (an edge state, an event's name).
    public var strings: [String: String]
    /// The outputs that name items (a list-driven effect's).
    public var items: [String: [ListItemID]]
    /// Where the frame's `output` object is in the file, for errors (`frames[3].output`).
    public var field: String
    /// Its line in the file (0 for outputs built in memory).
    public var line: Int

    /// Outputs in memory.
    ///
    /// - Parameters:
    ///   - numbers: The numeric outputs.
    ///   - flags: The boolean outputs.
    ///   - strings: The textual outputs.
    ///   - items: The outputs that name items.
    public init(numbers: [String: Double] = [:], flags: [String: Bool] = [:], strings: [String: String] = [:], items: [String: [ListItemID]] = [:]) {
        self.numbers = numbers
        self.flags = flags
        self.strings = strings
        self.items = items
        field = "output"
        line = 0
    }

    /// A numeric output.
    ///
    /// - Parameter name: Its name.
    /// - Returns: Its value.
    /// - Throws: ``TraceFormatError`` naming the field when it is missing.
    public func number(_ name: String) throws(TraceFormatError) -> Double {
        guard let value = numbers[name] else { throw TraceFormatError(line: line, field: "\(field).\(name)", message: "missing number") }
        return value
    }

    /// A boolean output.
    ///
    /// - Parameter name: Its name.
    /// - Returns: Its value.
    /// - Throws: ``TraceFormatError`` naming the field when it is missing.
    public func flag(_ name: String) throws(TraceFormatError) -> Bool {
        guard let value = flags[name] else { throw TraceFormatError(line: line, field: "\(field).\(name)", message: "missing true or false") }
        return value
    }

    /// An output that names items.
    ///
    /// - Parameter name: Its name.
    /// - Returns: The items, in order.
    /// - Throws: ``TraceFormatError`` naming the field when it is missing.
    public func items(_ name: String) throws(TraceFormatError) -> [ListItemID] {
        guard let value = items[name] else { throw TraceFormatError(line: line, field: "\(field).\(name)", message: "missing list of item ids") }
        return value
    }

    /// An output that names at most one item (the item that plays), as a list of none or one.
    ///
    /// - Parameter name: Its name.
    /// - Returns: The item, or `nil`.
    /// - Throws: ``TraceFormatError`` naming the field when it is missing or names more than one.
    public func item(_ name: String) throws(TraceFormatError) -> ListItemID? {
        let value = try items(name)
        guard value.count <= 1 else { throw TraceFormatError(line: line, field: "\(field).\(name)",
            message: "expected at most one item id, got \(value.count)") }
        return value.first
    }

    /// A textual output.
    ///
    /// - Parameter name: Its name.
    /// - Returns: Its value.
    /// - Throws: ``TraceFormatError`` naming the field when it is missing.
    public func string(_ name: String) throws(TraceFormatError) -> String {
        guard let value = strings[name] else { throw TraceFormatError(line: line, field: "\(field).\(name)", message: "missing string") }
        return value
    }
}

/// A recorded trace of an effect you declare, in the generic trace format
/// (docs/trace-format.md, "Effects you declare"): the effect's name, its configuration's fields
/// by name, the initial input and outputs, then each frame's input and outputs (`null` when the
/// implementation refused the input, which keeps its state), and the release queries of an
/// effect with release rules.
///
///     var trace = GenericTrace(effect: "stretchyHeader", configuration: [("height", 200), ("fadeDistance", 60)],
///                              initialInput: 0, initial: TraceOutputs(numbers: ["headerHeight": 200, "titleAlpha": 0]))
///     trace.record(input: -20, output: TraceOutputs(numbers: ["headerHeight": 220, "titleAlpha": 0]))
///     let text = trace.json
///
/// This is how an app records on a device: the `ScrollProofTraces` product holds it, with no
/// Testing, no XCTest and no generator. In tests, `TraceRecorder` (in `ScrollProof`) writes the same file from a
/// declared effect's frames.
public struct GenericTrace: Sendable {
    /// The effect's name, as it declares it.
    public var effect: String
    /// The configuration's fields, in order.
    public var configuration: [(name: String, value: Double)]
    /// The input the implementation was created with.
    public var initialInput: Double
    /// Its outputs before any frame.
    public var initial: TraceOutputs
    /// Each frame's input and outputs; `nil` outputs for a refused input.
    public var frames: [(input: Double, output: TraceOutputs?)]
    /// The release queries, for an effect with release rules: after which frame a drag ended,
    /// its velocity and where the implementation said the scroll settles (written only when
    /// there are some).
    public var releases: [ReleaseQuery]
    /// The number of leading frames that only rebuild the state the rest starts from (a
    /// monitor's file, ``ScrollTrace/prelude``): judged, what they break not reported; written
    /// only when above 0.
    public var prelude = 0

    /// A trace.
    ///
    /// - Parameters:
    ///   - effect: The effect's name.
    ///   - configuration: The configuration's fields, in order.
    ///   - initialInput: The initial input.
    ///   - initial: The initial outputs.
    ///   - frames: The frames (default none).
    ///   - releases: The release queries (default none).
    public init(
        effect: String, configuration: [(name: String, value: Double)], initialInput: Double, initial: TraceOutputs,
        frames: [(input: Double, output: TraceOutputs?)] = [], releases: [ReleaseQuery] = []
    ) {
        self.effect = effect
        self.configuration = configuration
        self.initialInput = initialInput
        self.initial = initial
        self.frames = frames
        self.releases = releases
    }

    /// Records one frame.
    ///
    /// - Parameters:
    ///   - input: The frame's input.
    ///   - output: The outputs the implementation returned, or `nil` when it refused the input
    ///     (its state kept).
    /// - Complexity: O(1), amortized.
    public mutating func record(input: Double, output: TraceOutputs?) {
        frames.append((input: input, output: output))
    }

    /// Records a release after the latest frame: the drag ended there with this velocity, and
    /// the implementation said the scroll settles at `target`.
    ///
    /// - Parameters:
    ///   - velocity: The release velocity along the input, in points per second.
    ///   - target: Where the implementation settles.
    /// - Precondition: A frame was recorded.
    /// - Complexity: O(1), amortized.
    public mutating func recordRelease(velocity: Double, target: Double) {
        precondition(!frames.isEmpty, "a release follows a recorded frame")
        releases.append(ReleaseQuery(step: frames.count - 1, velocity: velocity, target: target))
    }

    /// The file's text: one frame per line, numbers in their shortest exact form.
    ///
    /// - Complexity: O(frames · outputs).
    public var json: String {
        func outputs(_ o: TraceOutputs?) -> String { o.map(Self.outputsJSON) ?? "null" }
        let configuration = TraceWriter.object(self.configuration.map { ($0.name, TraceWriter.n($0.value)) })
        let initial = TraceWriter.object([("input", TraceWriter.n(initialInput)), ("output", outputs(self.initial))])
        let frames = self.frames.map { TraceWriter.object([("input", TraceWriter.n($0.input)), ("output", outputs($0.output))]) }
        let releases = self.releases.map { q in TraceWriter.object([("afterFrame", "\(q.step)"), ("velocity", TraceWriter.n(q.velocity)),
            ("target", TraceWriter.n(q.target))]) }
        return TraceWriter.header(Self.quotedName(effect), prelude: prelude) + ",\n\"configuration\": \(configuration),\n\"initial\": \(initial),\n\"frames\": "
            + TraceWriter.list(frames) + (releases.isEmpty ? "" : ",\n\"releases\": " + TraceWriter.list(releases)) + "\n}\n"
    }

    /// Outputs as a JSON object, every kind sorted by name.
    static func outputsJSON(_ o: TraceOutputs) -> String {
            let fields = o.numbers.sorted { $0.key < $1.key }.map { ($0.key, TraceWriter.n($0.value)) }
                + o.flags.sorted { $0.key < $1.key }.map { ($0.key, $0.value ? "true" : "false") }
                + o.strings.sorted { $0.key < $1.key }.map { ($0.key, Self.quoted($0.value)) }
                + o.items.sorted { $0.key < $1.key }.map { ($0.key, "[" + $0.value.map { "\($0.rawValue)" }.joined(separator: ", ") + "]") }
            return TraceWriter.object(fields)
    }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// The effect's name inside the header's quotes.
    static func quotedName(_ s: String) -> String { String(quoted(s).dropFirst().dropLast()) }

    /// Reads a trace file of an effect you declare.
    ///
    /// - Parameter bytes: The file.
    /// - Returns: The trace.
    /// - Throws: ``TraceFormatError`` with the line and field at fault: a syntax error, a
    ///   missing or mistyped field, another format or version.
    /// - Complexity: O(n) in the file's length.
    public static func parse(bytes: [UInt8]) throws(TraceFormatError) -> GenericTrace {
        let (r, effect, configuration) = try header(bytes, version: TraceDocument.version)
        let initialReader = try r.field("initial")
        let initialInput = try initialReader.field("input").real()
        guard let initial = try outputs(try initialReader.field("output")) else {
            throw try initialReader.field("output").fail("the initial frame has outputs")
        }
        var frames: [(input: Double, output: TraceOutputs?)] = []
        for frame in try r.field("frames").array() {
            frames.append((try frame.field("input").real(), try outputs(try frame.field("output"))))
        }
        let prelude = try TraceDecoding.prelude(r, frameCount: frames.count)
        let releases = try TraceDecoding.releases(r, frameCount: frames.count)
        var trace = GenericTrace(effect: effect, configuration: configuration, initialInput: initialInput, initial: initial, frames: frames, releases: releases)
        trace.prelude = prelude
        return trace
    }

    /// The header every trace of a declared effect opens with: the format, the version (a trace
    /// of the other kind is named), the effect's name and its configuration's fields.
    ///
    /// - Parameters:
    ///   - bytes: The file.
    ///   - expected: The version the caller reads.
    /// - Returns: The document's reader, the effect's name and the configuration's fields.
    /// - Throws: ``TraceFormatError`` with the line and field at fault.
    static func header(_ bytes: [UInt8], version expected: Int) throws(TraceFormatError) -> (Reader, String, [(name: String, value: Double)]) {
        let root: JSONValue
        do throws(JSONSyntaxError) {
            root = try JSONParser.parse(bytes: bytes)
        } catch {
            throw TraceFormatError(line: error.line, field: "", message: error.message)
        }
        let r = Reader(value: root, path: "")
        let format = try r.field("format")
        guard try format.string() == TraceDocument.format else { throw format.fail("expected \"\(TraceDocument.format)\"") }
        let version = try r.field("version")
        switch try version.int() {
        case expected: break
        case ListTrace.version: throw version.fail("""
            version \(ListTrace.version) is the trace of an effect driven by a list's events: read it with ListTrace.parse
            """)
        case TraceDocument.version: throw version.fail("""
            version \(TraceDocument.version) is the trace of an offset-driven effect: read it with GenericTrace.parse
            """)
        default: throw version.fail("this build reads versions \(TraceDocument.version) and \(ListTrace.version)")
        }
        let effect = try r.field("effect").string()
        let configurationReader = try r.field("configuration")
        var configuration: [(name: String, value: Double)] = []
        for member in try configurationReader.members() {
            configuration.append((member.key, try configurationReader.field(member.key).real()))
        }
        return (r, effect, configuration)
    }

    /// A frame's outputs: an object of numbers (or "nan", "+inf", "-inf"), booleans and
    /// strings; `nil` for `null`.
    static func outputs(_ r: Reader) throws(TraceFormatError) -> TraceOutputs? {
        if r.isNull { return nil }
        var o = TraceOutputs()
        o.field = r.path
        o.line = r.value.line
        for member in try r.members() {
            let value = try r.field(member.key)
            switch member.value.kind {
            case let .number(x): o.numbers[member.key] = x
            case let .bool(b): o.flags[member.key] = b
            case let .string(s): if let x = Self.nonFinite(s) { o.numbers[member.key] = x } else { o.strings[member.key] = s }
            case .array:
                var items: [ListItemID] = []
                for element in try value.array() { items.append(ListItemID(try element.int())) }
                o.items[member.key] = items
            default: throw value.fail("expected a number, true or false, a string, or a list of item ids")
            }
        }
        return o
    }

    private static func nonFinite(_ s: String) -> Double? {
        switch s {
        case "nan": .nan
        case "+inf", "inf": .infinity
        case "-inf": -.infinity
        default: nil
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
