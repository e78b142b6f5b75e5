import ScrollProofUtilities
import Effects
import Oracles

/// The suite of the fly screen (SPEC §4): every invariant, in named groups, over workloads of
/// inserts, virtual time and taps, for any implementation.
public struct FlyScreenSuite: Sendable {
    /// The effect's name, the prefix of its property names.
    public let effect = FlyScreenModel.effectName
    /// The invariants, in groups.
    public let groups: [InvariantGroup<FlyScreenTrace>]
    /// The generator of workloads.
    @usableFromInline package let cases: Gen<FlyWorkload>
    /// The configuration fields pinned so far.
    public let pins: FieldPins
    /// The arithmetic the implementation declares it animates in (default `Double`).
    public let arithmetic: Arithmetic
    /// The operations beyond SPEC's that the suite generates for an implementation that
    /// declares them (default ``FlyScreenFeatures/all``).
    public let generatedFeatures: FlyScreenFeatures

    /// A suite of a fly screen (the built-in one is ``Suites/flyScreen``).
    ///
    /// - Parameters:
    ///   - groups: The invariants, in named groups.
    ///   - pins: The pinned configuration fields (default none).
    ///   - arithmetic: The arithmetic the flights are judged in (default `Double`).
    ///   - generatedFeatures: The operations the generator may produce, for an implementation
    ///     that declares them (default all).
    /// - Complexity: O(1).
    public init(groups: [InvariantGroup<FlyScreenTrace>], pins: FieldPins = .flyScreen, arithmetic: Arithmetic = .double, generatedFeatures: FlyScreenFeatures = .all) {
        self.groups = groups
        self.pins = pins
        self.arithmetic = arithmetic
        self.generatedFeatures = generatedFeatures
        cases = .flyWorkload(pins: pins)
    }

    /// The same suite with some of its parts replaced: the one construction behind ``merged``,
    /// ``pinning(_:)``, ``selecting(_:)``, ``animating(in:)`` and ``generating(_:)``.
    private func replacing(
        groups: [InvariantGroup<FlyScreenTrace>]? = nil, pins: FieldPins? = nil, arithmetic: Arithmetic? = nil, generatedFeatures: FlyScreenFeatures? = nil
    ) -> FlyScreenSuite {
        FlyScreenSuite(
            groups: groups ?? self.groups, pins: pins ?? self.pins, arithmetic: arithmetic ?? self.arithmetic,
            generatedFeatures: generatedFeatures ?? self.generatedFeatures)
    }

    /// The same suite with every invariant in one group, `all` (see ``ScrollSuite/merged``).
    public var merged: FlyScreenSuite { replacing(groups: [InvariantGroup("all", groups.flatMap(\.oracles))]) }

    /// The same suite with some configuration fields fixed or constrained (see
    /// ``ScrollSuite/pinning(_:)``): `screenWidth`, `rows`, `rowHeight`, `duration`,
    /// `minimumGap`, `capacity` (a pinned capacity bounds every case's queue).
    ///
    /// - Parameter fields: Field name → its space.
    /// - Returns: The pinned suite.
    /// - Throws: ``PinError`` naming the field and the rule it broke.
    /// - Complexity: O(fields).
    public func pinning(_ fields: [String: FieldSpace]) throws(PinError) -> FlyScreenSuite {
        replacing(pins: try pins.adding(fields, effect: effect))
    }

    /// The same suite with only some of its groups: those of one level, a chosen set, or all
    /// but a set (``GroupSelection``). A library that departs from SPEC's formulas by design
    /// is held to the promises every implementation must keep with `.level(.safety)`.
    ///
    /// - Parameter selection: The groups to keep.
    /// - Returns: The suite with the selected groups, in their order.
    /// - Throws: ``SelectionError`` when a name is not one of the suite's groups (the error
    ///   lists them) or nothing is left to run.
    /// - Complexity: O(groups).
    public func selecting(_ selection: GroupSelection) throws(SelectionError) -> FlyScreenSuite {
        replacing(groups: try selection.select(groups, effect: effect))
    }

    /// The same suite for an implementation that animates in another arithmetic: Core
    /// Animation takes `Float` values, and a faithful port positions its comments in `Float`.
    /// Every case's configuration carries the arithmetic (``FlyScreenConfiguration/animating(in:)``),
    /// so lengths and moments are judged within ``Arithmetic/float``'s tolerance and every report
    /// prints it; nothing else changes.
    ///
    ///     ScrollProof.verify(Suites.flyScreen.animating(in: .float)) { c in DanmakuAdapter(c) }
    ///
    /// - Parameter arithmetic: The implementation's arithmetic.
    /// - Returns: The suite.
    /// - Complexity: O(1).
    public func animating(in arithmetic: Arithmetic) -> FlyScreenSuite {
        replacing(arithmetic: arithmetic)
    }

