import Effects
import Oracles

/// A trace file (format `scrollproof-trace`, version 1; see `docs/trace-format.md`): one
/// effect's configuration and the frames an implementation produced, recorded anywhere (an
/// app on a device) and checked here by every oracle of that effect.
public enum TraceDocument: Sendable {
    /// A parallel window's trace (SPEC §1).
    case parallelWindow(ParallelWindowTrace)
    /// A banner hover's trace (SPEC §2).
    case bannerHover(BannerHoverTrace)
    /// A rolling banner's trace (SPEC §3).
    case rollingBanner(RollingBannerTrace)
    /// A profile header's trace (SPEC §5).
    case profileHeader(ProfileHeaderTrace)
    /// An observer registry's trace (SPEC §1b).
    case observerRegistry(ObserverRegistryTrace)
    /// A fly screen's trace (SPEC §4).
    case flyScreen(FlyScreenTrace)
    /// A well-formed trace whose configuration SPEC rejects: the file is fine, the app's
    /// configuration is the bug, reported as the violation `validConfiguration`.
    case rejectedConfiguration(RejectedConfiguration)

    /// The format's name.
    public static let format = "scrollproof-trace"
    /// The format's version this build reads.
    public static let version = 1

    /// Parses and decodes a trace file.
    ///
    /// - Parameter text: The file's text.
    /// - Returns: The trace, or ``rejectedConfiguration(_:)`` for a well-formed file whose
    ///   configuration breaks a rule.
    /// - Throws: ``TraceFormatError`` with the line and field at fault.
    /// - Complexity: O(n) in the file's length.
    public static func parse(_ text: String) throws(TraceFormatError) -> TraceDocument {
        try parse(bytes: Array(text.utf8))
    }

    /// Parses and decodes a trace file from its bytes, which may be anything (a file from a
    /// device, a fuzzer's input): bytes that are not a trace are refused with a line and a
    /// field, never a crash.
    ///
    /// - Parameter bytes: The file's bytes, UTF-8.
    /// - Returns: The trace, or ``rejectedConfiguration(_:)``.
    /// - Throws: ``TraceFormatError`` with the line and field at fault.
    /// - Complexity: O(n) in the number of bytes; nesting deeper than 256 is refused.
    public static func parse(bytes: [UInt8]) throws(TraceFormatError) -> TraceDocument {
        try decode(reader: try SkimmedDocument(JSONInput(bytes: bytes)).reader)
    }

    /// Decodes a parsed trace file.
    ///
    /// - Parameter root: The file's JSON value.
    /// - Returns: The trace, or ``rejectedConfiguration(_:)``.
    /// - Throws: ``TraceFormatError`` with the line and field at fault.
    /// - Complexity: O(n) in the number of values.
    public static func decode(_ root: JSONValue) throws(TraceFormatError) -> TraceDocument {
        try decode(reader: Reader(value: root, path: ""))
    }

    /// Judges a trace file while reading it, without holding its frames: the verdict
    /// ``verdict`` gives for the file's document, each invariant's first violation.
    ///
    /// The four offset-driven effects are judged frame by frame as their frames are read, in
    /// memory that does not grow with the number of frames; an observer registry's or a fly
    /// screen's invariants relate events far apart, and their traces are decoded whole.
    ///
    /// - Parameter source: The file, read twice from its start in pieces (once to check its
    ///   syntax and find its arrays, once to judge the frames).
    /// - Returns: The number of frames and the violations.
    /// - Throws: ``TraceFormatError`` with the line and field at fault, the same error that
    ///   ``parse(bytes:)`` throws for the same bytes.
    /// - Complexity: O(n) in the file's length; memory O(1) in the number of frames for the
    ///   offset-driven effects, O(n) for the other two.
    public static func verdict(reading source: some TraceSource) throws(TraceFormatError) -> TraceVerdict {
        let r = try SkimmedDocument(JSONInput(source: source)).reader
        if let format = scrollFormat(named: try effect(r)) { return try format.verdict(r) }
        return try decode(reader: r).verdict
    }

    /// The document of a file's root.
    static func decode(reader r: Reader) throws(TraceFormatError) -> TraceDocument {
        let name = try effect(r)
        if let format = scrollFormat(named: name) { return try format.document(r) }
        return name == "observerRegistry" ? try TraceDecoding.observerRegistry(r) : try TraceDecoding.flyScreen(r)
    }

    /// The format of an offset-driven effect, by its name in the file; `nil` for the other two.
    private static func scrollFormat(named name: String) -> (any ScrollTraceFormat.Type)? {
        switch name {
        case TraceDecoding.ParallelWindow.effect: TraceDecoding.ParallelWindow.self
        case TraceDecoding.BannerHover.effect: TraceDecoding.BannerHover.self
        case TraceDecoding.RollingBanner.effect: TraceDecoding.RollingBanner.self
        case TraceDecoding.ProfileHeader.effect: TraceDecoding.ProfileHeader.self
        default: nil
        }
    }

