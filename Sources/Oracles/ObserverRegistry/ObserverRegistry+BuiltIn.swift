import Effects

extension ObserverRegistry: BuiltInEffect {
    public typealias Trace = ObserverRegistryTrace
    public static var effectName: String { "observerRegistry" }
    public static var section: String { "§1b" }
    public static var oracles: [Oracle<ObserverRegistryTrace>] { ObserverRegistryInvariants.all }
    public static func frameCount(of trace: ObserverRegistryTrace) -> Int { trace.events.count }
}