    /// The same suite generating only some of the operations beyond SPEC's, even for an
    /// implementation that declares more (to verify a view without its pauses, say, or to
    /// keep the workloads of saved cases recorded before a feature was declared).
    ///
    ///     ScrollProof.verify(Suites.flyScreen.generating([.seek])) { c in DanmakuAdapter(c) }
    ///
    /// - Parameter features: The operations to generate, for implementations that declare them.
    /// - Returns: The suite.
    /// - Complexity: O(1).
    public func generating(_ features: FlyScreenFeatures) -> FlyScreenSuite {
        replacing(generatedFeatures: features)
    }

    /// The properties of an implementation: one per group. For an implementation that lists
    /// features (``FlyScreenSimulating/features``: seeking, pausing, durations) that the suite
    /// generates (``generating(_:)``), the safety groups run on workloads that use them; the
    /// conformance groups run on `cases`, the workloads SPEC's schedule defines.
    ///
    /// - Parameters:
    ///   - prefix: The names' prefix (default: the effect's name).
    ///   - expecting: How each group is run, by group name (default: every invariant must hold).
    ///   - groups: The groups to build (default: all).
    ///   - make: Creates an empty screen at virtual time 0 for a configuration; throwing
    ///     declines the case.
    /// - Returns: The properties, in group order.
    public func properties<S: FlyScreenSimulating>(
        named prefix: String? = nil, expecting: [String: SuiteExpectation] = [:], groups names: [String]? = nil,
        _ make: @escaping @Sendable (FlyScreenConfiguration) throws -> S
    ) -> [SuiteProperty] {
        let arithmetic = self.arithmetic
        let features = S.features.intersection(generatedFeatures)
        let featured = features.isEmpty ? cases : .flyWorkload(pins: pins, features: features)
        return InvariantGroup.properties(groups, prefix: prefix ?? effect, section: FlyScreenModel.section, expecting: expecting, names: names) { group in
            let oracles = group.oracles
            // A group of §4's built-in invariants is screened by one pass that vouches for all
            // of them; the oracles judge only a trace it cannot vouch for.
            let checker = FlyScreenChecker(judging: oracles)
            // The recordings of the cases that ran, for the next ones to reuse (one per case
            // running at once): a passing case allocates nothing for its steps or its check.
            let recordings = Lock<[FlyScreenRun.Recording]>([])
            return (group.level == .safety ? featured : cases).map { workload in
                    let c: FlyScreenConfiguration
                    switch workload.configuration.result {
                    case let .success(valid): c = valid.animating(in: arithmetic)
                    case let .failure(error): return .refused(error, labels: workload.labels)
                    }
                    var screen: S
                    do { screen = try make(c) } catch { return .declined(error, labels: workload.labels) }
                    var recording = recordings.withLock { $0.popLast() } ?? FlyScreenRun.Recording()
                    FlyScreenRun.run(&screen, workload.operations, into: &recording)
                    // A fly-screen frame is a moment of virtual time: the operations between two advances.
                    let frames = 1 + workload.operations.reduce(0) { n, operation in
                        operation.advances ? n + 1 : n
                    }
                    // Judged in the configuration the screen reports (an adapter may pin its
                    // own constants), as the trace of the case is.
                    let configuration = screen.configuration
                    let kept = checker.map { recording.keeps($0, configuration, events: screen.events) } ?? false
                    // The trace is made only for the oracles: the steps this case recorded, the
                    // log its screen kept.
                    let trace = kept ? nil : FlyScreenTrace(configuration: configuration, steps: recording.steps, events: screen.events)
                    recordings.withLock { $0.append(recording) }
                    guard let trace else {
                        return Evaluation(violation: nil, frames: frames, labels: workload.labels, description: "")
                    }
                    guard let violation = TraceOracle.firstViolation(oracles, in: trace.prepared()) else {
                        return Evaluation(violation: nil, frames: frames, labels: workload.labels, description: "")
                    }
                    // The readable case and its picture are made only when a report shows them.
                    return Evaluation(
                        violation: violation, frames: frames, labels: workload.labels,
                        describe: { FlyScreenRun.render(c, trace) }, draw: { FlyScreenPicture.svg(trace, violation: violation) })
            }
        }
    }
}
