import Effects

/// A trace file (format `scrollproof-trace`, version 1; see `docs/trace-format.md`): one
/// effect's configuration and the frames an implementation produced, recorded anywhere (an
/// app on a device) and checked here by every oracle of that effect.
///
/// A document holds the trace of one of ``BuiltInEffects/all``, or, for a well-formed file
/// whose configuration the effect rejects, that rejection (reported as the violation
/// `validConfiguration`). Read its trace with ``trace(of:)``:
///
///     let document = try TraceDocument.parse(text)
///     if let trace = document.trace(of: Effect.self) { … }   // a built-in effect's model
package struct TraceDocument: Sendable {
    /// The trace, judged through its effect.
    private let content: any DocumentContent

    /// The format's name.
    package static let format = "scrollproof-trace"
    /// The format's version this build reads.
    package static let version = 1

    /// The document of a built-in effect's trace.
    ///
    /// - Parameters:
    ///   - effect: The effect (``BuiltInEffects/all``), its exact model's type.
    ///   - trace: Its trace.
    /// - Complexity: O(1).
    package init<Effect: BuiltInEffect>(_ effect: Effect.Type, _ trace: Effect.Trace) {
        content = EffectTrace<Effect>(trace: trace)
    }

    /// The document of a well-formed file whose configuration the effect rejects.
    ///
    /// - Parameter rejection: The rejection.
    /// - Complexity: O(1).
    package init(rejected rejection: RejectedConfiguration) {
        content = rejection
    }

    /// The document of a well-formed file whose configuration the effect rejects.
    ///
    /// - Parameter rejection: The rejection.
    /// - Returns: The document.
    package static func rejectedConfiguration(_ rejection: RejectedConfiguration) -> TraceDocument {
        TraceDocument(rejected: rejection)
    }

    /// The trace, when the document holds one of this effect.
    ///
    /// - Parameter effect: A built-in effect, as its exact model's type.
    /// - Returns: The trace, or `nil` for another effect's or a rejected configuration.
    /// - Complexity: O(1).
    package func trace<Effect: BuiltInEffect>(of effect: Effect.Type) -> Effect.Trace? {
        (content as? EffectTrace<Effect>)?.trace
    }

    /// The rejected configuration, when the file's configuration breaks a rule.
    package var rejection: RejectedConfiguration? { content as? RejectedConfiguration }

    /// The trace, of whichever built-in effect (`nil` for a rejected configuration): what a
    /// caller generic over the effect casts to its own trace type.
    package var anyTrace: Any? { content.anyTrace }

    /// The number of frames (steps, events) a file holds, read from its skim without decoding
    /// them: `nil` when the file is not well-formed JSON or has no such array (its decoding
    /// then names what is wrong).
    ///
    /// - Parameter bytes: The file.
    /// - Returns: The count of its longest array among `frames`, `steps` and `events`.
    /// - Complexity: O(n) in the file's length, one pass without decoding a frame.
    package static func frameCount(bytes: [UInt8]) -> Int? {
        guard let r = try? SkimmedDocument(JSONInput(bytes: bytes)).reader else { return nil }
        return ["frames", "steps", "events"].compactMap { key in (try? r.optional(key)).flatMap { $0 }.flatMap { try? $0.elements().count } }.max()
    }

    /// The document of a built-in effect's trace given untyped: `nil` when no built-in effect
    /// is named so or the trace is not of its type.
    ///
    /// - Parameters:
    ///   - name: The effect's name.
    ///   - trace: Its trace.
    package init?(named name: String, trace: Any) {
        func make<E: BuiltInEffect>(_ effect: E.Type) -> TraceDocument? { (trace as? E.Trace).map { TraceDocument(E.self, $0) } }
        guard let document = BuiltInEffects.named(name).flatMap({ make($0) }) else { return nil }
        self = document
    }

    /// The effect the document is of (``BuiltInEffects/named(_:)`` of ``effectName``).
    package var effect: (any BuiltInEffect.Type)? { BuiltInEffects.named(effectName) }

    /// Parses and decodes a trace file.
    ///
    /// - Parameter text: The file's text.
    /// - Returns: The trace, or the document of a rejected configuration (``rejection``).
    /// - Throws: ``TraceFormatError`` with the line and field at fault.
    /// - Complexity: O(n) in the file's length.
    package static func parse(_ text: String) throws(TraceFormatError) -> TraceDocument {
        try parse(bytes: Array(text.utf8))
    }

    /// Parses and decodes a trace file from its bytes, which may be anything (a file from a
    /// device, a fuzzer's input): bytes that are not a trace are refused with a line and a
    /// field, never a crash.
    ///
    /// - Parameter bytes: The file's bytes, UTF-8.
    /// - Returns: The trace, or the document of a rejected configuration (``rejection``).
    /// - Throws: ``TraceFormatError`` with the line and field at fault.
    /// - Complexity: O(n) in the number of bytes; nesting deeper than 256 is refused.
    package static func parse(bytes: [UInt8]) throws(TraceFormatError) -> TraceDocument {
        try decode(reader: try SkimmedDocument(JSONInput(bytes: bytes)).reader)
    }

    /// Decodes a parsed trace file.
    ///
    /// - Parameter root: The file's JSON value.
    /// - Returns: The trace, or the document of a rejected configuration (``rejection``).
    /// - Throws: ``TraceFormatError`` with the line and field at fault.
    /// - Complexity: O(n) in the number of values.
    package static func decode(_ root: JSONValue) throws(TraceFormatError) -> TraceDocument {
        try decode(reader: Reader(value: root, path: ""))
    }

    /// Judges a trace file while reading it, without holding its frames: the verdict
    /// ``verdict`` gives for the file's document, each invariant's first violation.
    ///
    /// The four offset-driven effects and the observer registry are judged frame by frame as
    /// their frames are read, in memory that does not grow with the number of frames. A fly
    /// screen's steps are read once for what its checker must know first (whether it seeks,
    /// its end, its longest flight), then its steps and its events side by side, each from its
    /// own place in the file, by one pass that vouches for every invariant holding only the
    /// items on screen or waiting; a trace it cannot vouch for (one that breaks an invariant,
    /// or comes near one of its stricter rules) is then read whole and judged by the oracles,
    /// whose report it is.
    ///
    /// - Parameter source: The file, read from its start in pieces: once to check its syntax
    ///   and find its arrays, once to judge the frames (a fly screen's steps twice, and its
    ///   whole file once more when the oracles judge it).
    /// - Returns: The number of frames and the violations.
    /// - Throws: ``TraceFormatError`` with the line and field at fault, the same error that
    ///   ``parse(bytes:)`` throws for the same bytes.
    /// - Complexity: O(n) in the file's length; memory O(1) in the number of frames for the
    ///   offset-driven effects, O(cells on screen) for the registry, O(items on screen or
    ///   waiting) and a bit per id for a fly screen whose trace keeps its invariants (O(n) for
    ///   one the oracles judge).
    package static func verdict(reading source: some TraceSource) throws(TraceFormatError) -> TraceVerdict {
        let r = try SkimmedDocument(JSONInput(source: source)).reader
        var verdict = try format(r).verdict(reading: r)
        verdict.prelude = Self.prelude(r, of: verdict)
        return verdict
    }

    /// A file judged by its effect's streaming checker alone, as ``verdict(reading:)`` first
    /// does for an effect that has one: the verdict when the checker vouches for it, `nil`
    /// when the oracles must judge it or the effect has no streaming checker.
    ///
    /// - Parameter source: The file.
    /// - Returns: The verdict, or `nil`.
    /// - Throws: ``TraceFormatError``, as ``verdict(reading:)``.
    /// - Complexity: O(n) in the file's length; memory O(items on screen or waiting).
    package static func streamedVerdict(reading source: some TraceSource) throws(TraceFormatError) -> TraceVerdict? {
        let r = try SkimmedDocument(JSONInput(source: source)).reader
        var verdict = try format(r).streamedVerdict(reading: r)
        if let v = verdict { verdict?.prelude = Self.prelude(r, of: v) }
        return verdict
    }

    /// The prelude of a file already read whole (its field checked then): 0 when absent.
    private static func prelude(_ r: Reader, of verdict: TraceVerdict) -> Int {
        (try? TraceDecoding.prelude(r, frameCount: verdict.frameCount)) ?? 0
    }

    /// The document of a file's root.
    static func decode(reader r: Reader) throws(TraceFormatError) -> TraceDocument {
        try format(r).document(reading: r)
    }

    /// Checks the format and the version and returns the trace format of the effect the file
    /// names, one of ``BuiltInEffects/all``.
    private static func format(_ r: Reader) throws(TraceFormatError) -> any TraceFileFormat.Type {
        let format = try r.field("format")
        guard try format.string() == Self.format else { throw format.fail("expected \"\(Self.format)\"") }
        let version = try r.field("version")
        switch try version.int() {
        case Self.version: break
        case ListTrace.version:
            throw version.fail("""
                version \(ListTrace.version) is the trace of an effect driven by a list's events, which you declare: judge it from Swift with \
                ScrollProof.checkTrace
                """)
        default: throw version.fail("this build reads version \(Self.version) (and \(ListTrace.version) from Swift)")
        }
        let effect = try r.field("effect")
        let name = try effect.string()
        let formats = BuiltInEffects.facets(as: (any TraceFileFormat.Type).self)
        guard let found = formats.first(where: { $0.effectName == name }) else {
            throw effect.fail("""
                expected one of \(formats.map { "\"\($0.effectName)\"" }.joined(separator: ", ")); an effect declared in your own code is \
                judged from Swift, in its test target: ScrollProof.checkTrace(YourEffect.self, contentsOf: url)
                """)
        }
        return found
    }

    /// Every violation of the trace: the first of each oracle of its effect.
    ///
    /// - Complexity: O(oracles · frames), O(n log n) for the fly screen.
    package var violations: [Violation] { content.violations }

    /// The trace's verdict: its number of frames, its violations and its notes.
    ///
    /// - Complexity: That of ``violations``.
    package var verdict: TraceVerdict {
        var verdict = TraceVerdict(frameCount: frameCount, violations: violations, effect: effectName)
        verdict.stepName = content.stepName
        verdict.notes = content.notes
        verdict.prelude = (content as? any PreludedTrace)?.prelude ?? 0
        return verdict
    }

    /// The effect the document is a trace of, as a file names it.
    package var effectName: String { content.effectName }

    /// The number of frames (steps, events, operations) in the trace.
    package var frameCount: Int { content.frameCount }

    /// The file's text (``TraceWriter/json(_:)-(TraceDocument)``), or `nil` for a rejected
    /// configuration, which no trace value can hold.
    var json: String? { content.json }
}

