/// The invariants of an event-driven effect you declare (an impression tracker, an autoplay
/// controller, a prefetcher, the observer registry of SPEC §1b): its configuration, its world
/// (the truth its events imply), its frame (the implementation's answer to an event), and its
/// invariants, judged at every event by `EventChecker`. `DeclaredEventEffect` in
/// `Properties` adds its cases; `DeclaredListEffect` is the kind driven by a list's cell
/// lifecycle.
///
/// Any number of invariants, each a type (``Invariant`` or ``StatefulInvariant`` of
/// ``EventContext``) or a building block, composed with ``InvariantsBuilder``.
public protocol DeclaredEventInvariants: Sendable where Invariants.Context == EventContext<Configuration, World, Frame> {
    /// The invariants' list type (inferred from ``invariants``).
    associatedtype Invariants: InvariantList
    /// The validated configuration type; inferred from ``invariants``.
    associatedtype Configuration: Sendable = Invariants.Context.Configuration
    /// The implementation's answer to one event; inferred from ``invariants``.
    associatedtype Frame: Sendable = Invariants.Context.Frame
    /// The truth the events imply.
    associatedtype World: EventWorld

    /// The effect's name: the prefix of its property names.
    static var name: String { get }
    /// Where its invariants come from, as reports cite it (default: the name).
    static var section: String { get }
    /// The invariants, in report order. Evaluated once per suite.
    @InvariantsBuilder<EventContext<Configuration, World, Frame>> static var invariants: Invariants { get }
    /// The world before any event of a case with this configuration: where a world keeps what
    /// it derives from the configuration and the events so far (snapping's snap points after a
    /// resize), computed once per event rather than by each invariant (default: `World()`).
    ///
    /// - Parameter configuration: The case's configuration.
    /// - Returns: The world.
    static func world(for configuration: Configuration) -> World
    /// Empties a world for the next case with a configuration, as ``world(for:)`` would make
    /// it (default: `world(for:)`'s): a world that holds buffers keeps their storage, so a
    /// property's next case allocates nothing for it.
    ///
    /// - Parameters:
    ///   - world: The world of the case before.
    ///   - configuration: The next case's configuration.
    static func restart(_ world: inout World, for configuration: Configuration)
}

extension DeclaredEventInvariants {
    public static var section: String { name }
    public static func world(for configuration: Configuration) -> World { World() }
    public static func restart(_ world: inout World, for configuration: Configuration) { world = Self.world(for: configuration) }

    /// Every invariant's description, in order.
    ///
    /// - Complexity: O(invariants); builds the list.
    public static var descriptions: [InvariantDescription] { invariants.descriptions }

    /// Every invariant as an oracle over a recorded trace, in order (the checker run with that
    /// invariant alone).
    ///
    /// - Complexity: O(invariants); builds the list once for all of them.
    public static var oracles: [TraceOracle<EventTrace<Configuration, World, Frame>>] {
        let rules = EventRules<Self>()
        return rules.descriptions.indices.map { rules.oracle($0) }
    }

    /// The oracle of one invariant by name, or `nil` for a name the effect does not have.
    ///
    /// - Parameter name: An invariant's name.
    /// - Returns: The oracle.
    /// - Complexity: O(invariants).
    public static func oracle(named name: String) -> TraceOracle<EventTrace<Configuration, World, Frame>>? {
        let rules = EventRules<Self>()
        return rules.descriptions.firstIndex { $0.name == name }.map { rules.oracle($0) }
    }
}

/// A declaration's invariants, evaluated once: what every checker of a suite (and every
/// oracle) shares.
@usableFromInline package struct EventRules<Effect: DeclaredEventInvariants>: Sendable {
    /// The invariants.
    @usableFromInline package let invariants: Effect.Invariants
    /// Every invariant's description, in order.
    @usableFromInline package let descriptions: [InvariantDescription]
    /// The section reports cite.
    @usableFromInline package let section: String

    /// The declaration's invariants.
    ///
    /// - Complexity: O(invariants).
    @usableFromInline package init() {
        invariants = Effect.invariants
        descriptions = invariants.descriptions
        section = Effect.section
    }

    /// The oracle of one invariant: the checker over a trace with only that invariant enabled.
    ///
    /// - Parameter index: The invariant's index in ``descriptions``.
    /// - Returns: The oracle.
    @usableFromInline package func oracle(_ index: Int) -> TraceOracle<EventTrace<Effect.Configuration, Effect.World, Effect.Frame>> {
        let d = descriptions[index], order = _InvariantOrder([index]), rules = self
        return TraceOracle(d.name, section, d.statement, level: d.level, checker: (ObjectIdentifier(EventChecker<Effect>.self), index)) { trace in
            EventChecker.check(trace, rules: rules, order: order)
        }
    }
}
