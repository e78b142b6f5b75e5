import Effects

/// The truth a snapping scroll view's events imply (SPEC §8): the container's length after the
/// resizes so far, and (for a world made for a configuration, as the checker makes it) the
/// configuration and its snap points as those resizes have made them, derived once a resize
/// rather than by every rule at every event. A resize to a length that is not finite or not
/// positive is no resize: it is refused, and the world stays as it was.
public struct SnapWorld: EventWorld {
    /// The container's length after the latest accepted resize, or `nil` before any (the
    /// configuration's).
    public private(set) var containerLength: Double?
    /// The configuration as the resizes so far have made it, or `nil` when a resize made one no
    /// configuration can be (more pages than a configuration may have), or for a world made
    /// without one (`init()`).
    public private(set) var configuration: SnapTargetConfiguration?
    /// The snap points of ``configuration``.
    public private(set) var geometry: SnapGeometry?
    /// The configuration and snap points before the latest resize that made one, for a rule
    /// that asks where the content rested before it.
    package private(set) var previous: (configuration: SnapTargetConfiguration, geometry: SnapGeometry)?

    /// A world before any event, of no configuration: each rule derives the resized one.
    public init() {}

    /// The world before any event of a configuration: it and its snap points.
    ///
    /// - Parameter configuration: The case's configuration.
    /// - Complexity: O(pages or items).
    public init(configuration: SnapTargetConfiguration) {
        self.configuration = configuration
        geometry = configuration.geometry
    }

    /// Applies one event: a resize to a length a container can have makes the configuration
    /// and its snap points anew, or takes again those of the container before the latest
    /// resize when it is back to that length.
    ///
    /// - Parameter event: The event.
    /// - Complexity: O(pages or items) for a resize to a new length, O(1) otherwise; once its
    ///   lists have grown, no allocation.
    public mutating func apply(_ event: SnapEvent) {
        guard case let .resize(c) = event, SnapTarget.acceptsContainerLength(c) else { return }
        containerLength = c
        guard let base = configuration ?? resizable else { return }
        // Back to the container before the latest resize (a rotation and back): the snap
        // points made then are these (a configuration is a function of its fields), so they are
        // taken again instead of made anew.
        if let back = previous, back.configuration.containerLength == c, let current = configuration, let g = geometry {
            previous = (current, g)
            configuration = back.configuration
            geometry = back.geometry
            return
        }
        // The snap points from two resizes back are made again in their own storage, once
        // nothing else holds them (nothing allocated once the world's lists have grown).
        var spare = previous?.configuration
        if let g = geometry { previous = (base, g) }
        if let resized = try? base.resized(containerLength: c, reusing: &spare) {
            configuration = resized
            geometry = resized.geometry
            resizable = nil
        } else {
            // No configuration can be: the rules judge nothing until a resize makes one. The
            // last one is kept to resize from (every field but the container is its own).
            resizable = base
            configuration = nil
            geometry = nil
        }
    }

    /// The configuration a resize starts from while ``configuration`` is `nil`.
    private var resizable: SnapTargetConfiguration?
}

extension SnapTarget {
    /// The world before any event of a case: the configuration and its snap points.
    ///
    /// - Parameter configuration: The case's configuration.
    /// - Returns: The world.
    public static func world(for configuration: SnapTargetConfiguration) -> SnapWorld { SnapWorld(configuration: configuration) }

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
        if world.geometry != nil { return world.configuration }
        guard let c = world.containerLength else { return configuration }
        return try? configuration.resized(containerLength: c)
    }

}
