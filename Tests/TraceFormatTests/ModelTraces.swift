import Catalogue
import Effects
import Foundation
import PropertyTestSupport
import Generators
import Oracles

/// Correct traces to judge: each built-in effect's model traces
/// (``CataloguedEffect/modelTrace(seed:cut:)``), for every effect of `BuiltInEffects.all`.
enum ModelTraces {
    /// Every built-in effect's name, in SPEC's order: the tests over traces take one each.
    static var effects: [String] { BuiltInEffects.names }

    /// Cases per effect for the properties over traces: 30 in a plain `swift test`, 2,000 in the
    /// soak, 500 in CI's pass (`PropertyTestSupport.sweep`); `SCROLLPROOF_TRACE_CASES` overrides.
    static var cases: Int {
        let environment = ProcessInfo.processInfo.environment
        return Int(environment["SCROLLPROOF_TRACE_CASES"] ?? "").flatMap { $0 > 0 ? $0 : nil }
            ?? PropertyTestSupport.sweep(30, full: 2_000)
    }

    /// Whether the full sizes run (`SCROLLPROOF_FULL=1`, which the soak sets).
    static var isFull: Bool { PropertyTestSupport.isFullSweep }

    /// The model's trace of case `index` of the effect named `effect`, or `nil` when the
    /// generated configuration is invalid (the generators make a few on purpose).
    static func document(_ effect: String, case index: Int) -> TraceDocument? {
        let seed = 0x5EED_7ACE + UInt64(index) &* 0x9E37_79B9_7F4A_7C15
        var cut = SplitMix64(seed: seed ^ 0xC07)
        return Catalogue.effects.first { $0.effectName == effect }?.modelTrace(seed: seed, cut: &cut)
    }

    /// The model's trace of case `index` of one effect.
    static func document(of effect: any BuiltInEffect.Type, case index: Int) -> TraceDocument? {
        document(effect.effectName, case: index)
    }
}
