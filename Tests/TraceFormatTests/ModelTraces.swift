import Effects
import Foundation
import PropertyTestSupport
import Generators
import Oracles
@testable import Generators

/// Correct traces to judge: the bundled models' runs over generated cases, as an app would
/// record them, cut at an arbitrary point (a recording ends whenever the app stops), with the
/// refused inputs the generators produce (non-finite offsets) and, for the fly screen, refused
/// inserts whose ids come again.
enum ModelTraces {
    /// The effects of the trace format.
    enum Effect: String, CaseIterable, Sendable, CustomStringConvertible {
        case parallelWindow, bannerHover, rollingBanner, profileHeader, observerRegistry, flyScreen, snapTarget
        var description: String { rawValue }
    }

    /// Cases per effect for the properties over traces: 30 in a plain `swift test`, 2,000 in the
    /// soak, 500 in CI's pass (`PropertyTestSupport.sweep`); `SCROLLPROOF_TRACE_CASES` overrides.
    /// Whether the full sizes run (`SCROLLPROOF_FULL=1`, which `.ci/run` sets).
    static var isFull: Bool { PropertyTestSupport.isFullSweep }

    static var cases: Int {
        let environment = ProcessInfo.processInfo.environment
        return Int(environment["SCROLLPROOF_TRACE_CASES"] ?? "").flatMap { $0 > 0 ? $0 : nil }
            ?? PropertyTestSupport.sweep(30, full: 2_000)
    }

    /// The model's trace of case `index` (a document), or `nil` when the generated
    /// configuration is invalid (the generators make a few on purpose).
    static func document(_ effect: Effect, case index: Int) -> TraceDocument? {
        let seed = 0x5EED_7ACE + UInt64(index) &* 0x9E37_79B9_7F4A_7C15
        var cut = SplitMix64(seed: seed ^ 0xC07)
        func prefix(_ count: Int) -> Int { count == 0 ? 0 : Int(cut.next() % UInt64(count + 1)) }
        switch effect {
        case .parallelWindow:
            return scroll(Gen.parallelWindowCase, seed, prefix) { c, t in try? ParallelWindow(configuration: c,
                windowTop: t) }.map { TraceDocument(ParallelWindow.self, $0) }
        case .bannerHover:
            return scroll(Gen.bannerHoverCase, seed, prefix) { c, o in try? BannerHover(configuration: c,
                offset: o) }.map { TraceDocument(BannerHover.self, $0) }
        case .profileHeader:
            return scroll(Gen.profileHeaderCase, seed, prefix) { c, o in try? ProfileHeader(configuration: c,
                offset: o) }.map { TraceDocument(ProfileHeader.self, $0) }
        case .rollingBanner:
            guard let value = try? Gen.rollingBannerCase.generate(seed: seed).value, let c = value.configuration.configuration,
                  let input = value.input else { return nil }
            let inputs = Array(input.offsets.prefix(prefix(input.offsets.count)))
            return TraceDocument(RollingBanner.self, ScrollTrace.recordReleasing(RollingBanner(configuration: c), initialInput: c.width, inputs: inputs))
        case .observerRegistry:
            guard let sequence = try? Gen<LifecycleSequence>.lifecycle().generate(seed: seed).value else { return nil }
            var registry = ObserverRegistry()
            let events = Array(sequence.events.prefix(prefix(sequence.events.count)))
            var trace = ObserverRegistryTrace(events: events, frames: events.map { registry.apply($0) })
            // Some recorders log only the registrations: what they leave out is not judged.
            if cut.next() % 4 == 0 {
                for i in trace.frames.indices { trace.frames[i].notified = nil; trace.frames[i].absentRemovals = nil; trace.frames[i].isSuspended = nil }
            }
            return TraceDocument(ObserverRegistry.self, trace)
        case .flyScreen:
            guard let workload = try? Gen<FlyWorkload>.flyWorkload().generate(seed: seed).value,
                  let c = workload.configuration.configuration else { return nil }
            var operations: [FlyOperation] = []
            var redeliver: [FlyOperation] = []
            for operation in workload.operations {
                if case let .insert(id, width, producer) = operation {
                    switch cut.next() % 10 {
                    case 0: operations.append(.insert(id: id, width: [.nan, -width, 0, .infinity][Int(cut.next() % 4)], producer: producer))
                    case 1: redeliver.append(operation)  // again after the next advance: a duplicate, or a refused id accepted
                    default: break
                    }
                    operations.append(operation)
                } else {
                    operations.append(operation)
                    if case .advance = operation { operations += redeliver; redeliver = [] }
                }
            }
            operations = Array(operations.prefix(prefix(operations.count)))
            return TraceDocument(FlyScreenModel.self, FlyScreenRun.record(FlyScreenModel(configuration: c), operations, flyOut: false))
        case .snapTarget:
            guard let value = try? Gen<SnapTargetCase>.snapTargetCase.generate(seed: seed).value, let c = value.configuration.configuration,
                  let events = value.events?.events else { return nil }
            var model = SnapTarget(configuration: c)
            let recorded = Array(events.prefix(prefix(events.count)))
            return TraceDocument(SnapTarget.self, SnapTargetTrace(configuration: c, events: recorded, frames: recorded.map { model.answer($0) }))
        }
    }

    static func scroll<C, E: ScrollDrivenEffect>(
        _ gen: Gen<ScrollCase<C>>, _ seed: UInt64, _ prefix: (Int) -> Int, _ create: (C, Double) -> E?
    ) -> ScrollTrace<C, E.Frame>? where E.Configuration == C {
        guard let value = try? gen.generate(seed: seed).value, let c = value.configuration.configuration, let input = value.input,
              let effect = create(c, input.start) else { return nil }
        return ScrollTrace.record(effect, initialInput: input.start, inputs: Array(input.offsets.prefix(prefix(input.offsets.count))))
    }
}