    /// The effects a file may name, in the order an error lists them.
    private static let effects = ["parallelWindow", "observerRegistry", "bannerHover", "rollingBanner", "flyScreen", "profileHeader"]

    /// Checks the format and the version and returns the effect's name, one of ``effects``.
    private static func effect(_ r: Reader) throws(TraceFormatError) -> String {
        let format = try r.field("format")
        guard try format.string() == Self.format else { throw format.fail("expected \"\(Self.format)\"") }
        let version = try r.field("version")
        guard try version.int() == Self.version else { throw version.fail("this build reads version \(Self.version)") }
        let effect = try r.field("effect")
        let name = try effect.string()
        guard effects.contains(name) else { throw effect.fail("expected one of \(effects.map { "\"\($0)\"" }.joined(separator: ", "))") }
        return name
    }

    /// Every violation of the trace: the first of each oracle of its effect.
    ///
    /// - Complexity: O(oracles · frames), O(n log n) for the fly screen.
    public var violations: [Violation] {
        func all<T>(_ oracles: [Oracle<T>], _ trace: T) -> [Violation] { oracles.compactMap { $0.check(trace) } }
        switch self {
        case let .parallelWindow(t): return all(ParallelWindowInvariants.all, t)
        case let .bannerHover(t): return all(BannerHoverInvariants.all, t)
        case let .rollingBanner(t): return all(RollingBannerInvariants.all, t)
        case let .profileHeader(t): return all(ProfileHeaderInvariants.all, t)
        case let .observerRegistry(t): return all(ObserverRegistryInvariants.all, t)
        case let .flyScreen(t): return all(FlyScreenInvariants.all, t)
        case let .rejectedConfiguration(r): return [r.violation]
        }
    }

    /// The trace's verdict: its number of frames and its violations.
    ///
    /// - Complexity: That of ``violations``.
    public var verdict: TraceVerdict {
        var verdict = TraceVerdict(frameCount: frameCount, violations: violations, effect: effectName)
        if case let .flyScreen(t) = self, t.seeks {
            verdict.notes.append("the trace seeks, which SPEC §4's schedule does not define: fifoStartOrder and exactSchedule do not judge it, nothingLost does not judge when an unstarted item was due; every safety invariant judges it")
        }
        return verdict
    }

    /// The effect the document is a trace of, as a file names it.
    public var effectName: String {
        switch self {
        case .parallelWindow: "parallelWindow"
        case .bannerHover: "bannerHover"
        case .rollingBanner: "rollingBanner"
        case .profileHeader: "profileHeader"
        case .observerRegistry: "observerRegistry"
        case .flyScreen: "flyScreen"
        case let .rejectedConfiguration(r): r.effect
        }
    }

    /// The number of frames (steps, events, operations) in the trace.
    public var frameCount: Int {
        switch self {
        case let .parallelWindow(t): t.steps.count
        case let .bannerHover(t): t.steps.count
        case let .rollingBanner(t): t.steps.count
        case let .profileHeader(t): t.steps.count
        case let .observerRegistry(t): t.events.count
        case let .flyScreen(t): t.steps.count
        case let .rejectedConfiguration(r): r.frameCount
        }
    }
}

/// A well-formed trace whose configuration breaks a rule of SPEC: the field, the rule and the
/// value, and where the field is in the file.
public struct RejectedConfiguration: Error, Sendable, Equatable {
    /// The effect, as the file names it.
    public var effect: String
    /// The configuration's error: the field, the rule and the value.
    public var error: ConfigurationError
    /// The line of the offending field (or of the configuration object).
    public var line: Int
    /// The number of frames the file holds (read, not judged).
    public var frameCount: Int

    /// Creates a rejection.
    ///
    /// - Parameters:
    ///   - effect: The effect.
    ///   - error: The configuration's error.
    ///   - line: The line of the field.
    ///   - frameCount: The frames in the file.
    public init(effect: String, error: ConfigurationError, line: Int, frameCount: Int) {
        self.effect = effect
        self.error = error
        self.line = line
        self.frameCount = frameCount
    }

    /// The violation `validConfiguration` (SPEC §0): a configuration that cannot work is a bug
    /// of the app that uses it.
    public var violation: Violation {
        let value = Double(error.value).map { [Violation.Value(error.field, $0)] } ?? []
        return Violation("validConfiguration", "§0", frame: -1, value,
            "configuration.\(error.field) (line \(line)) = \(error.value) breaks the rule: \(error.rule)")
    }
}
