/// The truth an event-driven effect is judged against: what the events so far imply,
/// whatever the implementation did (which cells a list displays and at which rows, how much
/// of each item is visible, what its data source holds, the time, whether the app is in the
/// foreground; or which cells a registry must observe). The checker applies each event to
/// it before the invariants judge the implementation's answer to that event.
///
/// A world records what an event changed (a cell that stopped displaying, items deleted) so
/// that an invariant needs no copy of the world before it.
public protocol EventWorld: Sendable {
    /// The event type.
    associatedtype Event: Sendable

    /// The world before any event.
    init()

    /// Applies one event.
    ///
    /// - Parameter event: The event.
    mutating func apply(_ event: Event)
}
