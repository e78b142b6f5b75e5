import Effects

extension FlyScreenModel: BuiltInEffect {
    package static var stepName: String { FlyScreenWorld.stepName }
    public typealias Trace = FlyScreenTrace
    public static var effectName: String { name }
    public static var section: String { "§4" }

    /// The declared invariants, each as an oracle over a trace as the event engine judges it.
    static let judgedOracles: [TraceOracle<EventTrace<FlyScreenConfiguration, FlyScreenWorld, FlyScreenAnswer>>] = {
        let rules = EventRules<FlyScreenModel>()
        return rules.descriptions.indices.map { rules.oracle($0) }
    }()

    /// Every invariant of §4 as an oracle over a recorded trace: the declared invariant, over
    /// the trace as the event engine judges it (``FlyScreenTrace/judged``).
    public static let oracles: [TraceOracle<FlyScreenTrace>] = judgedOracles.map { oracle in
        TraceOracle(oracle.name, oracle.section, oracle.summary, level: oracle.level) { oracle.check($0.judged) }
    }

    public static func frameCount(of trace: FlyScreenTrace) -> Int { trace.steps.count }

    /// Every invariant's first violation, in one collecting pass of the event engine (each
    /// invariant judged as it would be alone).
    public static func violations(of trace: FlyScreenTrace) -> [Violation] {
        var checker = collectingChecker(trace.judgedConfiguration)
        checker.result.reportsFrom = _ViolationSlot.reportsFrom(prelude: trace.prelude)
        checker.judge(asked: trace.steps.lazy.map { ($0.operation, $0.reply) }, log: trace.events)
        checker.finish()
        return checker.firstViolations
    }

    /// A pass that collects every invariant's first violation, for a configuration told how
    /// its trace is judged.
    static func collectingChecker(_ configuration: FlyScreenConfiguration) -> EventChecker<FlyScreenModel> {
        let rules = EventRules<FlyScreenModel>()
        return EventChecker(rules: rules, configuration: configuration, order: _InvariantOrder(Array(rules.descriptions.indices)), collecting: true)
    }

    /// A trace that seeks leaves part of SPEC's schedule unjudged: SPEC §4 defines none.
    public static func notes(on trace: FlyScreenTrace) -> [String] {
        trace.seeks ? [seekNote] : []
    }

    /// The note on a trace that seeks.
    package static let seekNote = """
        the trace seeks, which SPEC §4's schedule does not define: fifoStartOrder and exactSchedule do not judge it, nothingLost does not judge \
        when an unstarted item was due; every safety invariant judges it
        """
}
