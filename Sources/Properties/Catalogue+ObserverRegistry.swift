import Effects
import Generators
import Oracles
import Originals

extension Catalogue {
    static func observerRegistry() -> [Property] {
        typealias OR = ObserverRegistryInvariants
        let groups: [Group<ObserverRegistryTrace>] = [
            Group(name: "noDuplicates", oracles: [OR.noDuplicateObservers, OR.notifyExactlyOnce], publishedBug: ("noDuplicateObservers", "keyed by index path: a reused cell shown at a new row before its old row ends is registered twice")),
            Group(name: "registeredMatchesDisplayed", oracles: [OR.registeredMatchesDisplayed, OR.suspendedFlag], publishedBug: ("registeredMatchesDisplayed", "keyed by index path: a new cell at a row still in the array is never observed")),
            Group(name: "absentRemovalReported", oracles: [OR.absentRemovalReported], publishedBug: ("absentRemovalReported", "@try/@catch swallows the failed removal")),
            Group(name: "teardown", oracles: [OR.nothingAfterTeardown], publishedBug: ("nothingAfterTeardown", "the observers are never removed when the list goes away")),
        ]
        return groups.flatMap { g in
            g.pair("observerRegistry") { name, implementation, bug in
                implementation == .model
                    ? registryProperty(name, implementation, g, make: ObserverRegistry.init)
                    : registryProperty(name, implementation, g, bug: bug, make: PublishedObserverBookkeeping.init)
            }
        }
    }

    static func registryProperty<R: DisplayLifecycleObserving>(
        _ name: String, _ implementation: Implementation, _ g: Group<ObserverRegistryTrace>,
        bug: (invariant: String, bug: String)? = nil, make: @escaping @Sendable () -> R
    ) -> Property {
        Property(
            name: name, section: "§1b", invariants: g.oracles.map(\.name), implementation: implementation,
            expectedViolation: bug?.invariant, bug: bug?.bug,
            evaluation: Gen<LifecycleSequence>.lifecycle().map { sequence in
                var registry = make()
                var trace = ObserverRegistryTrace(events: sequence.events, frames: sequence.events.map { registry.apply($0) })
                let violation = Oracle.firstViolation(g.oracles, in: trace)
                // Every oracle is prefix-closed: the events up to the violation are the failing case.
                if let v = violation, v.frame + 1 < trace.events.count {
                    trace.events.removeSubrange((v.frame + 1)...)
                    trace.frames.removeSubrange((v.frame + 1)...)
                }
                // The readable case is rendered only when it is reported: a failing case.
                let lines = violation == nil ? [] : zip(trace.events, trace.frames).enumerated().map { i, pair in "event \(i): \(pair.0) → \(FrameDescription.describe(pair.1))" }
                return Evaluation(
                    violation: violation, frames: trace.events.count, labels: sequence.labels,
                    description: lines.joined(separator: "\n"))
            })
    }
}
