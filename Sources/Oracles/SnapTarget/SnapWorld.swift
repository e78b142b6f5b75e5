import Effects

/// The truth a snapping scroll view's events imply (SPEC §8): the container's length after the
/// resizes so far. A resize to a length that is not finite or not positive is no resize: it
/// is refused, and the world stays as it was.
public struct SnapWorld: EventWorld {
    /// The container's length after the latest accepted resize, or `nil` before any (the
    /// configuration's).
    public private(set) var containerLength: Double?

    /// A world before any event.
    public init() {}

    /// Applies one event.
    ///
    /// - Parameter event: The event.
    public mutating func apply(_ event: SnapEvent) {
        if case let .resize(c) = event, SnapTarget.acceptsContainerLength(c) { containerLength = c }
    }
}

extension SnapTarget {
    /// Whether a resize to this length can be answered: a finite, positive length.
    ///
    /// - Parameter length: The new container length.
    /// - Returns: Whether it is a length a container can have.
    package static func acceptsContainerLength(_ length: Double) -> Bool { length.isFinite && length > 0 }

    /// Whether an event's input can be answered: every number of a release finite, a resize's
    /// length finite and positive.
    ///
    /// - Parameter event: The event.
    /// - Returns: Whether an implementation must answer it (any other is refused).
    package static func isAnswerable(_ event: SnapEvent) -> Bool {
        switch event {
        case let .release(o, v, t): o.isFinite && v.isFinite && t.isFinite
        case let .resize(c): acceptsContainerLength(c)
        }
    }
}

extension EventContext where Configuration == SnapTargetConfiguration, World == SnapWorld {
    /// The configuration as the resizes so far have made it, or `nil` when a resize made one no
    /// configuration can be (more pages than a configuration may have).
    @inlinable package var currentConfiguration: SnapTargetConfiguration? {
        guard let c = world.containerLength else { return configuration }
        return try? configuration.resized(containerLength: c)
    }
}
