import Effects

/// How one offset-driven effect's trace is written in the file: its configuration, its
/// output object, its oracles. One reading of the frames serves both uses of a file: building a
/// `TraceDocument` (``document(reading:)``) and judging the frames as they are read, without
/// holding them (``verdict(reading:)``).
protocol ScrollTraceFormat: TraceFileFormat, DeclaredInvariants where Trace == ScrollTrace<Configuration, Frame> {
    /// Reads the configuration object and validates it with the effect's initializer.
    static func configuration(_ c: Reader) throws(TraceFormatError) -> Result<Configuration, ConfigurationError>

    /// Reads one output object.
    static func output(_ o: Reader, input: Double) throws(TraceFormatError) -> Frame

    /// Whether the file may carry release queries (the rolling banner).
    static var readsReleases: Bool { get }
}

/// What the frames of a trace are read into.
protocol ScrollFrameSink {
    associatedtype Effect: DeclaredInvariants

    /// The frames start (not called when the configuration is rejected).
    mutating func begin(configuration: Effect.Configuration, initialInput: Double, initial: Effect.Frame, releases: [ReleaseQuery],
        frameCount: Int, prelude: Int)

    /// One frame.
    mutating func step(input: Double, output: Effect.Frame?, state: Effect.Frame)
}

extension ScrollTraceFormat {
    static var readsReleases: Bool { false }

    /// Reads the trace into a document.
    static func document(reading r: Reader) throws(TraceFormatError) -> TraceDocument {
        var builder = TraceBuilder<Self>()
        if let rejection = try read(r, into: &builder) { return TraceDocument(rejected: rejection) }
        return TraceDocument(Self.self, builder.trace!)
    }

    /// Judges the frames while reading them: each oracle's first violation, as
    /// `TraceDocument.violations` lists them for the document.
    static func verdict(reading r: Reader) throws(TraceFormatError) -> TraceVerdict {
        var judge = TraceJudge<Self>()
        if let rejection = try read(r, into: &judge) { return TraceVerdict(frameCount: rejection.frameCount,
            violations: [rejection.violation], effect: effectName) }
        var verdict = judge.verdict()
        verdict.effect = effectName
        return verdict
    }

    /// Reads the configuration, the initial frame, the release queries and the frames, in the
    /// file's order of errors: configuration, initial, frames, then release queries. The frames
    /// are read one at a time from the file into `sink`.
    ///
    /// - Returns: The rejection when SPEC rejects the configuration (the frames are still read:
    ///   a file that cannot be read is reported as such), else `nil`.
    static func read<S: ScrollFrameSink>(_ r: Reader, into sink: inout S) throws(TraceFormatError) -> RejectedConfiguration? where S.Effect == Self {
        let c = try TraceDecoding.configuration(r, effect: effectName, configuration)
        let initial = try r.field("initial")
        let initialInput = try initial.field("input").real()
        let initialFrame = try output(try initial.field("output"), input: initialInput)
        let frames = try r.field("frames").elements()
        let prelude = try TraceDecoding.prelude(r, frameCount: frames.count)
        // The queries are judged with the frames, so they are read first; an error in them
        // is reported after any in the frames, as if they had been read last.
        var releases: [ReleaseQuery] = []
        var releaseError: TraceFormatError?
        if readsReleases {
            do throws(TraceFormatError) { releases = try TraceDecoding.releases(r, frameCount: frames.count) } catch { releaseError = error }
        }
        if case let .success(configuration) = c {
            sink.begin(configuration: configuration, initialInput: initialInput, initial: initialFrame, releases: releases,
                frameCount: frames.count, prelude: prelude)
        }
        // A refused frame keeps the previous output as the state.
        var state = initialFrame
        try frames.forEach { frame throws(TraceFormatError) in
            let input = try frame.field("input").real()
            if let refused = try frame.optional("refused"), try refused.bool() {
                sink.step(input: input, output: nil, state: state)
            } else {
                let out = try output(try frame.field("output"), input: input)
                state = out
                sink.step(input: input, output: out, state: out)
            }
        }
        if let releaseError { throw releaseError }
        guard case var .failure(rejection) = c else { return nil }
        rejection.frameCount = frames.count
        return rejection
    }
}

/// Builds a trace from the frames read.
struct TraceBuilder<Effect: DeclaredInvariants>: ScrollFrameSink {
    private(set) var trace: ScrollTrace<Effect.Configuration, Effect.Frame>?

    mutating func begin(configuration: Effect.Configuration, initialInput: Double, initial: Effect.Frame, releases: [ReleaseQuery],
        frameCount: Int, prelude: Int) {
        trace = ScrollTrace(configuration: configuration, initialInput: initialInput, initial: initial, steps: [], releases: releases)
        trace?.steps.reserveCapacity(frameCount)
        trace?.prelude = prelude
    }

    mutating func step(input: Double, output: Effect.Frame?, state: Effect.Frame) {
        trace?.steps.append(ScrollStep(input: input, output: output, state: state))
    }
}

/// Judges the frames as they are read, every invariant on its own: the report of each
/// oracle, in one pass, in memory that does not grow with the frames.
struct TraceJudge<Effect: DeclaredInvariants>: ScrollFrameSink {
    private let rules = DeclaredRules<Effect>()
    private var pass: InvariantPass<Effect>?

    mutating func begin(configuration: Effect.Configuration, initialInput: Double, initial: Effect.Frame, releases: [ReleaseQuery],
        frameCount: Int, prelude: Int) {
        pass = InvariantPass(
            rules: rules, configuration: configuration, initialInput: initialInput, initial: initial,
                orders: rules.descriptions.indices.map { _InvariantOrder([$0]) },
            releases: releases, reportsFrom: _ViolationSlot.reportsFrom(prelude: prelude))
    }

    mutating func step(input: Double, output: Effect.Frame?, state: Effect.Frame) {
        pass?.step(input: input, output: output, state: state)
    }

    /// Every invariant's first violation, in the order of the invariants.
    mutating func verdict() -> TraceVerdict {
        TraceVerdict(frameCount: pass?.steps ?? 0, violations: pass?.finish().compactMap { $0 } ?? [])
    }
}
