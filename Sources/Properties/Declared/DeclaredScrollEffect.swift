import Effects
import Generators
import Oracles
import Pictures

/// A scroll effect of your own, declared for ScrollProof: its configurations, its scroll range
/// with landmarks and thresholds, its frame (named numeric outputs), and its invariants. A
/// declared effect gets what the built-in effects get: ``ScrollProof/verify`` under Swift
/// Testing and XCTest, value types and main-actor classes, realistic scroll input that lands
/// on every threshold exactly, shrinking, saved failures, seed replay, labels, pinning, a
/// picture of a failure and a fuzz entry (``Property/evaluate(fuzzInput:)``).
///
///     enum StretchyHeaderEffect: DeclaredScrollEffect {
///         static let name = "stretchyHeader"
///         static let configurations = ConfigurationSpace(["height": .range(100...300), "fadeDistance": .range(10...120)]) { v in
///             try StretchyHeaderConfiguration(height: v["height"], fadeDistance: v["fadeDistance"])
///         }
///         static func range(_ c: StretchyHeaderConfiguration) -> ScrollRange {
///             var range = ScrollRange(lower: -c.height, upper: 2 * c.height, reach: c.height, dimension: 800, pageSize: c.height, landmarks: [0, c.fadeDistance])
///             range.addThreshold(near: c.fadeDistance) { o in o >= c.fadeDistance }   // the title's switch
///             return range
///         }
///         static func scale(of c: StretchyHeaderConfiguration) -> Double { c.height }
///         static let invariants: [FrameInvariant<StretchyHeaderConfiguration, StretchyHeaderFrame>] = [ … ]
///     }
///
///     let suite = ScrollSuite.declared(StretchyHeaderEffect.self)
public protocol DeclaredScrollEffect: DeclaredInvariants {
    /// The configurations: each field's space and the validating initializer.
    static var configurations: ConfigurationSpace<Configuration> { get }
    /// The scroll input of a configuration: its resting range, how far input reaches beyond
    /// it, its landmarks, and its thresholds (``ScrollRange/addThreshold(near:_:)``), so that
    /// generated input lands exactly on each.
    ///
    /// - Parameter configuration: The configuration.
    /// - Returns: The range.
    static func range(_ configuration: Configuration) -> ScrollRange
    /// The input an implementation is created with, for a case's configuration and generated
    /// start (default: the generated start). An effect that always starts at rest returns its
    /// resting input, as a carousel's `w`.
    ///
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - generated: The start the case drew from the range.
    /// - Returns: The start input.
    static func start(_ configuration: Configuration, generated: Double) -> Double
}

extension DeclaredScrollEffect {
    public static func start(_ configuration: Configuration, generated: Double) -> Double { generated }
}

extension ScrollSuite {
    /// The suite of a declared effect: one property per group of its invariants (by default
    /// one per invariant, release invariants included, and `robustness` for SPEC §0's rules),
    /// cases from its configuration space and scroll range, failures drawn by the generic
    /// picture (the input and every numeric output against the frame, the thresholds and the
    /// violating frame marked).
    ///
    /// The implementation is created with the case's start input
    /// (``DeclaredScrollEffect/start(_:generated:)``) and fed the following ones; an effect
    /// with release invariants is verified through `ReleasingEffect` (or
    /// `MainActorReleasingEffect`), which answers where a drag ending after each frame settles.
    ///
    /// - Parameters:
    ///   - effect: The declaration.
    ///   - groups: Group name → the names of its invariants, in order; `nil` for the default
    ///     groups. Release queries are asked for every group holding a release invariant.
    /// - Returns: The suite.
    /// - Complexity: O(invariants).
    public static func declared<D: DeclaredScrollEffect>(_ effect: D.Type, groups: KeyValuePairs<String, [String]>? = nil) -> ScrollSuite
    where Checker == DeclaredChecker<D> {
        let oracles = (0..<Checker.invariants.count).map { Checker.oracle($0) }
        let frameCount = D.invariants.count, releaseCount = D.releaseInvariants.count
        let releaseNames = Set(D.releaseInvariants.map(\.name))
        var built: [InvariantGroup<ScrollTrace<D.Configuration, D.Frame>>]
        if let groups {
            built = groups.map { name, members in InvariantGroup(name, members.compactMap { m in oracles.first { $0.name == m } }) }
        } else {
            built = oracles.prefix(frameCount).map { InvariantGroup($0.name, [$0]) }
            built += oracles[frameCount..<(frameCount + releaseCount)].map { InvariantGroup($0.name, [$0]) }
            built.append(InvariantGroup("robustness", Array(oracles.suffix(from: frameCount + releaseCount))))
        }
        let releaseGroups = Set(built.filter { $0.oracles.contains { releaseNames.contains($0.name) } }.map(\.name))
        let space = D.configurations
        return ScrollSuite(
            effect: D.name, section: D.name, groups: built, pins: space.pins,
            configurations: { pins in space.generator(pins) }, range: { D.range($0) },
            start: { c, start in D.start(c, generated: start) }, input: nil, describe: Self.describeNumbers, releaseGroups: releaseGroups,
            picture: { trace, violation in DeclaredPicture.svg(trace, range: D.range(trace.configuration), violation: violation) })
    }

    /// A frame's outputs for a report, `name value, …`: its numeric outputs, then its other
    /// stored properties that are flags, text or enumerations (a callback that fired, a state), found by
    /// reflection so that a report shows every state the case produced. Only failing cases
    /// are described.
    static func describeNumbers<F: NumericFrame>(_ frame: F) -> String {
        var parts = F.numberNames.indices.map { "\(F.numberNames[$0]) \(FrameDescription.n(frame.number($0)))" }
        for child in Mirror(reflecting: frame).children {
            guard let label = child.label, !F.numberNames.contains(label) else { continue }
            switch child.value {
            case let flag as Bool: parts.append("\(label) \(flag ? "yes" : "no")")
            case let text as String: parts.append("\(label) \(text)")
            case let state where Mirror(reflecting: state).displayStyle == .enum: parts.append("\(label) \(state)")
            default: continue
            }
        }
        return parts.joined(separator: ", ")
    }
}

extension Property {
    /// Runs one fuzzer input through the property: the bytes are decoded as the case's choices
    /// (any bytes decode), the implementation is driven and judged. Call it from your own
    /// `LLVMFuzzerTestOneInput` and trap on a violation.
    ///
    /// - Parameter bytes: The fuzzer's input.
    /// - Returns: The evaluation (its `violation` set when the case fails), or `nil` when the
    ///   bytes make no case (a stream that ran out).
    /// - Complexity: O(frames of the decoded case).
    public func evaluate(fuzzInput bytes: [UInt8]) -> Evaluation? {
        try? evaluation.decode(bytes).value
    }
}
