import Effects
import Oracles

/// The catalogue's facet of a built-in effect: its suite's groups, the properties of its exact
/// model, its published bugs and its picture. Each built-in effect conforms in its own folder
/// (`Generators/<Effect>/<Effect>+Catalogue.swift`), beside its suite; the catalogue, the fuzz
/// targets and `scrollproof` find it in ``BuiltInEffects/all``, and its published ports
/// (``PublishedPort``) add the properties that find the published bugs.
package protocol CataloguedEffect: BuiltInEffect {
    /// The groups of the effect's suite (`Suites.<effect>`), in order.
    static var groups: [InvariantGroup<Trace>] { get }

    /// The published bugs, by group of the suite: the invariant each breaks and the bug in
    /// one line (each is expected to be found in the published port).
    static var publishedBugs: [String: SuiteExpectation] { get }

    /// The properties of the effect's exact model: one per group (every invariant must hold),
    /// or every invariant in one property named `<effect>.all`, as a fuzz target checks them.
    ///
    /// - Parameter merged: Whether to merge the groups into one property.
    /// - Returns: The properties, in group order.
    static func modelProperties(merged: Bool) -> [SuiteProperty]

    /// The generator of the effect's cases, as `scrollproof sample` names and prints it.
    static var sampler: CaseSampler { get }

    /// What the effect adds to `scrollproof bench`'s `updates` section (default: nothing).
    ///
    /// - Parameter inputCount: How many inputs a workload feeds.
    /// - Returns: The workloads, in the order the rows show them.
    static func benchWorkloads(inputCount: Int) -> [BenchWorkload]

    /// Properties `scrollproof bench` measures besides the catalogue's (default: none).
    static var benchProperties: [SuiteProperty] { get }

    /// What the effect adds to `scrollproof bench`'s `threads` section (default: nothing).
    static var benchTimings: [BenchTiming] { get }

    /// The effect's row of `scrollproof bench --only monitor`, about `count` frames of a
    /// correct recording (default: none, for an effect an app does not monitor).
    ///
    /// - Parameter count: How many frames, at least.
    /// - Returns: The workload, or `nil`.
    static func monitorWorkload(count: Int) -> MonitorWorkload?

    /// A correct trace of the effect's exact model, as an app records one: the model run over
    /// generated case `seed`, ended where `cut` chooses (a recording ends whenever the app
    /// stops), with the refused inputs the generators make. The tests of the trace format, of
    /// `check-trace` and of the monitor judge these, for every effect of
    /// ``BuiltInEffects/all``.
    ///
    /// - Parameters:
    ///   - seed: The generated case's seed.
    ///   - cut: Where the recording ends, and any other choice of the recording.
    /// - Returns: The trace's document, or `nil` when the case's configuration is invalid (the
    ///   generators make a few on purpose).
    static func modelTrace(seed: UInt64, cut: inout SplitMix64) -> TraceDocument?

    /// The adapter a `ScrollProof.replay` call of this effect's files takes, as `check-trace`
    /// prints the call under a violation (default: an offset-driven effect's `{ configuration,
    /// input in YourAdapter(configuration, input) }`; `nil` for an effect `replay` does not take).
    static var replayAdapter: String? { get }

    /// A trace as a picture, with a violation marked.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - violation: The violation to mark, if any.
    /// - Returns: The SVG text.
    static func picture(of trace: Trace, violation: Violation?) -> String
}

extension CataloguedEffect {
    package static func benchWorkloads(inputCount: Int) -> [BenchWorkload] { [] }
    package static var benchProperties: [SuiteProperty] { [] }
    package static var benchTimings: [BenchTiming] { [] }
    package static func monitorWorkload(count: Int) -> MonitorWorkload? { nil }
    package static var replayAdapter: String? {
        self is any DeclaredScrollEffect.Type ? "{ configuration, input in YourAdapter(configuration, input) }" : nil
    }

