import Effects

/// Observer bookkeeping driven by display events (SPEC §1b).
///
/// An implementation need not be `Sendable`: each run of a case creates one from the factory
/// and drives it on the caller's thread, and it never leaves that run (an app's struct from
/// another module, or one holding a class, conforms as it is).
public protocol DisplayLifecycleObserving: SendableMetatype {
    /// Applies one event.
    ///
    /// - Parameter event: The event.
    /// - Returns: The registrations and notifications after it.
    mutating func apply(_ event: DisplayEvent) -> ObserverRegistryFrame
}

/// An observer-registry implementation under test (SPEC §1b): fed display events, it answers
/// its registrations, notifications, absent removals and suspended flag.
public typealias ObserverRegistryImplementation = DisplayLifecycleObserving

extension ObserverRegistry: DisplayLifecycleObserving {}
