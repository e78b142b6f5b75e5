import Effects

/// A generated sequence of events with its classes: what an event-driven effect's case feeds
/// its implementation.
public struct EventSequence<Event: Sendable>: Labeled, Sendable {
    /// The events, in order.
    public var events: [Event]
    public var labels: LabelSet

    /// Creates a sequence.
    ///
    /// - Parameters:
    ///   - events: The events.
    ///   - labels: The classes.
    public init(events: [Event], labels: LabelSet) {
        self.events = events
        self.labels = labels
    }
}

/// A generated case of an event-driven effect: a configuration attempt and, when it is valid,
/// its events.
@usableFromInline package struct EventCase<Configuration: Sendable, Event: Sendable>: Labeled, Sendable {
    /// The configuration attempt.
    @usableFromInline package var configuration: ConfigurationCase<Configuration>
    /// The events, when the configuration is valid.
    @usableFromInline package var events: EventSequence<Event>?

    /// Creates a case.
    ///
    /// - Parameters:
    ///   - configuration: The configuration attempt.
    ///   - events: Its events, when it is valid.
    @usableFromInline package init(configuration: ConfigurationCase<Configuration>, events: EventSequence<Event>?) {
        self.configuration = configuration
        self.events = events
    }

    @usableFromInline package var labels: LabelSet { configuration.labels.union(events?.labels ?? []) }
}
