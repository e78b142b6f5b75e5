/// What an invariant of a declared event-driven effect sees at one event: the configuration,
/// the event and its index, the world after it (``EventWorld``), and the implementation's
/// answer to it, with its answer to the event before.
public struct EventContext<Configuration, World: EventWorld, Frame>: InvariantContext {
    /// The configuration.
    public let configuration: Configuration
    /// The event's index.
    public let index: Int
    /// The event.
    public let event: World.Event
    /// The world after the event.
    public let world: World
    /// The implementation's answer to the event.
    public let frame: Frame
    /// Its answer to the event before, or `nil` for the first event.
    public let previousFrame: Frame?

    /// An event's context.
    ///
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - index: The event's index.
    ///   - event: The event.
    ///   - world: The world after it.
    ///   - frame: The implementation's answer.
    ///   - previousFrame: Its answer to the event before, if any.
    @inlinable
    public init(configuration: Configuration, index: Int, event: World.Event, world: World, frame: Frame, previousFrame: Frame?) {
        self.configuration = configuration
        self.index = index
        self.event = event
        self.world = world
        self.frame = frame
        self.previousFrame = previousFrame
    }
}

/// The invariants of an event-driven effect: what a declaration's `invariants` returns,
/// `static var invariants: some EventInvariantList<MyConfiguration, ListWorld, MyFrame> { … }`.
public typealias EventInvariantList<Configuration, World: EventWorld, Frame> = InvariantList<EventContext<Configuration, World, Frame>>
