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

    /// Code that is never handed the offset (a SwiftUI `ScrollTargetBehavior`) verified as code
    /// that is: a release at rest with a velocity, a flick whose proposal lies behind the finger
    /// and a NaN offset are then asked of it, which it cannot tell apart. When restStays,
    /// flickWay or refusedInputKeepsState breaks in a suite told the offset and the code's
    /// answers to the shrunk case stay the same, bit for bit, with every release's offset moved a
    /// container's length either way (a NaN one replaced by its proposal), the report says to
    /// declare what the code is told (`told(.proposalAndVelocity)`). Code that reads the offset
    /// answers otherwise and gets no hint.
    public static func hint(
        for violation: Violation, in trace: SnapTargetTrace, answering: ([SnapEvent]) -> [SnapTargetFrame]?
    ) -> String? {
        let c = trace.configuration
        guard c.told == .offsetVelocityAndProposal, ["restStays", "flickWay", "refusedInputKeepsState"].contains(violation.invariant),
              trace.events.contains(where: { if case .release = $0 { true } else { false } })
        else { return nil }
        func moved(by shift: Double) -> [SnapEvent] {
            trace.events.map { event in
                guard case let .release(o, v, p) = event else { return event }
                return .release(offset: o.isFinite ? o + shift : p, velocity: v, proposal: p)
            }
        }
        func same(_ answers: [SnapTargetFrame]?) -> Bool {
            answers.map { $0.map { $0.target?.bitPattern } == trace.frames.map { $0.target?.bitPattern } } ?? false
        }
        guard same(answering(moved(by: c.containerLength))), same(answering(moved(by: -c.containerLength))) else { return nil }
        return """
            the answers stay the same wherever the finger lifts: if the code is never handed the offset (a SwiftUI ScrollTargetBehavior \
            gets only the proposal and the velocity), declare it: `Suites.snapTarget.told(.proposalAndVelocity)`
            """
    }
}
