import Effects

extension ParallelWindow: BuiltInEffect {
    public typealias Trace = ParallelWindowTrace
    public static var effectName: String { "parallelWindow" }
    public static var section: String { "§1" }
    public static var oracles: [Oracle<ParallelWindowTrace>] { ParallelWindowInvariants.all }
    public static func frameCount(of trace: ParallelWindowTrace) -> Int { trace.steps.count }
}
