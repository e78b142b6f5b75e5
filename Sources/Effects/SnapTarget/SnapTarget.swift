/// SPEC §8's exact model of where scrolling comes to rest: each release rests on the allowed
/// snap point nearest the proposal (``SnapGeometry/ruleTarget(offset:velocity:proposal:flickThreshold:placesPerRelease:)``),
/// and after a resize the page or item that was at the alignment line is there again.
///
/// It remembers only where it rests, from which the place at the alignment line follows.
public struct SnapTarget: Sendable {
    /// The configuration, resized by every accepted resize.
    public private(set) var configuration: SnapTargetConfiguration
    /// The snap points of ``configuration``.
    public private(set) var geometry: SnapGeometry
    /// Where the content rests: `lo` at first, then each answer.
    public private(set) var restingOffset: Double

    /// A scroll view at rest at `lo`.
    ///
    /// - Parameter configuration: The configuration.
    /// - Complexity: O(pages or items).
    public init(configuration: SnapTargetConfiguration) {
        self.configuration = configuration
        geometry = configuration.geometry
        restingOffset = geometry.lowerBound
    }

    /// Where a release comes to rest.
    ///
    /// - Parameters:
    ///   - offset: `o`, where the finger lifts.
    ///   - velocity: `v`, points per second.
    ///   - proposal: `t`, the system's proposal.
    /// - Returns: `T`.
    /// - Throws: ``InputError`` naming a non-finite input; the state is kept.
    /// - Complexity: O(log points).
    public mutating func release(offset: Double, velocity: Double, proposal: Double) throws(InputError) -> Double {
        if let kind = InputError.NonFinite(offset) { throw .nonFinite(field: "offset", value: kind) }
        if let kind = InputError.NonFinite(velocity) { throw .nonFinite(field: "velocity", value: kind) }
        if let kind = InputError.NonFinite(proposal) { throw .nonFinite(field: "proposal", value: kind) }
        restingOffset = geometry.ruleTarget(
            offset: offset, velocity: velocity, proposal: proposal,
            flickThreshold: configuration.flickThreshold, placesPerRelease: configuration.placesPerRelease)
        return restingOffset
    }

    /// Where the content rests after the container is resized: the new snap point of the place
    /// that was at the alignment line, clamped into the new `[lo, hi]`.
    ///
    /// - Parameter containerLength: The new length.
    /// - Returns: `T`.
    /// - Throws: ``ConfigurationError`` for a length that is not finite or not positive; the
    ///   state is kept.
    /// - Complexity: O(pages or items).
    public mutating func resize(containerLength: Double) throws(ConfigurationError) -> Double {
        let resized = try configuration.resized(containerLength: containerLength)
        let place = geometry.place(at: restingOffset) ?? geometry.places[geometry.nearestIndex(restingOffset) ?? 0]
        configuration = resized
        geometry = resized.geometry
        restingOffset = geometry.point(of: place)
        return restingOffset
    }

    /// Answers one event, refusing what cannot be answered.
    ///
    /// - Parameter event: The release or the resize.
    /// - Returns: Where the content rests, or ``SnapTargetFrame/refused``.
    /// - Complexity: As ``release(offset:velocity:proposal:)`` or ``resize(containerLength:)``.
    public mutating func answer(_ event: SnapEvent) -> SnapTargetFrame {
        switch event {
        case let .release(o, v, t):
            guard let target = try? release(offset: o, velocity: v, proposal: t) else { return .refused }
            return SnapTargetFrame(target: target)
        case let .resize(c):
            guard let target = try? resize(containerLength: c) else { return .refused }
            return SnapTargetFrame(target: target)
        }
    }
}
