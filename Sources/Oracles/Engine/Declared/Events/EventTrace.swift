/// A trace of an event-driven effect: the configuration, the events and the implementation's
/// answer to each. Oracles judge traces, whichever implementation produced them.
public struct EventTrace<C: Sendable, W: EventWorld, F: Sendable>: Sendable {
    /// The configuration type.
    public typealias Configuration = C
    /// The world type: the truth the events imply.
    public typealias World = W
    /// The implementation's answer to one event.
    public typealias Frame = F

    /// The configuration.
    public var configuration: Configuration
    /// The events, in order.
    public var events: [World.Event]
    /// The implementation's answer to each event.
    public var frames: [Frame]
    /// What the implementation logged, in the order it logged it (a timed world's,
    /// ``EventWorld/Logged``; empty for the others).
    public var log: [World.Logged]
    /// The number of leading events that only rebuild the state the rest starts from (a
    /// monitor's file: the events before its window that a rule's memory needs): they are
    /// judged as the session judged them, and what they break is not reported (default 0).
    public var prelude = 0

    /// Creates a trace.
    ///
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - events: The events.
    ///   - frames: One answer per event.
    ///   - log: What the implementation logged (default none).
    public init(configuration: Configuration, events: [World.Event], frames: [Frame], log: [World.Logged] = []) {
        self.configuration = configuration
        self.events = events
        self.frames = frames
        self.log = log
    }

    /// The worlds after each event, for a report or a picture.
    ///
    /// - Complexity: O(events · the world's `apply`).
    public var worlds: [World] {
        var world = World()
        return events.map { world.apply($0); return world }
    }
}
