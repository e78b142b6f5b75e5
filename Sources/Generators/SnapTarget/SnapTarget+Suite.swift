import Effects
import Oracles

extension Suites {
    /// Where scrolling comes to rest: snapping and paging (SPEC §8).
    public static let snapTarget = EventSuite.declared(SnapTarget.self)
}

/// The releases of a snapping scroll view and how its suite reports: its configurations, its
/// releases and resizes (``SnapTarget/releases(_:)``), its groups, and its events as reports
/// and pictures show them.
extension SnapTarget: DeclaredEventEffect {
    public static let configurations = ConfigurationSpace(pins: .snapTarget, generator: Gen.snapTargetConfiguration(pins:)) { v in
        try SnapTarget.configuration(v)
    }

    public static func events(_ configuration: SnapTargetConfiguration) -> Gen<EventSequence<SnapEvent>> { releases(configuration) }

    public static var invariantGroups: KeyValuePairs<String, [String]>? {
        ["inBounds": ["inBounds"], "onSnapPoint": ["onSnapPoint"], "flickWay": ["flickWay"], "restStays": ["restStays"], "monotone": ["monotone"],
         "resize": ["resizeKeepsPlace"], "robustness": ["refusedInputKeepsState", "finiteInputAccepted", "noNonFiniteOutput"],
         "conformance": ["conformsToRule"]]
    }

    public static func describe(_ event: SnapEvent, _ frame: SnapTargetFrame) -> String { "\(event) → \(frame)" }

    public static func picture(of trace: SnapTargetTrace, violation: Violation?) -> String { SnapTargetPicture.svg(trace, violation: violation) }
}
