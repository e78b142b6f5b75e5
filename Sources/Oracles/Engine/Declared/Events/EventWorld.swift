/// The truth an event-driven effect is judged against: what the events so far imply,
/// whatever the implementation did (which cells a list displays and at which rows, how much
/// of each item is visible, what its data source holds, the time, whether the app is in the
/// foreground; or which cells a registry must observe). The checker applies each event to
/// it before the invariants judge the implementation's answer to that event.
///
/// A world records what an event changed (a cell that stopped displaying, items deleted) so
/// that an invariant needs no copy of the world before it.
///
/// A world may also keep what the code *logged*, each entry at its moment (a fly screen's
/// starts and finishes, logged as virtual time passes): its ``Logged`` entries. The checker
/// then judges one stream, what was asked (the events, with their answers) and what was
/// logged merged in time order (``isTimed``), as `check-trace` reads a file: before a logged
/// entry at `e`, every event up to `e` and the world's ``horizon``.
public protocol EventWorld: Sendable {
    /// The event type.
    associatedtype Event: Sendable
    /// What the code logs, each entry at its moment (default none: `Never`).
    associatedtype Logged: Sendable = Never

    /// The world before any event.
    init()

    /// Applies one event.
    ///
    /// - Parameter event: The event.
    mutating func apply(_ event: Event)

    /// Applies one event and the implementation's answer to it (default: ``apply(_:)``): for a
    /// world that keeps what an answer accepted (an item a fly screen took).
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - answer: The implementation's answer.
    mutating func apply<Answer>(_ event: Event, answer: Answer)

    /// Applies one logged entry (default: nothing).
    ///
    /// - Parameter logged: The entry.
    mutating func apply(logged: Logged)

    /// Observation ends: the world learns that no event and no entry follows (default:
    /// nothing). A world that judges at the end says so with ``judgesAtEnd``.
    mutating func end()

    /// Whether what was asked and what was logged are merged in time order (default `false`:
    /// there is no log, and each event is judged as it comes).
    static var isTimed: Bool { get }

    /// Whether the invariants judge once more when observation ends, with ``end()`` applied
    /// (default `false`): for rules judged against the end (an item due but not finished).
    static var judgesAtEnd: Bool { get }

    /// What one of its events is called in reports (default `frame`; a fly screen's,
    /// `operation`).
    static var stepName: String { get }

    /// An event's moment (asked only of a timed world).
    ///
    /// - Parameter event: The event.
    /// - Returns: Its time.
    static func time(of event: Event) -> Double

    /// A logged entry's moment (asked only of a timed world).
    ///
    /// - Parameter logged: The entry.
    /// - Returns: Its time.
    static func time(ofLogged logged: Logged) -> Double

    /// How far past a logged entry's moment the events asked are read before it: two moments
    /// within a tolerance are one, so an event within it of an entry comes first (default 0).
    var horizon: Double { get }

    /// Whether the checker reads a logged entry (default: every one). An entry that only
    /// repeats an answer (a fly screen's `inserted`, which its trace files leave out) is passed
    /// over, so that a run is judged as its recorded file is.
    ///
    /// - Parameter logged: The entry.
    /// - Returns: Whether it is judged.
    static func reads(_ logged: Logged) -> Bool
}

extension EventWorld {
    public mutating func apply<Answer>(_ event: Event, answer: Answer) { apply(event) }
    public mutating func apply(logged: Logged) {}
    public mutating func end() {}
    public static var isTimed: Bool { false }
    public static var stepName: String { "frame" }
    public static var judgesAtEnd: Bool { false }
    public static func time(of event: Event) -> Double { 0 }
    public static func time(ofLogged logged: Logged) -> Double { 0 }
    public var horizon: Double { 0 }
    public static func reads(_ logged: Logged) -> Bool { true }
}
