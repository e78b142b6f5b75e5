import Effects

/// A fly-screen implementation driven in virtual time: the exact ``FlyScreenModel`` and the
/// port of the published fly view both conform, so one oracle judges both.
///
/// The fly screen's suite drives it by itself (``SuiteDriven``): it asks the operations of a
/// workload (resolved against the screen: a tap at an item it shows, time moved to its next
/// finish), and judges the answers and the log merged in time order, in one pass of the event
/// engine; so `ScrollProof.verify(Suites.flyScreen) { c in MyScreen(c) }` takes it as it is.
///
/// An implementation need not be `Sendable`: each run of a case creates one from the factory
/// and drives it on the caller's thread, and it never leaves that run (an app's struct from
/// another module, or one holding a class, conforms as it is).
public protocol FlyScreenSimulating: SuiteDriven where Declaration == FlyScreenModel {
    /// The operations beyond SPEC's that the implementation supports (default none): a suite
    /// generates a seek only for an implementation that lists ``FlyScreenFeatures/seek``.
    static var features: FlyScreenFeatures { get }

    /// The configuration.
    var configuration: FlyScreenConfiguration { get }
    /// The current virtual time.
    var now: Double { get }
    /// Everything that happened, in order.
    var events: [FlyScreenEvent] { get }

    /// Inserts an item at the current time.
    ///
    /// - Parameters:
    ///   - id: The item's identifier.
    ///   - width: The item's width.
    /// - Returns: Whether it was accepted.
    mutating func insert(id: Int, width: Double) -> FlyScreenInsertResult

    /// Inserts an item that flies in its own time `duration` instead of the configuration's
    /// `d` (at `(S + w) / duration`).
    ///
    /// The default inserts with ``insert(id:width:)`` when `duration` is the configuration's
    /// and refuses with ``FlyScreenRefusal/unsupported`` otherwise; an implementation with a
    /// duration per comment implements it and lists ``FlyScreenFeatures/durations``.
    ///
    /// - Parameters:
    ///   - id: The item's identifier.
    ///   - width: The item's width.
    ///   - duration: Its flight duration, finite and positive.
    /// - Returns: Whether it was accepted.
    mutating func insert(id: Int, width: Double, duration: Double) -> FlyScreenInsertResult

    /// Syncs an item in mid-flight at the current time (a seek): it appears at `progress` of
    /// its flight, its left edge at `S − (S + w) · progress`, as if it had started
    /// `progress · d` ago, and finishes when that flight ends. It never waits: when no row has
    /// room for it at that position, it is refused with ``FlyScreenRefusal/noFreeRow``.
    /// Accepted, it is logged as ``FlyScreenEvent/synced(id:row:time:progress:)``.
    ///
    /// The default refuses with ``FlyScreenRefusal/unsupported``; an implementation that
    /// supports seeking implements it and lists ``FlyScreenFeatures/seek`` in ``features``.
    ///
    /// - Parameters:
    ///   - id: The item's identifier (unique among inserts and syncs).
    ///   - width: The item's width.
    ///   - progress: The fraction of its flight already flown, in `0 ..< 1`.
    /// - Returns: Whether it was accepted.
    mutating func sync(id: Int, width: Double, progress: Double) -> FlyScreenInsertResult

    /// Pauses: from now until ``resume()`` every comment stays where it is; nothing moves or
    /// finishes, and time spent paused does not count towards any flight. Pausing a paused
    /// screen does nothing. The default does nothing; an implementation that pauses implements
    /// both and lists ``FlyScreenFeatures/pause`` in ``features``.
    mutating func pause()

    /// Resumes after ``pause()``: every flight goes on from where it stopped, and items that
    /// waited start when a row is free. Resuming a running screen does nothing.
    mutating func resume()

    /// Advances virtual time, starting and finishing items on the way.
    ///
    /// - Parameter time: The new time, finite and not before ``now``.
    /// - Throws: ``InputError`` for a non-finite time or one before ``now``; nothing changes.
    mutating func advance(to time: Double) throws(InputError)

    /// The item whose rectangle contains the point at the current time.
    ///
    /// - Parameters:
    ///   - x: Screen x.
    ///   - y: Screen y.
    /// - Returns: The item's id, or `nil`.
    func hitTest(x: Double, y: Double) -> Int?

    /// A tap at the current time.
    ///
    /// - Parameters:
    ///   - x: Screen x.
    ///   - y: Screen y.
    /// - Returns: Liked, already liked, or a miss.
    mutating func tap(x: Double, y: Double) -> FlyScreenTapResult
}

extension FlyScreenSimulating {
    /// No operation beyond SPEC's.
    public static var features: FlyScreenFeatures { [] }

    /// Refuses: this implementation does not seek.
    ///
    /// - Parameters:
    ///   - id: The item's identifier.
    ///   - width: The item's width.
    ///   - progress: The fraction of its flight already flown.
    /// - Returns: ``FlyScreenRefusal/unsupported``.
    public mutating func sync(id: Int, width: Double, progress: Double) -> FlyScreenInsertResult { .refused(.unsupported) }

    /// Inserts with the configuration's duration, or refuses another one as unsupported.
    ///
    /// - Parameters:
    ///   - id: The item's identifier.
    ///   - width: The item's width.
    ///   - duration: Its flight duration.
    /// - Returns: ``insert(id:width:)``'s answer, or ``FlyScreenRefusal/unsupported``.
    public mutating func insert(id: Int, width: Double, duration: Double) -> FlyScreenInsertResult {
        duration == configuration.duration ? insert(id: id, width: width) : .refused(.unsupported)
    }

    /// Does nothing: this implementation does not pause.
    public mutating func pause() {}

    /// Does nothing: this implementation does not pause.
    public mutating func resume() {}
}
