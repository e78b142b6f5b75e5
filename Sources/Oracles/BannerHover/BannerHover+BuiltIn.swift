import Effects

extension BannerHover: BuiltInEffect {
    public typealias Trace = BannerHoverTrace
    public static var effectName: String { "bannerHover" }
    public static var section: String { "§2" }
    public static var oracles: [Oracle<BannerHoverTrace>] { BannerHoverInvariants.all }
    public static func frameCount(of trace: BannerHoverTrace) -> Int { trace.steps.count }
}
