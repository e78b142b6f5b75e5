import Effects
import Originals

/// An effect with a release rule (the rolling banner's end of drag, SPEC §3).
public protocol ReleasingEffect: ScrollDrivenEffect {
    /// Where the scroll view settles when the drag ends with `velocity`.
    ///
    /// - Parameter velocity: The end velocity.
    /// - Returns: The target offset.
    /// - Throws: ``InputError`` for a non-finite velocity (the exact model).
    func releaseTarget(velocity: Double) throws(InputError) -> Double
}

extension RollingBanner: ReleasingEffect {}
extension PublishedRollingBanner: ReleasingEffect {}

/// Observer bookkeeping driven by display events (SPEC §1b).
public protocol DisplayLifecycleObserving: Sendable {
    /// Applies one event.
    ///
    /// - Parameter event: The event.
    /// - Returns: The registrations and notifications after it.
    mutating func apply(_ event: DisplayEvent) -> ObserverRegistryFrame
}

extension ObserverRegistry: DisplayLifecycleObserving {}
extension PublishedObserverBookkeeping: DisplayLifecycleObserving {}
