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
    /// declare what the code is told (`told(.proposalAndVelocity)`), provided the code keeps the
    /// rule on what it would then be told (each release's proposal the one SwiftUI hands,
    /// judged as told code's): else the declaration would not be the fix. Code that reads the
    /// offset answers otherwise and gets no hint.
    ///
    /// The offset-independence is probed apart from the case too: flicks from `lo`, `hi` and the
    /// middle, proposed the same, must rest in one place (code told the offset flicks from it).
    ///
    /// A velocity in the wrong unit, probed first, on new implementations with one release at
    /// rest in the middle: when flickWay breaks and the code does not flick at ten times `v_f` but does
    /// at ten thousand times, it compares points per millisecond with points per second; when
    /// restStays breaks and the code flicks at a hundredth of `v_f` but not at a thousandth of
    /// that, it takes points per second for points per millisecond. When flickWay breaks, the
    /// code flicks at ten times `v_f`, and the case's velocities ten times faster keep the rule,
    /// the code's own threshold is above the pinned `flickThreshold`. A real bug of the rule (a
    /// flick the wrong way, a `>=` at the threshold) shows none of these.
    public static func hint(
        for violation: Violation, in trace: SnapTargetTrace, answering: ([SnapEvent]) -> [SnapTargetFrame]?
    ) -> String? {
        // A unit is probed on its own releases, which say more than offsets moved: a pager that
        // compares points per millisecond answers alike wherever the finger lifts too.
        velocityHint(for: violation, in: trace, answering: answering) ?? offsetHint(for: violation, in: trace, answering: answering)
    }

    /// Whether the code's answers to the case with every velocity scaled keep the rule, judged
    /// at the velocities the case asked.
    static func keeps(_ rule: String, _ trace: SnapTargetTrace, velocitiesTimes scale: Double, _ answering: ([SnapEvent]) -> [SnapTargetFrame]?) -> Bool {
        let scaled = trace.events.map { event -> SnapEvent in
            guard case let .release(o, v, p) = event else { return event }
            return .release(offset: o, velocity: v * scale, proposal: p)
        }
        guard let answers = answering(scaled), let oracle = oracle(named: rule) else { return false }
        return oracle.check(SnapTargetTrace(configuration: trace.configuration, events: trace.events, frames: answers)) == nil
    }

    /// Where a new implementation rests after one release proposed at the middle snap point
    /// (of two, the first: one with a snap point after it), from there or from `offset`, at a
    /// velocity: a probe of what the code does, apart from the case (`nil` when the code refuses).
    static func probe(_ c: SnapTargetConfiguration, offset: Double? = nil, velocity: Double,
                      _ answering: ([SnapEvent]) -> [SnapTargetFrame]?) -> (mid: Double, target: Double, tolerance: Double)? {
        let g = c.geometry, points = g.points
        guard !points.isEmpty else { return nil }
        let mid = points[(points.count - 1) / 2]
        guard let target = answering([.release(offset: offset ?? mid, velocity: velocity, proposal: mid)])?.first?.target else { return nil }
        return (mid, target, g.tolerance)
    }

    static func velocityHint(
        for violation: Violation, in trace: SnapTargetTrace, answering: ([SnapEvent]) -> [SnapTargetFrame]?
    ) -> String? {
        let c = trace.configuration, vf = c.flickThreshold
        guard case let .release(_, v, _)? = trace.events.last, v.isFinite, v != 0 else { return nil }
        // Whether a release at rest in the middle at this velocity moves the content forward.
        func moves(_ velocity: Double) -> Bool? {
            probe(c, velocity: velocity, answering).flatMap { $0.mid < c.upperBound - $0.tolerance ? $0.target > $0.mid + $0.tolerance : nil }
        }
        switch violation.invariant {
        case "flickWay":
            if moves(10 * vf) == false, moves(10_000 * vf) == true {
                return """
                    the code flicks only at a thousand times the velocity it should: it compares points per millisecond (UIKit's \
                    velocity) with a threshold in points per second, or divides the suite's points per second by a thousand twice
                    """
            }
            if moves(10 * vf) == true, keeps("flickWay", trace, velocitiesTimes: 10, answering) {
                return """
                    at \(Violation.format(v.magnitude)) pt/s the code does not flick, at ten times that it does: its own flick threshold \
                    is above the pinned flickThreshold (\(Violation.format(vf)) pt/s): pin the app's constant, or have the code use the \
                    configuration's
                    """
            }
        case "restStays":
            if moves(vf / 100) == true, moves(vf / 100_000) == false {
                return """
                    the code flicks at a hundredth of the threshold, and not at a thousandth of that: it takes the suite's points per \
                    second for points per millisecond (divide by a thousand before UIKit's method)
                    """
            }
        default: break
        }
        return nil
    }

    static func offsetHint(
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
        // The hint is the fix only when the code keeps the rule on what it would be told: each
        // release's proposal the one SwiftUI hands (``handed(_:_:_:)``), judged as told code's.
        guard let oracle = oracle(named: violation.invariant) else { return nil }
        let told = c.telling(.proposalAndVelocity)
        var current = told
        let handedEvents = trace.events.map { event -> SnapEvent in
            switch event {
            case let .resize(length):
                if let resized = try? current.resized(containerLength: length) { current = resized }
                return event
            case let .release(o, v, p):
                return o.isFinite && v.isFinite && p.isFinite ? .release(offset: o, velocity: v, proposal: handed(o, v, current.geometry)) : event
            }
        }
        guard let answers = answering(handedEvents), oracle.check(SnapTargetTrace(configuration: told, events: handedEvents, frames: answers)) == nil
        else { return nil }
        // And apart from the case: flicks from the two ends and the middle, proposed the same,
        // rest in one place for code that is not handed the offset (code told it flicks from
        // where the finger lifted).
        for velocity in [10 * c.flickThreshold, -10 * c.flickThreshold, 10_000 * c.flickThreshold] {
            let targets = [c.lowerBound, c.upperBound, nil].map { probe(c, offset: $0, velocity: velocity, answering)?.target.bitPattern }
            guard targets[0] != nil, Set(targets).count == 1 else { return nil }
        }
        return """
            the answers stay the same wherever the finger lifts: if the code is never handed the offset (a SwiftUI ScrollTargetBehavior \
            gets only the proposal and the velocity), declare it: `Suites.snapTarget.told(.proposalAndVelocity)`
            """
    }
}
