import Effects
import Oracles

/// A scroll effect of your own, declared for ScrollProof: its configurations, its scroll range
/// with landmarks and thresholds, its frame (named numeric outputs), and its invariants. A
/// declared effect gets what the built-in effects get: `ScrollProof.verify` under Swift
/// Testing and XCTest, value types and main-actor classes, realistic scroll input that lands
/// on every threshold exactly, shrinking, saved failures, seed replay, labels, pinning, a
/// picture of a failure and a fuzz entry (``SuiteProperty/evaluate(fuzzInput:)``).
///
///     enum StretchyHeaderEffect: DeclaredScrollEffect {
///         static let name = "stretchyHeader"
///         static let configurations = ConfigurationSpace(["height": .range(100...300), "fadeDistance": .range(10...120)]) { v in
///             try StretchyHeaderConfiguration(height: v["height"], fadeDistance: v["fadeDistance"])
///         }
///         static func range(_ c: StretchyHeaderConfiguration) -> ScrollRange {
///             var range = ScrollRange(lower: -c.height, upper: 2 * c.height, reach: c.height, dimension: 800,
///                                     pageSize: c.height, landmarks: [0, c.fadeDistance])
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
    /// The input of the initial frame, as judged: the start input (the default), or what the
    /// frame says it is, for a frame that carries its input (the built-in effects' frames do:
    /// an implementation that ignores the start it is given is judged where it says it is).
    ///
    /// - Parameters:
    ///   - frame: The implementation's frame before any step.
    ///   - start: The input it was created with.
    /// - Returns: The initial input.
    static func initialInput(of frame: Frame, start: Double) -> Double
    /// The groups of invariants, one property each, by the invariants' names (release rules
    /// and SPEC §0's `refusedInputKeepsState`, `finiteInputAccepted` and `noNonFiniteOutput`
    /// included); `nil` (the default) for one group per invariant and `robustness` for §0's
    /// rules.
    static var invariantGroups: KeyValuePairs<String, [String]>? { get }
    /// A frame, as a report shows it (default: every numeric output by name, then the frame's
    /// flags, text and enumerations, found by reflection).
    ///
    /// - Parameter frame: The frame.
    /// - Returns: One line.
    static func describe(_ frame: Frame) -> String
    /// A failing trace as a picture (default: the input and every numeric output against the
    /// frame, the range's landmarks and the violating frame marked).
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - violation: The violation to mark, if any.
    /// - Returns: An SVG document.
    static func picture(of trace: ScrollTrace<Configuration, Frame>, violation: Violation?) -> String
}

extension DeclaredScrollEffect {
    public static func start(_ configuration: Configuration, generated: Double) -> Double { generated }
    public static func initialInput(of frame: Frame, start: Double) -> Double { start }
    public static var invariantGroups: KeyValuePairs<String, [String]>? { nil }
    public static func describe(_ frame: Frame) -> String { describeNumbers(frame) }
    public static func picture(of trace: ScrollTrace<Configuration, Frame>, violation: Violation?) -> String {
        DeclaredPicture.svg(trace, range: range(trace.configuration), violation: violation)
    }

    /// A frame's outputs for a report, `name value, …`: its numeric outputs, then its other
    /// stored properties that are flags, text or enumerations (a callback that fired, a state),
    /// found by reflection so that a report shows every state the case produced. Only failing
    /// cases are described.
    ///
    /// - Parameter frame: The frame.
    /// - Returns: One line.
    public static func describeNumbers(_ frame: Frame) -> String {
        var parts = Frame.numberNames.indices.map { "\(Frame.numberNames[$0]) \(FrameDescription.n(frame.number($0)))" }
        for child in Mirror(reflecting: frame).children {
            guard let label = child.label, !Frame.numberNames.contains(label) else { continue }
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
