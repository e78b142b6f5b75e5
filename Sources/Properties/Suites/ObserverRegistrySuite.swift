import Effects
import Generators
import Oracles
import Pictures

/// The suite of observer bookkeeping (SPEC §1b): every invariant, in named groups, over
/// display lifecycles UIKit really emits and adversarial ones, for any implementation.
public struct ObserverRegistrySuite: Sendable {
    /// The effect's name, the prefix of its property names.
    public let effect = ObserverRegistry.effectName
    /// The invariants, in groups.
    public let groups: [InvariantGroup<ObserverRegistryTrace>]
    /// The generator of lifecycles.
    public let cases: Gen<LifecycleSequence>

    /// A suite of observer bookkeeping (the built-in one is ``Suites/observerRegistry``).
    ///
    /// - Parameters:
    ///   - groups: The invariants, in named groups.
    ///   - cases: The generator of display lifecycles.
    /// - Complexity: O(1).
    public init(groups: [InvariantGroup<ObserverRegistryTrace>], cases: Gen<LifecycleSequence>) {
        self.groups = groups
        self.cases = cases
    }

    /// The same suite with every invariant in one group, `all` (see ``ScrollSuite/merged``).
    public var merged: ObserverRegistrySuite { ObserverRegistrySuite(groups: [InvariantGroup("all", groups.flatMap(\.oracles))], cases: cases) }

    /// The same suite with only some of its groups: those of one level, a chosen set, or all
    /// but a set (``GroupSelection``). A library that departs from SPEC's formulas by design
    /// is held to the promises every implementation must keep with `.level(.safety)`.
    ///
    /// - Parameter selection: The groups to keep.
    /// - Returns: The suite with the selected groups, in their order.
    /// - Throws: ``SelectionError`` when a name is not one of the suite's groups (the error
    ///   lists them) or nothing is left to run.
    /// - Complexity: O(groups).
    public func selecting(_ selection: GroupSelection) throws(SelectionError) -> ObserverRegistrySuite {
        ObserverRegistrySuite(groups: try selection.select(groups, effect: effect), cases: cases)
    }

    /// The properties of an implementation: one per group.
    ///
    /// - Parameters:
    ///   - prefix: The names' prefix (default: the effect's name).
    ///   - expecting: How each group is run, by group name (default: every invariant must hold).
    ///   - groups: The groups to build (default: all).
    ///   - make: Creates an empty registry for each case.
    /// - Returns: The properties, in group order.
    public func properties<R: DisplayLifecycleObserving>(
        named prefix: String? = nil, expecting: [String: SuiteExpectation] = [:], groups names: [String]? = nil,
        _ make: @escaping @Sendable () -> R
    ) -> [Property] {
        InvariantGroup.properties(groups, prefix: prefix ?? effect, section: ObserverRegistry.section, expecting: expecting, names: names) { group in
            let oracles = group.oracles
            // A group of the checker's invariants is judged in one pass as the registry runs.
            let indices = oracles.compactMap { $0.index(in: ObserverRegistryChecker.self) }
            let order = indices.count == oracles.count ? InvariantOrder(checking: indices) : nil
            return cases.map { sequence in
                let violation: Violation?
                if let order {
                    // The streaming pass: every event judged as the registry answers it, nothing
                    // recorded; a passing case allocates nothing.
                    var registry = make()
                    var checker = ObserverRegistryChecker(order: order)
                    for event in sequence.events {
                        if checker.isDecided { break }
                        checker.step(event, frame: registry.apply(event))
                    }
                    violation = checker.violation
                } else {
                    var registry = make()
                    let frames = sequence.events.map { ObserverRegistryTrace.Frame(registry.apply($0)) }
                    violation = Oracle.firstViolation(oracles, in: ObserverRegistryTrace(events: sequence.events, frames: frames))
                }
                guard let violation else {
                    return Evaluation(violation: nil, frames: sequence.events.count, labels: sequence.labels, description: "", picture: "")
                }
                // Every oracle is prefix-closed: the events up to the violation are the failing
                // case. They are recorded from a new registry from the factory, so that one with
                // reference semantics (a view class, a struct holding one) shows the frames this
                // case really produced, not the state the judged run left behind.
                var fresh = make()
                let events = Array(sequence.events.prefix(violation.frame + 1))
                let trace = ObserverRegistryTrace(events: events, frames: events.map { ObserverRegistryTrace.Frame(fresh.apply($0)) })
                // The readable case and its picture are made only when a report shows them.
                return Evaluation(
                    violation: violation, frames: trace.events.count, labels: sequence.labels,
                    describe: {
                        zip(trace.events, trace.frames).enumerated().map { i, pair in "event \(i): \(pair.0) → \(FrameDescription.describe(pair.1))" }.joined(separator: "\n")
                    },
                    draw: { ObserverRegistryPicture.svg(trace, violation: violation) })
            }
        }
    }
}
