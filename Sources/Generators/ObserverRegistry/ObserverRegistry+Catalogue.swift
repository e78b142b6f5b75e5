import Effects
import Oracles

extension ObserverRegistry: CataloguedEffect {
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