/// What a document holds: a built-in effect's trace, or a rejected configuration.
private protocol DocumentContent: Sendable {
    var effectName: String { get }
    var frameCount: Int { get }
    var stepName: String { get }
    var violations: [Violation] { get }
    var notes: [String] { get }
    var json: String? { get }
    var anyTrace: Any? { get }
}

/// A trace whose leading frames may be a prelude (a monitor's file).
protocol PreludedTrace {
    /// The number of leading frames judged but not reported.
    var prelude: Int { get }
}

extension ScrollTrace: PreludedTrace {}
extension EventTrace: PreludedTrace {}

/// A built-in effect's trace, judged and written through the effect's facets.
private struct EffectTrace<Effect: BuiltInEffect>: DocumentContent, PreludedTrace {
    let trace: Effect.Trace
    var effectName: String { Effect.effectName }
    var frameCount: Int { Effect.frameCount(of: trace) }
    var stepName: String { Effect.stepName }
    var violations: [Violation] { Effect.violations(of: trace) }
    var notes: [String] { Effect.notes(on: trace) }
    var prelude: Int { (trace as? any PreludedTrace)?.prelude ?? 0 }
    var anyTrace: Any? { trace }
    var json: String? {
        func write<Format: TraceFileFormat>(_ format: Format.Type) -> String? { (trace as? Format.Trace).map(Format.json) }
        return (Effect.self as? any TraceFileFormat.Type).flatMap { write($0) }
    }
}