    /// The names of the invariants in the selected groups of the effect's suite.
    ///
    /// - Parameter selection: The groups.
    /// - Returns: The invariants' names.
    /// - Throws: ``SelectionError`` naming an unknown group (and listing the effect's).
    /// - Complexity: O(invariants).
    package static func invariants(selecting selection: GroupSelection) throws(SelectionError) -> Set<String> {
        Set(try selection.select(groups, effect: effectName).flatMap { $0.oracles.map(\.name) })
    }
}

extension TraceVerdict {
    /// The invariants of a built-in effect's selected groups, by its suite's facet (none for a
    /// name no built-in effect has).
    ///
    /// - Parameters:
    ///   - effect: The effect's name, as a trace names it.
    ///   - selection: The groups.
    /// - Returns: The invariants' names.
    /// - Throws: ``SelectionError`` naming an unknown group (and listing the effect's).
    /// - Complexity: O(invariants).
    package static func invariants(of effect: String, _ selection: GroupSelection) throws(SelectionError) -> Set<String> {
        guard let found = BuiltInEffects.named(effect) as? any CataloguedEffect.Type else { return [] }
        return try found.invariants(selecting: selection)
    }

    /// A built-in effect's verdict judged by the selected groups of its suite only, as
    /// `scrollproof check-trace --level` and `ScrollProof.checkTrace(contentsOf:selection:)`
    /// judge a file (`validConfiguration` is always kept).
    ///
    /// - Parameter selection: The groups.
    /// - Returns: The verdict of those groups' invariants.
    /// - Throws: ``SelectionError`` naming an unknown group.
    /// - Complexity: O(invariants + violations).
    package func selecting(_ selection: GroupSelection) throws(SelectionError) -> TraceVerdict {
        selection == .all ? self : keeping(try Self.invariants(of: effect, selection))
    }
}

/// A port of published code of a built-in effect, bugs included (the `Originals` module): the
/// catalogue runs the effect's suite on it, expecting each of the effect's published bugs.
package protocol PublishedPort: SendableMetatype {
    /// The built-in effect whose code this publishes.
    associatedtype Effect: CataloguedEffect

    /// The port's name among its effect's ports (`appStoreSnap`), the part of its property
    /// names after the effect's (`published.snapTarget.appStoreSnap.flickWay`), or `nil`
    /// (default) for an effect's one port (`published.bannerHover.epsRule`).
    static var portName: String? { get }

    /// The published bugs this port is expected to show, by group of the effect's suite
    /// (default: its effect's ``CataloguedEffect/publishedBugs``).
    static var publishedBugs: [String: SuiteExpectation] { get }

    /// The port's properties, for some of the groups of the effect's suite.
    ///
    /// - Parameters:
    ///   - prefix: The names' prefix (`published.<effect>`).
    ///   - expecting: How each group is run (each published bug is expected).
    ///   - groups: The groups to build.
    /// - Returns: The properties, in group order.
    static func properties(named prefix: String, expecting: [String: SuiteExpectation], groups: [String]) -> [SuiteProperty]

    /// What the port adds to `scrollproof bench`'s `updates` section, after its effect's rows
    /// (default: nothing).
    ///
    /// - Parameter inputCount: How many inputs a workload feeds.
    /// - Returns: The workloads.
    static func benchWorkloads(inputCount: Int) -> [BenchWorkload]
}

extension PublishedPort {
    /// The name of the effect whose code this publishes.
    package static var effectName: String { Effect.effectName }

    package static var portName: String? { nil }

    package static var publishedBugs: [String: SuiteExpectation] { Effect.publishedBugs }

    package static func benchWorkloads(inputCount: Int) -> [BenchWorkload] { [] }

    /// The port's properties for the groups of its effect's suite that have a published bug
    /// (named `published.<effect>.<group>`, or `published.<effect>.<port>.<group>`).
    ///
    /// - Returns: The properties, in group order.
    /// - Complexity: O(groups).
    package static func publishedProperties() -> [SuiteProperty] {
        let bugs = publishedBugs, name = Effect.effectName + (portName.map { ".\($0)" } ?? "")
        let groups = Effect.groups.map(\.name).filter { bugs[$0] != nil }
        return properties(named: "published.\(name)", expecting: bugs, groups: groups)
    }
}
