import Effects

extension RollingBanner: BuiltInEffect {
    public typealias Trace = RollingBannerTrace
    public static var effectName: String { "rollingBanner" }
    public static var section: String { "§3" }
    public static var oracles: [Oracle<RollingBannerTrace>] { RollingBannerInvariants.all }
    public static func frameCount(of trace: RollingBannerTrace) -> Int { trace.steps.count }
}
