import Effects

/// Judges an offset-driven effect in the running app, frame by frame, with the rules
/// `scrollproof check-trace` and `ScrollProof.verify` use (the same streaming checker, which
/// collects each rule's first violation as `check-trace` reports it, in one pass): a built-in
/// effect, or one you declared (``DeclaredInvariants``).
///
/// Feed it what the app already produces: each frame's input and the frame the implementation
/// returned (``record(input:output:)``), each release (``recordRelease(velocity:target:)``).
/// On the first violation of each rule it writes the last ``MonitorOptions/window`` frames as a
/// trace file that replays the violation (``MonitorOptions/folder``) and hands a
/// ``MonitorReport`` to ``MonitorOptions/handler``. While every rule holds, nothing is allocated
/// per frame once the window is full; a violation's report and file are built when its rule
/// first fires (a rule that stays broken builds its violation again each frame, and it is
/// dropped).
///
///     // In the view controller of a debug build, for a header you declared:
///     #if DEBUG
///     var monitor = ScrollMonitor(StretchyHeaderEffect.self, configuration: header.configuration, fields: header.fields,
///                                 initialInput: 0, initial: header.frame, options: MonitorOptions(folder: tracesFolder))
///     #endif
///     func scrollViewDidScroll(_ scrollView: UIScrollView) {
///         let frame = header.update(scrollView.contentOffset.y)
///         #if DEBUG
///         monitor.record(input: scrollView.contentOffset.y, output: frame)
///         #endif
///     }
///
/// A built-in effect's monitor writes its files with the built-in's writer (`writer:
/// TraceWriter.json`), which `scrollproof check-trace` reads; docs/monitor.md shows both.
///
/// It is meant for debug builds; in a release build it costs what a debug build pays (about
/// the checker's work per frame) and is opt-in: build it only where you mean to.
@MainActor
public struct ScrollMonitor<Effect: DeclaredInvariants> {
    /// The trace the monitor's files hold.
    public typealias Trace = ScrollTrace<Effect.Configuration, Effect.Frame>

    @usableFromInline let rules: DeclaredRules<Effect>
    /// The checker of every rule, collecting each one's first violation.
    @usableFromInline var checker: DeclaredChecker<Effect>
    @usableFromInline var ring: MonitorRing<ScrollStep<Effect.Frame>>
    @usableFromInline var releaseRing: MonitorRing<ReleaseQuery>
    /// The state before the oldest frame kept, and the input it answered.
    @usableFromInline var windowInitial: Effect.Frame
    @usableFromInline var windowInitialInput: Double
    @usableFromInline var state: Effect.Frame
    @usableFromInline var stepCount = 0
    @usableFromInline var finished = false
    let configuration: Effect.Configuration
    let window: Int
    let sink: MonitorSink
    let writer: @Sendable (Trace) -> String
    /// Every report handed out so far, one per broken rule, in the order found.
    public private(set) var reports: [MonitorReport] = []

    /// Starts judging an implementation created with `initialInput`: its initial frame is
    /// judged at once.
    ///
    /// - Parameters:
    ///   - effect: The effect's declaration (a built-in offset-driven effect's type, or yours).
    ///   - configuration: The implementation's configuration.
    ///   - initialInput: The input it was created with.
    ///   - initial: Its frame before any input.
    ///   - options: The window, the folder and the handler (default: 1,000 frames, no file,
    ///     printed).
    ///   - writer: The trace file's text for a trace (a built-in's `TraceWriter.json`; for an
    ///     effect you declared, ``init(_:configuration:fields:initialInput:initial:options:outputs:)``
    ///     writes one).
    /// - Complexity: O(rules²) once.
    public init(
        _ effect: Effect.Type, configuration: Effect.Configuration, initialInput: Double, initial: Effect.Frame, options: MonitorOptions = MonitorOptions(),
        writer: @escaping @Sendable (Trace) -> String
    ) {
        let rules = DeclaredRules<Effect>()
        self.rules = rules
        checker = DeclaredChecker(
            rules: rules, configuration: configuration, initialInput: initialInput, initial: initial, order: _InvariantOrder(Array(rules.descriptions.indices)),
            collecting: true, kindsPerRule: options.reportsPerRule)
        ring = MonitorRing(capacity: options.kept)
        releaseRing = MonitorRing(capacity: options.kept)
        window = options.window
        windowInitial = initial
        windowInitialInput = initialInput
        state = initial
        self.configuration = configuration
        sink = MonitorSink(effect: Effect.name, options: options,
            declaration: BuiltInEffects.all.contains { $0 == Effect.self } ? nil : String(describing: Effect.self))
        self.writer = writer
        collect()
    }

