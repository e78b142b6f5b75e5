import Effects

/// Observer bookkeeping isolated to the main actor, as a table view's delegate is.
@MainActor
public protocol MainActorDisplayLifecycleObserving: AnyObject, SendableMetatype {
    /// Applies one event.
    ///
    /// - Parameter event: The event.
    /// - Returns: The registrations and notifications after it.
    func apply(_ event: DisplayEvent) -> ObserverRegistryFrame
}

/// A main-actor registry seen as a ``DisplayLifecycleObserving``; every call asserts the main
/// actor (see ``MainActorEffect``).
public struct MainActorRegistry<Base: MainActorDisplayLifecycleObserving>: DisplayLifecycleObserving, @unchecked Sendable {
    nonisolated(unsafe) let base: Base

    /// Wraps a registry; call on the main actor.
    ///
    /// - Parameter base: The registry.
    @MainActor
    public init(_ base: Base) { self.base = base }

    /// Applies one event on the main actor.
    ///
    /// - Parameter event: The event.
    /// - Returns: What the registry reports.
    public mutating func apply(_ event: DisplayEvent) -> ObserverRegistryFrame {
        MainActor.assumeIsolated { base.apply(event) }
    }
}

/// The registry a shared-instance hint compares (`AdapterHints`).
extension MainActorRegistry: HeldInstance {
    package var heldIdentity: ObjectIdentifier { ObjectIdentifier(base) }
    package var heldTypeName: String { "\(Base.self)" }
}
