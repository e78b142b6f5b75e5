import Catalogue
import Effects
import Foundation
import Oracles
import Generators
import Testing

/// The registry: every built-in effect is found through `BuiltInEffects.all` alone, by the
/// trace reader, the catalogue, the suites, the pictures, the samplers and the fuzz targets.
@Suite struct BuiltInEffectsTests {
    /// The seven effects, in SPEC's order (§8's snapping last), each with every facet: a registered effect missing
    /// one would be silently skipped by the layer that needs it.
    @Test func everyBuiltInEffectHasEveryFacet() {
        let names = ["parallelWindow", "observerRegistry", "bannerHover", "rollingBanner", "flyScreen", "profileHeader", "snapTarget"]
        #expect(BuiltInEffects.names == names)
        #expect(Catalogue.effects.map { $0.effectName } == names)
        #expect(FuzzTarget.allCases.map(\.rawValue) == names)
        #expect(Set(Catalogue.mergedModels.keys) == Set(names))
        #expect(Set(Catalogue.effects.map { $0.sampler.name }).count == names.count, "one sampler name per effect")
        for name in names { #expect(BuiltInEffects.named(name)?.effectName == name) }
        #expect(BuiltInEffects.named("carousel") == nil)
        #expect([FuzzTarget(ParallelWindow.self), FuzzTarget(ObserverRegistry.self), FuzzTarget(BannerHover.self),
            FuzzTarget(RollingBanner.self), FuzzTarget(FlyScreenModel.self), FuzzTarget(ProfileHeader.self),
            FuzzTarget(SnapTarget.self)].map(\.rawValue) == names)
        #expect(FuzzTarget(rawValue: "carousel") == nil)
    }

    /// The bench's monitor workloads (`bench --only monitor`): each is one session of at least
    /// the operations asked for, a correct one (the checker, `check-trace`'s pass and the
    /// monitor judge every operation and report nothing). A fly-screen workload once ended
    /// at its first `endAt`, 20 operations, and the bench measured a session's start.
    @MainActor @Test func everyMonitorWorkloadIsOneLongCorrectSession() {
        let workloads = Catalogue.effects.compactMap { $0.monitorWorkload(count: 2_000) }
        #expect(workloads.map(\.name) == ["observerRegistry", "bannerHover", "flyScreen", "snapTarget"])
        for w in workloads {
            #expect(w.frames >= 2_000, "\(w.name): \(w.frames) frames")
            #expect(w.checker() == w.frames, "\(w.name)'s checker")
            #expect(w.perRule() == w.frames, "\(w.name)'s check-trace pass")
            #expect(w.monitor() == w.frames, "\(w.name)'s monitor")
            #expect(w.monitor() == w.frames, "\(w.name)'s monitor, fed the session again after itself (as the bench does)")
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
    @Test(arguments: ModelTraces.Effect.allCases)
    func theReaderFindsEachEffectInTheRegistry(_ effect: ModelTraces.Effect) throws {
        let document = try #require((0..<20).lazy.compactMap { ModelTraces.document(effect, case: $0) }.first)
        let text = try #require(TraceWriter.json(document))
        let read = try TraceDocument.parse(text)
        #expect(read.effectName == effect.rawValue)
        #expect(read.effect?.effectName == effect.rawValue)
        #expect(read.rejection == nil)
        let renamed = text.replacingOccurrences(of: "\"effect\": \"\(effect.rawValue)\"", with: "\"effect\": \"carousel\"")
        #expect(renamed != text)
        #expect {
            try TraceDocument.parse(renamed)
        } throws: { error in
            (error as? TraceFormatError)?.message == "expected one of " + BuiltInEffects.names.map { "\"\($0)\"" }.joined(separator: ", ")
        }
    }

    /// A document holds one effect's trace: asking for another effect's gives nothing, and a
    /// rejected configuration holds no trace.
    @Test func aDocumentHoldsOneEffectsTrace() throws {
        let document = try #require((0..<20).lazy.compactMap { ModelTraces.document(.flyScreen, case: $0) }.first)
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
