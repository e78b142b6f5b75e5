import Effects

/// An effect driven by a list's cell lifecycle (an impression tracker, an autoplay controller,
/// a prefetcher): fed each of the list's events in order, it answers what it did (the
/// impressions it logged, the item that plays, the loads it started and cancelled). Write an
/// adapter over your code that conforms; the suite creates a new one for every run of a case.
///
/// Rows are UIKit's index paths; keep your own copy of the data source from `reloadData` and
/// `performBatchUpdates`, as your app does, and look items up by row with care: after a reload
/// or an update, `didEndDisplaying` may carry a row that is no longer the item's, or out of
/// range.
///
/// An implementation need not be `Sendable`: each run of a case creates one from the factory
/// and drives it on the caller's thread, and it never leaves that run.
public protocol ListDrivenEffect: SendableMetatype {
    /// What the effect answers to one event.
    associatedtype Frame: Sendable

    /// Handles one event.
    ///
    /// - Parameter event: The event.
    /// - Returns: What the effect did.
    mutating func handle(_ event: ListEvent) -> Frame
}

/// An effect driven by a list, isolated to the main actor, as a view controller or a cell's
/// delegate is. `verify` runs it on the main actor, synchronously.
@MainActor
public protocol MainActorListDrivenEffect: AnyObject, SendableMetatype {
    /// What the effect answers to one event.
    associatedtype Frame: Sendable

    /// Handles one event.
    ///
    /// - Parameter event: The event.
    /// - Returns: What the effect did.
    func handle(_ event: ListEvent) -> Frame
}

/// A main-actor list-driven effect seen as a ``ListDrivenEffect``: created and used only from a
/// `@MainActor` caller, every access is on the main actor, which each call asserts.
public struct MainActorListEffect<Base: MainActorListDrivenEffect>: ListDrivenEffect, @unchecked Sendable {
    nonisolated(unsafe) let base: Base

    /// Wraps an implementation; call on the main actor.
    ///
    /// - Parameter base: The implementation.
    @MainActor
    public init(_ base: Base) { self.base = base }

    /// Handles one event on the main actor.
    ///
    /// - Parameter event: The event.
    /// - Returns: What the effect did.
    public mutating func handle(_ event: ListEvent) -> Base.Frame {
        MainActor.assumeIsolated { base.handle(event) }
    }
}
