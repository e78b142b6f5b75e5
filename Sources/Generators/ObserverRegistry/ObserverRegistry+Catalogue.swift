import Effects
import Oracles

extension ObserverRegistry: CataloguedEffect {
    /// A registry answers each display event through its `step`, in the file's outputs.
    package static var replayAdapter: String? { "{ _ in YourRegistry() } step: { registry, event in ObserverRegistryOutputs(registry.apply(event)) }" }

    package static var groups: [InvariantGroup<ObserverRegistryTrace>] { Suites.observerRegistry.groups }

    package static let publishedBugs: [String: SuiteExpectation] = [
        "noDuplicates": .bug(invariant: "noDuplicateObservers",
            description: "keyed by index path: a reused cell shown at a new row before its old row ends is registered twice"),
        "registeredMatchesDisplayed": .bug(invariant: "registeredMatchesDisplayed",
            description: "keyed by index path: a new cell at a row still in the array is never observed"),
        "absentRemovalReported": .bug(invariant: "absentRemovalReported", description: "@try/@catch swallows the failed removal"),
        "teardown": .bug(invariant: "nothingAfterTeardown", description: "the observers are never removed when the list goes away"),
    ]

    package static func modelProperties(merged: Bool) -> [SuiteProperty] {
        (merged ? Suites.observerRegistry.merged : Suites.observerRegistry).properties(ObserverRegistry.init)
    }


    package static let sampler = CaseSampler(name: "observer-lifecycle", summary: "display lifecycles of window cells (SPEC §1b)",
        Gen<LifecycleSequence>.lifecycle())
}

extension ObserverRegistry {
    /// A correct trace of the registry over generated lifecycle `seed`, ended where `cut`
    /// chooses; one in four as a recorder that logs only the registrations writes it (what it
    /// leaves out is not judged).
    package static func modelTrace(seed: UInt64, cut: inout SplitMix64) -> TraceDocument? {
        guard let sequence = try? Gen<LifecycleSequence>.lifecycle().generate(seed: seed).value else { return nil }
        var registry = ObserverRegistry()
        let events = Array(sequence.events.prefix(ModelTrace.prefix(sequence.events.count, &cut)))
        var trace = ObserverRegistryTrace(events: events, frames: events.map { registry.apply($0) })
        if cut.next() % 4 == 0 {
            for i in trace.frames.indices {
                trace.frames[i].notified = nil
                trace.frames[i].absentRemovals = nil
                trace.frames[i].isSuspended = nil
            }
        }
        return TraceDocument(ObserverRegistry.self, trace)
    }
}