extension RejectedConfiguration: DocumentContent {
    fileprivate var effectName: String { effect }
    fileprivate var stepName: String { "frame" }
    fileprivate var violations: [Violation] { [violation] }
    fileprivate var notes: [String] { [] }
    fileprivate var json: String? { nil }
    fileprivate var anyTrace: Any? { nil }
}

/// A well-formed trace whose configuration breaks a rule of SPEC: the field, the rule and the
/// value, and where the field is in the file.
package struct RejectedConfiguration: Error, Sendable, Equatable {
    /// The effect, as the file names it.
    package var effect: String
    /// The configuration's error: the field, the rule and the value.
    package var error: ConfigurationError
    /// The line of the offending field (or of the configuration object).
    package var line: Int
    /// The number of frames the file holds (read, not judged).
    package var frameCount: Int

    /// Creates a rejection.
    ///
    /// - Parameters:
    ///   - effect: The effect.
    ///   - error: The configuration's error.
    ///   - line: The line of the field.
    ///   - frameCount: The frames in the file.
    package init(effect: String, error: ConfigurationError, line: Int, frameCount: Int) {
        self.effect = effect
        self.error = error
        self.line = line
        self.frameCount = frameCount
    }

    /// The violation `validConfiguration` (SPEC §0): a configuration that cannot work is a bug
    /// of the app that uses it.
    package var violation: Violation {
        let value = Double(error.value).map { [Violation.Value(error.field, $0)] } ?? []
        return Violation("validConfiguration", "§0", frame: -1, value,
            "configuration.\(error.field) (line \(line)) = \(error.value) breaks the rule: \(error.rule)")
    }
}
