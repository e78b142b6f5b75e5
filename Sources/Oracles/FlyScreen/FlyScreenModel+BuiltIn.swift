import Effects

extension FlyScreenModel: BuiltInEffect {
    public typealias Trace = FlyScreenTrace
    public static var effectName: String { "flyScreen" }
    public static var section: String { "§4" }
    public static var oracles: [TraceOracle<FlyScreenTrace>] { FlyScreenInvariants.all }
    public static func frameCount(of trace: FlyScreenTrace) -> Int { trace.steps.count }

    /// Every oracle's violation: none when `FlyScreenChecker` vouches for the trace in one
    /// pass; otherwise every oracle on the trace prepared once (``FlyScreenTrace/prepared()``:
    /// its flights and its play-clock trace are derived once, not once per oracle). A trace the
    /// checker has declined already goes to the oracles at once: one pass of the checker per trace.
    public static func violations(of trace: FlyScreenTrace) -> [Violation] {
        if !trace.declinedByChecker, FlyScreenChecker.all.keeps(trace) { return [] }
        let prepared = trace.prepared()
        return oracles.compactMap { $0.check(prepared) }
    }

    /// A trace that seeks leaves part of SPEC's schedule unjudged: SPEC §4 defines none.
    public static func notes(on trace: FlyScreenTrace) -> [String] {
        trace.seeks ? [seekNote] : []
    }

    /// The note on a trace that seeks.
    package static let seekNote = "the trace seeks, which SPEC §4's schedule does not define: fifoStartOrder and exactSchedule do not judge it, nothingLost does not judge when an unstarted item was due; every safety invariant judges it"
}
