import Oracles

/// An event-driven effect of your own, declared for ScrollProof: its configurations, the
/// events of a case, and its invariants (``DeclaredEventInvariants``). It gets what the built-in
/// effects get: `ScrollProof.verify` under Swift Testing and XCTest, value types and main-actor
/// classes, shrinking to a few events, saved failures, seed replay, labels, pinning, a picture
/// of a failure and a fuzz entry. An effect driven by a list's cell lifecycle declares
/// `DeclaredListEffect`, which brings the list's events.
public protocol DeclaredEventEffect: DeclaredEventInvariants {
    /// What a suite of the effect is told besides its groups and pins (default none,
    /// ``NoSuiteOptions``): the fly screen's suite keeps the arithmetic its implementation
    /// animates in and the operations it generates.
    associatedtype SuiteOptions: EventSuiteOptions = NoSuiteOptions
    /// The configurations: each field's space and the validating initializer.
    static var configurations: ConfigurationSpace<Configuration> { get }
    /// The events of a case with a configuration.
    ///
    /// - Parameter configuration: The case's configuration.
    /// - Returns: The generator of its events.
    static func events(_ configuration: Configuration) -> Gen<EventSequence<World.Event>>
    /// The groups of invariants, one property each, by the invariants' names; `nil` (the
    /// default) for one group per invariant.
    static var invariantGroups: KeyValuePairs<String, [String]>? { get }
    /// An event and the implementation's answer, as a report shows them (default: both
    /// described).
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - frame: The answer.
    /// - Returns: One line.
    static func describe(_ event: World.Event, _ frame: Frame) -> String
    /// A failing trace as a picture (default: a table of the events and the answers, the
    /// violating event marked).
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - violation: The violation to mark, if any.
    /// - Returns: An SVG document.
    static func picture(of trace: EventTrace<Configuration, World, Frame>, violation: Violation?) -> String
    /// What to change when a failure's pattern is the signature of a mistake in how the code
    /// is driven or declared, not a bug in it (default none): a report prints it as its `hint:`
    /// line. Asked once, of the shrunk case a report shows; `answering` runs a new
    /// implementation of the same configuration on other events, so that a hint can rest on
    /// what the code does (its answers unchanged whatever the offset) rather than on a guess.
    ///
    /// - Parameters:
    ///   - violation: The violation reported.
    ///   - trace: The shrunk case, as recorded.
    ///   - answering: The answers of a new implementation to these events, or `nil` when the
    ///     factory declines.
    /// - Returns: One line, or `nil` when no hint applies.
    static func hint(
        for violation: Violation, in trace: EventTrace<Configuration, World, Frame>, answering: ([World.Event]) -> [Frame]?
    ) -> String?
}

extension DeclaredEventEffect {
    public static var invariantGroups: KeyValuePairs<String, [String]>? { nil }
    public static func describe(_ event: World.Event, _ frame: Frame) -> String { "\(event) → \(frame)" }
    public static func hint(
        for violation: Violation, in trace: EventTrace<Configuration, World, Frame>, answering: ([World.Event]) -> [Frame]?
    ) -> String? { nil }
    public static func picture(of trace: EventTrace<Configuration, World, Frame>, violation: Violation?) -> String {
        EventTablePicture.svg(title: "\(name): the events and the answers", lines: zip(trace.events, trace.frames).map { describe($0, $1) },
            violation: violation)
    }
}

/// What an ``EventSuite`` is told besides its groups and pins (``DeclaredEventEffect/SuiteOptions``).
public protocol EventSuiteOptions: Sendable {
    /// The options of a suite nobody has told anything.
    init()
}

/// No options: a suite of groups and pins only.
public struct NoSuiteOptions: EventSuiteOptions, Hashable {
    /// No options.
    public init() {}
}
