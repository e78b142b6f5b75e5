import Effects
import Oracles

extension Suites {
    /// Where scrolling comes to rest: snapping and paging (SPEC §8).
    public static let snapTarget = EventSuite.declared(SnapTarget.self)
}

extension EventSuite where Effect == SnapTarget {
    /// The same suite for code told only what ``SnapTold`` says: for a SwiftUI
    /// `ScrollTargetBehavior`, `told(.proposalAndVelocity)` hands it releases whose proposal is
    /// the one SwiftUI gives (§6's normal deceleration from the offset, clamped), and each rule
    /// judges that proposal (its configurations' ``SnapTargetConfiguration/told``).
    ///
    ///     let behavior = try Suites.snapTarget.told(.proposalAndVelocity).selecting(.level(.safety)).selecting(.skipping(["resize"]))
    ///
    /// - Parameter told: What the code is told at a release.
    /// - Returns: The suite.
    /// - Complexity: O(fields).
    public func told(_ told: SnapTold) -> EventSuite {
        // A valid value of a named field: pinning it cannot fail.
        (try? pinning(["told": .fixed(Double(told.rawValue))])) ?? self
    }
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
