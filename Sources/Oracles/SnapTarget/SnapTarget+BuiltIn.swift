import Effects

/// A recorded trace of a snapping scroll view (SPEC §8): its configuration, its events (releases
/// and resizes) and its answers.
public typealias SnapTargetTrace = EventTrace<SnapTargetConfiguration, SnapWorld, SnapTargetFrame>

extension SnapTarget: BuiltInEffect {
    public typealias Trace = SnapTargetTrace
    public static var effectName: String { name }
    public static func frameCount(of trace: SnapTargetTrace) -> Int { trace.events.count }
}
