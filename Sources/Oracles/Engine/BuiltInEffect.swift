import Effects

/// One of ScrollProof's built-in effects, as ``BuiltInEffects`` lists it: its name, its
/// section of the contract, the trace its implementations produce and the oracles that judge
/// that trace.
///
/// The conforming type is the effect's exact model. Each module adds its facets of the effect
/// in the effect's own folder, by protocols that refine this one: the trace file format and the
/// picture in `Oracles/<Effect>/`, the suite and the catalogue (``CataloguedEffect``) in
/// `Generators/<Effect>/`. The command line, the trace reader, the pictures and the fuzz
/// targets find an effect only through ``BuiltInEffects/all``.
package protocol BuiltInEffect: Sendable {
    /// The trace an implementation of the effect produces, which its oracles judge.
    associatedtype Trace: Sendable

    /// The effect's name, as trace files, property names and the command line spell it
    /// (`parallelWindow`).
    static var effectName: String { get }
    /// Its section of SPEC (`§1`).
    static var section: String { get }
    /// Every oracle of the effect, in the order a report lists them.
    static var oracles: [TraceOracle<Trace>] { get }
    /// The number of frames (steps, events, operations) in a trace.
    ///
    /// - Parameter trace: The trace.
    /// - Returns: Its length, as a report counts it.
    static func frameCount(of trace: Trace) -> Int
    /// What a report says beside a trace's violations: which rules the trace leaves unjudged
    /// and why (default: nothing).
    ///
    /// - Parameter trace: The trace.
    /// - Returns: One sentence per note.
    static func notes(on trace: Trace) -> [String]
    /// What a step of its traces is called in text: "frame" (default), "operation" for the
    /// fly screen (its world's ``EventWorld/stepName``).
    static var stepName: String { get }
    /// Every violation of a trace: the first of each oracle of the effect, in the order of
    /// ``oracles`` (default: each oracle run on the trace).
    ///
    /// - Parameter trace: The trace.
    /// - Returns: The violations.
    static func violations(of trace: Trace) -> [Violation]
}

extension BuiltInEffect {
    package static func notes(on trace: Trace) -> [String] { [] }
    package static var stepName: String { "frame" }

    /// Every violation of a trace: the first of each oracle of the effect.
    ///
    /// - Parameter trace: The trace.
    /// - Returns: The violations, in the order of ``oracles``.
    /// - Complexity: O(oracles · frames) for the offset-driven effects, O(n log n) for the fly
    ///   screen.
    package static func violations(of trace: Trace) -> [Violation] {
        oracles.compactMap { $0.check(trace) }
    }
}
