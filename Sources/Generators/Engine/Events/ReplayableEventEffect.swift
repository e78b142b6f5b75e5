import Oracles

/// An event-driven effect whose recorded files `ScrollProof.replay` reads, simplifies and
/// writes: what a built-in effect tells the replay about its trace and its events (the fly
/// screen, driven by its suite; snapping, fed by a step).
package protocol ReplayableEventEffect: DeclaredEventEffect {
    /// A file's case: its configuration and its events, from the document's trace (`nil`: not
    /// a trace of this effect).
    ///
    /// - Parameter trace: The document's trace (`TraceDocument.anyTrace`).
    /// - Returns: The configuration and the events.
    static func replayCase(of trace: Any) -> (configuration: Configuration, events: [World.Event])?

    /// An event's simpler forms, simplest first (its numbers made round).
    ///
    /// - Parameter event: The event.
    /// - Returns: The simpler events.
    static func simpler(_ event: World.Event) -> [World.Event]

    /// Simpler forms of a whole case that no one event's form gives (default none): a fly
    /// screen's moments moved together, so that a case of one moment starts at 0.
    ///
    /// - Parameter events: The case's events.
    /// - Returns: The simpler cases, simplest first.
    static func simpler(case events: [World.Event]) -> [[World.Event]]

    /// The file's text for events run through an implementation the suite drives (`nil`: one
    /// this effect does not drive).
    ///
    /// - Parameters:
    ///   - implementation: The implementation, new.
    ///   - configuration: The configuration.
    ///   - events: The events.
    /// - Returns: The file's text.
    static func replayText(_ implementation: Any, _ configuration: Configuration, _ events: [World.Event]) -> String?
}

extension ReplayableEventEffect {
    package static func simpler(case events: [World.Event]) -> [[World.Event]] { [] }

    package static func replayText(_ implementation: Any, _ configuration: Configuration, _ events: [World.Event]) -> String? { nil }
}

/// A number's simpler forms, simplest first: the whole number, then one decimal (none for a
/// number that is not finite, or already that simple).
///
/// - Parameter x: The number.
/// - Returns: The simpler numbers.
package func simplerNumbers(_ x: Double) -> [Double] {
    guard x.isFinite else { return [] }
    return [x.rounded(), (x * 10).rounded() / 10].reduce(into: [Double]()) { out, y in if y != x, !out.contains(y) { out.append(y) } }
}
