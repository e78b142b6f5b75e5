import Effects

extension ProfileHeader: BuiltInEffect {
    public typealias Trace = ProfileHeaderTrace
    public static var effectName: String { "profileHeader" }
    public static var section: String { "§5" }
    public static var oracles: [Oracle<ProfileHeaderTrace>] { ProfileHeaderInvariants.all }
    public static func frameCount(of trace: ProfileHeaderTrace) -> Int { trace.steps.count }
}