    /// Starts judging an implementation of an effect you declared, whose trace files are written
    /// as `ScrollProof.checkTrace(_:bytes:selection:)` reads them (docs/trace-format.md,
    /// "Effects you declare").
    ///
    /// - Parameters:
    ///   - effect: The effect's declaration.
    ///   - configuration: The implementation's configuration.
    ///   - fields: The configuration's fields by name (its `ConfigurationSpace`'s names), as the
    ///     file records them.
    ///   - initialInput: The input it was created with.
    ///   - initial: Its frame before any input.
    ///   - options: The window, the folder and the handler.
    ///   - outputs: A frame's outputs as the file holds them (default: every numeric output by
    ///     name, as `TraceableEffect.outputs(of:)` writes them).
    /// - Complexity: O(rules²) once.
    public init(
        _ effect: Effect.Type, configuration: Effect.Configuration, fields: [(name: String, value: Double)], initialInput: Double, initial: Effect.Frame,
        options: MonitorOptions = MonitorOptions(), outputs: @escaping @Sendable (Effect.Frame) -> TraceOutputs = { TraceOutputs(numbersOf: $0) }
    ) {
        let fieldList = fields.map { MonitorField(name: $0.name, value: $0.value) }
        self.init(effect, configuration: configuration, initialInput: initialInput, initial: initial, options: options) { trace in
            var file = GenericTrace(
                effect: Effect.name, configuration: fieldList.map { ($0.name, $0.value) }, initialInput: trace.initialInput, initial: outputs(trace.initial),
                releases: trace.releases)
            for step in trace.steps { file.record(input: step.input, output: step.output.map(outputs)) }
            file.prelude = trace.prelude
            return file.json
        }
    }

    /// Judges one frame: the input the implementation was given and what it returned. After
    /// ``finish()`` a frame is ignored (the session is over; start a new monitor).
    ///
    /// - Parameters:
    ///   - input: The input (a non-finite one is judged as SPEC §0 says: it must be refused).
    ///   - output: The frame returned, or `nil` when the implementation refused the input.
    /// - Complexity: O(rules) per frame; no allocation once the window is full while every
    ///   rule holds.
    @inlinable
    public mutating func record(input: Double, output: Effect.Frame?) {
        guard !finished else { return }
        if let output { state = output }
        let index = stepCount
        stepCount += 1
        if let dropped = ring.push(ScrollStep(input: input, output: output, state: state)) {
            windowInitial = dropped.state
            if dropped.output != nil { windowInitialInput = dropped.input }
        }
        checker.step(index, input: input, output: output, state: state)
        if _slowPath(checker.freshCount > 0) { collect() }
    }

    /// Judges a release after the latest frame: the drag ended with `velocity` and the
    /// implementation said the scroll settles at `target` (the effect's release rules). A
    /// release before any frame is not judged, as `check-trace` does not judge one.
    ///
    /// - Parameters:
    ///   - velocity: The release velocity, in points per second.
    ///   - target: Where the implementation settles.
    /// - Complexity: O(release rules).
    public mutating func recordRelease(velocity: Double, target: Double) {
        guard !finished, stepCount > 0 else { return }
        let query = ReleaseQuery(step: stepCount - 1, velocity: velocity, target: target)
        _ = releaseRing.push(query)
        checker.release(query, state: state)
        if _slowPath(checker.freshCount > 0) { collect() }
    }

    /// Ends the session (the screen goes away): the rules that judge at the end report what
    /// they kept; later frames are ignored.
    ///
    /// - Complexity: O(rules).
    public mutating func finish() {
        guard !finished else { return }
        finished = true
        checker.finish()
        collect()
    }

    /// The number of frames judged so far.
    public var frameCount: Int { stepCount }

    /// Reports each rule that fired since the last call, in the declaration's order.
    @usableFromInline mutating func collect() {
        guard checker.freshCount > 0 else { return }
        let pending = checker.slot.pending
        checker.acknowledgeCollected()
        let monitor = self
        sink.collect(pending, rules: rules.descriptions.count, into: &reports) { monitor.window(rule: $0, violation: $1) }
    }

    /// The report's file (``MonitorFile``: its window after the prelude that rebuilds the
    /// state), the violation's frame in it, and whether the file replays exactly the report.
    func window(rule: Int, violation: Violation) -> (text: String, frame: Int, why: String?) {
        let dropped = stepCount - ring.count
        let steps = ring.elements, releases = releaseRing.elements
        // The file of the steps from `first`, its first `prelude` judged but not reported.
        func trace(from first: Int, prelude: Int) -> Trace {
            var initial = windowInitial, input = windowInitialInput
            if first > 0 {
                initial = steps[first - 1].state
                if let accepted = steps[..<first].lastIndex(where: { $0.output != nil }) { input = steps[accepted].input }
            }
            let shifted = releases.filter { $0.step - dropped >= first }.map { ReleaseQuery(step: $0.step - dropped - first,
                velocity: $0.velocity, target: $0.target) }
            var trace = Trace(configuration: configuration, initialInput: input, initial: initial, steps: Array(steps[first...]), releases: shifted)
            trace.prelude = prelude
            return trace
        }
        var reported = violation.shifted(by: -dropped)
        if violation.frame < 0 { reported.frame = -1 }
        let file = MonitorFile.find(kept: steps.count, window: window, wholeSession: dropped == 0, rank: rule, violation: reported) { start, prelude in
            let t = trace(from: start - prelude, prelude: prelude)
            // Each rule alone, its frames as positions in what is kept.
            return rules.descriptions.indices.map { k in
                DeclaredChecker.check(t, rules: rules, order: _InvariantOrder([k])).map { $0.shifted(by: start - prelude) }
            }
        }
        let frame = reported.frame < 0 ? -1 : reported.frame - file.first
        return (writer(trace(from: file.first, prelude: file.prelude)), frame, file.why)
    }
}

/// A configuration field, as a `Sendable` value (a tuple is not).
struct MonitorField: Sendable {
    let name: String
    let value: Double
}
