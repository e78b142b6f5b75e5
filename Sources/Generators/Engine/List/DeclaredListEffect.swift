import Effects
import Oracles

/// An effect driven by a list's cell lifecycle, declared for ScrollProof: its configurations
/// (the thresholds your app pins: a fraction, a duration), the lists its cases scroll through
/// (``ListSpace``), its frame (what the effect did at an event) and its invariants over the
/// list's world (``ListWorld``), from the building blocks (``OnlyForItemsInDataSource``,
/// ``AtMostOncePerItem``, ``LoggedOnlyAfterHeld``, ``LoggedWhenDue``, ``ActiveIsBest``, ``AtMostActive``,
/// ``EveryStartHasItsStop``) or your own ``Invariant`` types:
///
///     enum ImpressionTracking: DeclaredListEffect {
///         static let name = "impressions"
///         static let configurations = ConfigurationSpace(["fraction": .fixed(0.5), "seconds": .fixed(1)]) { v in
///             try ImpressionRule(fraction: v["fraction"], seconds: v["seconds"])
///         }
///         static var invariants: some EventInvariantList<ImpressionRule, ListWorld, ImpressionFrame> {
///             OnlyForItemsInDataSource("impression", \.logged)
///             AtMostOncePerItem("impression", \.logged, per: .dataSource)
///             LoggedOnlyAfterHeld("impression", \.logged, atLeast: { c in c.fraction }, for: { c in c.seconds })
///             LoggedWhenDue("impression", \.logged, atLeast: { c in c.fraction }, for: { c in c.seconds })
///         }
///     }
///
///     let suite = EventSuite.declared(ImpressionTracking.self)
public protocol DeclaredListEffect: DeclaredEventEffect where World == ListWorld {
    /// The lists its cases scroll through (default ``ListSpace/feed``).
    static var lists: ListSpace { get }
}

extension DeclaredListEffect {
    public static var lists: ListSpace { .feed }

    /// The timeline of each item's visible fraction and what the effect did (``ListPicture``).
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - violation: The violation to mark, if any.
    /// - Returns: An SVG document.
    public static func picture(of trace: EventTrace<Configuration, ListWorld, Frame>, violation: Violation?) -> String {
        ListPicture.svg(trace, violation: violation)
    }

    /// The events of a case: a list of ``lists`` through ``Gen/list(_:thresholds:)``, whose
    /// scrolls may stop exactly where an item's visible fraction reaches one of the
    /// configuration's numbers in `(0, 1]` (its stored `Double` properties: an impression's
    /// fraction, an autoplay's threshold), so that a `>` written for a `>=` is met.
    ///
    /// - Parameter configuration: The case's configuration.
    /// - Returns: The generator.
    public static func events(_ configuration: Configuration) -> Gen<EventSequence<ListEvent>> {
        .list(lists, thresholds: Mirror(reflecting: configuration).children.compactMap { $0.value as? Double })
    }

    /// A list event and the effect's answer, as a report shows them: the event, then the
    /// answer's stored properties by name.
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - frame: The answer.
    /// - Returns: One line.
    public static func describe(_ event: ListEvent, _ frame: Frame) -> String {
        let outputs = Mirror(reflecting: frame).children.compactMap { child -> String? in
            guard let label = child.label else { return nil }
            if let items = child.value as? [ListItemID] { return items.isEmpty ? nil : "\(label) \(items.map(\.description).joined(separator: ", "))" }
            if let item = child.value as? ListItemID? { return "\(label) \(item.map(\.description) ?? "none")" }
            return "\(label) \(child.value)"
        }
        return "\(event) → " + (outputs.isEmpty ? "nothing" : outputs.joined(separator: "; "))
    }
}

extension EventSuite where Effect.World == ListWorld {
    /// The properties of a list-driven implementation: one per group.
    ///
    /// - Parameters:
    ///   - prefix: The names' prefix (default: the effect's name).
    ///   - expecting: How each group is run, by group name (default: every invariant must hold).
    ///   - groups: The groups to build (default: all).
    ///   - make: Creates your implementation for a configuration: a new one for every run of a
    ///     case. Throwing declines the case.
    /// - Returns: The properties, in group order.
    @inlinable
    public func properties<I: ListDrivenEffect>(
        named prefix: String? = nil, expecting: [String: SuiteExpectation] = [:], groups names: [String]? = nil,
        _ make: @escaping @Sendable (Configuration) throws -> I
    ) -> [SuiteProperty] where I.Frame == Effect.Frame {
        properties(named: prefix, expecting: expecting, groups: names, make) { effect, event in effect.handle(event) }
    }
}
