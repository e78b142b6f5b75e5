/// What an invariant of a declared event-driven effect sees at one event: the configuration,
/// the event and its index, the world after it (``EventWorld``), and the implementation's
/// answer to it. An invariant that needs an earlier answer keeps what it needs in its memory
/// (``StatefulInvariant``): a context holds one answer, so none is copied to be judged.
public struct EventContext<Configuration, World: EventWorld, Frame>: InvariantContext {
    /// The configuration.
    @inlinable public var configuration: Configuration { storedConfiguration }
    /// The event's index.
    @inlinable public var index: Int { storedIndex }
    /// The event.
    @inlinable public var event: World.Event { storedEvent.unsafelyUnwrapped }
    /// The world after the event (read in place: an invariant that reads one of its parts
    /// copies that part, never the whole world).
    @inlinable public var world: World {
        _read { yield storedWorld }
    }
    /// The implementation's answer to the event.
    @inlinable public var frame: Frame { storedFrame.unsafelyUnwrapped }
    /// The entry the code logged that is judged now (a timed world's, ``EventWorld/Logged``),
    /// or `nil` when an event asked is: ``event`` and ``frame`` are then the latest asked, and
    /// ``index`` is its index.
    @inlinable public var logged: World.Logged? { storedLogged }
    /// Whether observation has ended: the last judgement, of a world that judges at the end
    /// (``EventWorld/judgesAtEnd``), after every event and entry.
    @inlinable public var isEnd: Bool { storedEnd }
    /// What an event is called in reports: the world's (``EventWorld/stepName``).
    @inlinable public static var stepName: String { World.stepName }
    /// For a logged entry, its time (``EventWorld/time(ofLogged:)``).
    @inlinable public var entryTime: Double? { storedLogged.map { World.time(ofLogged: $0) } }

    // Stored apart from their public getters: a checker keeps one context for a whole pass and
    // moves each next event into it, so a world or a frame is never copied to be judged (the
    // event and the answer are `nil` only before the first event, never judged).
    @usableFromInline var storedConfiguration: Configuration
    @usableFromInline var storedIndex: Int
    @usableFromInline var storedEvent: World.Event?
    @usableFromInline var storedWorld: World
    @usableFromInline var storedFrame: Frame?
    @usableFromInline var storedLogged: World.Logged?
    @usableFromInline var storedEnd = false

    /// An event's context.
    ///
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - index: The event's index.
    ///   - event: The event.
    ///   - world: The world after it.
    ///   - frame: The implementation's answer.
    @inlinable
    public init(configuration: Configuration, index: Int, event: World.Event, world: World, frame: Frame) {
        storedConfiguration = configuration
        storedIndex = index
        storedEvent = event
        storedWorld = world
        storedFrame = frame
        storedLogged = nil
    }

    /// The context before the first event: the world before any event, no answer yet
    /// (``advance(_:frame:)`` must come before the first judgement).
    ///
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - world: The world before any event (`DeclaredEventInvariants.world(for:)`).
    @inlinable
    init(configuration: Configuration, world: World) {
        storedConfiguration = configuration
        storedIndex = -1
        storedEvent = nil
        storedWorld = world
        storedFrame = nil
        storedLogged = nil
    }

    /// Moves the context to the next event: the world takes it, and its answer replaces the
    /// latest one.
    ///
    /// - Parameters:
    ///   - event: The next event.
    ///   - frame: The implementation's answer to it.
    /// - Complexity: The world's `apply`; no frame is copied.
    /// Back before any event, for the next case with a configuration (the world is the
    /// checker's to restart).
    @inlinable
    mutating func restart(configuration: Configuration) {
        storedConfiguration = configuration
        storedIndex = -1
        storedEvent = nil
        storedFrame = nil
        storedLogged = nil
        storedEnd = false
    }

    @inlinable
    mutating func advance(_ event: World.Event, frame: consuming Frame) {
        storedIndex += 1
        if World.isTimed {
            storedLogged = nil
            storedWorld.apply(event, answer: frame)
        } else {
            storedWorld.apply(event)
        }
        storedEvent = event
        // Into the payload in place once there is one: the old answer is destroyed as a
        // `Frame`, not through `Optional`'s value witness.
        if storedFrame == nil { storedFrame = frame } else { storedFrame! = frame }
    }

    /// Moves the context to an entry the code logged: the world takes it; the latest event
    /// asked and its answer stay.
    ///
    /// - Parameter logged: The entry.
    @inlinable
    mutating func advance(logged: World.Logged) {
        storedWorld.apply(logged: logged)
        storedLogged = logged
    }

    /// Moves the context to the end of observation: the world learns it.
    @inlinable
    mutating func end() {
        storedWorld.end()
        storedLogged = nil
        storedEnd = true
    }
}

/// The invariants of an event-driven effect: what a declaration's `invariants` returns,
/// `static var invariants: some EventInvariantList<MyConfiguration, ListWorld, MyFrame> { … }`.
public typealias EventInvariantList<Configuration, World: EventWorld, Frame> = InvariantList<EventContext<Configuration, World, Frame>>
