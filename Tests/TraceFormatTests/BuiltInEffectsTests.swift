import Catalogue
import Effects
import Foundation
import Oracles
import Generators
import Testing

/// The registry: every built-in effect is found through `BuiltInEffects.all` alone, by the
/// trace reader, the catalogue, the suites, the pictures, the samplers and the fuzz targets.
@Suite struct BuiltInEffectsTests {
    /// Every effect of the registry, in SPEC's order (by section; §8's snapping last), has every
    /// facet a layer reads: a registered effect missing one would be silently skipped by that
    /// layer. The facets are asked of `BuiltInEffects.all` alone; no effect is named here.
    @MainActor @Test func everyBuiltInEffectHasEveryFacet() {
        let names = BuiltInEffects.names
        #expect(names.count == Set(names).count && !names.isEmpty, "\(names)")
        let sections = BuiltInEffects.all.map { Double($0.section.dropFirst().prefix { $0.isNumber }) ?? .nan }
        #expect(sections == sections.sorted() && !sections.contains { $0.isNaN }, "SPEC's order: \(sections)")
        // The catalogue: groups, properties, a sampler, a picture.
        #expect(Catalogue.effects.map { $0.effectName } == names)
        #expect(Set(Catalogue.mergedModels.keys) == Set(names))
        #expect(Set(Catalogue.effects.map { $0.sampler.name }).count == names.count, "one sampler name per effect")
        // The fuzz targets: one per effect, found by name and by type.
        #expect(FuzzTarget.allCases.map(\.rawValue) == names)
        #expect(BuiltInEffects.all.map { FuzzTarget($0).rawValue } == names)
        for name in names { #expect(BuiltInEffects.named(name)?.effectName == name) }
        #expect(BuiltInEffects.named("carousel") == nil)
        #expect(FuzzTarget(rawValue: "carousel") == nil)
        for effect in Catalogue.effects {
            let name = effect.effectName
            // A trace: the model's recordings, which the trace, check-trace and monitor tests judge.
            #expect((0..<20).contains { ModelTraces.document(name, case: $0) != nil }, "\(name) has no model trace")
            // A monitor: the bench's monitor rows and the allocation gate.
            #expect(effect.monitorWorkload(count: 10) != nil, "\(name) has no monitor workload")
            // The bench: a row of its model, a property or a timing of its own.
            #expect(!effect.benchWorkloads(inputCount: 10).isEmpty || !effect.benchTimings.isEmpty, "\(name) has no bench row")
        }
    }

    /// The bench's monitor workloads (`bench --only monitor`), one for each effect: each is one
    /// session of at least the operations asked for, a correct one (the checker, `check-trace`'s
    /// pass and the monitor judge every operation and report nothing). A fly-screen workload once
    /// ended at its first `endAt`, 20 operations, and the bench measured a session's start.
    @MainActor @Test func everyMonitorWorkloadIsOneLongCorrectSession() {
        let workloads = Catalogue.effects.compactMap { $0.monitorWorkload(count: 2_000) }
        #expect(workloads.map(\.name) == BuiltInEffects.names)
        for w in workloads {
            #expect(w.frames >= 2_000, "\(w.name): \(w.frames) frames")
            #expect(w.checker() == w.frames, "\(w.name)'s checker")
            #expect(w.perRule() == w.frames, "\(w.name)'s check-trace pass")
            #expect(w.monitor() == w.frames, "\(w.name)'s monitor")
            for pass in 2...3 { #expect(w.monitor() == w.frames, "\(w.name)'s monitor, pass \(pass): the session again after itself (as the bench feeds it)") }
        }
    }

    /// Each effect's properties are named and sectioned as the registry says, and its suite's
    /// groups are the ones its properties run.
    @Test func theSuitesFollowTheRegistry() {
        for effect in Catalogue.effects {
            let models = Catalogue.models.filter { $0.name.hasPrefix(effect.effectName + ".") }
            #expect(models.map(\.name) == effect.groupNames.map { "\(effect.effectName).\($0)" })
            #expect(models.allSatisfy { $0.section == effect.section }, "\(effect.effectName)")
            #expect(Catalogue.mergedModels[effect.effectName]?.name == "\(effect.effectName).all")
        }
    }

    /// The reader reads every registered effect's files and names the registry's effects, in
    /// order, when a file names another.
    @Test(arguments: ModelTraces.effects)
    func theReaderFindsEachEffectInTheRegistry(_ effect: String) throws {
        let document = try #require((0..<20).lazy.compactMap { ModelTraces.document(effect, case: $0) }.first)
        let text = try #require(TraceWriter.json(document))
        let read = try TraceDocument.parse(text)
        #expect(read.effectName == effect)
        #expect(read.effect?.effectName == effect)
        #expect(read.rejection == nil)
        let renamed = text.replacingOccurrences(of: "\"effect\": \"\(effect)\"", with: "\"effect\": \"carousel\"")
        #expect(renamed != text)
        #expect {
            try TraceDocument.parse(renamed)
        } throws: { error in
            (error as? TraceFormatError)?.message == "expected one of " + BuiltInEffects.names.map { "\"\($0)\"" }.joined(separator: ", ")
                + "; an effect declared in your own code is judged from Swift, in its test target: ScrollProof.checkTrace(YourEffect.self, contentsOf: url)"
        }
    }

    /// A document holds one effect's trace: asking for another effect's gives nothing, and a
    /// rejected configuration holds no trace.
    @Test func aDocumentHoldsOneEffectsTrace() throws {
        let document = try #require((0..<20).lazy.compactMap { ModelTraces.document(of: FlyScreenModel.self, case: $0) }.first)
        #expect(document.trace(of: FlyScreenModel.self) != nil)
        #expect(document.trace(of: BannerHover.self) == nil)
        #expect(document.trace(of: ObserverRegistry.self) == nil)
        let trace = try #require(document.trace(of: FlyScreenModel.self))
        #expect(TraceWriter.json(TraceDocument.flyScreen(trace)) == TraceWriter.json(document))
        #expect(TraceWriter.json(TraceDocument.flyScreen(trace)) == TraceWriter.json(trace))
        let error = ConfigurationError(configuration: "FlyScreenConfiguration", field: "rows", rule: .mustBeAtLeastOne, value: 0)
        let rejected = TraceDocument(rejected: RejectedConfiguration(effect: "flyScreen", error: error, line: 3, frameCount: 7))
        #expect(rejected.trace(of: FlyScreenModel.self) == nil)
        #expect(rejected.frameCount == 7)
        #expect(rejected.violations.map(\.invariant) == ["validConfiguration"])
        #expect(rejected.effect?.effectName == "flyScreen")
        #expect(TraceWriter.json(rejected) == nil)
    }
}

extension CataloguedEffect {
    /// The suite's group names, in order.
    static var groupNames: [String] { groups.map(\.name) }
}
