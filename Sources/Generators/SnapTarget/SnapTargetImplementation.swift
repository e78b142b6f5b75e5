import Effects
import Oracles

/// Snapping code under test (SPEC §8): asked where each release comes to rest, and again after
/// the container is resized. Write an adapter over your delegate method, your layout's
/// `targetContentOffset` override or your SwiftUI behavior that conforms, converting units
/// where your API has others (a delegate's velocity is in points per millisecond: the event's
/// is in points per second).
///
/// An implementation need not be `Sendable`: each run of a case creates one from the factory
/// and drives it on the caller's thread.
public protocol SnapTargetImplementation: SendableMetatype {
    /// Answers one release or resize.
    ///
    /// - Parameter event: The event.
    /// - Returns: Where the content comes to rest, or ``SnapTargetFrame/refused`` for an input
    ///   that is not finite (a method that cannot throw hands back the proposal instead).
    mutating func answer(_ event: SnapEvent) -> SnapTargetFrame
}

extension SnapTarget: SnapTargetImplementation {}

extension EventSuite where Effect == SnapTarget {
    /// The properties of an implementation: one per group.
    ///
    /// - Parameters:
    ///   - prefix: The names' prefix (default: the effect's name).
    ///   - expecting: How each group is run, by group name (default: every invariant must hold).
    ///   - groups: The groups to build (default: all).
    ///   - make: Creates your implementation for a configuration, at rest at `lo`, for each run
    ///     of a case.
    /// - Returns: The properties, in group order.
    /// - Complexity: O(groups); a case costs O(events · invariants · snap points).
    @inlinable
    public func properties<I: SnapTargetImplementation>(
        named prefix: String? = nil, expecting: [String: SuiteExpectation] = [:], groups names: [String]? = nil,
        _ make: @escaping @Sendable (SnapTargetConfiguration) throws -> I
    ) -> [SuiteProperty] {
        properties(named: prefix, expecting: expecting, groups: names, make) { implementation, event in implementation.answer(event) }
    }
}
