import Foundation
import Generators
import Oracles

/// A libFuzzer target: one effect, whose properties read the fuzzer's bytes as their choice
/// stream (structure-aware: the bytes are choices, so mutations stay meaningful).
///
/// The executables in `Fuzz/` are a few lines each: they call ``check(_:)`` and trap on a
/// violation. Everything else is here, where `swift test` covers it.
package struct FuzzTarget: RawRepresentable, Hashable, CaseIterable, Sendable {
    /// The effect's name (``BuiltInEffect/effectName``), e.g. `bannerHover`.
    package let rawValue: String

    /// The target of a built-in effect.
    ///
    /// - Parameter rawValue: The effect's name, one of ``BuiltInEffects/names``.
    package init?(rawValue: String) {
        guard BuiltInEffects.named(rawValue) != nil else { return nil }
        self.rawValue = rawValue
    }

    /// The target of a built-in effect.
    ///
    /// - Parameter effect: The effect, as its exact model's type.
    package init(_ effect: any BuiltInEffect.Type) {
        rawValue = effect.effectName
    }

    /// One target per built-in effect, in SPEC's order (``BuiltInEffects/all``).
    package static var allCases: [FuzzTarget] { BuiltInEffects.all.map(FuzzTarget.init) }

    /// The executable's name, e.g. `fuzz-bannerHover`.
    package var executable: String { "fuzz-\(rawValue)" }

    /// The properties this target checks: the models' by default, or, for the published ports'
    /// fuzz mode, the `published.` ones.
    ///
    /// - Parameter published: Whether to check the ports instead of the models.
    /// - Returns: The properties whose names start with this target's effect.
    package func properties(published: Bool = false) -> [SuiteProperty] {
        let prefix = (published ? "published." : "") + rawValue + "."
        return Catalogue.all.filter { $0.name.hasPrefix(prefix) }
    }

    /// The target named exactly: `bannerHover` or `fuzz-bannerHover`.
    ///
    /// - Parameter target: A target or executable name.
    package init?(target: String) {
        self.init(rawValue: target.hasPrefix("fuzz-") ? String(target.dropFirst(5)) : target)
    }

    /// The target an effect name, an executable name, or a property name belongs to.
    ///
    /// - Parameter name: `bannerHover`, `fuzz-bannerHover`, or a property name.
    /// - Returns: The target, or `nil`.
    package static func named(_ name: String) -> FuzzTarget? {
        let bare = name.hasPrefix("fuzz-") ? String(name.dropFirst(5)) : name
        if let target = FuzzTarget(rawValue: bare) { return target }
        let effect = bare.split(separator: ".").first { $0 != "published" }.map(String.init)
        return effect.flatMap(FuzzTarget.init(rawValue:))
    }

    /// Evaluates one input against properties; the first violation wins.
    ///
    /// - Parameters:
    ///   - bytes: The fuzzer's input.
    ///   - properties: The properties to check (default: the models' of this target).
    /// - Returns: The failing property and its evaluation, or `nil` when every property holds
    ///   (or the bytes overrun a generator, which is an invalid input, not a failure).
    /// - Complexity: O(properties · frames); for the models, one decode with every oracle
    ///   (``Catalogue/mergedModels``), and the groups only to name a failure.
    package func check(_ bytes: [UInt8], properties: [SuiteProperty]? = nil) -> (property: SuiteProperty, evaluation: Evaluation)? {
        var stream = ChoiceStream(bytes: [])
        return bytes.withUnsafeBufferPointer { check($0, properties: properties, reusing: &stream) }
    }

    /// Decodes one input, as ``check(_:properties:)`` does, in a stream reused across inputs
    /// (a fuzzer's executions allocate nothing for their choices once it has grown).
    ///
    /// - Parameters:
    ///   - bytes: The input.
    ///   - properties: The properties to check, or `nil` for the models'.
    ///   - stream: The reused stream.
    /// - Returns: The first property that fails, with its evaluation; `nil` when all pass.
    package func check(_ bytes: UnsafeBufferPointer<UInt8>, properties: [SuiteProperty]?,
        reusing stream: inout ChoiceStream) -> (property: SuiteProperty, evaluation: Evaluation)? {
        if properties == nil, let merged = Catalogue.mergedModels[rawValue] {
            guard let evaluation = try? merged.evaluation.decode(reusing: &stream, bytes), evaluation.violation != nil else { return nil }
        }
        return SuiteProperty.firstFailure(among: properties ?? self.properties(), fuzzInput: bytes, reusing: &stream)
    }

    /// The properties a fuzz run checks, from the environment: `SCROLLPROOF_FUZZ_PROPERTY` names
    /// one property (e.g. a published bug, to time it); `SCROLLPROOF_FUZZ_PUBLISHED=1` checks
    /// the ports; otherwise the models.
    ///
    /// - Parameter environment: The environment.
    /// - Returns: The properties (`nil`: the models, checked through their merged property), or
    ///   an error message for an unknown name.
    package func properties(environment: [String: String]) -> Result<[SuiteProperty]?, RunOptionsError> {
        if let name = environment["SCROLLPROOF_FUZZ_PROPERTY"] {
            guard let property = Catalogue.named(name), FuzzTarget.named(name) == self else {
                return .failure(RunOptionsError(variable: "SCROLLPROOF_FUZZ_PROPERTY", value: name, rule: "a property of \(rawValue) (see `scrollproof list`)"))
            }
            return .success([property])
        }
        return .success(environment["SCROLLPROOF_FUZZ_PUBLISHED"] == "1" ? properties(published: true) : nil)
    }
}
